import { Notifications } from '@mantine/notifications';
import { useEffect, useRef } from 'react';
import type { Site } from '../../engine/schema/index.js';
import { setCloseLabel } from './toast.js';
import classes from './notifications.module.css';

// no transition: a new toast replaces the last at once, so two never show together
/** the toasts' region: @mantine/notifications inside a labelled landmark the hotkey (F8) focuses */
export function NotificationsRegion({ limit, durationMs, hotkey, label, closeLabel }: Site['toasts']) {
  const region = useRef<HTMLElement>(null);
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
      <Notifications
        withinPortal={false}
        limit={limit}
        autoClose={durationMs}
        position="bottom-right"
        transitionDuration={0}
        classNames={{ notification: classes.toast }}
      />
    </section>
  );
}
