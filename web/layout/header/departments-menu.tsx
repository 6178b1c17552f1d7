import { Box } from '@mantine/core';
import { Link as RouterLink } from '@tanstack/react-router';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { departments, site } from '../../definitions.js';
import { languages } from '../../language/page-language.js';
import { useHydrated } from '../../state/use-hydrated.js';
import { languageLinkProps, useCurrentHref } from './language-links.js';
import classes from '../layout.module.css';

/** bar: the Departments entry in the header; phone: one menu for the whole header on small screens */
export type MenuVariant = 'bar' | 'phone';

/**
 * The departments menu: a <details> disclosure of plain links, so it opens on the first tap or Enter of the server's
 * paint, before the page's code and without it (a summary is announced as a button that is expanded or collapsed).
 * Once the code is in, Escape closes it (the focus back on its summary), as do a tap outside it and a link followed;
 * the arrow keys move between its links. On a phone it also holds the header's placeholders and languages.
 */
export function DepartmentsMenu({ variant }: { variant: MenuVariant }) {
  const { header } = site;
  const href = useCurrentHref();
  const phone = variant === 'phone';
  const details = useRef<HTMLDetailsElement>(null);
  // what only the code adds is marked, so assistive technology and tests know the enhanced menu is there
  const hydrated = useHydrated();
  const close = (focus: boolean) => {
    const d = details.current;
    if (!d?.open) return;
    d.open = false;
    if (focus) d.querySelector('summary')?.focus();
  };
  useEffect(() => {
    const outside = (e: PointerEvent) => {
      if (details.current?.open && !details.current.contains(e.target as Node)) details.current.open = false;
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, []);
  const keys = (e: KeyboardEvent<HTMLDetailsElement>) => {
    if (e.key === 'Escape') {
      if (details.current?.open) e.preventDefault();
      return close(true);
    }
    if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
    if (!details.current?.open) return;
    const links = [...details.current.querySelectorAll<HTMLAnchorElement>('a[href]')];
    const at = links.indexOf(document.activeElement as HTMLAnchorElement);
    const next = e.key === 'ArrowDown' ? (at + 1) % links.length : (at <= 0 ? links.length : at) - 1;
    e.preventDefault();
    links[next]?.focus();
  };
  return (
    <Box
      component="details"
      ref={details}
      className={classes.menu}
      hiddenFrom={phone ? 'sm' : undefined}
      onKeyDown={keys}
      data-enhanced={hydrated || undefined}
    >
      <summary className={phone ? classes.menuButton : undefined}>
        {phone ? (
          <>
            <span className={classes.burger} aria-hidden="true" />
            <span className={classes.visuallyHidden}>{header.menuButton}</span>
          </>
        ) : (
          <>
            {header.menuLabel}
            <span aria-hidden="true" className={classes.chevron}>
              ▾
            </span>
          </>
        )}
      </summary>
      <div className={classes.menuPanel}>
        {phone && <p className={classes.menuLabel}>{header.menuLabel}</p>}
        <ul className={classes.navList} aria-label={phone ? header.menuLabel : undefined}>
          {departments.map((d) => (
            <li key={d.id}>
              <RouterLink className={classes.menuLink} to={d.routes.landing} onClick={() => close(false)}>
                {d.menu.label}
              </RouterLink>
            </li>
          ))}
        </ul>
        {phone && header.placeholders.length > 0 && (
          <ul className={`${classes.navList} ${classes.menuGroup}`}>
            {header.placeholders.map((label) => (
              <li key={label}>
                {/* placeholders go nowhere yet (3-decisions.md); they stay focusable and say they are unavailable */}
                <button type="button" className={`${classes.menuLink} ${classes.placeholder}`} aria-disabled="true">
                  {label}
                </button>
              </li>
            ))}
          </ul>
        )}
        {phone && languages.length > 1 && (
          <ul className={`${classes.navList} ${classes.menuGroup}`} aria-label={header.languageLabel}>
            {languages.map((l) => (
              <li key={l.code}>
                {/* a plain link: the page loads again in the language chosen */}
                <a className={classes.menuLink} {...languageLinkProps(href, l.code)}>
                  {l.name}
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Box>
  );
}
