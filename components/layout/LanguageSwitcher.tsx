'use client';

import { Suspense, useEffect, useLayoutEffect, useState, type MouseEvent } from 'react';
import NextLink from 'next/link';
import { useParams, useSearchParams } from 'next/navigation';
import { getPathname, usePathname, type Href } from '@/lib/i18n/navigation';
import { locales, type AppLocale } from '@/lib/i18n/routing';
import { screenHref } from '@/lib/i18n/screen-href';
import type { LanguageLabels } from '@/lib/i18n/labels';
import { LANGUAGE_SWITCH_MIN_MS } from '@/lib/rules/constants';
import { usePrefetchOnIntent } from '@/components/ui/Link';

type Props = { locale: AppLocale; labels: LanguageLabels; className?: string; onNavigate?: () => void };

/** A switch under way: the language asked for and when (Date.now()). */
type Switch = { locale: AppLocale; at: number };

/**
 * Kept in sessionStorage as well: the page of the new language draws its own
 * switcher, which keeps showing the switch until the minimum has passed.
 */
const KEY = 'ravage:language-switch';

function storedSwitch(): Switch | null {
  try {
    const value = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as Switch | null;
    return value && typeof value.at === 'number' && (locales as readonly string[]).includes(value.locale) ? value : null;
  } catch {
    return null;
  }
}

function storeSwitch(value: Switch | null) {
  try {
    if (value) sessionStorage.setItem(KEY, JSON.stringify(value));
    else sessionStorage.removeItem(KEY);
  } catch {
    // Storage refused (private mode, quota): the switch shows on this page only.
  }
}

/** A click the browser handles itself (new tab, download…) is no switch on this page. */
const ownClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

function Links({ query, locale: current, labels, className = '', onNavigate }: Props & { query: string }) {
  const pathname = usePathname();
  const params = useParams();
  // One intent for the three links: a pointer on any of them prefetches the other languages' page.
  const { prefetch, intent } = usePrefetchOnIntent();
  const [pending, setPending] = useState<Switch | null>(null);
  // The same screen in another language: same talent, same category, same filters.
  const screen = screenHref(pathname, params);
  const hrefFor = (locale: AppLocale) => {
    const home = getPathname({ locale, href: '/' });
    if (!screen) return home;
    try {
      // The visitor's query (the browser's), else what the route's params say (a prerendered list's page).
      const search = new URLSearchParams(query);
      for (const [key, value] of Object.entries(screen.query)) if (!search.has(key)) search.set(key, value);
      const rest = search.toString();
      return getPathname({ locale, href: screen.href as Href }) + (rest ? `?${rest}` : '');
    } catch {
      // A path the routing does not name with these params (an internal page
      // as prerendered, before the browser's URL is known): the language's home.
      return home;
    }
  };

  // Arrived from a switch begun on the other language's page. Storage is read
  // after hydration (the server cannot), before the new page is painted: a
  // layout effect's update is drawn in the same frame as the page, so the mark
  // never goes off between the two pages (it did for a few frames when it
  // resumed in a passive effect and a task after it).
  useLayoutEffect(() => {
    const stored = storedSwitch();
    if (!stored) return;
    if (stored.locale !== current || Date.now() - stored.at >= LANGUAGE_SWITCH_MIN_MS) {
      storeSwitch(null);
      return;
    }
    // eslint-disable-next-line react-hooks/set-state-in-effect -- state from storage, which render cannot read
    setPending(stored);
  }, [current]);

  // Done once the new language is here and the minimum has passed; a switch
  // that never arrives (offline, a failed page) gives up after a while.
  useEffect(() => {
    if (!pending) return;
    const wait = pending.locale === current ? Math.max(0, pending.at + LANGUAGE_SWITCH_MIN_MS - Date.now()) : 15_000;
    const timer = window.setTimeout(() => {
      setPending(null);
      storeSwitch(null);
    }, wait);
    return () => window.clearTimeout(timer);
  }, [pending, current]);

  return (
    <>
      <ul
        aria-label={labels.language}
        aria-busy={pending ? 'true' : undefined}
        data-switching={pending?.locale}
        className={`flex gap-4 text-xs tracking-[0.2em] uppercase ${className}`}
      >
        {locales.map((locale) => (
          <li key={locale}>
            {/* Next's own link with next-intl's URL: next-intl's `Link` with `locale` would write
                /pt/… (which the proxy redirects) and never prefetch (docs/decisions/0047-next-intl-navigation-and-messages.md). */}
            <NextLink
              href={hrefFor(locale)}
              hrefLang={locale}
              lang={locale}
              // Prefetched on intent only, never on 2g or with Save-Data (components/ui/Link.tsx).
              prefetch={prefetch}
              {...intent}
              aria-current={locale === current ? 'true' : undefined}
              onClick={(event) => {
                if (locale === current || !ownClick(event)) {
                  onNavigate?.();
                  return;
                }
                // The menu that holds it closes on the route change, so the switch shows until then.
                const next = { locale, at: Date.now() };
                storeSwitch(next);
                setPending(next);
              }}
              className={`inline-flex h-11 items-center gap-1.5 ${locale === current ? 'font-semibold underline underline-offset-4' : 'text-stone hover:text-ink'}`}
            >
              <abbr title={labels.names[locale]} className="no-underline">
                {locale}
              </abbr>
              {pending?.locale === locale ? (
                <span
                  aria-hidden="true"
                  data-testid="language-switching"
                  className="inline-block h-3 w-3 animate-spin rounded-full border border-current border-t-transparent motion-reduce:animate-none"
                />
              ) : null}
            </NextLink>
          </li>
        ))}
      </ul>
      <span role="status" className="sr-only">
        {pending ? labels.switching : ''}
      </span>
    </>
  );
}

function WithQuery(props: Props) {
  const query = useSearchParams().toString();
  return <Links {...props} query={query} />;
}

/** The language switcher keeps the visitor on the same screen, and shows it is loading while the new language comes. */
export function LanguageSwitcher(props: Props) {
  return (
    <Suspense fallback={<Links {...props} query="" />}>
      <WithQuery {...props} />
    </Suspense>
  );
}
