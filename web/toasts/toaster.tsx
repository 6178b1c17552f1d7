import { Button, CloseButton, Group, Paper, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useToasts, type Toast } from './toast-store.js';
import classes from './toaster.module.css';

export interface ToasterProps {
  limit: number;
  durationMs: number;
  hotkey: string;
  /** region label; {hotkey} is replaced */
  label: string;
  closeLabel: string;
}

/** the notifications region: the hotkey focuses it; toasts close by themselves unless hovered or focused */
export function Toaster({ limit, durationMs, hotkey, label, closeLabel }: ToasterProps) {
  const toasts = useToasts((s) => s.toasts);
  const region = useRef<HTMLElement>(null);
  const [paused, setPaused] = useState(false);
  useEffect(() => useToasts.setState({ limit }), [limit]);
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
    <section
      ref={region}
      aria-label={label.replace('{hotkey}', hotkey)}
      tabIndex={-1}
      className={classes.region}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={(e) => !e.currentTarget.contains(e.relatedTarget) && setPaused(false)}
    >
      <ol aria-live="polite" className={classes.list}>
        {toasts.map((t) => (
          <ToastItem key={t.id} toast={t} durationMs={durationMs} paused={paused} closeLabel={closeLabel} />
        ))}
      </ol>
    </section>
  );
}

function ToastItem({ toast, durationMs, paused, closeLabel }: { toast: Toast; durationMs: number; paused: boolean; closeLabel: string }) {
  const dismiss = useToasts((s) => s.dismiss);
  // the clock restarts after a pause, so a toast read with the keyboard stays long enough
  useEffect(() => {
    if (paused) return;
    const timer = setTimeout(() => dismiss(toast.id), durationMs);
    return () => clearTimeout(timer);
  }, [paused, toast.id, durationMs, dismiss]);
  const destructive = toast.variant === 'destructive';
  return (
    <li className={classes.item}>
      <Paper shadow="md" withBorder p="md" className={classes.toast} data-variant={toast.variant ?? 'default'}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <div>
            {toast.title && (
              <Text fw={700} size="sm" c="inherit">
                {toast.title}
              </Text>
            )}
            {toast.description && (
              <Text size="sm" c="inherit">
                {toast.description}
              </Text>
            )}
          </div>
          <CloseButton aria-label={closeLabel} onClick={() => dismiss(toast.id)} c="inherit" size="md" />
        </Group>
        {toast.action && (
          <Button mt="sm" size="xs" variant={destructive ? 'white' : 'default'} color={destructive ? 'red' : undefined} onClick={toast.action.onClick}>
            {toast.action.label}
          </Button>
        )}
      </Paper>
    </li>
  );
}
