'use client';

import { useEffect, useState } from 'react';
import { useParams } from 'next/navigation';
import { ErrorScreen, errorButtonClass } from '@/components/errors/ErrorScreen';
import { failProgress } from '@/lib/browser/progress';
import { statusOfError } from '@/lib/rules/errors';
import { isAppLocale, defaultLocale } from '@/lib/i18n/routing';

type ErrorMessages = { generic: string; unavailable: string; retry: string };

/**
 * Other route errors: their status (500 by default), without Return and
 * HOME. Its words are loaded only when an error happens, so no page carries
 * the message runtime for it.
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

  const status = statusOfError(error);
  const message = messages ? (status === 503 ? messages.unavailable : messages.generic) : '';
  return (
    <main id="main" className="flex-1">
      {/* The page's own metadata may be what failed: without this the tab has no title (WCAG 2.4.2). */}
      <title>{`${message || status} | RAVAGE`}</title>
      <ErrorScreen
        status={status}
        message={message}
        actions={
          <button type="button" onClick={reset} className={errorButtonClass}>
            {messages?.retry ?? '↻'}
          </button>
        }
      />
    </main>
  );
}
