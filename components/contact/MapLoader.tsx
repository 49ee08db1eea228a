'use client';

import dynamic from 'next/dynamic';

/** The map's code is fetched only when this renders, which the page does only with a key. */
const ContactMap = dynamic(() => import('./ContactMap'), {
  ssr: false,
  loading: () => <div className="h-full w-full animate-pulse bg-mist motion-reduce:animate-none" />,
});

export function MapLoader(props: { apiKey: string; language: string; label: string; loadingText: string }) {
  return <ContactMap {...props} />;
}
