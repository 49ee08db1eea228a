'use client';

import type { ChangeEventHandler, FocusEventHandler, ReactNode } from 'react';
import { controlClass, describedBy, FieldFrame, fieldIds, requiredMarks } from '@/components/forms/Field';
import { ChevronIcon } from '@/components/ui/icons';
import { optionsMarkup, type Option } from '@/lib/rules/options';

/**
 * A labelled native select with the forms' look (the shared Field draws
 * inputs and textareas). The options are markup, not React elements: the
 * scouting form's measures hold hundreds of them (most of that page's
 * elements), and hydrating each one was React's largest piece of work there
 * (docs/decisions/0034-select-options-as-markup.md). The selects
 * are uncontrolled (react-hook-form reads the DOM), so React never needs to
 * know the options; new options (a country's cities) replace the old ones.
 */
export function SelectField({
  name,
  label,
  options,
  placeholder,
  error,
  hint,
  disabled,
  required = false,
  className = '',
  onChange,
  onBlur,
  ref,
}: {
  name: string;
  label: ReactNode;
  options: readonly Option[];
  /** The empty first option ("Select"). */
  placeholder: string;
  error?: string;
  hint?: ReactNode;
  disabled?: boolean;
  required?: boolean;
  className?: string;
  onChange?: ChangeEventHandler<HTMLSelectElement>;
  onBlur?: FocusEventHandler<HTMLSelectElement>;
  ref?: (element: HTMLSelectElement | null) => void;
}) {
  const ids = fieldIds(name);
  return (
    <FieldFrame ids={ids} label={label} hint={hint} error={error} className={className}>
      <div className="relative">
        <select
          id={ids.id}
          name={name}
          ref={ref}
          onChange={onChange}
          onBlur={onBlur}
          disabled={disabled}
          {...requiredMarks(required, Boolean(error))}
          aria-describedby={describedBy(ids, hint, error)}
          className={`${controlClass(!!error)} cursor-pointer appearance-none pr-10 disabled:cursor-not-allowed`}
          dangerouslySetInnerHTML={{ __html: optionsMarkup(options, placeholder) }}
        />
        <ChevronIcon className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 text-stone" />
      </div>
    </FieldFrame>
  );
}
