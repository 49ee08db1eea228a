'use client';

import { Suspense } from 'react';
import NextLink from 'next/link';
import { usePathname, useSearchParams } from 'next/navigation';
import { localizedPath } from '@/lib/i18n/paths';
import { locales, type AppLocale } from '@/lib/i18n/routing';
import { matchLocalizedPath } from '@/lib/i18n/match-path';
import type { LanguageLabels } from '@/lib/i18n/labels';

type Props = { locale: AppLocale; labels: LanguageLabels; className?: string; onNavigate?: () => void };

function Links({ query, locale: current, labels, className = '', onNavigate }: Props & { query: string }) {
  const path = usePathname();
  // The same screen in another language: same talent, same category, same filters.
  const screen = matchLocalizedPath(path);
  const hrefFor = (locale: AppLocale) => {
    if (!screen) return localizedPath(locale, '/');
    return localizedPath(locale, { pathname: screen.pathname, params: screen.params }) + (query ? `?${query}` : '');
  };

  return (
    <ul aria-label={labels.language} className={`flex gap-4 text-xs tracking-[0.2em] uppercase ${className}`}>
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
            <abbr title={labels.names[locale]} className="no-underline">
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

/** The language switcher keeps the visitor on the same screen. */
export function LanguageSwitcher(props: Props) {
  return (
    <Suspense fallback={<Links {...props} query="" />}>
      <WithQuery {...props} />
    </Suspense>
  );
}
