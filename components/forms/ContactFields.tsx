'use client';

import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import { LIMITS, type contactFields } from '@/lib/forms/fields';
import { Field } from './Field';
import { formErrorText } from './form-text';

type ContactFieldName = (typeof contactFields)[number];

/**
 * Name, email, phone and message: the four fields the contact form and the
 * budget request share, with their contract names, autocomplete hints and
 * translated errors.
 */
export function ContactFields({
  register,
  errors,
  idPrefix,
  messageMax = LIMITS.message,
}: {
  /** react-hook-form's `register` of any form holding these four fields. */
  register: (name: ContactFieldName) => UseFormRegisterReturn;
  errors: Partial<Record<ContactFieldName, { message?: string }>>;
  idPrefix: string;
  /** The budget request's message is shorter: the quote brief shares the contract's `message` with it. */
  messageMax?: number;
}) {
  const t = useTranslations('Form');
  const errorText = (key: string | undefined) => formErrorText(t, key);
  return (
    <div className="grid gap-x-6 gap-y-5 sm:grid-cols-2">
      <Field
        label={t('name')}
        autoComplete="name"
        maxLength={LIMITS.name}
        idPrefix={idPrefix}
        error={errorText(errors.name?.message)}
        {...register('name')}
      />
      <Field
        label={t('email')}
        type="email"
        inputMode="email"
        autoComplete="email"
        maxLength={LIMITS.email}
        idPrefix={idPrefix}
        error={errorText(errors.email?.message)}
        {...register('email')}
      />
      <Field
        label={t('phone')}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        maxLength={LIMITS.phone}
        idPrefix={idPrefix}
        className="sm:col-span-2"
        error={errorText(errors.phone?.message)}
        {...register('phone')}
      />
      <Field
        label={t('message')}
        multiline
        rows={6}
        maxLength={messageMax}
        idPrefix={idPrefix}
        className="sm:col-span-2"
        error={errorText(errors.message?.message)}
        {...register('message')}
      />
    </div>
  );
}
