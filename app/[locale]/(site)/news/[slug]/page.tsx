import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { localeParams } from '@/lib/i18n/locale-params';
import { Img } from '@/components/ui/Img';
import { Link } from '@/components/ui/Link';
import { ArrowLeftIcon } from '@/components/ui/icons';
import { CTA_LINK } from '@/components/ui/cta';
import { postLayout } from '@/components/news/post-layout';
import { JsonLd } from '@/components/seo/JsonLd';
import { knownLocale, type AppLocale } from '@/lib/i18n/routing';
import { AGENCY_NAME } from '@/lib/rules/agency-facts';
import { langAttribute } from '@/lib/rules/content-language';
import { cutDescription } from '@/lib/rules/describe';
import { formatPostDate } from '@/lib/rules/news';
import { articleJsonLd, breadcrumbJsonLd } from '@/lib/server/seo/json-ld';
import { getNewsPost, type NewsPostView } from '@/lib/agency/content';
import { sanitizePostHtml, stripTags } from '@/lib/server/sanitize';
import { defaultSocialImage, localizedUrl, pageMetadata, siteImage } from '@/lib/server/seo/metadata';
import { absoluteUrl } from '@/lib/server/seo/site-url';

type Props = PageProps<'/[locale]/news/[slug]'>;

export const revalidate = 300;

// Posts are rendered on first visit and then served from the cache; the proxy
// answers a slug that is no post with the static 404 page before anything renders.
export function generateStaticParams() {
  return [];
}

/** Shorter than this, the post's own text says too little to stand alone in a search result. */
const OWN_DESCRIPTION_MIN = 60;

/**
 * The post's description: its excerpt (else its text) when in the page's
 * language and long enough, else a sentence in that language around its
 * title (a pt excerpt must not describe an en or es page).
 */
function describe(post: NewsPostView, locale: AppLocale, t: (key: 'descNewsPost', values: { title: string }) => string): string {
  const own = post.contentLang === locale ? post.excerpt?.trim() || stripTags(post.content) : '';
  return cutDescription(own.length >= OWN_DESCRIPTION_MIN ? own : t('descNewsPost', { title: post.title }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale: raw, slug } = await params;
  const locale = knownLocale(raw);
  const [t, post] = await Promise.all([
    getTranslations({ locale, namespace: 'Metadata' }),
    getNewsPost(locale, decodeURIComponent(slug)),
  ]);
  if (!post) return { title: t('notFound'), robots: { index: false } };
  const metadata = pageMetadata({
    locale,
    href: { pathname: '/news/[slug]', params: { slug: post.slug } },
    title: post.title,
    description: describe(post, locale, t),
    image: post.image ? siteImage(post.image, post.title) : defaultSocialImage(t('socialCardAlt')),
  });
  return {
    ...metadata,
    openGraph: {
      ...metadata.openGraph,
      type: 'article',
      ...(post.published_at ? { publishedTime: post.published_at } : {}),
    },
  };
}

/** One news post: the date, the title, the photo and the back office's text, sanitized (docs/product.md §2). */
export default async function NewsPostPage({ params }: Props) {
  const { locale, slug } = await localeParams(params);
  const [t, nav, tm, post] = await Promise.all([
    getTranslations('News'),
    getTranslations('Nav'),
    getTranslations('Metadata'),
    getNewsPost(locale, decodeURIComponent(slug)),
  ]);
  // A second line of defence behind the proxy.
  if (!post) notFound();
  const url = localizedUrl(locale, { pathname: '/news/[slug]', params: { slug: post.slug } });
  const date = formatPostDate(post.published_at, locale);
  const validDate = date ? new Date(post.published_at as string).toISOString() : null;

  return (
    <>
      <JsonLd
        data={[
          articleJsonLd({
            headline: post.title,
            url,
            image: post.image ? siteImage(post.image, post.title).url : null,
            description: describe(post, locale, tm),
            datePublished: validDate,
            inLanguage: post.contentLang ?? locale,
            publisherName: AGENCY_NAME,
            publisherUrl: localizedUrl(locale, '/'),
            publisherLogo: absoluteUrl('/icon.svg'),
          }),
          breadcrumbJsonLd([
            { name: nav('home'), url: localizedUrl(locale, '/') },
            { name: t('title'), url: localizedUrl(locale, '/news') },
            { name: post.title, url },
          ]),
        ]}
      />
      <article className={postLayout.article}>
        <div className={postLayout.backRow}>
          <Link href="/news" className={`${postLayout.backLink} hover:opacity-70`}>
            <ArrowLeftIcon width={16} height={16} />
            {t('backToNews')}
          </Link>
        </div>
        <header className={postLayout.header}>
          {date ? (
            <p className={postLayout.date}>
              <span className="sr-only">{t('published')} </span>
              <time dateTime={validDate ?? undefined}>{date}</time>
            </p>
          ) : null}
          <h1 lang={langAttribute(locale, post.titleLang)} className={postLayout.title}>
            {post.title}
          </h1>
        </header>
        {post.image ? (
          <div className={postLayout.image}>
            <Img
              src={post.image}
              alt=""
              fill
              preload
              fetchPriority="high"
              sizes="(min-width: 1200px) 1152px, 100vw"
              quality={75}
              className="object-cover"
            />
          </div>
        ) : null}
        <div
          data-testid="news-content"
          lang={langAttribute(locale, post.contentLang)}
          className={`${postLayout.text} [&_a]:underline [&_a]:underline-offset-2 [&_blockquote]:border-l-2 [&_blockquote]:border-ink [&_blockquote]:pl-5 [&_h2]:mt-12 [&_h2]:mb-4 [&_h2]:font-display [&_h2]:text-3xl [&_h3]:mt-8 [&_h3]:mb-3 [&_h3]:text-xs [&_h3]:tracking-[0.25em] [&_h3]:uppercase [&_img]:my-8 [&_img]:h-auto [&_img]:max-w-full [&_li]:mt-2 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mt-5 [&_p:first-child]:mt-0 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-6`}
          // Sanitized with sanitize-html's allow-list (lib/server/sanitize.ts).
          dangerouslySetInnerHTML={{ __html: sanitizePostHtml(post.content) }}
        />
        <nav aria-label={t('more')} className="mx-auto mt-16 flex max-w-2xl flex-wrap gap-x-8 gap-y-3 border-t border-line pt-8">
          <Link href="/news" className={CTA_LINK}>
            {t('backToNews')}
          </Link>
          <Link href="/models" className={CTA_LINK}>
            {nav('models')}
          </Link>
        </nav>
      </article>
    </>
  );
}
