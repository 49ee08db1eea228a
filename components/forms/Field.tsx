'use client';

import type { ChangeEventHandler, FocusEventHandler, HTMLInputTypeAttribute, ReactNode } from 'react';

type FieldElement = HTMLInputElement | HTMLTextAreaElement;

export type FieldProps = {
  /** The contract's field name (`name`, `email`, `phone`, `message`…), also the element's id. */
  name: string;
  label: ReactNode;
  /** The translated error; its presence marks the field invalid. */
  error?: string;
  hint?: ReactNode;
  multiline?: boolean;
  rows?: number;
  type?: HTMLInputTypeAttribute;
  autoComplete?: string;
  inputMode?: 'text' | 'email' | 'tel' | 'url' | 'numeric' | 'decimal' | 'search' | 'none';
  maxLength?: number;
  placeholder?: string;
  disabled?: boolean;
  required?: boolean;
  /** Prefix for the element ids, when one page holds two forms with the same field names. */
  idPrefix?: string;
  className?: string;
  onChange?: ChangeEventHandler<FieldElement>;
  onBlur?: FocusEventHandler<FieldElement>;
  /** react-hook-form's `register()` ref fits here. */
  ref?: (element: FieldElement | null) => void;
};

/**
 * The input's look, shared by fields a form draws itself (selects, dates…).
 * The ring follows `:focus-within`, not `:focus`: a date field's calendar
 * button is a stop of its own inside the browser's shadow tree, where the
 * field no longer matches `:focus` and would lose its ring.
 */
export function controlClass(invalid: boolean): string {
  return [
    'block w-full min-h-12 rounded-none border bg-paper px-3 py-3 text-base text-ink',
    'placeholder:text-stone/70 transition-[border-color,box-shadow] outline-none focus-within:ring-1',
    invalid
      ? 'border-alert focus-within:ring-alert'
      : 'border-line hover:border-stone focus-within:border-ink focus-within:ring-ink',
    'disabled:bg-mist disabled:text-stone',
  ].join(' ');
}

export function fieldIds(name: string, idPrefix = '') {
  const id = `${idPrefix}${name}`;
  return { id, errorId: `${id}-error`, hintId: `${id}-hint` };
}

type FieldIds = ReturnType<typeof fieldIds>;

/** The control's aria-describedby: its hint, then its error, those that are shown. */
export function describedBy({ hintId, errorId }: FieldIds, hint: ReactNode, error: string | undefined) {
  return [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
}

/** The error line under a field; the id is what the control's aria-describedby names. */
export function FieldError({ id, children }: { id: string; children?: ReactNode }) {
  if (!children) return null;
  return (
    <p id={id} className="mt-1.5 text-sm text-alert">
      {children}
    </p>
  );
}

/**
 * A required control's marks: the native `required` (Chromium did not expose
 * `aria-required` on a file input or a checkbox as required), and
 * `aria-invalid` written out, `false` until the form's own validation names an
 * error. Chromium otherwise takes a control's native validity for its state,
 * so a required radio, checkbox or file left empty was announced invalid
 * before any send. The forms keep `noValidate`: the browser's own bubbles
 * never show, the forms' messages do.
 */
export function requiredMarks(required: boolean, invalid: boolean) {
  return { required: required || undefined, 'aria-invalid': invalid } as const;
}

/** A labelled text input or textarea with its error announced and tied to it. */
export function Field({
  name,
  label,
  error,
  hint,
  multiline = false,
  rows = 5,
  idPrefix,
  className = '',
  required = true,
  ref,
  ...control
}: FieldProps) {
  const ids = fieldIds(name, idPrefix);
  const shared = {
    id: ids.id,
    name,
    ...requiredMarks(required, Boolean(error)),
    'aria-describedby': describedBy(ids, hint, error),
    className: controlClass(!!error),
  } as const;

  return (
    <FieldFrame ids={ids} label={label} hint={hint} error={error} className={className}>
      {multiline ? (
        <textarea {...shared} {...control} ref={ref} rows={rows} className={`${shared.className} resize-y`} />
      ) : (
        // The type is written even when it is text: checkers that read the attribute (HTML_CodeSniffer's
        // autocomplete rule) otherwise take the control for another kind.
        <input type="text" {...shared} {...control} ref={ref} />
      )}
    </FieldFrame>
  );
}

/** A control (`children`) with its label above it, its hint and its error below: Field's and SelectField's. */
export function FieldFrame({
  ids,
  label,
  hint,
  error,
  className,
  children,
}: {
  ids: FieldIds;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <label htmlFor={ids.id} className="mb-2 block text-xs tracking-[0.2em] text-ink uppercase">
        {label}
      </label>
      {children}
      {hint ? (
        <p id={ids.hintId} className="mt-1.5 text-sm text-stone">
          {hint}
        </p>
      ) : null}
      <FieldError id={ids.errorId}>{error}</FieldError>
    </div>
  );
}
