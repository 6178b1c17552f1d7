import { Notification } from '@mantine/core';
import { notifications, useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useEffect, useRef, useState, type ComponentType } from 'react';
import type { Site } from '../../engine/schema/index.js';
import { setCloseLabel } from './toast.js';
import classes from './notifications.module.css';

// the stack's code (transitions, drag to dismiss, scroll lock) is in no page's first load: a toast waits in the store;
// when that code cannot load (the server or the network is gone: often the very failure the toast reports), the
// toasts still show, plainly, instead of the page breaking
const ToastStack = lazy<ComponentType<StackProps>>(() =>
  import('./toast-stack.js').then(
    (m) => ({ default: m.ToastStack }),
    () => ({ default: PlainToasts }),
  ),
);
type StackProps = Pick<Site['toasts'], 'limit' | 'durationMs'>;

/** the store's toasts without the stack's code: title, message, variant and a close button */
function PlainToasts() {
  const shown = useNotifications().notifications.map(({ id, title, message, color, closeButtonProps, 'data-variant': variant }) => (
    <Notification
      key={id}
      title={title}
      color={color}
      data-variant={variant as string | undefined}
      closeButtonProps={closeButtonProps}
      onClose={() => notifications.hide(id!)}
      className={classes.toast}
    >
      {message}
    </Notification>
  ));
  return <>{shown}</>;
}

/** the toasts' region: a labelled landmark the hotkey (F8) focuses, holding the stack from the first toast on */
export function NotificationsRegion({ limit, durationMs, hotkey, label, closeLabel }: Site['toasts']) {
  const region = useRef<HTMLElement>(null);
  const toasted = useNotifications().notifications.length > 0;
  const [stacked, setStacked] = useState(toasted);
  if (toasted && !stacked) setStacked(true);
  setCloseLabel(closeLabel);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== hotkey) return;
      e.preventDefault();
      region.current?.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [hotkey]);
  return (
    <section ref={region} aria-label={label.replace('{hotkey}', hotkey)} tabIndex={-1} className={classes.region}>
      {stacked && (
        <Suspense>
          <ToastStack limit={limit} durationMs={durationMs} />
        </Suspense>
      )}
    </section>
  );
}
