'use client';

import { RouteError } from '@/components/errors/RouteError';

/**
 * A route error under the site's layout: the error page inside its header,
 * menu and footer, which stay the ways home and on
 * (components/errors/RouteError.tsx). It does not wrap the layout above it,
 * so an error of the layout itself is app/[locale]/error.tsx's.
 */
export default function SiteError({ error, retry }: { error: unknown; retry: () => void }) {
  return <RouteError error={error} retry={retry} chrome="site" />;
}
