'use client';

import { useCallback, useMemo, useRef, useState, type ChangeEvent } from 'react';
import { flushSync } from 'react-dom';
import { useTranslations } from 'next-intl';
import { FormProvider, useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { applyFieldErrors } from '@/components/forms/applyFieldErrors';
import { Field, FieldError, requiredMarks } from '@/components/forms/Field';
import { FormAlert } from '@/components/forms/FormAlert';
import { SubmitButton } from '@/components/forms/SubmitButton';
import { useFormSubmission } from '@/components/forms/useFormSubmission';
import { Link } from '@/components/ui/Link';
import { calendarDay, FIELD_LIMITS, needsGuardian } from '@/lib/rules/agreed';
import { maskDateInput } from '@/lib/rules/date-input';
import {
  EMPTY_SCOUTING_VALUES,
  GENDERS,
  MEASURE_FIELDS,
  PHOTO_FIELDS,
  SCOUTING_FIELD_ORDER,
  scoutingFormData,
  type PhotoField,
  type ScoutingField,
} from '@/lib/forms/scouting-fields';
import type { ScoutingData, ScoutingInput } from '@/lib/forms/scouting-schema';
import { scoutingValidation } from '@/lib/forms/validation';
import { scoutingMeasureOptions } from '@/lib/rules/options';
import type { Place } from '@/lib/agency/types';
import { trackedFetch } from '@/lib/browser/progress';
import { ErrorSummary } from './ErrorSummary';
import { PhotoSlot } from './PhotoSlot';
import { OptionalLabel, PlaceFields } from './PlaceFields';
import { scoutingErrorText } from './scouting-text';
import { SelectField } from './SelectField';

/** Under 18 today, by the same rule the schema applies (docs/decisions/0025-guardian-only-under-18.md). */
function minorToday(birthdate: string | undefined): boolean {
  return needsGuardian((birthdate ?? '').trim(), calendarDay(new Date()));
}

/** The bounds the schema and the back office apply (lib/rules/agreed.ts). */
const L = FIELD_LIMITS.scouting;

const legendClass = 'mb-6 font-display text-2xl';
const sectionClass = 'border-t border-line pt-8';

/**
 * The scouting application (docs/product.md §2, §3, §5): validated in the browser with
 * the schema the server applies again, sent as multipart to the site's own
 * `/api/forms/scouting`, which forwards it to the agency. Its words are the
 * `Scouting` and `Form` messages (the page's IslandMessages); it is sent
 * with the page's `locale`.
 */
export function ScoutingForm({ countries, locale }: { countries: readonly Place[]; locale: string }) {
  const t = useTranslations('Scouting');
  const errorsT = useTranslations('Scouting.errors');
  const formT = useTranslations('Form');
  const errorText = useCallback((key: string | undefined) => scoutingErrorText(errorsT, formT, key), [errorsT, formT]);
  const form = useForm<ScoutingInput, unknown, ScoutingData>({
    resolver: scoutingValidation.resolver,
    defaultValues: EMPTY_SCOUTING_VALUES,
    // Focus goes to the first invalid field in screen order, set below.
    shouldFocusError: false,
  });
  const {
    register,
    control,
    handleSubmit,
    reset,
    setValue,
    setError,
    clearErrors,
    setFocus,
    trigger,
    formState: { errors, isSubmitted, submitCount },
  } = form;

  // Remounts the photo slots on reset, which also revokes their previews.
  const [round, setRound] = useState(0);
  const [preparing, setPreparing] = useState<ReadonlySet<PhotoField>>(new Set());
  const [unplaced, setUnplaced] = useState<Record<string, string[]> | undefined>(undefined);

  const onReset = useCallback(() => {
    reset(EMPTY_SCOUTING_VALUES);
    setRound((r) => r + 1);
    setPreparing(new Set());
    setUnplaced(undefined);
  }, [reset]);

  const onFieldErrors = useCallback(
    (fieldErrors: Record<string, string[]>) => {
      const unknown = applyFieldErrors(setError, fieldErrors, SCOUTING_FIELD_ORDER);
      setUnplaced(unknown.length > 0 ? Object.fromEntries(unknown.map((f) => [f, fieldErrors[f] ?? []])) : undefined);
    },
    [setError],
  );

  const { status, failure, submit, unreachable } = useFormSubmission({ onReset, onFieldErrors });

  // A refused send lists what is left to fix at the top (ErrorSummary) until it is sent: the fields
  // it found, then, once the form's state has the send (its count), the fields still in error.
  const [refused, setRefused] = useState<{ fields: readonly ScoutingField[]; at: number } | null>(null);
  const summary = useRef<HTMLDivElement>(null);

  const onPreparing = useCallback((field: PhotoField, busy: boolean) => {
    setPreparing((current) => {
      const next = new Set(current);
      if (busy) next.add(field);
      else next.delete(field);
      return next;
    });
  }, []);

  const send = (data: ScoutingData) => {
    setRefused(null);
    const body = scoutingFormData(data);
    return submit(
      (key) => trackedFetch(`/api/forms/scouting?lang=${locale}`, { method: 'POST', body, headers: { 'Idempotency-Key': key } }),
      body,
    );
  };

  // One field to fix: focus goes to it, its message beside it. More: to the summary that lists them.
  // The summary is drawn at once and focused in the same task, as a field is: no frame shows it with
  // focus left on the send button it pushed down.
  const focusFirstInvalid = (invalid: FieldErrors<ScoutingInput>) => {
    const fields = SCOUTING_FIELD_ORDER.filter((field) => invalid[field]);
    flushSync(() => setRefused({ fields, at: submitCount }));
    if (fields.length > 1) summary.current?.focus();
    else if (fields[0]) setFocus(fields[0]);
  };

  const birthdate = useWatch({ control, name: 'birthdate' });
  const minor = useMemo(() => minorToday(birthdate), [birthdate]);
  const birthdateField = register('birthdate');
  const onBirthdateChange = (event: ChangeEvent<HTMLInputElement>) => {
    event.target.value = maskDateInput(event.target.value);
    void birthdateField.onChange(event);
    // The guardian is not applicable to adults: nothing typed for them is kept.
    if (!minorToday(event.target.value)) {
      setValue('responsable', '');
      clearErrors('responsable');
    } else if (isSubmitted) {
      // Appearing after a send attempt, the field shows at once that it is wanted.
      void trigger('responsable');
    }
  };

  const textField = (name: 'name' | 'whatsapp' | 'instagram' | 'email' | 'responsable' | 'nationality' | 'skills' | 'video') => ({
    ...register(name),
    error: errorText(errors[name]?.message),
  });
  const optional = (label: string) => <OptionalLabel label={label} optional={t('optional')} />;

  const labels = Object.fromEntries(
    SCOUTING_FIELD_ORDER.map((field) => [
      field,
      field.startsWith('image_')
        ? t('photo', { index: Number(field.slice(6)) })
        : t(field === 'id_country' ? 'country' : field === 'id_city' ? 'city' : (field as 'name')),
    ]),
  );

  const measureOptions = useMemo(
    () => Object.fromEntries(MEASURE_FIELDS.map((field) => [field, scoutingMeasureOptions(field, locale)])),
    [locale],
  );
  const toFixFields = !refused
    ? []
    : submitCount > refused.at
      ? SCOUTING_FIELD_ORDER.filter((field) => errors[field])
      : refused.fields;
  const toFix = toFixFields.map((field) => ({
    // The radios have no element named after the field: the first one stands for the group.
    id: field === 'gender' ? `gender-${GENDERS[0]}` : field,
    label: labels[field] ?? field,
  }));

  return (
    <FormProvider {...form}>
      <form
        noValidate
        onSubmit={(event) => void handleSubmit(send, focusFirstInvalid)(event).catch(unreachable)}
        onFocus={scoutingValidation.preload}
        onPointerDown={scoutingValidation.preload}
        aria-label={t('title')}
        className="space-y-12"
      >
        <p className="text-sm text-stone">{t('requiredNote')}</p>
        <ErrorSummary ref={summary} title={t('errorSummary', { count: toFix.length })} fields={toFix} />
        <fieldset className="space-y-6">
          <legend className={legendClass}>{t('aboutYou')}</legend>
          <Field {...textField('name')} label={t('name')} autoComplete="name" maxLength={L.name} />

          <fieldset
            role="radiogroup"
            aria-required="true"
            aria-invalid={errors.gender ? true : undefined}
            aria-describedby={errors.gender ? 'gender-error' : undefined}
          >
            <legend className="mb-2 block text-xs tracking-[0.2em] text-ink uppercase">{t('gender')}</legend>
            <div className="grid max-w-sm grid-cols-2">
              {GENDERS.map((gender) => (
                <label key={gender} className="relative">
                  <input
                    type="radio"
                    id={`gender-${gender}`}
                    value={gender}
                    {...register('gender')}
                    // Required and, until a send finds none chosen, not invalid (requiredMarks); each radio is
                    // described by the group's error.
                    {...requiredMarks(true, Boolean(errors.gender))}
                    aria-describedby={errors.gender ? 'gender-error' : undefined}
                    className="peer sr-only"
                  />
                  <span
                    className={[
                      'flex min-h-12 cursor-pointer items-center justify-center border px-4 text-sm transition-colors',
                      'peer-checked:border-ink peer-checked:bg-ink peer-checked:text-paper',
                      'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ink',
                      errors.gender ? 'border-alert' : 'border-line hover:border-stone',
                      gender === 'man' ? '-ml-px' : '',
                    ].join(' ')}
                  >
                    {t(gender)}
                  </span>
                </label>
              ))}
            </div>
            <FieldError id="gender-error">{errorText(errors.gender?.message)}</FieldError>
          </fieldset>

          <Field
            {...birthdateField}
            onChange={onBirthdateChange}
            label={t('birthdate')}
            hint={t('birthdateHint')}
            inputMode="numeric"
            autoComplete="bday"
            maxLength={L.birthdate}
            error={errorText(errors.birthdate?.message)}
          />
          {minor ? (
            <Field
              {...textField('responsable')}
              label={t('responsable')}
              hint={t('responsableHint')}
              autoComplete="off"
              maxLength={L.responsable}
            />
          ) : null}
          <div className="grid gap-6 sm:grid-cols-2">
            <Field
              {...textField('whatsapp')}
              label={t('whatsapp')}
              hint={t('whatsappHint')}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              maxLength={L.whatsapp}
            />
            <Field
              {...textField('instagram')}
              label={t('instagram')}
              hint={t('instagramHint')}
              autoComplete="off"
              maxLength={L.instagram}
            />
          </div>
          <Field
            {...textField('email')}
            label={t('email')}
            type="email"
            inputMode="email"
            autoComplete="email"
            maxLength={L.email}
          />
        </fieldset>

        <fieldset className={`${sectionClass} space-y-6`}>
          <legend className={`${legendClass} float-left w-full`}>{t('whereYouLive')}</legend>
          <Field
            {...textField('nationality')}
            label={optional(t('nationality'))}
            required={false}
            maxLength={L.nationality}
            className="clear-both"
          />
          {countries.length > 0 ? (
            <div className="grid gap-6 sm:grid-cols-2">
              <PlaceFields countries={countries} errorText={errorText} locale={locale} />
            </div>
          ) : null}
        </fieldset>

        <fieldset className={sectionClass} aria-describedby="measures-hint">
          <legend className={`${legendClass} float-left w-full`}>{t('measures')}</legend>
          <p id="measures-hint" className="clear-both mb-6 text-sm text-stone">
            {t('measuresHint')} ({t('optional')})
          </p>
          <div className="grid grid-cols-2 gap-x-4 gap-y-6 lg:grid-cols-5">
            {MEASURE_FIELDS.map((field) => (
              <SelectField
                key={field}
                {...register(field)}
                label={t(field)}
                placeholder="—"
                options={measureOptions[field] ?? []}
                error={errorText(errors[field]?.message)}
              />
            ))}
          </div>
        </fieldset>

        <fieldset className={`${sectionClass} space-y-6`}>
          <legend className={`${legendClass} float-left w-full`}>{t('more')}</legend>
          <Field
            {...textField('skills')}
            label={optional(t('skills'))}
            hint={t('skillsHint')}
            required={false}
            multiline
            rows={4}
            maxLength={L.skills}
            className="clear-both"
          />
          <Field
            {...textField('video')}
            label={optional(t('video'))}
            hint={t('videoHint')}
            required={false}
            type="url"
            inputMode="url"
            placeholder="https://"
            maxLength={L.video}
          />
        </fieldset>

        <fieldset className={sectionClass} aria-describedby="photos-hint">
          <legend className={`${legendClass} float-left w-full`}>{t('photos')}</legend>
          <div className="clear-both mb-8 grid gap-6 lg:grid-cols-2">
            <p id="photos-hint" className="text-sm text-stone">
              {t('photosHint')}
            </p>
            <div className="bg-mist px-5 py-4">
              <h3 className="mb-2 text-xs tracking-[0.2em] uppercase">{t('guidanceTitle')}</h3>
              <ul className="list-disc space-y-1 pl-5 text-sm">
                {(['front', 'profile', 'body', 'natural', 'light'] as const).map((key) => (
                  <li key={key}>{t(`guidance.${key}`)}</li>
                ))}
              </ul>
            </div>
          </div>
          <div key={round} className="grid grid-cols-2 gap-x-4 gap-y-8 lg:grid-cols-4">
            {PHOTO_FIELDS.map((field, i) => (
              <PhotoSlot
                key={field}
                field={field}
                index={i + 1}
                hint={t(`slot.${(i + 1) as 1 | 2 | 3 | 4}`)}
                onPreparing={onPreparing}
                errorText={errorText}
              />
            ))}
          </div>
        </fieldset>

        <div className={`${sectionClass} space-y-8`}>
          <div>
            <label className="flex min-h-11 cursor-pointer items-start gap-3 py-2">
              <input
                type="checkbox"
                id="privacy"
                {...register('privacy')}
                {...requiredMarks(true, Boolean(errors.privacy))}
                aria-describedby={errors.privacy ? 'privacy-error' : undefined}
                className={`mt-0.5 h-5 w-5 shrink-0 cursor-pointer accent-ink ${errors.privacy ? 'outline-2 outline-alert' : ''}`}
              />
              <span className="text-sm">
                {t.rich('privacyAccept', {
                  link: (chunks) => (
                    <Link href="/privacy" target="_blank" className="underline underline-offset-4 hover:text-stone">
                      {chunks}
                      <span className="sr-only"> {t('newTab')}</span>
                    </Link>
                  ),
                })}
              </span>
            </label>
            <FieldError id="privacy-error">{errorText(errors.privacy?.message)}</FieldError>
          </div>
          <FormAlert failure={failure ? { ...failure, fieldErrors: unplaced } : null} labels={labels} />
          <SubmitButton status={status} disabled={preparing.size > 0} why={t('preparingPhoto')} />
        </div>
      </form>
    </FormProvider>
  );
}
