import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageTitle } from '@/components/ui/PageTitle';
import { Link } from '@/components/ui/Link';
import { ListFilters } from '@/components/talents/ListFilters';
import { RosterGrid } from '@/components/talents/RosterGrid';
import { MoreTalents } from '@/components/talents/MoreTalents';
import { favoriteLabels } from '@/lib/i18n/favorite-labels';
import { ALL, parseListSegments } from '@/lib/i18n/list-rewrite';
import { routing, type AppLocale } from '@/lib/i18n/routing';
import { permanentRedirect } from 'next/navigation';
import { localizedPath } from '@/lib/i18n/paths';
import { isCategorySlug, CATEGORY_SLUGS, type CategorySlug } from '@/lib/rules/categories';
import { loadProfile, loadRosterPage } from '@/lib/server/roster';
import { defaultSocialImage, localizedUrl, pageMetadata } from '@/lib/server/seo';
import { breadcrumbJsonLd } from '@/lib/server/json-ld';
import { JsonLd } from '@/components/seo/JsonLd';
import { nameSlug } from '@/lib/rules/slug';
import { talentIdOf } from '@/lib/rules/talent-id';

type Props = PageProps<'/[locale]/models/[category]/[gender]/[page]'>;

export const revalidate = 300;

/** The first page of every category and gender is built ahead; the rest on first visit. */
export function generateStaticParams() {
  return routing.locales.flatMap((locale) =>
    [ALL, ...CATEGORY_SLUGS].flatMap((category) =>
      [ALL, 'woman', 'man'].map((gender) => ({ locale, category, gender, page: '1' })),
    ),
  );
}

function listHref(category: CategorySlug | null, gender: string | null, page: number) {
  const query = { ...(gender ? { gender } : {}), ...(page > 1 ? { page: String(page) } : {}) };
  return category
    ? ({ pathname: '/models/[category]', params: { category }, query } as const)
    : ({ pathname: '/models', query } as const);
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, category, gender, page } = await params;
  const filter = parseListSegments(category, gender, page);
  if (!filter) return {};
  const [t, tc, tm] = await Promise.all([
    getTranslations({ locale: locale as AppLocale, namespace: 'Models' }),
    getTranslations({ locale: locale as AppLocale, namespace: 'Categories' }),
    getTranslations({ locale: locale as AppLocale, namespace: 'Metadata' }),
  ]);
  const slug = filter.category && isCategorySlug(filter.category) ? filter.category : null;
  // Each list its own title and description: category, then gender, then page.
  let title = slug ? t('categoryTitle', { category: tc(slug) }) : t('title');
  if (filter.gender) title = tm('listGender', { title, gender: t(filter.gender) });
  if (filter.page > 1) title = tm('listPage', { title, page: filter.page });
  const description = slug ? tm('descCategory', { category: tc(slug) }) : tm('descModels');
  return pageMetadata({
    locale: locale as AppLocale,
    href: listHref(slug, filter.gender, filter.page),
    title,
    description: filter.gender || filter.page > 1 ? `${title}. ${description}` : description,
    image: defaultSocialImage(tm('socialCardAlt')),
  });
}

export default async function ModelsPage({ params }: Props) {
  const { locale, category, gender, page } = await params;
  setRequestLocale(locale as AppLocale);

  // /modelos/{id} without the name: the talent's canonical profile.
  const talentId = talentIdOf(category);
  if (talentId !== null) {
    const talent = await loadProfile(locale as AppLocale, talentId);
    if (!talent) notFound();
    permanentRedirect(localizedPath(locale as AppLocale, { pathname: '/talent/[id]/[name]', params: { id: String(talent.id), name: nameSlug(talent.name) } }));
  }

  const filter = parseListSegments(category, gender, page);
  if (!filter) notFound();
  const slug = filter.category && isCategorySlug(filter.category) ? filter.category : null;
  const query = { category: slug, gender: filter.gender, page: filter.page };
  const [first, t, tc, nav, hearts] = await Promise.all([
    loadRosterPage(query),
    getTranslations('Models'),
    getTranslations('Categories'),
    getTranslations('Nav'),
    favoriteLabels(),
  ]);
  if (first.items.length === 0 && filter.page > 1) notFound();

  const appLocale = locale as AppLocale;
  return (
    <>
      {slug ? (
        <JsonLd
          data={breadcrumbJsonLd([
            { name: nav('home'), url: localizedUrl(appLocale, '/') },
            { name: t('title'), url: localizedUrl(appLocale, '/models') },
            { name: tc(slug), url: localizedUrl(appLocale, { pathname: '/models/[category]', params: { category: slug } }) },
          ])}
        />
      ) : null}
      <PageTitle eyebrow={t('count', { count: first.total })}>{slug ? tc(slug) : t('title')}</PageTitle>
      <ListFilters category={slug} gender={filter.gender} />
      {first.items.length === 0 ? (
        <div className="mx-auto flex w-full max-w-[1600px] flex-col items-start gap-6 px-5 py-16 sm:px-8">
          <p className="text-lg">{t('empty')}</p>
          <Link href="/models" className="border-b border-ink pb-1 text-xs tracking-[0.2em] uppercase">
            {t('emptyAction')}
          </Link>
        </div>
      ) : (
        <>
          {/* The list grows as it is scrolled: the footer stays one key press away. */}
          <a
            href="#footer"
            className="sr-only focus:not-sr-only focus:mx-5 focus:mb-4 focus:inline-flex focus:min-h-11 focus:items-center focus:bg-ink focus:px-4 focus:text-paper sm:focus:mx-8"
          >
            {nav('skipToFooter')}
          </a>
          <RosterGrid cards={first.items} category={slug} favoriteLabels={hearts} preloadFirstRow={filter.page === 1} />
          <MoreTalents
            // The continuation needs where the list stands, not the cards the server drew.
            first={{ ...first, items: [] }}
            query={query}
            favoriteLabels={hearts}
            labels={{
              pages: t('pages'),
              previousPage: t('previousPage'),
              nextPage: t('nextPage'),
              loadingMore: t('loadingMore'),
              loadFailed: t('loadFailed'),
            }}
          />
        </>
      )}
      <div className="h-16" />
    </>
  );
}
