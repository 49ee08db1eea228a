'use client';

import type { ComponentProps } from 'react';
import { useSyncExternalStore } from 'react';
import { Link as IntlLink } from '@/lib/i18n/navigation';
import { isSlowConnection } from '@/lib/connection';

type Connection = EventTarget & { saveData?: boolean; effectiveType?: string };

function connection(): Connection | undefined {
  return (navigator as Navigator & { connection?: Connection }).connection;
}

function subscribe(onChange: () => void) {
  const c = connection();
  c?.addEventListener('change', onChange);
  return () => c?.removeEventListener('change', onChange);
}

/** next-intl's Link, with prefetching off on slow or data-saving connections. */
export function Link(props: ComponentProps<typeof IntlLink>) {
  const slow = useSyncExternalStore(
    subscribe,
    () => isSlowConnection(connection()),
    () => false,
  );
  return <IntlLink {...props} prefetch={slow ? false : props.prefetch} />;
}
