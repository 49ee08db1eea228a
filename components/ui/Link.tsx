'use client';

import type { ComponentProps } from 'react';
import { useSyncExternalStore } from 'react';
import { Link as IntlLink } from '@/lib/i18n/navigation';
import { isSlowConnection } from '@/lib/browser/connection';
import { rememberInSiteNavigation } from '@/lib/browser/list-return';

type Connection = EventTarget & { saveData?: boolean; effectiveType?: string };

function connection(): Connection | undefined {
  return (navigator as Navigator & { connection?: Connection }).connection;
}

function subscribe(onChange: () => void) {
  const c = connection();
  c?.addEventListener('change', onChange);
  return () => c?.removeEventListener('change', onChange);
}

/** A 2g or data-saving connection (docs/product.md §9): links there are not prefetched. */
export function useSlowConnection(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => isSlowConnection(connection()),
    () => false,
  );
}

/**
 * Every internal link: next-intl's `Link` (lib/i18n/navigation.ts), with two
 * rules of the site's own: no prefetching on slow or data-saving connections
 * (docs/product.md §9), and the page it opens knows the visitor came from the
 * site (a profile's back button then goes back in history).
 */
export function Link({ prefetch, onClick, ...rest }: ComponentProps<typeof IntlLink>) {
  const slow = useSlowConnection();
  return (
    <IntlLink
      prefetch={slow ? false : prefetch}
      onClick={(event) => {
        onClick?.(event);
        rememberInSiteNavigation(event.currentTarget.pathname);
      }}
      {...rest}
    />
  );
}
