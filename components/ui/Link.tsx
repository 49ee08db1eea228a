'use client';

import type { ComponentProps } from 'react';
import { useState, useSyncExternalStore } from 'react';
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
function useSlowConnection(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => isSlowConnection(connection()),
    () => false,
  );
}

type IntentHandlers = Pick<ComponentProps<typeof IntlLink>, 'onMouseEnter' | 'onTouchStart' | 'onFocus'>;

/**
 * Intent to follow a link: the pointer over it, a finger on it, or focus. No
 * link is prefetched before it, however long it has been in view
 * (docs/decisions/0075-prefetch-on-intent.md), and none on a slow or
 * data-saving connection (docs/product.md §9). `prefetch` is what a link
 * passes to Next's `Link` (Next's documented hover-triggered prefetch),
 * `intent` the link's own handlers of those events, each noting the intent first.
 */
export function usePrefetchOnIntent(
  prefetch?: ComponentProps<typeof IntlLink>['prefetch'],
  { onMouseEnter, onTouchStart, onFocus }: IntentHandlers = {},
) {
  const slow = useSlowConnection();
  const [shown, setShown] = useState(false);
  const intent: IntentHandlers = {
    onMouseEnter: (event) => {
      setShown(true);
      onMouseEnter?.(event);
    },
    onTouchStart: (event) => {
      setShown(true);
      onTouchStart?.(event);
    },
    onFocus: (event) => {
      setShown(true);
      onFocus?.(event);
    },
  };
  return { prefetch: slow || !shown ? false : prefetch, intent };
}

/**
 * Every internal link: next-intl's `Link` (lib/i18n/navigation.ts), with the
 * site's two rules: prefetched on intent only (above), and the page it opens
 * knows the visitor came from the site (a profile's back button then goes back
 * in history).
 */
export function Link({ prefetch, onClick, onMouseEnter, onTouchStart, onFocus, ...rest }: ComponentProps<typeof IntlLink>) {
  const { prefetch: allowed, intent } = usePrefetchOnIntent(prefetch, { onMouseEnter, onTouchStart, onFocus });
  return (
    <IntlLink
      prefetch={allowed}
      {...intent}
      onClick={(event) => {
        onClick?.(event);
        rememberInSiteNavigation(event.currentTarget.pathname);
      }}
      {...rest}
    />
  );
}
