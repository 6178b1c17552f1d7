import { Anchor, Group } from '@mantine/core';
import { useRouterState } from '@tanstack/react-router';
import { site } from '../../definitions.js';
import { languageHref, languages, pageLanguage } from '../../language/page-language.js';
import classes from '../layout.module.css';

/** the current address, to keep in another language */
export const useCurrentHref = (): string => useRouterState({ select: (s) => s.location.href });

/** the attributes of a link to the page in a language: the same address, named and marked in that language */
export const languageLinkProps = (href: string, code: string) => ({
  href: languageHref(href, code),
  lang: code,
  hrefLang: code,
  'aria-current': code === pageLanguage() ? ('true' as const) : undefined,
});

/**
 * The language switcher of the header's bar: plain links (a full page load, so they work without JavaScript too),
 * each language named in itself; only when the site declares more than one. On a phone the menu holds them.
 */
export function LanguageLinks() {
  const href = useCurrentHref();
  if (languages.length < 2) return null;
  return (
    <Group
      component="ul"
      gap={0}
      wrap="nowrap"
      className={`${classes.navList} ${classes.languageList}`}
      aria-label={site.header.languageLabel}
      visibleFrom="sm"
    >
      {languages.map((l) => (
        <li key={l.code}>
          <Anchor {...languageLinkProps(href, l.code)} size="sm" c="dark.9" px={6} className={`${classes.navLink} ${classes.languageLink}`}>
            {l.name}
          </Anchor>
        </li>
      ))}
    </Group>
  );
}
