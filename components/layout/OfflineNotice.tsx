'use client';

import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** docs/product.md §4: online/offline status is tracked; the visitor is told while offline. */
export function OfflineNotice({ message }: { message: string }) {
  const online = useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
  return (
    <div role="status" aria-live="polite" className="pointer-events-none fixed inset-x-0 bottom-4 z-40 flex justify-center px-4">
      {online ? null : <p className="pointer-events-auto max-w-md bg-ink px-4 py-3 text-sm text-paper shadow-lg">{message}</p>}
    </div>
  );
}
