'use client';

import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useFormatter, useTranslations } from 'next-intl';
import { applyFieldErrors } from '@/components/forms/applyFieldErrors';
import { ContactFields } from '@/components/forms/ContactFields';
import { FieldError } from '@/components/forms/Field';
import { FormAlert } from '@/components/forms/FormAlert';
import { formErrorText } from '@/components/forms/form-text';
import { SubmitButton } from '@/components/forms/SubmitButton';
import { useFormSubmission } from '@/components/forms/useFormSubmission';
import type { RosterCard } from '@/lib/rules/roster-card';
import { budgetFields, favoritesText, formDataOf } from '@/lib/forms/fields';
import type { BudgetData, BudgetInput } from '@/lib/forms/schemas';
import { budgetValidation } from '@/lib/forms/validation';
import { trackedFetch } from '@/lib/browser/progress';
import { reviewBrief } from '@/lib/browser/review-brief';
import { BUDGET_MESSAGE_MAX, briefFields, briefOf } from '@/lib/rules/quote-brief';
import { QuoteBriefFields } from './QuoteBriefFields';

const EMPTY = {
  name: '',
  email: '',
  phone: '',
  message: '',
  ...Object.fromEntries(briefFields.map((field) => [field, ''])),
};

/** A request the agency stored: when it answered, and for how many talents. */
type Sent = { at: Date; count: number };

/**
 * The budget request for the visitor's favourites (or a shared selection's
 * talents), with the quote brief. The favourites are not a
 * field the visitor types: they are taken from the store when the form is
 * sent, validated by the same schema as the server's, and they stay when
 * the form resets. Once a request is sent, a line beside the button says
 * when and for how many talents, and stays after the reset empties the form
 * (docs/product.md §4) until the page is left or another request is sent.
 * Its words are the `Form`, `Brief` and `Favorites` messages (the page's
 * IslandMessages).
 */
export function BudgetForm({ favorites, locale }: { favorites: readonly Pick<RosterCard, 'id' | 'name'>[]; locale: string }) {
  const t = useTranslations('Favorites');
  const formT = useTranslations('Form');
  const briefT = useTranslations('Brief');
  const reviewT = useTranslations('Review');
  const replyT = useTranslations('ReviewReply');
  const format = useFormatter();
  const [sent, setSent] = useState<Sent | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    subscribe,
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
    onReset: () => reset({ ...EMPTY, favorites: favoritesText(items()) }),
    onFieldErrors: (fieldErrors) => applyFieldErrors(setError, fieldErrors, budgetFields),
  });

  // The job's dates and company, for the cards' clash lines and the decision kit (lib/browser/review-brief.ts).
  useEffect(
    () =>
      subscribe({
        name: ['shootFrom', 'shootTo', 'company'],
        formState: { values: true },
        callback: ({ values }) =>
          reviewBrief.set({ from: values.shootFrom ?? '', to: values.shootTo ?? '', company: values.company ?? '' }),
      }),
    [subscribe],
  );

  /** The talents as the request names them: in the client's order, with their review when there is one. */
  const items = () => reviewBrief.itemsOf(favorites);

  const send = async (data: BudgetData) => {
    // A reviewed request may be past the contract's message bound: said here, before anything is sent,
    // with the route's own rule (lib/rules/review.ts), loaded only when there is a review.
    const named = items();
    if (named.some((item) => item.rank)) {
      const [{ composeBudgetRequestMessage }, { briefLabels, reviewLabels }] = await Promise.all([
        import('@/lib/rules/review'),
        import('@/lib/i18n/budget-labels'),
      ]);
      const { over } = composeBudgetRequestMessage({
        message: data.message,
        brief: briefOf(data),
        briefLabels: briefLabels(briefT),
        locale,
        items: named,
        reviewLabels: reviewLabels(reviewT, replyT),
      });
      if (over > 0) {
        applyFieldErrors(setError, { message: ['reviewTooLong'] }, budgetFields);
        return;
      }
    }
    const body = formDataOf(data);
    const count = favorites.length;
    const stored = await submit(
      (key) => trackedFetch(`/api/forms/budget?lang=${locale}`, { method: 'POST', body, headers: { 'Idempotency-Key': key } }),
      body,
    );
    if (stored) setSent({ at: new Date(), count });
  };

  const sentLine = sent
    ? t('budgetSent', {
        count: sent.count,
        // The visitor's clock: the provider's time zone is the server's.
        time: format.dateTime(sent.at, { timeStyle: 'short', timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone }),
        // "à 01:05" but "às 14:32", "a la 1:05" but "a las 14:32".
        hour: sent.at.getHours(),
      })
    : null;

  const none = favorites.length === 0;
  const favoritesError = formErrorText(formT, errors.favorites?.message);

  return (
    <form
      method="post"
      noValidate
      aria-busy={status === 'sending'}
      onSubmit={(event) => {
        setValue('favorites', favoritesText(items()));
        void handleSubmit(send)(event).catch(unreachable);
      }}
      onFocus={budgetValidation.preload}
      onPointerDown={budgetValidation.preload}
    >
      <p className="mb-5 text-sm text-stone">{formT('budgetRequired')}</p>
      <ContactFields register={register} errors={errors} idPrefix="budget-" messageMax={BUDGET_MESSAGE_MAX} />
      <QuoteBriefFields register={register} errors={errors} />
      <p id="budget-favorites" className="mt-6 text-sm text-stone" aria-live="polite">
        {none ? t('budgetDisabled') : t('inRequest', { count: favorites.length })}
      </p>
      <FieldError id="budget-favorites-error">{favoritesError}</FieldError>
      <FormAlert
        failure={failure}
        labels={{
          name: formT('name'),
          email: formT('email'),
          phone: formT('phone'),
          message: formT('message'),
          favorites: t('favoritesField'),
          company: briefT('company'),
          jobType: briefT('jobType'),
          shootFrom: briefT('shootFrom'),
          shootTo: briefT('shootTo'),
          decideBy: briefT('decideBy'),
          location: briefT('location'),
          usageMedia: briefT('usageMedia'),
          usageTerritory: briefT('usageTerritory'),
          usagePeriod: briefT('usagePeriod'),
          budget: briefT('budget'),
        }}
        className="mt-6"
      />
      <SubmitButton status={status} disabled={none} sentLine={sentLine} className="mt-6" />
    </form>
  );
}
