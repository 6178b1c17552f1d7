import { Container, Title } from '@mantine/core';
import { useRef, type ReactNode } from 'react';
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
}

/** every page's frame: its links, one <main> and exactly one h1 */
export function Page({ title, heading, nav = [], children, size = 'lg' }: PageProps) {
  useDocumentTitle(title);
  const main = useRef<HTMLDivElement>(null);
  useFocusOnNavigation(main);
  return (
    <>
      <PageNav links={nav} label={title} />
      <Container component="main" ref={main} id="main" tabIndex={-1} size={size} py="xl" className={classes.main}>
        <Title order={1} mb="lg">
          {heading}
        </Title>
        {children}
      </Container>
    </>
  );
}
