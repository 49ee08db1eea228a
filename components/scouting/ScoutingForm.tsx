'use client';

import { useCallback, useMemo, useState, type ChangeEvent, type ReactNode } from 'react';
import { FormProvider, useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { applyFieldErrors } from '@/components/forms/applyFieldErrors';
import { Field, FieldError } from '@/components/forms/Field';
import { FormAlert } from '@/components/forms/FormAlert';
import type { FormText } from '@/components/forms/form-text';
import { SubmitButton } from '@/components/forms/SubmitButton';
import { useFormSubmission } from '@/components/forms/useFormSubmission';
import { Link } from '@/components/ui/Link';
import { isMinor, isPastDate, parseBirthdate } from '@/lib/rules/age';
import { maskDateInput } from '@/lib/rules/date-input';
import { fill } from '@/lib/rules/format';
import {
  EMPTY_SCOUTING_VALUES,
  GENDERS,
  MEASURE_FIELDS,
  PHOTO_FIELDS,
  SCOUTING_FIELD_ORDER,
  scoutingFormData,
  type PhotoField,
} from '@/lib/forms/scouting-fields';
import type { ScoutingData, ScoutingInput } from '@/lib/forms/scouting-schema';
import { scoutingValidation } from '@/lib/forms/validation';
import { OPTION_LISTS } from '@/lib/rules/options';
import type { Place } from '@/lib/server/places';
import { trackedFetch } from '@/lib/browser/progress';
import { PhotoSlot } from './PhotoSlot';
import { OptionalLabel, PlaceFields } from './PlaceFields';
import { linkParts, scoutingErrorText, type ScoutingText } from './scouting-text';
import { SelectField } from './SelectField';

/** Under 18 today, by the same rule the schema applies (docs/decisions/0025-guardian-only-under-18.md). */
function minorToday(birthdate: string | undefined): boolean {
  const birth = parseBirthdate(birthdate ?? '');
  const today = new Date();
  return birth !== null && isPastDate(birth, today) && isMinor(birth, today);
}

/** A message with one `<link>…</link>` part (next-intl's rich text), that part drawn by `link`. */
function withLink(message: string, link: (chunks: string) => ReactNode): ReactNode {
  const parts = linkParts(message);
  if (!parts) return message;
  const [before, inside, after] = parts;
  return (
    <>
      {before}
      {link(inside)}
      {after}
    </>
  );
}

const legendClass = 'mb-6 font-display text-2xl';
const sectionClass = 'border-t border-line pt-8';

/**
 * The scouting application (docs/product.md §2, §3, §5): validated in the browser with
 * the schema the server applies again, sent as multipart to the site's own
 * `/api/forms/scouting`, which forwards it to the agency. Its words come
 * from the server: `text` (the `Scouting` messages, templates filled here)
 * and `formText` (the shared `Form` ones), with the page's `locale`.
 */
export function ScoutingForm({
  countries,
  text,
  formText,
  locale,
}: {
  countries: readonly Place[];
  text: ScoutingText;
  formText: FormText;
  locale: string;
}) {
  const errorText = useCallback(
    (key: string | undefined) => scoutingErrorText(text, formText, key),
    [text, formText],
  );
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
    formState: { errors, isSubmitted },
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

  const onPreparing = useCallback((field: PhotoField, busy: boolean) => {
    setPreparing((current) => {
      const next = new Set(current);
      if (busy) next.add(field);
      else next.delete(field);
      return next;
    });
  }, []);

  const send = (data: ScoutingData) => {
    const body = scoutingFormData(data);
    return submit(
      (key) =>
        trackedFetch(`/api/forms/scouting?lang=${locale}`, { method: 'POST', body, headers: { 'Idempotency-Key': key } }),
      body,
    );
  };

  const focusFirstInvalid = (invalid: FieldErrors<ScoutingInput>) => {
    const first = SCOUTING_FIELD_ORDER.find((field) => invalid[field]);
    if (first) setFocus(first);
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
  const optional = (label: string) => <OptionalLabel label={label} optional={text.optional} />;

  const labels = Object.fromEntries(
    SCOUTING_FIELD_ORDER.map((field) => [
      field,
      field.startsWith('image_')
        ? fill(text.photo, { index: Number(field.slice(6)) })
        : text[field === 'id_country' ? 'country' : field === 'id_city' ? 'city' : (field as 'name')],
    ]),
  );

  return (
    <FormProvider {...form}>
      <form
        noValidate
        onSubmit={(event) => void handleSubmit(send, focusFirstInvalid)(event).catch(unreachable)}
        onFocus={scoutingValidation.preload}
        onPointerDown={scoutingValidation.preload}
        aria-label={text.title}
        className="space-y-12"
      >
        <fieldset className="space-y-6">
          <legend className={legendClass}>{text.aboutYou}</legend>
          <Field {...textField('name')} label={text.name} autoComplete="name" maxLength={120} />

          <fieldset aria-describedby={errors.gender ? 'gender-error' : undefined}>
            <legend className="mb-2 block text-xs tracking-[0.2em] text-ink uppercase">{text.gender}</legend>
            <div className="grid max-w-sm grid-cols-2">
              {GENDERS.map((gender) => (
                <label key={gender} className="relative">
                  <input
                    type="radio"
                    value={gender}
                    {...register('gender')}
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
                    {text[gender]}
                  </span>
                </label>
              ))}
            </div>
            <FieldError id="gender-error">{errorText(errors.gender?.message)}</FieldError>
          </fieldset>

          <Field
            {...birthdateField}
            onChange={onBirthdateChange}
            label={text.birthdate}
            hint={text.birthdateHint}
            inputMode="numeric"
            autoComplete="bday"
            maxLength={10}
            error={errorText(errors.birthdate?.message)}
          />
          {minor ? (
            <Field
              {...textField('responsable')}
              label={text.responsable}
              hint={text.responsableHint}
              autoComplete="off"
              maxLength={120}
            />
          ) : null}
          <div className="grid gap-6 sm:grid-cols-2">
            <Field
              {...textField('whatsapp')}
              label={text.whatsapp}
              hint={text.whatsappHint}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              maxLength={40}
            />
            <Field
              {...textField('instagram')}
              label={text.instagram}
              hint={text.instagramHint}
              autoComplete="off"
              maxLength={60}
            />
          </div>
          <Field {...textField('email')} label={text.email} type="email" inputMode="email" autoComplete="email" maxLength={254} />
        </fieldset>

        <fieldset className={`${sectionClass} space-y-6`}>
          <legend className={`${legendClass} float-left w-full`}>{text.whereYouLive}</legend>
          <Field {...textField('nationality')} label={optional(text.nationality)} required={false} maxLength={60} className="clear-both" />
          {countries.length > 0 ? (
            <div className="grid gap-6 sm:grid-cols-2">
              <PlaceFields countries={countries} text={text} errorText={errorText} locale={locale} />
            </div>
          ) : null}
        </fieldset>

        <fieldset className={sectionClass} aria-describedby="measures-hint">
          <legend className={`${legendClass} float-left w-full`}>{text.measures}</legend>
          <p id="measures-hint" className="clear-both mb-6 text-sm text-stone">
            {text.measuresHint} ({text.optional})
          </p>
          <div className="grid grid-cols-2 gap-x-4 gap-y-6 lg:grid-cols-5">
            {MEASURE_FIELDS.map((field) => (
              <SelectField
                key={field}
                {...register(field)}
                label={text[field]}
                placeholder="—"
                options={OPTION_LISTS[field]}
                error={errorText(errors[field]?.message)}
              />
            ))}
          </div>
        </fieldset>

        <fieldset className={`${sectionClass} space-y-6`}>
          <legend className={`${legendClass} float-left w-full`}>{text.more}</legend>
          <Field
            {...textField('skills')}
            label={optional(text.skills)}
            hint={text.skillsHint}
            required={false}
            multiline
            rows={4}
            maxLength={1000}
            className="clear-both"
          />
          <Field
            {...textField('video')}
            label={optional(text.video)}
            hint={text.videoHint}
            required={false}
            type="url"
            inputMode="url"
            placeholder="https://"
            maxLength={2000}
          />
        </fieldset>

        <fieldset className={sectionClass} aria-describedby="photos-hint">
          <legend className={`${legendClass} float-left w-full`}>{text.photos}</legend>
          <div className="clear-both mb-8 grid gap-6 lg:grid-cols-2">
            <p id="photos-hint" className="text-sm text-stone">
              {text.photosHint}
            </p>
            <div className="bg-mist px-5 py-4">
              <h3 className="mb-2 text-xs tracking-[0.2em] uppercase">{text.guidanceTitle}</h3>
              <ul className="list-disc space-y-1 pl-5 text-sm">
                {(['front', 'profile', 'body', 'natural', 'light'] as const).map((key) => (
                  <li key={key}>{text.guidance[key]}</li>
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
                hint={text.slot[`${(i + 1) as 1 | 2 | 3 | 4}`]}
                onPreparing={onPreparing}
                text={text}
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
                {...register('privacy')}
                aria-invalid={errors.privacy ? true : undefined}
                aria-describedby={errors.privacy ? 'privacy-error' : undefined}
                className={`mt-0.5 h-5 w-5 shrink-0 cursor-pointer accent-ink ${errors.privacy ? 'outline-2 outline-alert' : ''}`}
              />
              <span className="text-sm">
                {withLink(text.privacyAccept, (chunks) => (
                  <Link href="/privacy" target="_blank" className="underline underline-offset-4 hover:text-stone">
                    {chunks}
                    <span className="sr-only"> {text.newTab}</span>
                  </Link>
                ))}
              </span>
            </label>
            <FieldError id="privacy-error">{errorText(errors.privacy?.message)}</FieldError>
          </div>
          <FormAlert failure={failure ? { ...failure, fieldErrors: unplaced } : null} labels={labels} text={formText} />
          <SubmitButton status={status} disabled={preparing.size > 0} text={formText} />
        </div>
      </form>
    </FormProvider>
  );
}
