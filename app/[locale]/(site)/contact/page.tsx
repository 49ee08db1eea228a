import { getTranslations } from 'next-intl/server';
import { localeParams } from '@/lib/i18n/locale-params';
import { ContactChannels } from '@/components/contact/ContactChannels';
import { ContactForm } from '@/components/forms/lazy-forms';
import { MapLoader } from '@/components/contact/MapLoader';
import { SocialFeed } from '@/components/contact/SocialFeed';
import { Link } from '@/components/ui/Link';
import { PageTitle } from '@/components/ui/PageTitle';
import { IslandMessages } from '@/components/i18n/IslandMessages';
import { env } from '@/lib/config/env';
import { mapsSearchUrl } from '@/lib/rules/agency-facts';
import { contactChannels } from '@/lib/rules/contact-channels';
import { getSocialMedia } from '@/lib/agency/content';
import { localizedUrl, screenMetadata } from '@/lib/server/seo/metadata';
import { AgencyJsonLd } from '@/components/seo/AgencyJsonLd';

export const revalidate = 300;

// Only the three languages: any other first segment (/x.php, /.env) is the
// build's static 404, not a render cached for a locale that does not exist.
export const dynamicParams = false;

export const generateMetadata = screenMetadata('/contact', 'contact', 'descContact');

const sectionTitle = 'mb-4 text-xs tracking-[0.25em] text-stone uppercase';

export default async function ContactPage({ params }: PageProps<'/[locale]/contact'>) {
  const { locale } = await localeParams(params);
  const [t, social] = await Promise.all([getTranslations('Contact'), getSocialMedia()]);
  const channels = contactChannels(social);
  const { NEXT_PUBLIC_GOOGLE_MAPS_API_KEY: mapsKey, NEXT_PUBLIC_SOCIAL_FEED_URL: feedUrl } = env();
  const mapUrl = mapsSearchUrl(t('addressQuery'));

  return (
    <>
      <AgencyJsonLd url={localizedUrl(locale, '/')} />
      <PageTitle>{t('title')}</PageTitle>
      <div className="mx-auto grid w-full max-w-[1600px] gap-14 px-5 pb-16 sm:px-8 lg:grid-cols-[5fr_7fr] lg:gap-20">
        <div className="flex flex-col gap-10">
          <p className="max-w-md text-lg leading-relaxed text-stone">{t('intro')}</p>

          <section aria-labelledby="contact-address" className="bg-mist p-6 sm:p-8" data-testid="address-card">
            <h2 id="contact-address" className={sectionTitle}>
              {t('address')}
            </h2>
            <address className="font-display text-2xl leading-snug not-italic">
              {t('addressStreet')}
              <br />
              {t('addressDistrict')}
              <br />
              {t('addressCity')}
            </address>
            <p className="mt-3 text-sm text-stone">{t('hours')}</p>
            <a
              href={mapUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="mt-5 inline-flex min-h-11 items-center gap-2 border-b border-ink text-xs tracking-[0.25em] uppercase hover:opacity-70"
            >
              {t('openMap')} <span aria-hidden="true">↗</span>
              <span className="sr-only">{t('newTab')}</span>
            </a>
            {mapsKey ? (
              <MapLoader
                apiKey={mapsKey}
                language={locale}
                label={t('mapLabel')}
                loadingText={t('mapLoading')}
                labels={{ show: t('showMap'), notice: t('mapNotice') }}
              />
            ) : null}
          </section>

          {channels.length > 0 ? (
            <section aria-labelledby="contact-channels">
              <h2 id="contact-channels" className={sectionTitle}>
                {t('channels')}
              </h2>
              <ContactChannels
                channels={channels}
                newTab={t('newTab')}
                labels={{
                  phone: t('phone'),
                  whatsapp: t('whatsapp'),
                  email: t('email'),
                  instagram: t('instagram'),
                  platform: t('platform'),
                  facebook: t('facebook'),
                }}
              />
            </section>
          ) : null}
        </div>

        <section aria-labelledby="contact-form-title">
          <h2 id="contact-form-title" className="font-display text-3xl leading-tight sm:text-4xl">
            {t('formTitle')}
          </h2>
          <p className="mt-3 mb-8 max-w-lg text-stone">{t('formIntro')}</p>
          <IslandMessages paths={['Form']}>
            <ContactForm
              locale={locale}
              footnote={
                <>
                  {t('privacyNote')}{' '}
                  <Link href="/privacy" className="underline underline-offset-2 hover:text-ink">
                    {t('privacyLink')}
                  </Link>
                  .
                </>
              }
            />
          </IslandMessages>
        </section>
      </div>

      <SocialFeed src={feedUrl} title={t('feedTitle')} />
    </>
  );
}
