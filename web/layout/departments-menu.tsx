import { Burger, Button } from '@mantine/core';
import { useRef, useState, type ComponentProps, type ComponentType } from 'react';
import { site } from '../definitions.js';

/** bar: the Departments button in the header; phone: one menu button for the whole header on small screens */
export type MenuVariant = 'bar' | 'phone';

type ButtonProps = ComponentProps<'button'> & { ref?: ComponentProps<'button'>['ref'] };

/** the menu's button, the same before and after the dropdown's code is in */
export function MenuButton({ variant, ...props }: ButtonProps & { variant: MenuVariant }) {
  if (variant === 'phone') return <Burger hiddenFrom="sm" size="sm" aria-label={site.header.menuButton} {...props} />;
  return (
    <Button variant="subtle" color="gray" c="dark.9" size="compact-sm" px={6} rightSection={<span aria-hidden="true">▾</span>} {...props}>
      {site.header.menuLabel}
    </Button>
  );
}

export interface DropdownProps {
  variant: MenuVariant;
  defaultOpened: boolean;
  /** the button had the focus when the code came in: the new one takes it */
  focusButton: boolean;
}

// the dropdown (Menu, Popover, floating-ui: a tenth of the start-up code) loads when the visitor reaches for it
const loadDropdown = () => import('./departments-dropdown.js');

/** the departments menu: a plain button until the visitor points at it, focuses or presses it */
export function DepartmentsMenu({ variant }: { variant: MenuVariant }) {
  const [Dropdown, setDropdown] = useState<ComponentType<DropdownProps>>();
  const button = useRef<HTMLButtonElement>(null);
  const wanted = useRef<DropdownProps>({ variant, defaultOpened: false, focusButton: false });
  const load = (open: boolean) => {
    wanted.current = { variant, defaultOpened: wanted.current.defaultOpened || open, focusButton: document.activeElement === button.current };
    loadDropdown()
      .then((m) => setDropdown(() => m.DepartmentsDropdown))
      .catch(() => {});
  };
  if (Dropdown) return <Dropdown {...wanted.current} />;
  return (
    <MenuButton
      variant={variant}
      ref={button}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={() => load(false)}
      onFocus={() => load(false)}
      onClick={() => load(true)}
    />
  );
}
