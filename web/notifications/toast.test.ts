import { notificationsStore } from '@mantine/notifications';
import { beforeEach, describe, expect, it } from 'vitest';
import { setCloseLabel, toast } from './toast.js';

beforeEach(() => notificationsStore.setState({ ...notificationsStore.getState(), notifications: [], queue: [] }));
const shown = () => [...notificationsStore.getState().notifications, ...notificationsStore.getState().queue];

describe('toast', () => {
  it('keeps only the newest toast', () => {
    toast({ title: 'First' });
    toast({ title: 'Second', variant: 'destructive' });
    expect(shown().map((t) => t.title)).toEqual(['Second']);
  });

  it('gives the destructive variant its colour and data attribute, and the close button its label', () => {
    setCloseLabel('Close it');
    toast({ title: 'Assessment Failed', description: 'boom', variant: 'destructive' });
    expect(shown()).toMatchObject([
      { title: 'Assessment Failed', message: 'boom', color: 'red', 'data-variant': 'destructive', closeButtonProps: { 'aria-label': 'Close it' } },
    ]);
  });

  it('shows a default toast without a colour', () => {
    toast({ title: 'Done' });
    expect(shown()[0]).toMatchObject({ title: 'Done', message: '', 'data-variant': 'default' });
    expect(shown()[0]?.color).toBeUndefined();
  });
});
