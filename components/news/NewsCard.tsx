import { Img } from '@/components/ui/Img';
import { Link } from '@/components/ui/Link';
import { AGENCY_SHORT_NAME } from '@/lib/rules/agency-facts';
import type { NewsItem } from '@/lib/rules/news';

export const newsGridClass =
  'mx-auto grid w-full max-w-[1600px] grid-cols-1 gap-x-6 gap-y-12 px-5 sm:grid-cols-2 sm:px-8 lg:grid-cols-3 lg:gap-x-8 lg:gap-y-16';

/** The photo's frame: 3:2, the ratio the cards and their placeholders share (nothing moves when a photo arrives). */
export const newsImageClass = 'relative aspect-[3/2] overflow-hidden bg-mist';

/**
 * One post on the news list: the photo first, then the date, the title (the
 * link) and the excerpt. `feature` is the newest post of the first page,
 * across the grid with the photo beside the text on desktop.
 */
export function NewsCard({ post, feature = false, eager = false }: { post: NewsItem; feature?: boolean; eager?: boolean }) {
  return (
    <article
      data-news={post.slug}
      className={`group relative flex flex-col ${feature ? 'lg:grid lg:grid-cols-[7fr_5fr] lg:items-end lg:gap-x-8' : ''}`}
    >
      <div className={newsImageClass}>
        {post.image ? (
          <Img
            src={post.image}
            alt=""
            fill
            preload={eager}
            fetchPriority={eager ? 'high' : undefined}
            loading={eager ? 'eager' : 'lazy'}
            sizes={
              feature
                ? '(min-width: 1024px) 58vw, (min-width: 640px) 100vw, 100vw'
                : '(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw'
            }
            quality={75}
            className="object-cover transition-transform duration-700 group-hover:scale-[1.02] motion-reduce:transition-none"
          />
        ) : (
          // A post without a photo keeps its frame, with the agency's name rather than an empty grey block.
          <span
            aria-hidden="true"
            className="absolute inset-0 flex items-center justify-center font-display text-2xl tracking-[0.3em] text-stone uppercase"
          >
            {AGENCY_SHORT_NAME}
          </span>
        )}
      </div>
      <div className={feature ? 'mt-5 lg:mt-0 lg:pb-2' : 'mt-5'}>
        {post.dateText ? (
          <p className="text-xs tracking-[0.2em] text-stone uppercase">
            <time dateTime={post.date ?? undefined}>{post.dateText}</time>
          </p>
        ) : null}
        <h2
          lang={post.titleLang}
          // In the grid, two lines kept for every title and excerpt: the cards of a row, and the
          // placeholders "load more" shows (MoreNews), are one height.
          className={`mt-2 font-display leading-tight ${feature ? 'text-3xl sm:text-4xl lg:text-5xl' : 'text-2xl sm:min-h-[2lh]'}`}
        >
          {/* The whole card is the link's target (after:), the title its name. */}
          <Link
            href={{ pathname: '/news/[slug]', params: { slug: post.slug } }}
            data-pending-screen="post"
            className="after:absolute after:inset-0 after:content-['']"
          >
            {post.title}
          </Link>
        </h2>
        {post.excerpt ? (
          <p lang={post.excerptLang} className={`mt-3 text-stone ${feature ? 'text-lg' : 'sm:line-clamp-2 sm:min-h-[2lh]'}`}>
            {post.excerpt}
          </p>
        ) : null}
      </div>
    </article>
  );
}
