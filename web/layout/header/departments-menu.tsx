import { useRef, useState, type ComponentType } from 'react';
import { useHydrated } from '../../state/use-hydrated.js';
import { MenuButton, type DropdownProps, type MenuVariant } from './menu-button.js';

// the dropdown (Menu, Popover, floating-ui: a tenth of the start-up code) loads when the visitor reaches for it
const loadDropdown = () => import('./departments-dropdown.js');

/** the departments menu: a plain button until the visitor points at it, focuses or presses it */
export function DepartmentsMenu({ variant }: { variant: MenuVariant }) {
  const [Dropdown, setDropdown] = useState<ComponentType<DropdownProps>>();
  const button = useRef<HTMLButtonElement>(null);
  const wanted = useRef<DropdownProps>({ variant, defaultOpened: false, focusButton: false });
  // the server's first paint of the button hears no press until the page's code is in (it comes after the paint):
  // it says so, as the wizard's and the quote's forms do, and a script or assistive technology waits for it
  const hydrated = useHydrated();
  const load = (open: boolean) => {
    wanted.current = { ...wanted.current, defaultOpened: wanted.current.defaultOpened || open };
    loadDropdown()
      .then((m) => {
        // the dropdown's button takes the focus only from this one, as the code arrives: a visitor who has tabbed on
        // meanwhile (to type in a form, say) keeps the focus where they took it
        wanted.current = { ...wanted.current, focusButton: document.activeElement === button.current };
        setDropdown(() => m.DepartmentsDropdown);
      })
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
      aria-disabled={hydrated ? undefined : true}
      onPointerEnter={() => load(false)}
      onFocus={() => load(false)}
      // a press opens it even when the code arrives between the press and the release (the button is then replaced)
      onPointerDown={() => load(true)}
      onClick={() => load(true)}
    />
  );
}
