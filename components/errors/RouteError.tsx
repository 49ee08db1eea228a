'use client';

import { useEffect, useState } from 'react';
import { NextIntlClientProvider, useLocale, useTranslations, type Messages } from 'next-intl';
import { backOfficeAnswersNow } from '@/lib/browser/back-office';
import { failProgress } from '@/lib/browser/progress';
import { errorMessageKey, isServerRenderError, normalizeError, shownStatus } from '@/lib/rules/errors';
import { ErrorHeader } from './ErrorHeader';
import { ErrorScreen, errorButtonClass } from './ErrorScreen';
import { GLOBAL_ERROR_WORDS } from './global-error-words';

/** What the error page reads of the messages: its own, the title template and the logo link's name. */
type Words = {
  Errors: Messages['Errors'];
  Metadata: Pick<Messages['Metadata'], 'titleTemplate'>;
  Nav: Pick<Messages['Nav'], 'logo'>;
};

type Props = {
  error: unknown;
  retry: () => void;
  /** `site`: drawn inside the site's header, main and footer; `own`: outside them, with a header of its own. */
  chrome: 'site' | 'own';
};

/**
 * Other route errors (docs/product.md §8), the body of both error
 * boundaries: app/[locale]/(site)/error.tsx, inside the site's header and
 * footer, and app/[locale]/error.tsx for what sits outside them. The status
 * says whose failure it was (`shownStatus`); the headline is ours for that
 * status, in the visitor's language. Under it a server error shows its digest
 * (production React sends the browser nothing else, and the digest finds the
 * error in the server's log), a browser error its own message. Retry, and no
 * Return or HOME: those are the 404's. The words are loaded only when an error
 * happens (no page carries them) and read through next-intl's provider.
 */
export function RouteError({ error, retry, chrome }: Props) {
  // The layout's provider holds the page's locale, checked there; reading the
  // route's param instead would bring the routing rules into every page's first
  // load (docs/decisions/0060-boundaries-every-page-loads.md).
  const locale = useLocale();
  const [words, setWords] = useState<Words | null>(null);
  const [probe, setProbe] = useState<{ error: unknown; answers: boolean | null } | null>(null);
  const server = isServerRenderError(error);

  useEffect(() => {
    failProgress();
    console.error(error);
  }, [error]);

  useEffect(() => {
    let live = true;
    import(`@/messages/${locale}.json`).then(({ default: m }: { default: Messages }) => {
      if (live) setWords({ Errors: m.Errors, Metadata: { titleTemplate: m.Metadata.titleTemplate }, Nav: { logo: m.Nav.logo } });
    });
    return () => {
      live = false;
    };
  }, [locale]);

  useEffect(() => {
    // Only a server render's error arrives without its cause.
    if (!server) return;
    let live = true;
    backOfficeAnswersNow().then((answers) => {
      if (live) setProbe({ error, answers });
    });
    return () => {
      live = false;
    };
  }, [error, server]);

  const known = !server || probe?.error === error;
  const body =
    words && known ? (
      <NextIntlClientProvider locale={locale} messages={words}>
        <TranslatedError status={shownStatus(error, probe?.answers ?? null)} error={error} retry={retry} />
      </NextIntlClientProvider>
    ) : (
      // Until the words and the status are known: the screen's frame and the retry.
      <ErrorScreen status="" message="" actions={<RetryButton label="↻" retry={retry} />} />
    );
  if (chrome === 'site') return body;
  const home = GLOBAL_ERROR_WORDS[locale as keyof typeof GLOBAL_ERROR_WORDS]?.href ?? '/';
  return (
    <>
      <ErrorHeader home={home} label={words?.Nav.logo} />
      <main id="main" className="flex flex-1 flex-col">
        {body}
      </main>
    </>
  );
}

function TranslatedError({ status, error, retry }: { status: number; error: unknown; retry: () => void }) {
  const t = useTranslations('Errors');
  const metadata = useTranslations('Metadata');
  const digest = isServerRenderError(error) ? (error as { digest: string }).digest : undefined;
  const own = error instanceof Error || typeof error === 'string' ? normalizeError(error).message : undefined;
  const detail = digest ? t('reference', { digest }) : own ? t('detail', { message: own }) : null;
  return (
    <>
      {/* The page's own metadata may be what failed: without this the tab has no title (WCAG 2.4.2). */}
      <title>{metadata('titleTemplate', { title: t('status', { status }) })}</title>
      <ErrorScreen
        status={status}
        message={t(errorMessageKey(status))}
        detail={detail}
        actions={<RetryButton label={t('retry')} retry={retry} />}
      />
    </>
  );
}

function RetryButton({ label, retry }: { label: string; retry: () => void }) {
  return (
    <button type="button" onClick={() => retry()} className={errorButtonClass}>
      {label}
    </button>
  );
}
