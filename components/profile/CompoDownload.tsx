'use client';

import { useState } from 'react';
import { trackedFetch } from '@/lib/progress';
import { notify } from '@/lib/toasts';
import { compoFileName } from '@/lib/compo';

/** Print composite: the zip of the compo, through the site, with a spinner while it runs. */
export type CompoLabels = { print: string; downloading: string; failed: string };

export function CompoDownload({ id, name, labels }: { id: number; name: string; labels: CompoLabels }) {
  const [busy, setBusy] = useState(false);

  const download = async () => {
    setBusy(true);
    try {
      const response = await trackedFetch(`/api/compo/${id}`);
      if (!response.ok) throw new Error(`compo ${response.status}`);
      const [blob, { saveAs }] = await Promise.all([response.blob(), import('file-saver')]);
      saveAs(blob, compoFileName(name));
    } catch {
      notify('error', labels.failed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <button
      type="button"
      onClick={download}
      disabled={busy}
      aria-busy={busy}
      className="inline-flex h-12 items-center gap-3 border border-ink px-6 text-xs tracking-[0.25em] uppercase transition-colors hover:bg-ink hover:text-paper disabled:opacity-60"
    >
      {busy ? <span aria-hidden="true" className="h-4 w-4 animate-spin rounded-full border-2 border-current border-t-transparent" /> : null}
      {busy ? labels.downloading : labels.print}
    </button>
  );
}
