'use client';

import { Suspense } from 'react';
import NextLink from 'next/link';
import { usePathname, useSearchParams } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { getPathname } from '@/lib/i18n/navigation';
import { locales } from '@/lib/i18n/routing';
import { matchLocalizedPath } from '@/lib/i18n/match-path';

type Props = { className?: string; onNavigate?: () => void };

function Links({ query, className = '', onNavigate }: Props & { query: string }) {
  const path = usePathname();
  const current = useLocale();
  const t = useTranslations('Locales');
  const nav = useTranslations('Nav');
  // The same screen in another language: same talent, same category, same filters.
  const screen = matchLocalizedPath(path);
  const hrefFor = (locale: (typeof locales)[number]) => {
    if (!screen) return getPathname({ locale, href: '/' });
    const href = { pathname: screen.pathname, params: screen.params } as Parameters<typeof getPathname>[0]['href'];
    return getPathname({ locale, href }) + (query ? `?${query}` : '');
  };

  return (
    <ul aria-label={nav('language')} className={`flex gap-4 text-xs tracking-[0.2em] uppercase ${className}`}>
      {locales.map((locale) => (
        <li key={locale}>
          <NextLink
            href={hrefFor(locale)}
            hrefLang={locale}
            lang={locale}
            aria-current={locale === current ? 'true' : undefined}
            onClick={onNavigate}
            className={`inline-flex h-11 items-center ${locale === current ? 'font-semibold underline underline-offset-4' : 'text-stone hover:text-ink'}`}
          >
            <abbr title={t(locale)} className="no-underline">
              {locale}
            </abbr>
          </NextLink>
        </li>
      ))}
    </ul>
  );
}

function WithQuery(props: Props) {
  const query = useSearchParams().toString();
  return <Links {...props} query={query} />;
}

export function LanguageSwitcher(props: Props) {
  return (
    <Suspense fallback={<Links {...props} query="" />}>
      <WithQuery {...props} />
    </Suspense>
  );
}
