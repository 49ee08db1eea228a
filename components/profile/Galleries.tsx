'use client';

import { useId, useState } from 'react';
import type { GalleryImage } from '@/lib/agency/types';
import type { PhotoNote } from '@/lib/rules/casting';
import { GallerySlider, PhotoRow } from './GallerySlider';
import { useTranslations } from 'next-intl';

export type GalleryName = 'book' | 'compo' | 'polaroids';

export type GalleryLabels = {
  galleries: string;
  names: Record<GalleryName, string>;
  previous: string;
  next: string;
};

/** The switcher between book, compo and polaroids (those that have photos). */
export function Galleries({
  name,
  galleries,
  notes = {},
  recency = {},
  labels,
}: {
  name: string;
  galleries: Partial<Record<GalleryName, GalleryImage[]>>;
  /** What dated photos show beneath them (the polaroids' days), in gallery order. */
  notes?: Partial<Record<GalleryName, (PhotoNote | null)[]>>;
  /** Beside a gallery's name: how recent its newest photo is. */
  recency?: Partial<Record<GalleryName, string>>;
  labels: GalleryLabels;
}) {
  const t = useTranslations('Profile');
  const available = (['book', 'compo', 'polaroids'] as const).filter((g) => (galleries[g]?.length ?? 0) > 0);
  const [current, setCurrent] = useState<GalleryName | undefined>(available[0]);
  const id = useId();
  if (!current) return null;
  const images = galleries[current] ?? [];

  return (
    <section aria-label={labels.galleries}>
      {available.length > 1 ? (
        // Tabs need script: without it they are gone and every gallery is shown, one row each (below).
        <div role="tablist" aria-label={labels.galleries} className="mb-5 flex gap-6 noscript:hidden">
          {available.map((g) => (
            <button
              key={g}
              role="tab"
              type="button"
              id={`${id}-${g}`}
              aria-selected={g === current}
              aria-controls={`${id}-panel`}
              tabIndex={g === current ? 0 : -1}
              onClick={() => setCurrent(g)}
              onKeyDown={(e) => {
                if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft') return;
                const step = e.key === 'ArrowRight' ? 1 : -1;
                const next = available[(available.indexOf(g) + step + available.length) % available.length];
                if (next) {
                  setCurrent(next);
                  document.getElementById(`${id}-${next}`)?.focus();
                }
              }}
              className={`h-11 border-b text-xs tracking-[0.2em] whitespace-nowrap uppercase ${g === current ? 'border-ink' : 'border-transparent text-stone hover:text-ink'}`}
            >
              {labels.names[g]}
              {/* On a phone the row has no room for it (it took two or three lines): each polaroid says its day. */}
              {recency[g] ? <span className="tracking-normal normal-case max-sm:hidden"> · {recency[g]}</span> : null}
            </button>
          ))}
        </div>
      ) : null}
      <div
        role={available.length > 1 ? 'tabpanel' : undefined}
        id={`${id}-panel`}
        aria-labelledby={available.length > 1 ? `${id}-${current}` : undefined}
      >
        <GallerySlider
          key={current}
          images={images}
          notes={notes[current]}
          preloadFirst={current === available[0]}
          labels={{
            previous: labels.previous,
            next: labels.next,
            photo: (index) => t('photoOf', { name, index }),
            position: (first, last, total) =>
              last === null ? t('photoPosition', { first, total }) : t('photosPosition', { first, last, total }),
          }}
        />
      </div>
      {available.slice(1).map((g) => (
        <section key={g} aria-label={labels.names[g]} className="mt-10 hidden noscript:block">
          <h2 className="mb-4 text-xs tracking-[0.2em] uppercase">
            {labels.names[g]}
            {recency[g] ? <span className="tracking-normal normal-case"> · {recency[g]}</span> : null}
          </h2>
          <PhotoRow images={galleries[g] ?? []} notes={notes[g]} photo={(index) => t('photoOf', { name, index })} />
        </section>
      ))}
    </section>
  );
}
