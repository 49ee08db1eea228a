'use client';

import { GoogleMap, MarkerF, useJsApiLoader } from '@react-google-maps/api';
import { AGENCY_MARK, AGENCY_POSITION } from '@/lib/rules/agency-facts';

const MAP_STYLE = { width: '100%', height: '100%' } as const;
/** Near-monochrome, like the rest of the site. */
const GREYSCALE: google.maps.MapTypeStyle[] = [{ stylers: [{ saturation: -100 }, { lightness: 5 }] }];

/**
 * The Google map of the agency's address. Imported only by the contact
 * page, only when a key is configured, and only in the browser.
 */
export default function ContactMap({
  apiKey,
  language,
  label,
  loadingText,
}: {
  apiKey: string;
  language: string;
  label: string;
  loadingText: string;
}) {
  const { isLoaded, loadError } = useJsApiLoader({ id: 'google-map-script', googleMapsApiKey: apiKey, language });
  if (loadError) return null;
  if (!isLoaded) {
    return <p className="flex h-full items-center justify-center text-sm text-stone">{loadingText}</p>;
  }
  return (
    <div role="region" aria-label={label} className="h-full w-full">
      <GoogleMap
        mapContainerStyle={MAP_STYLE}
        center={AGENCY_POSITION}
        zoom={16}
        options={{ styles: GREYSCALE, streetViewControl: false, mapTypeControl: false, fullscreenControl: false }}
      >
        <MarkerF position={AGENCY_POSITION} title={AGENCY_MARK} />
      </GoogleMap>
    </div>
  );
}
