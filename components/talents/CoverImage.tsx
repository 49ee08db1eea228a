'use client';

import { Img } from '@/components/ui/Img';

/**
 * How soon a cover is fetched: `first`, the page's largest paint, before
 * anything else; `eager`, with the page; `desktop`, with the page only on
 * screens where its row is in view on arrival (a phone fetches it lazily,
 * leaving its slow line to the page's scripts); `lazy`, when near the view.
 */
export type CoverLoad = 'first' | 'eager' | 'desktop' | 'lazy';

/** The desktop breakpoint (Tailwind's lg), where the grid has four columns. */
const DESKTOP = '(min-width: 1024px)';

/**
 * A card's cover. A client leaf on purpose: the server sends only these few
 * props in the page's data and renders the image markup (srcset and all)
 * once, in the HTML; drawn on the server side, the markup would travel
 * twice, 20 cards a page (docs/decisions/0040-light-markup.md).
 */
export function CoverImage({ src, sizes, load }: { src: string; sizes: string; load: CoverLoad }) {
  return (
    <Img
      src={src}
      alt=""
      fill
      sizes={sizes}
      preload={load !== 'lazy'}
      preloadMedia={load === 'desktop' ? DESKTOP : undefined}
      fetchPriority={load === 'first' ? 'high' : undefined}
      loading={load === 'first' || load === 'eager' ? 'eager' : 'lazy'}
      quality={60}
      className="object-cover transition-transform duration-700 ease-out group-hover:scale-[1.03] motion-reduce:transition-none"
    />
  );
}
