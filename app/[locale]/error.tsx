'use client';

import { useEffect } from 'react';
import { useTranslations } from 'next-intl';
import { ErrorScreen, errorButtonClass } from '@/components/errors/ErrorScreen';
import { failProgress } from '@/lib/progress';
import { statusOfError } from '@/lib/errors';

/** Other route errors: their status (500 by default), without Return and HOME. */
export default function LocaleError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations('Errors');
  useEffect(() => {
    failProgress();
    console.error(error);
  }, [error]);
  const status = statusOfError(error);
  return (
    <main id="main" className="flex-1">
      <ErrorScreen
        status={status}
        message={status === 503 ? t('unavailable') : t('generic')}
        actions={
          <button type="button" onClick={reset} className={errorButtonClass}>
            {t('retry')}
          </button>
        }
      />
    </main>
  );
}
