import { Container, Title } from '@mantine/core';
import { useEffect, useRef, type ReactNode } from 'react';
import type { Link } from '../../../engine/schema/index.js';
import classes from '../layout.module.css';
import { useFocusOnNavigation } from './navigation-focus.js';
import { PageNav } from './page-nav.js';
import { useDocumentTitle } from './use-document-title.js';

export interface PageProps {
  /** the browser tab title */
  title: string;
  /** the page's one h1 */
  heading: ReactNode;
  nav?: Link[];
  children?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  /** the heading takes the focus when the page shows (a page shown in place of the one asked for says so first) */
  focusHeading?: boolean;
}

/** every page's frame: its links, one <main> and exactly one h1 */
export function Page({ title, heading, nav = [], children, size = 'lg', focusHeading = false }: PageProps) {
  useDocumentTitle(title);
  const main = useRef<HTMLDivElement>(null);
  const h1 = useRef<HTMLHeadingElement>(null);
  useFocusOnNavigation(main);
  useEffect(() => {
    if (focusHeading) h1.current?.focus();
  }, [focusHeading]);
  return (
    <>
      <PageNav links={nav} label={title} />
      <Container component="main" ref={main} id="main" tabIndex={-1} size={size} py="xl" className={classes.main}>
        <Title order={1} mb="lg" ref={h1} tabIndex={focusHeading ? -1 : undefined}>
          {heading}
        </Title>
        {children}
      </Container>
    </>
  );
}
