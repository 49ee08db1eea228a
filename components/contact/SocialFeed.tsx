import Script from 'next/script';

/**
 * The social-feed widget of docs/product.md §7, only when its script is configured
 * (NEXT_PUBLIC_SOCIAL_FEED_URL). The script loads once the page is idle;
 * without the variable nothing is rendered or loaded.
 */
export function SocialFeed({ src, title }: { src: string | undefined; title: string }) {
  if (!src) return null;
  return (
    <section aria-label={title} className="mx-auto w-full max-w-[1600px] px-5 pb-16 sm:px-8">
      <h2 className="mb-6 text-xs tracking-[0.25em] text-stone uppercase">{title}</h2>
      <div data-social-feed className="min-h-40" />
      <Script src={src} strategy="lazyOnload" />
    </section>
  );
}
