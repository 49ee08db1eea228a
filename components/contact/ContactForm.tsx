'use client';

import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { applyFieldErrors } from '@/components/forms/applyFieldErrors';
import { ContactFields } from '@/components/forms/ContactFields';
import { FormAlert } from '@/components/forms/FormAlert';
import { useTranslations } from 'next-intl';
import { SubmitButton } from '@/components/forms/SubmitButton';
import { useFormSubmission } from '@/components/forms/useFormSubmission';
import { contactFields, formDataOf } from '@/lib/forms/fields';
import type { ContactData, ContactInput } from '@/lib/forms/schemas';
import { contactValidation } from '@/lib/forms/validation';
import { trackedFetch } from '@/lib/browser/progress';

const EMPTY: ContactInput = { name: '', email: '', phone: '', message: '' };

/**
 * The contact form: posts to the site's own /api/forms/contact, which
 * forwards to the agency. Its words are the `Form` messages (the page's
 * IslandMessages), sent with the page's `locale`.
 */
export function ContactForm({ footnote, locale }: { footnote?: ReactNode; locale: string }) {
  const t = useTranslations('Form');
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<ContactInput, unknown, ContactData>({
    resolver: contactValidation.resolver,
    shouldFocusError: true,
    // No defaultValues: what a visitor typed before the page became interactive
    // is read from the inputs instead of being overwritten.
  });
  const { status, failure, submit, unreachable } = useFormSubmission({
    onReset: () => reset(EMPTY),
    onFieldErrors: (fieldErrors) => applyFieldErrors(setError, fieldErrors, contactFields),
  });

  const send = (data: ContactData) => {
    const body = formDataOf(data);
    return submit(
      (key) => trackedFetch(`/api/forms/contact?lang=${locale}`, { method: 'POST', body, headers: { 'Idempotency-Key': key } }),
      body,
    );
  };

  return (
    <form
      method="post"
      noValidate
      onSubmit={(event) => void handleSubmit(send)(event).catch(unreachable)}
      onFocus={contactValidation.preload}
      onPointerDown={contactValidation.preload}
      aria-busy={status === 'sending'}
    >
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
