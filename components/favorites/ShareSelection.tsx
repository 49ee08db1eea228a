'use client';

import { useTranslations } from 'next-intl';
import { useSyncExternalStore } from 'react';
import { useHydrated } from '@/components/ui/useHydrated';
import { getPathname } from '@/lib/i18n/navigation';
import type { AppLocale } from '@/lib/i18n/routing';
import { MAX_SELECTION, selectionSegment } from '@/lib/rules/selection';
import { notify } from '@/lib/browser/toasts';
import { ACTION_BUTTON, ACTION_ROW } from './favorites-grid';

const noop = () => () => undefined;

/** Whether this browser has a share sheet (`navigator.share`); never on the server. */
function useCanShare(): boolean {
  return useSyncExternalStore(
    noop,
    () => typeof navigator.share === 'function',
    () => false,
  );
}

/**
 * The link to a selection and the ways to pass it on: copy (with a toast),
 * the browser's share sheet where there is one, and WhatsApp to the agency's
 * number with a short message. The link holds the ids in its path
 * (lib/rules/selection.ts), so nothing is stored anywhere.
 */
export function ShareSelection({
  ids,
  locale,
  whatsapp,
  className = '',
}: {
  ids: readonly number[];
  className?: string;
  locale: AppLocale;
  /** The agency's click-to-chat link (`https://wa.me/<digits>`), when it has WhatsApp. */
  whatsapp: string | null;
}) {
  const t = useTranslations('Selection');
  const hydrated = useHydrated();
  const canShare = useCanShare();
  const tooMany = ids.length > MAX_SELECTION;
  const usable = ids.length > 0 && !tooMany;
  const path = usable
    ? getPathname({ locale, href: { pathname: '/selection/[ids]', params: { ids: selectionSegment(ids) } } })
    : null;
  // The address the visitor sees: the host they reached the site by.
  const url = path && hydrated ? new URL(path, window.location.origin).toString() : path;

  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      notify('success', t('copied'));
    } catch {
      notify('error', t('copyFailed'));
    }
  };
  const share = () => {
    if (!url) return;
    // A dismissed sheet rejects: nothing to tell the visitor.
    navigator.share({ title: t('shareText'), text: t('shareText'), url }).catch(() => undefined);
  };

  return (
    <section aria-labelledby="share-title" className={`mt-10 border-t border-line pt-8 ${className}`}>
      <h2 id="share-title" className="font-display text-2xl">
        {t('share')}
      </h2>
      <p className="mt-2 max-w-md text-stone">{tooMany ? t('tooManyToShare') : t('shareIntro')}</p>
      {/* Its line is kept while the link is not known yet (the favourites before they are read). */}
      <p className="mt-4 min-h-5 text-sm break-all">
        {url ? (
          <a href={url} data-testid="selection-link" data-pending-screen="selection" className="underline underline-offset-4">
            {url}
          </a>
        ) : null}
      </p>
      <div className={`mt-4 ${ACTION_ROW}`}>
        <button type="button" className={ACTION_BUTTON} onClick={copy} disabled={!usable || !hydrated}>
          {t('copyLink')}
        </button>
        {canShare ? (
          <button type="button" className={ACTION_BUTTON} onClick={share} disabled={!usable}>
            {t('shareNative')}
          </button>
        ) : null}
        {whatsapp ? (
          // A disabled link (ARIA's pattern: no href) until there is an address to send, so that the row keeps its length.
          <a
            className={`${ACTION_BUTTON} aria-disabled:cursor-not-allowed aria-disabled:opacity-50`}
            href={url ? `${whatsapp}?text=${encodeURIComponent(t('whatsappMessage', { url }))}` : undefined}
            role={url ? undefined : 'link'}
            aria-disabled={url ? undefined : true}
            // Where it opens only once it is a link: an <a> without href may not say (invalid HTML).
            target={url ? '_blank' : undefined}
            rel={url ? 'noopener noreferrer' : undefined}
          >
            {t('whatsapp')}
          </a>
        ) : null}
      </div>
    </section>
  );
}
