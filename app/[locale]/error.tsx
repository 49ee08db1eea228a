'use client';

import { RouteError } from '@/components/errors/RouteError';

/**
 * A route error outside the site's layout (the home, about, the site
 * layout itself): the error page with a header of its own, whose logo links
 * home (components/errors/RouteError.tsx).
 */
export default function LocaleError({ error, retry }: { error: unknown; retry: () => void }) {
  return <RouteError error={error} retry={retry} chrome="own" />;
}
