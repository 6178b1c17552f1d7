// the dropdown's styles come with its code, not in the stylesheet that blocks the first paint
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Menu.css';
import { Menu } from '@mantine/core';
import { Link as RouterLink } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { departments, site } from '../../definitions.js';
import { languages } from '../../language/page-language.js';
import { languageLinkProps, useCurrentHref } from './language-links.js';
import { MenuButton, type DropdownProps } from './menu-button.js';

/** the Departments dropdown: one entry per definition's `menu`, in order; on a phone also the header's placeholders and languages */
export function DepartmentsDropdown({ variant, defaultOpened, focusButton }: DropdownProps) {
  const { header } = site;
  const href = useCurrentHref();
  const button = useRef<HTMLButtonElement>(null);
  const [opened, setOpened] = useState(false);
  // focus first, then open: the menu gives the focus back on close to what had it when it opened
  useEffect(() => {
    if (focusButton || defaultOpened) button.current?.focus();
    // eslint-disable-next-line react-hooks/set-state-in-effect -- opened only after the focus moved, so the menu hands it back on close
    if (defaultOpened) setOpened(true);
  }, [focusButton, defaultOpened]);
  return (
    <Menu position="bottom-end" shadow="md" width={240} withInitialFocusPlaceholder={false} opened={opened} onChange={setOpened}>
      <Menu.Target>
        <MenuButton variant={variant} ref={button} />
      </Menu.Target>
      <Menu.Dropdown>
        {variant === 'phone' && <Menu.Label>{header.menuLabel}</Menu.Label>}
        {departments.map((d) => (
          <Menu.Item key={d.id} renderRoot={(props) => <RouterLink to={d.routes.landing} {...props} />}>
            {d.menu.label}
          </Menu.Item>
        ))}
        {variant === 'phone' && header.placeholders.length > 0 && <Menu.Divider />}
        {variant === 'phone' &&
          header.placeholders.map((label) => (
            <Menu.Item key={label} disabled>
              {label}
            </Menu.Item>
          ))}
        {variant === 'phone' && languages.length > 1 && (
          <>
            <Menu.Divider />
            <Menu.Label>{header.languageLabel}</Menu.Label>
            {languages.map((l) => (
              // a plain link: the page loads again in the language chosen
              <Menu.Item key={l.code} component="a" {...languageLinkProps(href, l.code)}>
                {l.name}
              </Menu.Item>
            ))}
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
