import { Burger, Button } from '@mantine/core';
import type { ComponentProps } from 'react';
import { site } from '../../definitions.js';
import classes from '../layout.module.css';

/** bar: the Departments button in the header; phone: one menu button for the whole header on small screens */
export type MenuVariant = 'bar' | 'phone';

type ButtonProps = ComponentProps<'button'> & { ref?: ComponentProps<'button'>['ref'] };

/** the menu's button, the same before and after the dropdown's code is in; hidden where scripts never run (no-script-menu.tsx) */
export function MenuButton({ variant, ...props }: ButtonProps & { variant: MenuVariant }) {
  const className = [classes.needsScript, variant === 'phone' && classes.menuButton, props.className].filter(Boolean).join(' ');
  if (variant === 'phone') {
    return <Burger hiddenFrom="sm" size="sm" aria-label={site.header.menuButton} {...props} className={className} />;
  }
  return (
    <Button variant="subtle" color="gray" c="dark.9" size="compact-sm" px={6} rightSection={<span aria-hidden="true">▾</span>} {...props} className={className}>
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
