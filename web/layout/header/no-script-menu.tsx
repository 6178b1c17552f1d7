import { Box } from '@mantine/core';
import { departments, site } from '../../definitions.js';
import { languages } from '../../language/page-language.js';
import { languageLinkProps, useCurrentHref } from './language-links.js';
import type { MenuVariant } from './menu-button.js';
import classes from '../layout.module.css';

/**
 * The header's menu in a browser without JavaScript, where the menu button (layout.module.css hides it there) can
 * never open: a disclosure of plain links, the departments' and, on a phone, the languages'. The browser draws
 * nothing of a <noscript> when it runs scripts, and React leaves its content alone when it hydrates.
 */
export function NoScriptMenu({ variant }: { variant: MenuVariant }) {
  const href = useCurrentHref();
  const phone = variant === 'phone';
  return (
    <noscript>
      <Box component="details" className={classes.noScriptMenu} hiddenFrom={phone ? 'sm' : undefined}>
        <summary>
          {phone ? site.header.menuButton : site.header.menuLabel}
          <span aria-hidden="true">▾</span>
        </summary>
        <div className={classes.noScriptPanel}>
          <ul className={classes.navList}>
            {departments.map((d) => (
              <li key={d.id}>
                <a className={classes.navLink} href={d.routes.landing}>
                  {d.menu.label}
                </a>
              </li>
            ))}
          </ul>
          {phone && languages.length > 1 && (
            <ul className={`${classes.navList} ${classes.noScriptLanguages}`} aria-label={site.header.languageLabel}>
              {languages.map((l) => (
                <li key={l.code}>
                  <a className={classes.navLink} {...languageLinkProps(href, l.code)}>
                    {l.name}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
      </Box>
    </noscript>
  );
}
