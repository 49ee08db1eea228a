'use client';

import { useRef, useState } from 'react';
import { trackedFetch } from '@/lib/browser/progress';
import { compoFileName } from '@/lib/rules/compo';
import { useTranslations } from 'next-intl';

/** Print composite: the zip of the compo, through the site, with a spinner while it runs. */
export type CompoLabels = { print: string; downloading: string; failed: string };

/**
 * While the zip is on its way the button stays focusable (`aria-disabled`,
 * not `disabled`, which would drop a keyboard visitor's focus to the page)
 * and ignores presses; how it ended is said in a live region beneath.
 */
export function CompoDownload({ id, name, labels }: { id: number; name: string; labels: CompoLabels }) {
  const t = useTranslations('Profile');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<'done' | 'failed' | null>(null);
  const running = useRef(false);

  const download = async () => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    setOutcome(null);
    try {
      const response = await trackedFetch(`/api/compo/${id}`);
      if (!response.ok) throw new Error(`compo ${response.status}`);
      const [blob, { saveAs }] = await Promise.all([response.blob(), import('file-saver')]);
      saveAs(blob, compoFileName(name));
      setOutcome('done');
    } catch {
      setOutcome('failed');
    } finally {
      running.current = false;
      setBusy(false);
    }
  };

  const look =
    'h-12 items-center gap-3 border border-ink px-6 text-xs tracking-[0.25em] uppercase transition-colors hover:bg-ink hover:text-paper';
  return (
    <>
      {/* Without script, the same zip as a plain download link. */}
      <a href={`/api/compo/${id}`} download={compoFileName(name)} className={`hidden noscript:inline-flex ${look}`}>
        {labels.print}
      </a>
      <button
        type="button"
        onClick={download}
        aria-disabled={busy}
        aria-busy={busy}
        className={`inline-flex noscript:hidden ${look} aria-disabled:cursor-progress aria-disabled:opacity-60`}
      >
        {busy ? (
          <span aria-hidden="true" className="h-4 w-4 animate-spin rounded-full border-2 border-current border-t-transparent" />
        ) : null}
        {busy ? labels.downloading : labels.print}
      </button>
      <p role="status" className={`mt-3 min-h-5 text-sm ${outcome === 'failed' ? 'text-alert' : 'text-stone'}`}>
        {outcome === 'done' ? t('downloadDone', { name }) : outcome === 'failed' ? labels.failed : ''}
      </p>
    </>
  );
}
