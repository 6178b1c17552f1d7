import { useRef, useState, type ComponentType } from 'react';
import { MenuButton, type DropdownProps, type MenuVariant } from './menu-button.js';

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
  // eslint-disable-next-line react-hooks/refs -- what the visitor asked for before the dropdown's code arrived, read once it has
  if (Dropdown) return <Dropdown {...wanted.current} />;
  return (
    <MenuButton
      variant={variant}
      ref={button}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={() => load(false)}
      onFocus={() => load(false)}
      // a press opens it even when the code arrives between the press and the release (the button is then replaced)
      onPointerDown={() => load(true)}
      onClick={() => load(true)}
    />
  );
}
