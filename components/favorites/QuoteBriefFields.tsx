'use client';

import type { Messages } from 'next-intl';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field } from '@/components/forms/Field';
import { formErrorText, type FormText } from '@/components/forms/form-text';
import { SelectField } from '@/components/scouting/SelectField';
import { BRIEF_LIMITS, JOB_TYPES, type BriefField } from '@/lib/rules/quote-brief';

export type BriefText = Messages['Brief'];

/**
 * The quote brief's fields (docs/decisions/0038-quote-brief-inside-the-message.md): what a booker knows about the job,
 * every one optional. The server writes them into the request's message.
 */
export function QuoteBriefFields({
  register,
  errors,
  text,
  formText,
}: {
  register: (name: BriefField) => UseFormRegisterReturn;
  errors: Partial<Record<BriefField, { message?: string }>>;
  text: BriefText;
  formText: FormText;
}) {
  const error = (name: BriefField) => formErrorText(formText, errors[name]?.message);
  const text_ = (name: Exclude<BriefField, 'jobType' | 'shootFrom' | 'shootTo'>, hint?: string, className = '') => (
    <Field
      label={text[name]}
      maxLength={BRIEF_LIMITS[name]}
      idPrefix="budget-"
      required={false}
      hint={hint}
      className={className}
      error={error(name)}
      {...register(name)}
    />
  );
  return (
    <fieldset className="mt-8 border-t border-line pt-6">
      <legend className="mb-5 pt-6 font-display text-2xl">{text.title}</legend>
      <div className="grid gap-x-6 gap-y-5 sm:grid-cols-2">
        {text_('company', undefined, 'sm:col-span-2')}
        <SelectField
          label={text.jobType}
          placeholder={text.jobTypeNone}
          options={JOB_TYPES.map((type) => ({ value: type, label: text.jobTypes[type] }))}
          error={error('jobType')}
          {...register('jobType')}
        />
        {text_('location')}
        <Field
          label={text.shootFrom}
          type="date"
          idPrefix="budget-"
          required={false}
          error={error('shootFrom')}
          {...register('shootFrom')}
        />
        <Field
          label={text.shootTo}
          type="date"
          idPrefix="budget-"
          required={false}
          error={error('shootTo')}
          {...register('shootTo')}
        />
        {text_('usageMedia', text.usageMediaHint, 'sm:col-span-2')}
        {text_('usageTerritory', text.usageTerritoryHint)}
        {text_('usagePeriod', text.usagePeriodHint)}
        {text_('budget', text.budgetHint, 'sm:col-span-2')}
      </div>
    </fieldset>
  );
}
