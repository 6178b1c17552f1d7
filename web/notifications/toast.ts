import { notifications } from '@mantine/notifications';

export type ToastVariant = 'default' | 'destructive';

export interface ToastInput {
  title?: string;
  description?: string;
  variant?: ToastVariant;
}

// the destructive variant is red and says so in its data attribute (colour is never the only signal: its title speaks)
const variants: Record<ToastVariant, { color?: string }> = { default: {}, destructive: { color: 'red' } };

let closeLabel = 'Close notification';

/** the close button's label, from site.yaml (set by the notifications region) */
export const setCloseLabel = (label: string): void => {
  closeLabel = label;
};

/** shows a toast through @mantine/notifications; the newest replaces any other (one at a time) */
export function toast({ title, description, variant = 'default' }: ToastInput): string {
  notifications.clean();
  return notifications.show({
    title,
    message: description ?? '',
    'data-variant': variant,
    closeButtonProps: { 'aria-label': closeLabel },
    ...variants[variant],
  });
}
