import { getTranslations } from 'next-intl/server';
import { localeParams } from '@/lib/i18n/locale-params';
import { ScoutingForm } from '@/components/forms/lazy-forms';
import { PageTitle } from '@/components/ui/PageTitle';
import { IslandMessages } from '@/components/i18n/IslandMessages';
import { getCountries } from '@/lib/agency/content';
import type { Place } from '@/lib/agency/types';
import { logFailure } from '@/lib/server/observability/request-log';
import { screenMetadata } from '@/lib/server/seo/metadata';
import type { AppLocale } from '@/lib/i18n/routing';

// Only the three languages: any other first segment (/x.php, /.env) is the
// build's static 404, not a render cached for a locale that does not exist.
export const dynamicParams = false;

export const generateMetadata = screenMetadata('/be-a-model', 'beAModel', 'descBeAModel');

/** The form still works without the list (country and city are optional); the failure is logged. */
async function countriesOrNone(locale: AppLocale): Promise<Place[]> {
  try {
    return await getCountries(locale);
  } catch (error) {
    logFailure('countries unavailable', error);
    return [];
  }
}

export default async function Page({ params }: PageProps<'/[locale]/be-a-model'>) {
  const { locale } = await localeParams(params);
  const [t, countries] = await Promise.all([getTranslations('Scouting'), countriesOrNone(locale)]);
  return (
    <>
      <PageTitle>{t('title')}</PageTitle>
      <div className="mx-auto grid w-full max-w-[1600px] gap-12 px-5 pb-24 sm:px-8 lg:grid-cols-12 lg:gap-16">
        <aside className="lg:col-span-4">
          <div className="space-y-8 lg:sticky lg:top-[calc(var(--spacing-header)+2rem)]">
            <p className="max-w-prose text-lg leading-relaxed text-ink/80">{t('intro')}</p>
            <section aria-labelledby="no-fee-title" className="border-l-2 border-ink py-1 pl-5">
              <h2 id="no-fee-title" className="mb-2 text-xs tracking-[0.2em] uppercase">
                {t('noFeeTitle')}
              </h2>
              <p className="text-sm leading-relaxed text-stone">{t('noFee')}</p>
            </section>
          </div>
        </aside>
        <div className="lg:col-span-8">
          <IslandMessages paths={['Scouting', 'Form']}>
            <ScoutingForm countries={countries} locale={locale} />
          </IslandMessages>
        </div>
      </div>
    </>
  );
}
