'use client';

import { useState } from 'react';
import dynamic from 'next/dynamic';

/** The map's code is fetched only when this renders it, which it does only once the visitor asks. */
const ContactMap = dynamic(() => import('./ContactMap'), {
  ssr: false,
  loading: () => <div className="h-full w-full animate-pulse bg-paper motion-reduce:animate-none" />,
});

/**
 * The address card's map, on request (docs/decisions/0045-map-on-request.md):
 * a button and a note that the map is Google's; nothing reaches Google until
 * the visitor presses it, as the privacy page promises. Rendered only when a
 * key is configured; without one the card's link to the map is all there is.
 */
export function MapLoader({
  labels,
  ...map
}: {
  apiKey: string;
  language: string;
  label: string;
  loadingText: string;
  labels: { show: string; notice: string };
}) {
  const [asked, setAsked] = useState(false);
  if (asked) {
    return (
      <div className="mt-6 aspect-[4/3] w-full bg-paper" data-testid="contact-map">
        <ContactMap {...map} />
      </div>
    );
  }
  return (
    <div className="mt-6 flex flex-col items-start gap-2">
      <button
        type="button"
        onClick={() => setAsked(true)}
        className="inline-flex min-h-11 items-center border border-ink px-5 text-xs tracking-[0.25em] uppercase transition-colors hover:bg-ink hover:text-paper"
      >
        {labels.show}
      </button>
      <p className="text-xs text-stone">{labels.notice}</p>
    </div>
  );
}
