'use client';

import { useEffect, useState } from 'react';
import { useLocale } from 'next-intl';
import { trackedFetch } from '@/lib/browser/progress';
import { FAVORITES_MAX } from '@/lib/rules/agreed';
import { SELECTION_SEPARATOR } from '@/lib/rules/selection';

type Lines = Readonly<Record<string, string>>;
const NONE: Lines = {};

/**
 * Where each of `ids` can be booked now, in the page's language, asked of
 * /api/talents/availability (the cached roster), a call like the site's
 * others (the progress bar): never what the browser kept
 * with a favourite, which goes stale. Empty until it answers, and if it
 * fails (the cards then say nothing, as for a back office that says nothing);
 * a removal keeps the lines already read while the smaller list is asked.
 */
export function useAvailability(ids: readonly number[]): Lines {
  const locale = useLocale();
  const [lines, setLines] = useState<Lines>(NONE);
  const key = ids.slice(0, FAVORITES_MAX).join(SELECTION_SEPARATOR);
  useEffect(() => {
    if (!key) return;
    const controller = new AbortController();
    trackedFetch(`/api/talents/availability?${new URLSearchParams({ ids: key, locale })}`, { signal: controller.signal })
      .then((response) => (response.ok ? (response.json() as Promise<Lines>) : null))
      .then((answer) => answer && setLines(answer))
      .catch(() => undefined);
    return () => controller.abort();
  }, [key, locale]);
  return lines;
}
