'use client';

import { useTranslations } from 'next-intl';
import type { SubmissionFailure } from './useFormSubmission';
import { useFormErrorText } from './useFormErrorText';

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
  const errorText = useFormErrorText();
  if (!failure) return null;

  const message =
    failure.kind === 'rateLimited'
      ? t('tooMany')
      : failure.kind === 'network'
        ? t('network')
        : failure.kind === 'invalid'
          ? t('invalidSummary')
          : t('failed');
  const fields = Object.entries(failure.fieldErrors ?? {});

  return (
    <div role="alert" className={`border-l-2 border-alert bg-mist px-4 py-3 text-sm text-ink ${className}`}>
      <p>{message}</p>
      {fields.length > 0 ? (
        <ul className="mt-2 list-disc space-y-0.5 pl-5">
          {fields.map(([field, keys]) => (
            <li key={field}>
              <span className="font-medium">{labels[field] ?? field}</span>: {keys.map((k) => errorText(k)).join(' ')}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
