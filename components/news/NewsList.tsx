import { getTranslations } from 'next-intl/server';
import { PageTitle } from '@/components/ui/PageTitle';
import { Link } from '@/components/ui/Link';
import type { AppLocale } from '@/lib/i18n/routing';
import { newsPageHref } from '@/lib/i18n/news-href';
import { newsPageRange } from '@/lib/rules/news';
import { getNewsPage, newsItems } from '@/lib/agency/content';
import { MoreNews } from './MoreNews';
import { NewsCard, newsGridClass } from './NewsCard';

/**
 * The news list: the title, one page of posts (10 on the first, the newest
 * across the grid; 6 on each later page) and what continues them. Rendered by
 * the static first page and by the later pages the proxy rewrites `?page=N` to;
 * the page checks `page` exists before rendering this.
 */
export async function NewsList({ locale, page }: { locale: AppLocale; page: number }) {
  const [t, current] = await Promise.all([getTranslations('News'), getNewsPage(locale, page)]);
  const posts = current?.items ?? [];
  const items = await newsItems(locale, posts);
  const total = current?.total ?? 0;
  const shown = newsPageRange(page).start + posts.length;

  return (
    <>
      <PageTitle eyebrow={page > 1 ? t('pageTitle', { page }) : t('count', { count: total })}>{t('title')}</PageTitle>
      {items.length === 0 ? (
        <div className="mx-auto flex w-full max-w-[1600px] flex-col items-start gap-6 px-5 py-16 sm:px-8">
          <p className="text-lg">{t('empty')}</p>
          <Link
            href="/models"
            className="inline-flex min-h-11 items-center border-b border-ink text-xs tracking-[0.2em] uppercase"
          >
            {t('emptyAction')}
          </Link>
        </div>
      ) : (
        <>
          {page > 1 ? (
            // A later page is reached without JavaScript: the way back to the newer posts comes first.
            <nav
              aria-label={t('pages')}
              className="mx-auto -mt-2 mb-6 flex w-full max-w-[1600px] px-5 text-xs tracking-[0.2em] uppercase sm:px-8"
            >
              <a
                href={newsPageHref(locale, page - 1)}
                rel="prev"
                className="inline-flex min-h-11 items-center border-b border-ink hover:opacity-70"
              >
                ← {t('previousPage')}
              </a>
            </nav>
          ) : null}
          <ul className={`${newsGridClass} pt-4`}>
            {items.map((post, i) => (
              <li key={post.slug} className={page === 1 && i === 0 ? 'sm:col-span-2 lg:col-span-3' : undefined}>
                <NewsCard post={post} feature={page === 1 && i === 0} eager={i === 0} />
              </li>
            ))}
          </ul>
          <MoreNews
            locale={locale}
            page={page}
            hasMore={current?.hasMore ?? false}
            shown={shown}
            total={total}
            nextHref={current?.hasMore ? newsPageHref(locale, page + 1) : null}
            labels={{ loadMore: t('loadMore'), loadingMore: t('loadingMore'), loadFailed: t('loadFailed') }}
          />
        </>
      )}
      <div className="h-20" />
    </>
  );
}
