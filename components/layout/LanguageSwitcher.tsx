'use client';

import { Suspense } from 'react';
import { useParams, useSearchParams } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { Link, usePathname } from '@/lib/i18n/navigation';
import { locales } from '@/lib/i18n/routing';

type Props = { className?: string; onNavigate?: () => void };

function Links({ query, className = '', onNavigate }: Props & { query: Record<string, string> }) {
  const pathname = usePathname();
  const params = useParams();
  const current = useLocale();
  const t = useTranslations('Locales');
  const nav = useTranslations('Nav');
  // The same screen in another language: same template, same talent, same
  // category, same filters.
  const { locale: _locale, ...routeParams } = params as Record<string, string>;
  void _locale;
  const href = { pathname, params: routeParams, query } as Parameters<typeof Link>[0]['href'];

  return (
    <ul aria-label={nav('language')} className={`flex gap-4 text-xs tracking-[0.2em] uppercase ${className}`}>
      {locales.map((locale) => (
        <li key={locale}>
          <Link
            href={href}
            locale={locale}
            hrefLang={locale}
            lang={locale}
            aria-current={locale === current ? 'true' : undefined}
            onClick={onNavigate}
            className={locale === current ? 'font-semibold underline underline-offset-4' : 'text-stone hover:text-ink'}
          >
            <abbr title={t(locale)} className="no-underline">
              {locale}
            </abbr>
          </Link>
        </li>
      ))}
    </ul>
  );
}

function WithQuery(props: Props) {
  const query = Object.fromEntries(useSearchParams().entries());
  return <Links {...props} query={query} />;
}

/** The language switcher keeps the visitor on the same screen. */
export function LanguageSwitcher(props: Props) {
  return (
    <Suspense fallback={<Links {...props} query={{}} />}>
      <WithQuery {...props} />
    </Suspense>
  );
}
