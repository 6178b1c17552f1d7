import { create } from 'zustand';

export type ToastVariant = 'default' | 'destructive';

export interface ToastInput {
  title?: string;
  description?: string;
  variant?: ToastVariant;
  action?: { label: string; onClick: () => void };
}

export interface Toast extends ToastInput {
  id: number;
}

interface ToastState {
  toasts: Toast[];
  /** how many show at once; the newest win (set from site.yaml by the toaster) */
  limit: number;
  add: (toast: ToastInput) => number;
  update: (id: number, toast: ToastInput) => void;
  dismiss: (id?: number) => void;
}

let nextId = 1;

export const useToasts = create<ToastState>()((set) => ({
  toasts: [],
  limit: 1,
  add: (toast) => {
    const id = nextId++;
    set((s) => ({ toasts: [{ ...toast, id }, ...s.toasts].slice(0, s.limit) }));
    return id;
  },
  update: (id, toast) => set((s) => ({ toasts: s.toasts.map((t) => (t.id === id ? { ...t, ...toast } : t)) })),
  dismiss: (id) => set((s) => ({ toasts: id === undefined ? [] : s.toasts.filter((t) => t.id !== id) })),
}));

/** shows a toast from anywhere; returns its id for update or dismiss */
export const toast = (input: ToastInput): number => useToasts.getState().add(input);
