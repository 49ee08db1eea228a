'use client';

import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import { FieldError, fieldIds, requiredMarks } from '@/components/forms/Field';
import { PlusIcon } from '@/components/ui/icons';
import { displayFileName } from '@/lib/rules/file-name';
import type { PhotoField, ScoutingErrorKey } from '@/lib/forms/scouting-fields';
import type { ScoutingData, ScoutingInput } from '@/lib/forms/scouting-schema';
import { PHOTO_ACCEPT } from '@/lib/rules/photo';
import { preparePhoto } from './prepare-photo';

const actionClass =
  'inline-flex min-h-11 min-w-11 cursor-pointer items-center justify-center px-2 text-xs tracking-[0.18em] uppercase underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink';

/**
 * One of the four photo slots: an empty placeholder (a red plus once a send
 * was attempted), or the chosen photo's preview with its shortened name and
 * replace / remove actions. The preview's object URL is revoked whenever the
 * photo changes or the slot goes away. `errorText` turns error keys into
 * the visitor's words (see scoutingErrorText).
 */
export function PhotoSlot({
  field: name,
  index,
  hint,
  onPreparing,
  errorText,
}: {
  field: PhotoField;
  index: number;
  hint: string;
  onPreparing: (field: PhotoField, preparing: boolean) => void;
  errorText: (key: string | undefined) => string | undefined;
}) {
  const t = useTranslations('Scouting');
  const { control, formState } = useFormContext<ScoutingInput, unknown, ScoutingData>();
  const { field, fieldState } = useController({ control, name });
  const [preview, setPreview] = useState<string | null>(null);
  const [refused, setRefused] = useState<ScoutingErrorKey | null>(null);
  const [preparing, setPreparing] = useState(false);
  const previewUrl = useRef<string | null>(null);
  const latestPick = useRef(0);
  const input = useRef<HTMLInputElement | null>(null);

  useEffect(
    () => () => {
      if (previewUrl.current) URL.revokeObjectURL(previewUrl.current);
    },
    [],
  );

  const showPreview = (file: File | null) => {
    if (previewUrl.current) URL.revokeObjectURL(previewUrl.current);
    previewUrl.current = file ? URL.createObjectURL(file) : null;
    setPreview(previewUrl.current);
  };

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.currentTarget.files?.[0];
    // Cleared so that choosing the same file again still counts as a change.
    event.currentTarget.value = '';
    if (!picked) return;
    const pick = ++latestPick.current;
    setPreparing(true);
    onPreparing(name, true);
    const result = await preparePhoto(picked);
    if (pick !== latestPick.current) return;
    setPreparing(false);
    onPreparing(name, false);
    if (!result.ok) {
      // The photo already in the slot, if any, stays.
      setRefused(result.error);
      return;
    }
    setRefused(null);
    showPreview(result.file);
    field.onChange(result.file);
  };

  const remove = () => {
    latestPick.current++;
    setPreparing(false);
    onPreparing(name, false);
    setRefused(null);
    showPreview(null);
    field.onChange(null);
    input.current?.focus();
  };

  const file = field.value ?? null;
  const { id, errorId } = fieldIds(name);
  const error = errorText(refused ?? fieldState.error?.message);
  const missing = !file && formState.isSubmitted;
  const invalid = Boolean(error) || missing;
  const numbered = { index };

  return (
    <div className="flex min-w-0 flex-col">
      <div
        className={[
          'relative aspect-[3/4] overflow-hidden border bg-mist transition-colors',
          'has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-offset-3 has-[input:focus-visible]:outline-ink',
          invalid ? 'border-alert' : file ? 'border-transparent' : 'border-line hover:border-stone',
        ].join(' ')}
        data-state={file ? 'filled' : missing ? 'missing' : 'empty'}
      >
        <input
          id={id}
          name={name}
          type="file"
          accept={PHOTO_ACCEPT}
          className="peer sr-only"
          aria-label={`${file ? t('replacePhotoLabel', numbered) : t('photo', numbered)}: ${hint}`}
          {...requiredMarks(true, invalid)}
          aria-describedby={error ? errorId : undefined}
          onChange={choose}
          onBlur={field.onBlur}
          ref={(element) => {
            input.current = element;
            field.ref(element);
          }}
        />
        {preview && file ? (
          <label htmlFor={id} className="block h-full cursor-pointer">
            {/* A local object URL: next/image has nothing to optimise. */}
            {/* eslint-disable-next-line @next/next/no-img-element */}
            <img src={preview} alt={t('photoPreview', numbered)} className="h-full w-full object-cover" />
          </label>
        ) : (
          // The input's own name says it all: what the label draws is hidden from assistive
          // technology (inside it, as a label tied to an input may not be hidden itself).
          <label
            htmlFor={id}
            className="absolute inset-0 flex cursor-pointer flex-col items-center justify-center gap-3 p-3 text-center"
          >
            <span
              aria-hidden="true"
              className={`flex h-12 w-12 items-center justify-center rounded-full border ${
                missing ? 'border-alert text-alert' : 'border-stone/50 text-stone'
              }`}
              data-testid={`${name}-plus`}
              data-missing={missing || undefined}
            >
              <PlusIcon width={24} height={24} />
            </span>
            <span aria-hidden="true" className="text-[0.7rem] tracking-[0.2em] text-stone uppercase">
              {t('choosePhoto')}
            </span>
          </label>
        )}
        {preparing ? (
          <div className="absolute inset-0 flex items-center justify-center bg-paper/70" role="status">
            <span className="sr-only">{t('preparingPhoto')}</span>
            <span
              aria-hidden="true"
              className="h-5 w-5 animate-spin rounded-full border border-ink/30 border-t-ink motion-reduce:animate-none"
            />
          </div>
        ) : null}
      </div>
      <p className="mt-2 text-[0.7rem] tracking-[0.2em] uppercase">
        {t('photo', numbered)} <span className="text-stone">· {hint}</span>
      </p>
      {file ? (
        <>
          <p className="mt-1 text-sm break-all text-stone" title={file.name}>
            {displayFileName(file.name)}
          </p>
          <div className="-mx-2 flex flex-wrap">
            <label htmlFor={id} className={actionClass}>
              <span aria-hidden="true">{t('replacePhoto')}</span>
            </label>
            <button type="button" onClick={remove} className={actionClass} aria-label={t('removePhotoLabel', numbered)}>
              {t('removePhoto')}
            </button>
          </div>
        </>
      ) : null}
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}
