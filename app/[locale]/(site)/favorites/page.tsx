import { getTranslations } from 'next-intl/server';
import { localeParams } from '@/lib/i18n/locale-params';
import { FavoritesScreen } from '@/components/favorites/FavoritesScreen';
import { UnitSwitch } from '@/components/talents/UnitSwitch';
import { PageTitle } from '@/components/ui/PageTitle';
import { IslandMessages, ISLAND_MESSAGES } from '@/components/i18n/IslandMessages';
import { FAVORITES_FLAG_SCRIPT, FAVORITES_PLACEHOLDER_STYLE } from '@/lib/browser/favorites';
import { screenMetadata } from '@/lib/server/seo/metadata';
import { getSocialMedia } from '@/lib/agency/content';
import { contactLinks } from '@/lib/rules/contact-links';
import { cardMeasureNames } from '@/lib/rules/key-measures';

// Only the three languages: any other first segment (/x.php, /.env) is the
// build's static 404, not a render cached for a locale that does not exist.
export const dynamicParams = false;

export const generateMetadata = screenMetadata('/favorites', 'favorites', 'descFavorites');

export default async function Page({ params }: PageProps<'/[locale]/favorites'>) {
  const { locale } = await localeParams(params);
  const [t, tm, tmodels, social] = await Promise.all([
    getTranslations('Favorites'),
    getTranslations('Measures'),
    getTranslations('Models'),
    getSocialMedia(),
  ]);
  return (
    <>
      <PageTitle>{t('title')}</PageTitle>
      {/* Before the screen is painted: how many talents are stored? */}
      <script dangerouslySetInnerHTML={{ __html: FAVORITES_FLAG_SCRIPT }} />
      <style href="favorites-placeholders" precedence="default">
        {FAVORITES_PLACEHOLDER_STYLE}
      </style>
      <noscript>
        <p className="mx-auto mb-10 w-full max-w-[1600px] px-5 text-lg sm:px-8">{t('noscript')}</p>
      </noscript>
      <div className="mx-auto -mt-2 mb-6 flex w-full max-w-[1600px] justify-end px-5 sm:px-8">
        <UnitSwitch labels={{ group: tmodels('units'), cm: tmodels('unitsCm'), in: tmodels('unitsIn') }} />
      </div>
      {/* The screen's own words, and those of the share bar and the budget request inside it. */}
      <IslandMessages
        paths={[
          'Favorites',
          'Toasts.removed',
          ...ISLAND_MESSAGES.shareSelection,
          ...ISLAND_MESSAGES.budgetForm,
          ...ISLAND_MESSAGES.reviewBoard,
        ]}
      >
        <FavoritesScreen
          whatsapp={contactLinks(social).whatsapp}
          locale={locale}
          measureLabels={cardMeasureNames((key) => tm(key))}
        />
      </IslandMessages>
    </>
  );
}
