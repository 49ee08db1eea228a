'use client';

import { useForm } from 'react-hook-form';
import { applyFieldErrors } from '@/components/forms/applyFieldErrors';
import { ContactFields } from '@/components/forms/ContactFields';
import { FieldError } from '@/components/forms/Field';
import { FormAlert } from '@/components/forms/FormAlert';
import { formErrorText, type FormText } from '@/components/forms/form-text';
import { SubmitButton } from '@/components/forms/SubmitButton';
import { useFormSubmission } from '@/components/forms/useFormSubmission';
import type { RosterCard } from '@/lib/rules/roster-card';
import { budgetFields, favoritesText, formDataOf } from '@/lib/forms/fields';
import type { BudgetData, BudgetInput } from '@/lib/forms/schemas';
import { budgetValidation } from '@/lib/forms/validation';
import { pluralText } from '@/lib/forms/plural';
import { trackedFetch } from '@/lib/browser/progress';
import { BUDGET_MESSAGE_MAX, briefFields } from '@/lib/rules/quote-brief';
import type { FavoritesText } from './favorites-text';
import { QuoteBriefFields, type BriefText } from './QuoteBriefFields';

const EMPTY = {
  name: '',
  email: '',
  phone: '',
  message: '',
  ...Object.fromEntries(briefFields.map((field) => [field, ''])),
};

/**
 * The budget request for the visitor's favourites (or a shared selection's
 * talents), with the quote brief. The favourites are not a
 * field the visitor types: they are taken from the store when the form is
 * sent, validated by the same schema as the server's, and they stay when
 * the form resets. Its words come from the server: `formText` (the `Form`
 * messages) and `text` (the `Favorites` ones).
 */
export function BudgetForm({
  favorites,
  text,
  formText,
  briefText,
  locale,
}: {
  favorites: readonly Pick<RosterCard, 'id' | 'name'>[];
  text: Pick<FavoritesText, 'budgetDisabled' | 'inRequest' | 'favoritesField'>;
  formText: FormText;
  briefText: BriefText;
  locale: string;
}) {
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setValue,
    formState: { errors },
  } = useForm<BudgetInput, unknown, BudgetData>({
    resolver: budgetValidation.resolver,
    shouldFocusError: true,
    // No defaultValues: what a visitor typed before the page became interactive
    // is read from the inputs instead of being overwritten.
  });
  const { status, failure, submit, unreachable } = useFormSubmission({
    onReset: () => reset({ ...EMPTY, favorites: favoritesText(favorites) }),
    onFieldErrors: (fieldErrors) => applyFieldErrors(setError, fieldErrors, budgetFields),
  });

  const send = (data: BudgetData) => {
    const body = formDataOf(data);
    return submit(
      (key) =>
        trackedFetch(`/api/forms/budget?lang=${locale}`, { method: 'POST', body, headers: { 'Idempotency-Key': key } }),
      body,
    );
  };

  const none = favorites.length === 0;
  const favoritesError = formErrorText(formText, errors.favorites?.message);

  return (
    <form
      method="post"
      noValidate
      aria-busy={status === 'sending'}
      onSubmit={(event) => {
        setValue('favorites', favoritesText(favorites));
        void handleSubmit(send)(event).catch(unreachable);
      }}
      onFocus={budgetValidation.preload}
      onPointerDown={budgetValidation.preload}
    >
      <p className="mb-5 text-sm text-stone">{formText.budgetRequired}</p>
      <ContactFields register={register} errors={errors} idPrefix="budget-" text={formText} messageMax={BUDGET_MESSAGE_MAX} />
      <QuoteBriefFields register={register} errors={errors} text={briefText} formText={formText} />
      <p id="budget-favorites" className="mt-6 text-sm text-stone" aria-live="polite">
        {none ? text.budgetDisabled : pluralText(text.inRequest, favorites.length, locale)}
      </p>
      <FieldError id="budget-favorites-error">{favoritesError}</FieldError>
      <FormAlert
        failure={failure}
        labels={{
          name: formText.name,
          email: formText.email,
          phone: formText.phone,
          message: formText.message,
          favorites: text.favoritesField,
          company: briefText.company,
          jobType: briefText.jobType,
          shootFrom: briefText.shootFrom,
          shootTo: briefText.shootTo,
          location: briefText.location,
          usageMedia: briefText.usageMedia,
          usageTerritory: briefText.usageTerritory,
          usagePeriod: briefText.usagePeriod,
          budget: briefText.budget,
        }}
        className="mt-6"
        text={formText}
      />
      <SubmitButton status={status} disabled={none} className="mt-6" text={formText} />
    </form>
  );
}
