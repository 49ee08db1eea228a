'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { applyFieldErrors } from '@/components/forms/applyFieldErrors';
import { ContactFields } from '@/components/forms/ContactFields';
import { FormAlert } from '@/components/forms/FormAlert';
import { SubmitButton } from '@/components/forms/SubmitButton';
import { useFormSubmission } from '@/components/forms/useFormSubmission';
import { contactFields, contactSchema, formDataOf, type ContactData, type ContactInput } from '@/lib/forms/schemas';
import { trackedFetch } from '@/lib/progress';

const EMPTY: ContactInput = { name: '', email: '', phone: '', message: '' };

/** The contact form: posts to the site's own /api/forms/contact, which forwards to the agency. */
export function ContactForm({ footnote }: { footnote?: ReactNode }) {
  const t = useTranslations('Form');
  const locale = useLocale();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<ContactInput, unknown, ContactData>({
    resolver: zodResolver(contactSchema),
    shouldFocusError: true,
    // No defaultValues: what a visitor typed before the page became interactive
    // is read from the inputs instead of being overwritten.
  });
  const { status, failure, submit } = useFormSubmission({
    onReset: () => reset(EMPTY),
    onFieldErrors: (fieldErrors) => applyFieldErrors(setError, fieldErrors, contactFields),
  });

  const send = (data: ContactData) =>
    submit(() =>
      trackedFetch(`/api/forms/contact?lang=${locale}`, { method: 'POST', body: formDataOf(data) }),
    );

  return (
    <form method="post" noValidate onSubmit={(event) => void handleSubmit(send)(event)} aria-busy={status === 'sending'}>
      <p className="mb-5 text-sm text-stone">{t('allRequired')}</p>
      <ContactFields register={register} errors={errors} idPrefix="contact-" />
      <FormAlert
        failure={failure}
        labels={{ name: t('name'), email: t('email'), phone: t('phone'), message: t('message') }}
        className="mt-6"
      />
      <SubmitButton status={status} className="mt-6" />
      {footnote ? <p className="mt-5 text-xs leading-relaxed text-stone">{footnote}</p> : null}
    </form>
  );
}
