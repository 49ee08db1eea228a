'use client';

import { useEffect, useState } from 'react';
import { useLocale } from 'next-intl';
import { trackedFetch } from '@/lib/browser/progress';
import { FAVORITES_MAX } from '@/lib/rules/agreed';
import { SELECTION_SEPARATOR } from '@/lib/rules/selection';

type Lines = Readonly<Record<string, string>>;
const NONE: Lines = {};

/**
 * Which of `ids` are away on the job's dates, in words ("Away in Lisboa
 * until 5 Dec: within your dates"), asked of /api/talents/availability
 * with the dates (the cached roster; the server words it as it words the
 * budget request's lines). Nothing until a date is given, and nothing if
 * the call fails or the back office says nothing of availability.
 */
export function useClashes(ids: readonly number[], dates: { from: string; to: string }): Lines {
  const locale = useLocale();
  // Each answer is kept with the question it answers: dates taken away (or changed) show nothing stale.
  const [answer, setAnswer] = useState<{ query: string; lines: Lines } | null>(null);
  const list = ids.slice(0, FAVORITES_MAX).join(SELECTION_SEPARATOR);
  const { from, to } = dates;
  const query =
    list && (from || to)
      ? new URLSearchParams({ ids: list, locale, ...(from ? { from } : {}), ...(to ? { to } : {}) }).toString()
      : '';
  useEffect(() => {
    if (!query) return;
    const controller = new AbortController();
    trackedFetch(`/api/talents/availability?${query}`, { signal: controller.signal })
      .then((response) => (response.ok ? (response.json() as Promise<Lines>) : NONE))
      .then((lines) => setAnswer({ query, lines }))
      .catch(() => undefined);
    return () => controller.abort();
  }, [query]);
  return query && answer?.query === query ? answer.lines : NONE;
}
