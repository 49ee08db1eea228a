import { getTranslations } from 'next-intl/server';
import { localeParams } from '@/lib/i18n/locale-params';
import { localizedUrl, screenMetadata } from '@/lib/server/seo/metadata';
import { getHomeSlides } from '@/lib/agency/content';
import { splitHomeSlides } from '@/lib/rules/slides';
import { HomeHalf } from '@/components/home/HomeHalf';
import { HomeLinks } from '@/components/home/HomeLinks';
import { HydrationMark } from '@/components/layout/HydrationMark';
import { AgencyJsonLd } from '@/components/seo/AgencyJsonLd';

export const revalidate = 300;

// Only the three languages: any other first segment (/x.php, /.env) is the
// build's static 404, not a render cached for a locale that does not exist.
export const dynamicParams = false;

export const generateMetadata = screenMetadata('/', 'home', 'descHome');

/** The split slide screen: the models half and the creative half (docs/decisions/0019-home-is-the-slide-screen.md). */
export default async function HomePage({ params }: PageProps<'/[locale]'>) {
  const { locale } = await localeParams(params);
  const [slides, t] = await Promise.all([getHomeSlides(), getTranslations('Home')]);
  const { models, creative } = splitHomeSlides(slides);
  /** A half's controls, each named with the half's own name. */
  const halfLabels = (half: string) => ({
    region: half,
    pause: t('pauseSlides', { half }),
    play: t('playSlides', { half }),
    video: t('video', { half }),
    playVideo: t('playVideo'),
  });
  return (
    // Two halves above the strip of links: the halves share what the strip leaves.
    <main id="main" className="grid h-dvh grid-cols-1 grid-rows-[1fr_1fr_auto] md:grid-cols-2 md:grid-rows-[1fr_auto]">
      <h1 className="sr-only">{t('title')}</h1>
      <AgencyJsonLd url={localizedUrl(locale, '/')} />
      <HomeHalf
        slides={models}
        caption={t('models')}
        destination={t('enterModels')}
        labels={halfLabels(t('models'))}
        tone="dark"
      />
      <HomeHalf
        slides={creative}
        caption={t('creative')}
        destination={t('enterCreative')}
        labels={halfLabels(t('creative'))}
        tone="light"
      />
      <HomeLinks locale={locale} />
      <HydrationMark />
    </main>
  );
}
