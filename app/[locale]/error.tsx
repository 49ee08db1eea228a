'use client';

import { lazy, Suspense } from 'react';

/**
 * The error page's code is fetched when an error happens: Next loads every
 * boundary of the segment on every page, and the error page (its words, its
 * header, the back office's probe) would add a few KB to each page's first
 * load (docs/decisions/0060-boundaries-every-page-loads.md). React's own
 * `lazy`: next/dynamic's loader would itself add to every page.
 */
const RouteError = lazy(() => import('@/components/errors/RouteError').then((module) => ({ default: module.RouteError })));

/**
 * A route error outside the site's layout (the home, about, the site
 * layout itself): the error page with a header of its own, whose logo links
 * home (components/errors/RouteError.tsx).
 */
export default function LocaleError({ error, retry }: { error: unknown; retry: () => void }) {
  return (
    <Suspense>
      <RouteError error={error} retry={retry} chrome="own" />
    </Suspense>
  );
}
