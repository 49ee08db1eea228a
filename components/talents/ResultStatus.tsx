'use client';

import { useEffect, useState } from 'react';
import { takeUpdateAnnouncement } from './list-update';

/** Long enough for a screen reader to notice the region emptied before the count comes back. */
const REANNOUNCE_MS = 150;

/**
 * The list's count, in a polite live region. When the visitor's search
 * updates the list (components/talents/list-update.ts) the count is said
 * once: a region rendered anew with its text already in it is not read, and
 * an unchanged one is not either, so the text is taken out and put back.
 */
export function ResultStatus({ text, update, className }: { text: string; update: string; className?: string }) {
  const [emptied, setEmptied] = useState(false);
  useEffect(() => {
    if (!takeUpdateAnnouncement()) return;
    const empty = setTimeout(() => setEmptied(true), 0);
    const refill = setTimeout(() => setEmptied(false), REANNOUNCE_MS);
    return () => {
      clearTimeout(empty);
      clearTimeout(refill);
      setEmptied(false);
    };
  }, [update]);
  return (
    <p role="status" aria-live="polite" className={className}>
      {emptied ? '' : text}
    </p>
  );
}
