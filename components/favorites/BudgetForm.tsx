'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useLocale, useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import { applyFieldErrors } from '@/components/forms/applyFieldErrors';
import { ContactFields } from '@/components/forms/ContactFields';
import { FieldError } from '@/components/forms/Field';
import { FormAlert } from '@/components/forms/FormAlert';
import { SubmitButton } from '@/components/forms/SubmitButton';
import { useFormErrorText } from '@/components/forms/useFormErrorText';
import { useFormSubmission } from '@/components/forms/useFormSubmission';
import type { FavoriteTalent } from '@/lib/favorites';
import {
  budgetFields,
  budgetSchema,
  favoritesText,
  formDataOf,
  type BudgetData,
  type BudgetInput,
} from '@/lib/forms/schemas';
import { trackedFetch } from '@/lib/progress';

const EMPTY = { name: '', email: '', phone: '', message: '' };

/**
 * The budget request for the visitor's favourites. The favourites are not a
 * field the visitor types: they are taken from the store when the form is
 * sent, validated by the same schema as the server's, and they stay when
 * the form resets.
 */
export function BudgetForm({ favorites }: { favorites: readonly FavoriteTalent[] }) {
  const t = useTranslations('Form');
  const tf = useTranslations('Favorites');
  const errorText = useFormErrorText();
  const locale = useLocale();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setValue,
    formState: { errors },
  } = useForm<BudgetInput, unknown, BudgetData>({
    resolver: zodResolver(budgetSchema),
    shouldFocusError: true,
    // No defaultValues: what a visitor typed before the page became interactive
    // is read from the inputs instead of being overwritten.
  });
  const { status, failure, submit } = useFormSubmission({
    onReset: () => reset({ ...EMPTY, favorites: favoritesText(favorites) }),
    onFieldErrors: (fieldErrors) => applyFieldErrors(setError, fieldErrors, budgetFields),
  });

  const send = (data: BudgetData) =>
    submit(() => trackedFetch(`/api/forms/budget?lang=${locale}`, { method: 'POST', body: formDataOf(data) }));

  const none = favorites.length === 0;
  const favoritesError = errorText(errors.favorites?.message);

  return (
    <form
      method="post"
      noValidate
      aria-busy={status === 'sending'}
      onSubmit={(event) => {
        setValue('favorites', favoritesText(favorites));
        void handleSubmit(send)(event);
      }}
    >
      <p className="mb-5 text-sm text-stone">{t('allRequired')}</p>
      <ContactFields register={register} errors={errors} idPrefix="budget-" />
      <p id="budget-favorites" className="mt-6 text-sm text-stone" aria-live="polite">
        {none ? tf('budgetDisabled') : tf('inRequest', { count: favorites.length })}
      </p>
      <FieldError id="budget-favorites-error">{favoritesError}</FieldError>
      <FormAlert
        failure={failure}
        labels={{
          name: t('name'),
          email: t('email'),
          phone: t('phone'),
          message: t('message'),
          favorites: tf('favoritesField'),
        }}
        className="mt-6"
      />
      <SubmitButton status={status} disabled={none} className="mt-6" />
    </form>
  );
}
