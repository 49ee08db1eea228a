import { getTranslations } from 'next-intl/server';
import { localeParams } from '@/lib/i18n/locale-params';
import { PageTitle } from '@/components/ui/PageTitle';
import { PlainText } from '@/components/ui/PlainText';
import { getSocialMedia } from '@/lib/agency/content';
import { env } from '@/lib/config/env';
import { AGENCY_EMAIL } from '@/lib/rules/agency-facts';
import { socialFeedHost, thirdPartiesText } from '@/lib/rules/third-parties';
import { screenMetadata } from '@/lib/server/seo/metadata';

export const revalidate = 300;

// Only the three languages: any other first segment (/x.php, /.env) is the
// build's static 404, not a render cached for a locale that does not exist.
export const dynamicParams = false;

export const generateMetadata = screenMetadata('/privacy', 'privacy', 'descPrivacy');

const SECTIONS = [
  'who',
  'contact',
  'budget',
  'scouting',
  'minors',
  'browser',
  'thirdParties',
  'sharing',
  'rights',
  'removal',
  'changes',
] as const;

/**
 * The privacy policy (LGPD): what each form collects and why, how long it is
 * kept, minors, the third parties a visit can reach, and removal.
 */
export default async function PrivacyPage({ params }: PageProps<'/[locale]/privacy'>) {
  await localeParams(params);
  const [t, social] = await Promise.all([getTranslations('Privacy'), getSocialMedia()]);
  const email = social?.email ?? AGENCY_EMAIL;
  // The contact page's feed is named only where it is configured, with the host it loads from.
  const feedHost = socialFeedHost(env().NEXT_PUBLIC_SOCIAL_FEED_URL);
  const body = (key: (typeof SECTIONS)[number]) =>
    key === 'thirdParties'
      ? thirdPartiesText({
          list: t('sections.thirdParties.body'),
          feed: feedHost ? t('sections.thirdParties.feed', { host: feedHost }) : null,
          links: t('sections.thirdParties.links'),
        })
      : t(`sections.${key}.body`, { email });

  return (
    <>
      <PageTitle eyebrow={t('updated')}>{t('title')}</PageTitle>
      <div className="mx-auto grid w-full max-w-[1600px] gap-12 px-5 pb-20 sm:px-8 lg:grid-cols-[1fr_2.2fr] lg:gap-20">
        <nav aria-labelledby="privacy-contents" className="lg:sticky lg:top-24 lg:self-start">
          <h2 id="privacy-contents" className="mb-3 text-xs tracking-[0.25em] text-stone uppercase">
            {t('contents')}
          </h2>
          <ol className="space-y-0.5 text-sm">
            {SECTIONS.map((key) => (
              <li key={key}>
                <a href={`#${key}`} className="inline-flex min-h-9 items-center text-stone hover:text-ink">
                  {t(`sections.${key}.title`)}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="max-w-2xl leading-relaxed">
          <p className="text-lg">{t('intro')}</p>
          {SECTIONS.map((key) => (
            <section key={key} id={key} aria-labelledby={`${key}-title`} className="mt-12 scroll-mt-24">
              <h2 id={`${key}-title`} className="font-display text-2xl sm:text-3xl">
                {t(`sections.${key}.title`)}
              </h2>
              <PlainText text={body(key)} email={email} />
            </section>
          ))}
        </div>
      </div>
    </>
  );
}
