import { Notifications } from '@mantine/notifications';
import type { Site } from '../../engine/schema/index.js';
import classes from './notifications.module.css';

// no transition: a new toast replaces the last at once, so two never show together
/** @mantine/notifications' stack of toasts; a chunk of its own, loaded with the first toast */
export function ToastStack({ limit, durationMs }: Pick<Site['toasts'], 'limit' | 'durationMs'>) {
  return (
    <Notifications
      withinPortal={false}
      limit={limit}
      autoClose={durationMs}
      position="bottom-right"
      transitionDuration={0}
      classNames={{ notification: classes.toast }}
    />
  );
}
