'use client';

import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/** False while the server's HTML is hydrated, true from the first browser render after it. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
