'use client';

import type { ComponentProps } from 'react';
import { useSyncExternalStore } from 'react';
import NextLink from 'next/link';
import { useParams } from 'next/navigation';
import { localizedPath, type LocalizedHref } from '@/lib/i18n/paths';
import { defaultLocale, isAppLocale, type AppLocale } from '@/lib/i18n/routing';
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
 * Every internal link: an internal pathname of lib/i18n/routing.ts turned
 * into the localized URL of the current language (or `locale`), with
 * prefetching off on slow or data-saving connections (docs/product.md §9). The
 * language comes from the route, so no message provider is needed
 * (docs/decisions/0006-own-link-instead-of-create-navigation.md).
 */
export function Link({
  href,
  locale,
  prefetch,
  onClick,
  ...rest
}: Omit<ComponentProps<typeof NextLink>, 'href' | 'locale'> & { href: LocalizedHref; locale?: AppLocale }) {
  const params = useParams<{ locale?: string }>();
  const current = locale ?? (params?.locale && isAppLocale(params.locale) ? params.locale : defaultLocale);
  const slow = useSlowConnection();
  const path = localizedPath(current, href);
  return (
    <NextLink
      href={path}
      prefetch={slow ? false : prefetch}
      onClick={(event) => {
        onClick?.(event);
        // The page it opens knows the visitor came from the site (a profile's back button goes back in history).
        rememberInSiteNavigation(path);
      }}
      {...rest}
    />
  );
}
