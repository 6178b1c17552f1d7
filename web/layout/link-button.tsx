import { Button, type ButtonProps } from '@mantine/core';
import { Link as RouterLink, useNavigate } from '@tanstack/react-router';
import type { MouseEvent } from 'react';
import type { Link } from '../../engine/schema/index.js';
import { site } from '../definitions.js';
import { useHydrated } from '../state/use-hydrated.js';

const variants: Record<NonNullable<Link['variant']>, ButtonProps['variant']> = {
  primary: 'filled',
  secondary: 'outline',
  subtle: 'subtle',
};

export interface LinkButtonProps {
  link: Link;
  /** clears the stored results when the link asks to (after leaving, so the page never shows its empty state) */
  onClearResults?: () => void;
  size?: ButtonProps['size'];
  /** what a link with an `action` does; without it the button does nothing */
  onAction?: () => void;
}

/** a definition's link as a button: with `to` it goes there, with `opens` to site.yaml's link, without either it does nothing */
export function LinkButton({ link, onClearResults, onAction, size = 'md' }: LinkButtonProps) {
  const navigate = useNavigate();
  // an action (share, PDF) is heard only once the page's code is in, which comes after the server's first paint
  const hydrated = useHydrated();
  const common = { variant: variants[link.variant ?? 'primary'], size } as const;
  if (link.opens) {
    return (
      <Button {...common} component="a" href={site.links[link.opens]}>
        {link.label}
      </Button>
    );
  }
  if (!link.to || link.disabled) {
    return (
      <Button
        type="button"
        {...common}
        disabled={link.disabled}
        aria-disabled={link.action && !link.disabled && !hydrated ? true : undefined}
        onClick={link.action ? onAction : undefined}
      >
        {link.label}
      </Button>
    );
  }
  const to = link.to;
  const clear = link.clearResults ? onClearResults : undefined;
  const onClick = clear
    ? async (e: MouseEvent) => {
        e.preventDefault();
        await navigate({ to });
        clear();
      }
    : undefined;
  return (
    <Button {...common} renderRoot={(props) => <RouterLink to={to} {...props} onClick={onClick} />}>
      {link.label}
    </Button>
  );
}
