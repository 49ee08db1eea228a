'use client';

import { useTranslations } from 'next-intl';
import { formErrorText } from './form-text';
import type { SubmissionFailure } from './useFormSubmission';

/**
 * Why a submission failed, in the visitor's language, announced at once.
 * `labels` names the form's fields for the summary of a 422's field errors.
 */
export function FormAlert({
  failure,
  labels = {},
  className = '',
}: {
  failure: SubmissionFailure | null;
  labels?: Record<string, string>;
  className?: string;
}) {
  const t = useTranslations('Form');
  if (!failure) return null;

  const messages: Record<SubmissionFailure['kind'], string> = {
    rateLimited: t('tooMany'),
    network: t('network'),
    invalid: t('invalidSummary'),
    server: t('failed'),
    uncertain: t('maybeSent'),
    busy: t('busy'),
    tooSlow: t('tooSlow'),
  };
  const message = messages[failure.kind];
  const fields = Object.entries(failure.fieldErrors ?? {});

  return (
    <div role="alert" className={`border-l-2 border-alert bg-mist px-4 py-3 text-sm text-ink ${className}`}>
      <p>{message}</p>
      {fields.length > 0 ? (
        <ul className="mt-2 list-disc space-y-0.5 pl-5">
          {fields.map(([field, keys]) => (
            <li key={field}>
              <span className="font-semibold">{labels[field] ?? field}</span>: {keys.map((k) => formErrorText(t, k)).join(' ')}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
