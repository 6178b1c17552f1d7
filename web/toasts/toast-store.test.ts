import { beforeEach, describe, expect, it } from 'vitest';
import { toast, useToasts } from './toast-store.js';

beforeEach(() => useToasts.setState({ toasts: [], limit: 1 }));

describe('toasts', () => {
  it('keeps only the newest toast when the limit is 1', () => {
    toast({ title: 'First' });
    toast({ title: 'Second', variant: 'destructive' });
    expect(useToasts.getState().toasts.map((t) => t.title)).toEqual(['Second']);
  });

  it('updates and dismisses a toast by id', () => {
    useToasts.setState({ limit: 3 });
    const a = toast({ title: 'A' });
    const b = toast({ title: 'B' });
    useToasts.getState().update(a, { description: 'more' });
    useToasts.getState().dismiss(b);
    expect(useToasts.getState().toasts).toEqual([{ id: a, title: 'A', description: 'more' }]);
  });
});
