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
 * A route error under the site's layout: the error page inside its header,
 * menu and footer, which stay the ways home and on
 * (components/errors/RouteError.tsx). It does not wrap the layout above it,
 * so an error of the layout itself is app/[locale]/error.tsx's.
 */
export default function SiteError({ error, retry }: { error: unknown; retry: () => void }) {
  return (
    <Suspense>
      <RouteError error={error} retry={retry} chrome="site" />
    </Suspense>
  );
}
