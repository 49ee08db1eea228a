'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { SENT_STATE_MS } from '@/lib/constants';

export type SubmissionStatus = 'idle' | 'sending' | 'sent';

export type SubmissionFailure = {
  kind: 'network' | 'rateLimited' | 'invalid' | 'server';
  /** Field → `Form` error keys, from a 422 answer. */
  fieldErrors?: Record<string, string[]>;
};

function isFieldErrors(value: unknown): value is Record<string, string[]> {
  return (
    !!value &&
    typeof value === 'object' &&
    !Array.isArray(value) &&
    Object.values(value).every((v) => Array.isArray(v) && v.every((m) => typeof m === 'string'))
  );
}

async function failureOf(response: Response): Promise<SubmissionFailure> {
  if (response.status === 429) return { kind: 'rateLimited' };
  if (response.status >= 500) return { kind: 'server' };
  let errors: unknown;
  try {
    errors = ((await response.json()) as { errors?: unknown }).errors;
  } catch {
    errors = undefined;
  }
  return isFieldErrors(errors) ? { kind: 'invalid', fieldErrors: errors } : { kind: 'invalid' };
}

/**
 * A form's life (spec §4, DESIGN.md decision 8): idle → sending → sent, and
 * SENT_STATE_MS later `onReset` (values, validation, photos) and idle again.
 * Any failure returns to idle with `failure` set and resets nothing, so the
 * visitor loses nothing typed. `onFieldErrors` receives a 422's field errors
 * so the form can mark its fields.
 */
export function useFormSubmission({
  onReset,
  onFieldErrors,
}: {
  onReset: () => void;
  onFieldErrors?: (errors: Record<string, string[]>) => void;
}) {
  const [status, setStatus] = useState<SubmissionStatus>('idle');
  const [failure, setFailure] = useState<SubmissionFailure | null>(null);
  const busy = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const callbacks = useRef({ onReset, onFieldErrors });
  useEffect(() => {
    callbacks.current = { onReset, onFieldErrors };
  });
  useEffect(() => () => clearTimeout(timer.current), []);

  const submit = useCallback(async (send: () => Promise<Response>): Promise<boolean> => {
    if (busy.current) return false;
    busy.current = true;
    setFailure(null);
    setStatus('sending');
    let response: Response;
    try {
      response = await send();
    } catch {
      busy.current = false;
      setFailure({ kind: 'network' });
      setStatus('idle');
      return false;
    }
    if (!response.ok) {
      const failed = await failureOf(response);
      busy.current = false;
      setFailure(failed);
      setStatus('idle');
      if (failed.fieldErrors) callbacks.current.onFieldErrors?.(failed.fieldErrors);
      return false;
    }
    setStatus('sent');
    timer.current = setTimeout(() => {
      callbacks.current.onReset();
      busy.current = false;
      setStatus('idle');
    }, SENT_STATE_MS);
    return true;
  }, []);

  const dismissFailure = useCallback(() => setFailure(null), []);

  /**
   * The form could not even be checked: its validation failed to load (see
   * lib/forms/validation.ts), so the visitor is offline. Told as a network
   * failure; nothing is reset.
   */
  const unreachable = useCallback(() => {
    if (busy.current) return;
    setFailure({ kind: 'network' });
    setStatus('idle');
  }, []);

  return { status, failure, submit, dismissFailure, unreachable };
}
