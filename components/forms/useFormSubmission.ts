'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { SENT_STATE_MS } from '@/lib/rules/constants';

export type SubmissionStatus = 'idle' | 'sending' | 'sent';

export type SubmissionFailure = {
  /**
   * `uncertain`: the agency did not answer in time, the form may have
   * arrived (sending it again cannot store it twice); `busy`: too many
   * uploads at once, try again in a few seconds; `tooSlow`: the body did not
   * arrive in time.
   */
  kind: 'network' | 'rateLimited' | 'invalid' | 'server' | 'uncertain' | 'busy' | 'tooSlow';
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
  if (response.status === 408) return { kind: 'tooSlow' };
  // A gateway that gave up waiting (the site's own 504, or a proxy's) cannot
  // say whether the form was stored: the page says it may have been.
  if (response.status === 504) return { kind: 'uncertain' };
  let body: { errors?: unknown; reason?: unknown } | undefined;
  try {
    body = (await response.json()) as typeof body;
  } catch {
    body = undefined;
  }
  if (response.status === 503 && body?.reason === 'busy') return { kind: 'busy' };
  if (response.status >= 500 || response.status === 409) return { kind: 'server' };
  const errors = body?.errors;
  return isFieldErrors(errors) ? { kind: 'invalid', fieldErrors: errors } : { kind: 'invalid' };
}

/** A key for one filled form: a UUID where the browser makes them (secure contexts), else 32 random hex digits. */
export function newFormKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * What a form sends, in short: the same filled form gives the same text, a
 * changed field or another photo gives another (files by name, size, type
 * and date, not by their bytes).
 */
export function formSignature(body: FormData | undefined): string {
  if (!body) return '';
  return JSON.stringify(
    [...body.entries()].map(([name, value]) =>
      typeof value === 'string' ? [name, value] : [name, value.name, value.size, value.type, value.lastModified],
    ),
  );
}

/**
 * A form's life (docs/product.md §4,
 * docs/decisions/0024-failed-forms-keep-everything.md): idle → sending →
 * sent, and SENT_STATE_MS later `onReset` (values, validation, photos) and
 * idle again.
 * Any failure returns to idle with `failure` set and resets nothing, so the
 * visitor loses nothing typed. `onFieldErrors` receives a 422's field errors
 * so the form can mark its fields.
 *
 * Every send carries an idempotency key made for the filled form: the same
 * one when the same form is sent again after a failure (the agency stores
 * it once, even if the first send arrived), a new one once the form was
 * sent or when what it says has changed.
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
  const filled = useRef<{ key: string; signature: string } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const callbacks = useRef({ onReset, onFieldErrors });
  useEffect(() => {
    callbacks.current = { onReset, onFieldErrors };
  });
  useEffect(() => () => clearTimeout(timer.current), []);

  const submit = useCallback(async (send: (idempotencyKey: string) => Promise<Response>, body?: FormData): Promise<boolean> => {
    if (busy.current) return false;
    busy.current = true;
    setFailure(null);
    setStatus('sending');
    const signature = formSignature(body);
    if (filled.current?.signature !== signature) filled.current = { key: newFormKey(), signature };
    let response: Response;
    try {
      response = await send(filled.current.key);
    } catch {
      busy.current = false;
      setFailure({ kind: 'network' });
      setStatus('idle');
      return false;
    }
    if (!response.ok) {
      const failed = await failureOf(response);
      // The agency knows this key with another body: the next send gets a new one.
      if (response.status === 409) filled.current = null;
      busy.current = false;
      setFailure(failed);
      setStatus('idle');
      if (failed.fieldErrors) callbacks.current.onFieldErrors?.(failed.fieldErrors);
      return false;
    }
    filled.current = null;
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
