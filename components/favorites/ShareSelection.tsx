'use client';

import type { Messages } from 'next-intl';
import { useSyncExternalStore } from 'react';
import { useHydrated } from '@/components/ui/useHydrated';
import { fill } from '@/lib/rules/format';
import { localizedPath } from '@/lib/i18n/paths';
import type { AppLocale } from '@/lib/i18n/routing';
import { MAX_SELECTION, selectionSegment } from '@/lib/rules/selection';
import { notify } from '@/lib/browser/toasts';

export type SelectionText = Messages['Selection'];

const noop = () => () => undefined;

/** Whether this browser has a share sheet (`navigator.share`); never on the server. */
function useCanShare(): boolean {
  return useSyncExternalStore(
    noop,
    () => typeof navigator.share === 'function',
    () => false,
  );
}

const BUTTON =
  'inline-flex min-h-11 items-center gap-2 border border-ink px-5 text-xs tracking-[0.2em] uppercase transition-colors hover:bg-ink hover:text-paper disabled:cursor-not-allowed disabled:opacity-50';

/**
 * The link to a selection and the ways to pass it on: copy (with a toast),
 * the browser's share sheet where there is one, and WhatsApp to the agency's
 * number with a short message. The link holds the ids in its path
 * (lib/rules/selection.ts), so nothing is stored anywhere.
 */
export function ShareSelection({
  ids,
  locale,
  text,
  whatsapp,
  className = '',
}: {
  ids: readonly number[];
  className?: string;
  locale: AppLocale;
  text: Pick<
    SelectionText,
    'share' | 'shareIntro' | 'copyLink' | 'copied' | 'copyFailed' | 'shareNative' | 'whatsapp' | 'whatsappMessage' | 'shareText' | 'tooManyToShare'
  >;
  /** The agency's click-to-chat link (`https://wa.me/<digits>`), when it has WhatsApp. */
  whatsapp: string | null;
}) {
  const hydrated = useHydrated();
  const canShare = useCanShare();
  const tooMany = ids.length > MAX_SELECTION;
  const usable = ids.length > 0 && !tooMany;
  const path = usable ? localizedPath(locale, { pathname: '/selection/[ids]', params: { ids: selectionSegment(ids) } }) : null;
  // The address the visitor sees: the host they reached the site by.
  const url = path && hydrated ? new URL(path, window.location.origin).toString() : path;

  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      notify('success', text.copied);
    } catch {
      notify('error', text.copyFailed);
    }
  };
  const share = () => {
    if (!url) return;
    // A dismissed sheet rejects: nothing to tell the visitor.
    navigator.share({ title: text.shareText, text: text.shareText, url }).catch(() => undefined);
  };

  return (
    <section aria-labelledby="share-title" className={`mt-10 border-t border-line pt-8 ${className}`}>
      <h2 id="share-title" className="font-display text-2xl">
        {text.share}
      </h2>
      <p className="mt-2 max-w-md text-stone">{tooMany ? text.tooManyToShare : text.shareIntro}</p>
      {/* Its line is kept while the link is not known yet (the favourites before they are read). */}
      <p className="mt-4 min-h-5 text-sm break-all">
        {url ? (
          <a href={url} data-testid="selection-link" data-pending-screen="selection" className="underline underline-offset-4">
            {url}
          </a>
        ) : null}
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <button type="button" className={BUTTON} onClick={copy} disabled={!usable || !hydrated}>
          {text.copyLink}
        </button>
        {canShare ? (
          <button type="button" className={BUTTON} onClick={share} disabled={!usable}>
            {text.shareNative}
          </button>
        ) : null}
        {whatsapp ? (
          // A disabled link (ARIA's pattern: no href) until there is an address to send, so that the row keeps its length.
          <a
            className={`${BUTTON} aria-disabled:cursor-not-allowed aria-disabled:opacity-50`}
            href={url ? `${whatsapp}?text=${encodeURIComponent(fill(text.whatsappMessage, { url }))}` : undefined}
            role={url ? undefined : 'link'}
            aria-disabled={url ? undefined : true}
            target="_blank"
            rel="noopener noreferrer"
          >
            {text.whatsapp}
          </a>
        ) : null}
      </div>
    </section>
  );
}
