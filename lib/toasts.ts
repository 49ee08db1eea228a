/**
 * A small notification queue for the favourite toggle's messages (spec §4).
 * Hand-written rather than a toast library: it is a few lines, and every
 * page with a heart would otherwise ship the library's JavaScript.
 */
export type ToastKind = 'success' | 'warning' | 'error';
export type Toast = { id: number; kind: ToastKind; message: string };

export const TOAST_MS = 4000;

let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

export const toastStore = {
  getSnapshot: () => toasts,
  getServerSnapshot: (): readonly Toast[] => [],
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  dismiss(id: number) {
    toasts = toasts.filter((t) => t.id !== id);
    emit();
  },
};

export function notify(kind: ToastKind, message: string): number {
  const id = nextId++;
  // At most three at once: the newest replace the oldest.
  toasts = [...toasts.slice(-2), { id, kind, message }];
  emit();
  setTimeout(() => toastStore.dismiss(id), TOAST_MS);
  return id;
}
