import { Button, type ButtonProps } from '@mantine/core';
import { Link as RouterLink, useNavigate } from '@tanstack/react-router';
import type { MouseEvent } from 'react';
import type { Link } from '../../engine/schema/index.js';

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
}

/** a definition's link as a button: with `to` it goes there, without it does nothing (as the spec says) */
export function LinkButton({ link, onClearResults, size = 'md' }: LinkButtonProps) {
  const navigate = useNavigate();
  const common = { variant: variants[link.variant ?? 'primary'], size } as const;
  if (!link.to || link.disabled) {
    return (
      <Button type="button" {...common} disabled={link.disabled}>
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
