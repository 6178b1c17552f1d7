import { Button } from '@mantine/core';
import { useRef, useState, type ComponentProps, type ComponentType } from 'react';
import { site } from '../definitions.js';

/** the Departments button, the same before and after the dropdown's code is in */
export function MenuButton(props: ComponentProps<'button'> & { ref?: ComponentProps<'button'>['ref'] }) {
  return (
    <Button variant="subtle" color="gray" c="dark.9" size="compact-sm" px={6} rightSection={<span aria-hidden="true">▾</span>} {...props}>
      {site.header.menuLabel}
    </Button>
  );
}

export interface DropdownProps {
  defaultOpened: boolean;
  /** the button had the focus when the code came in: the new one takes it */
  focusButton: boolean;
}

// the dropdown (Menu, Popover, floating-ui: a tenth of the start-up code) loads when the visitor reaches for it
const loadDropdown = () => import('./departments-dropdown.js');

/** the departments menu: a plain button until the visitor points at it, focuses or presses it */
export function DepartmentsMenu() {
  const [Dropdown, setDropdown] = useState<ComponentType<DropdownProps>>();
  const button = useRef<HTMLButtonElement>(null);
  const wanted = useRef<DropdownProps>({ defaultOpened: false, focusButton: false });
  const load = (open: boolean) => {
    wanted.current = { defaultOpened: wanted.current.defaultOpened || open, focusButton: document.activeElement === button.current };
    loadDropdown()
      .then((m) => setDropdown(() => m.DepartmentsDropdown))
      .catch(() => {});
  };
  if (Dropdown) return <Dropdown {...wanted.current} />;
  return (
    <MenuButton
      ref={button}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={() => load(false)}
      onFocus={() => load(false)}
      onClick={() => load(true)}
    />
  );
}
