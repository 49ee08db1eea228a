'use client';

import { Img } from '@/components/ui/Img';

/**
 * A card's cover. A client leaf on purpose: the server sends only these few
 * props in the page's data and renders the image markup (srcset and all)
 * once, in the HTML; drawn on the server side, the markup would travel
 * twice, 20 cards a page (models list HTML 135 KB instead of ~105 KB).
 */
export function CoverImage({ src, sizes, preload, first }: { src: string; sizes: string; preload: boolean; first: boolean }) {
  return (
    <Img
      src={src}
      alt=""
      fill
      sizes={sizes}
      preload={preload}
      fetchPriority={first ? 'high' : undefined}
      loading={preload ? 'eager' : 'lazy'}
      quality={60}
      className="object-cover transition-transform duration-700 ease-out group-hover:scale-[1.03] motion-reduce:transition-none"
    />
  );
}
