'use client';

import type { ComponentProps } from 'react';
import { useSyncExternalStore } from 'react';
import NextLink from 'next/link';
import { useParams } from 'next/navigation';
import { localizedPath, type LocalizedHref } from '@/lib/i18n/paths';
import { defaultLocale, isAppLocale, type AppLocale } from '@/lib/i18n/routing';
import { isSlowConnection } from '@/lib/browser/connection';

type Connection = EventTarget & { saveData?: boolean; effectiveType?: string };

function connection(): Connection | undefined {
  return (navigator as Navigator & { connection?: Connection }).connection;
}

function subscribe(onChange: () => void) {
  const c = connection();
  c?.addEventListener('change', onChange);
  return () => c?.removeEventListener('change', onChange);
}

/**
 * Every internal link: an internal pathname of lib/i18n/routing.ts turned
 * into the localized URL of the current language (or `locale`), with
 * prefetching off on slow or data-saving connections (spec §9). The
 * language comes from the route, so no message provider is needed.
 */
export function Link({
  href,
  locale,
  prefetch,
  ...rest
}: Omit<ComponentProps<typeof NextLink>, 'href' | 'locale'> & { href: LocalizedHref; locale?: AppLocale }) {
  const params = useParams<{ locale?: string }>();
  const current = locale ?? (params?.locale && isAppLocale(params.locale) ? params.locale : defaultLocale);
  const slow = useSyncExternalStore(
    subscribe,
    () => isSlowConnection(connection()),
    () => false,
  );
  return <NextLink href={localizedPath(current, href)} prefetch={slow ? false : prefetch} {...rest} />;
}
