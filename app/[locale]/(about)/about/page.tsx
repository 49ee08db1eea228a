import type { Metadata } from 'next';
import { Img } from '@/components/ui/Img';
import { getTranslations } from 'next-intl/server';
import { localeParams } from '@/lib/i18n/locale-params';
import { ArrowLeftIcon } from '@/components/ui/icons';
import { CTA_LINK } from '@/components/ui/cta';
import { Link } from '@/components/ui/Link';
import { getPostView } from '@/lib/agency/content';
import { langAttribute } from '@/lib/rules/content-language';
import { stripTags } from '@/lib/server/sanitize';
import { knownLocale, type AppLocale } from '@/lib/i18n/routing';
import { sanitizePostHtml } from '@/lib/server/sanitize';
import { defaultSocialImage, pageMetadata, siteImage } from '@/lib/server/seo/metadata';

export const revalidate = 300;

/** The back-office text of the about page, in the visitor's language (the API falls back to pt, which this tells). */
function aboutPost(locale: AppLocale) {
  return getPostView('pages', locale, 'about');
}

// Only the three languages: any other first segment (/x.php, /.env) is the
// build's static 404, not a render cached for a locale that does not exist.
export const dynamicParams = false;

export async function generateMetadata({ params }: PageProps<'/[locale]/about'>): Promise<Metadata> {
  const locale = knownLocale((await params).locale);
  const [t, post] = await Promise.all([getTranslations({ locale, namespace: 'Metadata' }), aboutPost(locale)]);
  // Text the API sent in pt for lack of a translation describes no en/es page.
  const own = post?.contentLang === locale;
  const text = own ? post.excerpt?.trim() || stripTags(post.content) : '';
  return pageMetadata({
    locale,
    href: '/about',
    // The screen's own name, as every screen's title is: the post's ("Sobre a RAVAGE") names
    // the agency, which the template '{title} | RAVAGE' would then say twice. It stays the heading.
    title: t('about'),
    description: text || t('descAbout'),
    image: post?.image
      ? siteImage(post.image, post.titleLang === locale ? post.title : t('about'))
      : defaultSocialImage(t('socialCardAlt')),
  });
}

/**
 * About: title, text and image from the back office (docs/product.md §2).
 * The header bar is hidden here (same section), so the page carries its own
 * way back.
 */
export default async function AboutPage({ params }: PageProps<'/[locale]/about'>) {
  const { locale } = await localeParams(params);
  const [t, post] = await Promise.all([getTranslations('About'), aboutPost(locale)]);

  return (
    <>
      {/* docs/product.md §2: no header bar and no logo here; only the way back. */}
      <div className="mx-auto flex h-header w-full max-w-[1600px] items-center px-5 sm:px-8">
        <Link
          href="/"
          className="-ml-2 inline-flex min-h-11 items-center gap-2 px-2 text-xs tracking-[0.2em] uppercase hover:opacity-70"
        >
          <ArrowLeftIcon width={16} height={16} />
          {t('backToSite')}
        </Link>
      </div>

      <article className="mx-auto grid w-full max-w-[1600px] gap-x-16 px-5 pb-20 sm:px-8 lg:grid-cols-[5fr_7fr]">
        <header className="grid gap-8 pt-8 pb-10 lg:col-span-2 lg:grid-cols-subgrid lg:items-end lg:pt-14">
          <div>
            <p className="mb-3 text-xs tracking-[0.25em] text-stone uppercase">{t('title')}</p>
            <h1
              lang={post ? langAttribute(locale, post.titleLang) : undefined}
              className="font-display text-4xl leading-tight sm:text-5xl lg:text-6xl"
            >
              {post?.title ?? t('title')}
            </h1>
          </div>
          {post?.image ? (
            <div className="relative aspect-[3/2] overflow-hidden bg-mist">
              <Img
                src={post.image}
                alt=""
                fill
                preload
                sizes="(min-width: 1024px) 58vw, 100vw"
                quality={75}
                className="object-cover"
              />
            </div>
          ) : null}
        </header>

        {post ? (
          <div
            data-testid="about-content"
            lang={langAttribute(locale, post.contentLang)}
            className="max-w-2xl text-lg leading-relaxed lg:col-start-2 [&_a]:underline [&_a]:underline-offset-2 [&_blockquote]:border-l-2 [&_blockquote]:border-ink [&_blockquote]:pl-5 [&_h2]:mt-12 [&_h2]:mb-4 [&_h2]:font-display [&_h2]:text-3xl [&_h3]:mt-8 [&_h3]:mb-3 [&_h3]:text-xs [&_h3]:tracking-[0.25em] [&_h3]:uppercase [&_img]:my-8 [&_img]:h-auto [&_img]:max-w-full [&_li]:mt-2 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mt-5 [&_p:first-child]:mt-0 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-6"
            // Sanitized with sanitize-html's allow-list (lib/server/sanitize.ts).
            dangerouslySetInnerHTML={{ __html: sanitizePostHtml(post.content) }}
          />
        ) : (
          <p className="max-w-2xl text-lg text-stone lg:col-start-2">{t('unavailable')}</p>
        )}

        <nav aria-label={t('title')} className="mt-16 flex flex-wrap gap-x-8 gap-y-3 border-t border-line pt-8 lg:col-start-2">
          <Link href="/models" className={CTA_LINK}>
            {t('modelsCta')}
          </Link>
          <Link href="/contact" className={CTA_LINK}>
            {t('contactCta')}
          </Link>
        </nav>
      </article>
    </>
  );
}
