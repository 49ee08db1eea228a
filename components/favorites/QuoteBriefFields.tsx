'use client';

import { useTranslations } from 'next-intl';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field } from '@/components/forms/Field';
import { formErrorText } from '@/components/forms/form-text';
import { SelectField } from '@/components/scouting/SelectField';
import { BRIEF_LIMITS, JOB_TYPES, type BriefField } from '@/lib/rules/quote-brief';

type DateField = 'shootFrom' | 'shootTo' | 'decideBy';

/**
 * The quote brief's fields (docs/decisions/0038-quote-brief-inside-the-message.md): what a booker knows about the job,
 * every one optional. The server writes them into the request's message.
 */
export function QuoteBriefFields({
  register,
  errors,
}: {
  register: (name: BriefField) => UseFormRegisterReturn;
  errors: Partial<Record<BriefField, { message?: string }>>;
}) {
  const t = useTranslations('Brief');
  const formT = useTranslations('Form');
  const error = (name: BriefField) => formErrorText(formT, errors[name]?.message);
  const date = (name: DateField) => (
    <Field label={t(name)} type="date" idPrefix="budget-" required={false} error={error(name)} {...register(name)} />
  );
  const text_ = (name: Exclude<BriefField, 'jobType' | DateField>, hint?: string, className = '') => (
    <Field
      label={t(name)}
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
      {/* Floated, the legend is laid out inside the fieldset, below its rule, as the scouting form's
          sections are; left in the border, the rule would be drawn through its middle, at the
          title's cap height. */}
      <legend className="float-left mb-5 w-full font-display text-2xl">{t('title')}</legend>
      <div className="clear-both grid gap-x-6 gap-y-5 sm:grid-cols-2">
        {text_('company', undefined, 'sm:col-span-2')}
        <SelectField
          label={t('jobType')}
          placeholder={t('jobTypeNone')}
          options={JOB_TYPES.map((type) => ({ value: type, label: t(`jobTypes.${type}`) }))}
          error={error('jobType')}
          {...register('jobType')}
        />
        {text_('location')}
        {date('shootFrom')}
        {date('shootTo')}
        {date('decideBy')}
        {text_('usageMedia', t('usageMediaHint'), 'sm:col-span-2')}
        {text_('usageTerritory', t('usageTerritoryHint'))}
        {text_('usagePeriod', t('usagePeriodHint'))}
        {text_('budget', t('budgetHint'), 'sm:col-span-2')}
      </div>
    </fieldset>
  );
}
