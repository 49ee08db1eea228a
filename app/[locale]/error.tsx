'use client';

import { useEffect, useState } from 'react';
import { NextIntlClientProvider, useLocale, useTranslations, type Messages } from 'next-intl';
import { ErrorScreen, errorButtonClass } from '@/components/errors/ErrorScreen';
import { failProgress } from '@/lib/browser/progress';
import { errorMessageKey, normalizeError } from '@/lib/rules/errors';

/**
 * Other route errors (docs/product.md §8): the status and a message, without
 * Return and HOME. The error is normalized (lib/rules/errors.ts); the
 * headline is ours, for its status, in the visitor's language. Under it, a
 * server error shows its digest (production React sends the browser nothing
 * else, and the digest finds the error in the server's log), a browser error
 * its own message. Its words are loaded only when an error happens (no page
 * carries them) and read through next-intl's provider.
 */
export default function LocaleError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  // The layout's provider holds the page's locale, checked there; reading the
  // route's param instead would bring the routing rules into every page's first load.
  const locale = useLocale();
  const [messages, setMessages] = useState<Messages['Errors'] | null>(null);

  useEffect(() => {
    failProgress();
    console.error(error);
  }, [error]);

  useEffect(() => {
    let live = true;
    import(`@/messages/${locale}.json`).then((m: { default: Messages }) => {
      if (live) setMessages(m.default.Errors);
    });
    return () => {
      live = false;
    };
  }, [locale]);

  const { message: own, statusCode: status } = normalizeError(error);
  if (!messages) return <ErrorView status={status} message="" detail={null} retry="↻" reset={reset} />;
  return (
    <NextIntlClientProvider locale={locale} messages={{ Errors: messages }}>
      <TranslatedError status={status} own={own} digest={error.digest} reset={reset} />
    </NextIntlClientProvider>
  );
}

function TranslatedError({
  status,
  own,
  digest,
  reset,
}: {
  status: number;
  own: string | undefined;
  digest: string | undefined;
  reset: () => void;
}) {
  const t = useTranslations('Errors');
  const detail = digest ? t('reference', { digest }) : own ? t('detail', { message: own }) : null;
  return <ErrorView status={status} message={t(errorMessageKey(status))} detail={detail} retry={t('retry')} reset={reset} />;
}

function ErrorView({
  status,
  message,
  detail,
  retry,
  reset,
}: {
  status: number;
  message: string;
  detail: string | null;
  retry: string;
  reset: () => void;
}) {
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
            {retry}
          </button>
        }
      />
    </main>
  );
}
