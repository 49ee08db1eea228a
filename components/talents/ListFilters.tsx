import { getTranslations } from 'next-intl/server';
import { Link } from '@/components/ui/Link';
import { CATEGORY_SLUGS, GENDERS, type CategorySlug, type Gender } from '@/lib/rules/categories';
import { listHref } from '@/lib/i18n/list-href';
import { ActiveTabIntoView } from './ActiveTabIntoView';

const pill = 'inline-flex h-11 items-center whitespace-nowrap px-1 text-xs tracking-[0.2em] uppercase transition-colors';

/** Category tabs and the woman/man toggle: plain links, shareable and server-rendered. */
export async function ListFilters({
  category,
  gender,
  filters = [],
}: {
  category: CategorySlug | null;
  gender: Gender | null;
  /** The search's canonical entries: kept when the tab or the gender changes. */
  filters?: [string, string][];
}) {
  const [t, tc] = await Promise.all([getTranslations('Models'), getTranslations('Categories')]);
  const tabs = [null, ...CATEGORY_SLUGS] as const;
  return (
    // One row at every width: on a phone the tabs scroll sideways beside the gender.
    <div className="mx-auto flex w-full max-w-[1600px] items-center justify-between gap-4 px-5 pb-2 sm:px-8">
      <div className="relative min-w-0 flex-1">
        <ActiveTabIntoView
          label={t('tabs')}
          // The strip's right edge fades, and an arrow sits on it, while tabs lie beyond: it shows
          // that it scrolls (the fade with or without JavaScript; the arrow goes at the end).
          className="peer -ml-5 [scrollbar-width:none] overflow-x-auto pl-5 max-lg:[mask-image:linear-gradient(to_right,#000_calc(100%-2.5rem),transparent)] sm:ml-0 sm:pl-0"
        >
          <ul className="flex w-max gap-6 max-lg:pr-10">
            {tabs.map((slug) => {
              const active = slug === category;
              return (
                <li key={slug ?? 'all'}>
                  <Link
                    // Changing tab keeps the gender and the search (the menu's plain models page clears them).
                    href={listHref(slug, gender, filters)}
                    aria-current={active ? 'page' : undefined}
                    className={`${pill} border-b ${active ? 'border-ink text-ink' : 'border-transparent text-stone hover:text-ink'}`}
                  >
                    {slug ? tc(slug) : t('all')}
                  </Link>
                </li>
              );
            })}
          </ul>
        </ActiveTabIntoView>
        <span
          aria-hidden="true"
          className="pointer-events-none absolute inset-y-0 right-0 flex items-center text-lg text-ink peer-data-[end]:hidden lg:hidden"
        >
          ›
        </span>
      </div>
      <nav aria-label={t('gender')} className="shrink-0">
        <ul className="flex gap-6">
          {GENDERS.map((g) => {
            const active = g === gender;
            return (
              <li key={g}>
                <Link
                  // Clicking the active gender clears it (docs/product.md §2).
                  href={listHref(category, active ? null : g, filters)}
                  aria-current={active ? 'true' : undefined}
                  className={`${pill} border-b ${active ? 'border-ink text-ink' : 'border-transparent text-stone hover:text-ink'}`}
                >
                  {t(g)}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
    </div>
  );
}
