'use client';

import { useEffect, useState } from 'react';
import { useParams } from 'next/navigation';
import { ErrorScreen, errorButtonClass } from '@/components/errors/ErrorScreen';
import { failProgress } from '@/lib/browser/progress';
import { errorMessageKey, normalizeError } from '@/lib/rules/errors';
import { isAppLocale, defaultLocale } from '@/lib/i18n/routing';

type ErrorMessages = Record<'generic' | 'unavailable' | 'notFound' | 'retry' | 'reference' | 'detail', string>;

/**
 * Other route errors (docs/product.md §8): the status and a message, without
 * Return and HOME. The error is normalized (lib/rules/errors.ts); the
 * headline is ours, for its status, in the visitor's language. Under it, a
 * server error shows its digest (production React sends the browser nothing
 * else, and the digest finds the error in the server's log), a browser error
 * its own message. Its words are loaded only when an error happens, so no
 * page carries the message runtime for it.
 */
export default function LocaleError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const params = useParams<{ locale: string }>();
  const locale = isAppLocale(params.locale ?? '') ? params.locale : defaultLocale;
  const [messages, setMessages] = useState<ErrorMessages | null>(null);

  useEffect(() => {
    failProgress();
    console.error(error);
  }, [error]);

  useEffect(() => {
    let live = true;
    import(`@/messages/${locale}.json`).then((m: { default: { Errors: ErrorMessages } }) => {
      if (live) setMessages(m.default.Errors);
    });
    return () => {
      live = false;
    };
  }, [locale]);

  const { message: own, statusCode: status } = normalizeError(error);
  const message = messages ? messages[errorMessageKey(status)] : '';
  const detail = !messages
    ? null
    : error.digest
      ? messages.reference.replace('{digest}', error.digest)
      : own
        ? messages.detail.replace('{message}', own)
        : null;
  return (
    <main id="main" className="flex-1">
      {/* The page's own metadata may be what failed: without this the tab has no title (WCAG 2.4.2). */}
      <title>{`${message || status} | RAVAGE`}</title>
      <ErrorScreen
        status={status}
        message={message}
        detail={detail}
        actions={
          <button type="button" onClick={reset} className={errorButtonClass}>
            {messages?.retry ?? '↻'}
          </button>
        }
      />
    </main>
  );
}
