// the dropdown's styles come with its code, not in the stylesheet that blocks the first paint
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Menu.css';
import { Menu } from '@mantine/core';
import { Link as RouterLink } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { departments, site } from '../../definitions.js';
import { MenuButton, type DropdownProps } from './menu-button.js';

/** the Departments dropdown: one entry per definition's `menu`, in order; on a phone also the header's placeholders */
export function DepartmentsDropdown({ variant, defaultOpened, focusButton }: DropdownProps) {
  const { header } = site;
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
      </Menu.Dropdown>
    </Menu>
  );
}
