'use client';

import { useState, type ChangeEvent } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import type { ScoutingData, ScoutingInput } from '@/lib/forms/scouting-schema';
import type { Place } from '@/lib/agency/types';
import { trackedFetch } from '@/lib/browser/progress';
import { SelectField } from './SelectField';

type Cities = { country: string; status: 'loading' | 'ready' | 'failed'; list: Place[] };

function isPlaceList(value: unknown): value is Place[] {
  return (
    Array.isArray(value) &&
    value.every((p) => typeof p === 'object' && p && typeof p.id === 'number' && typeof p.name === 'string')
  );
}

/**
 * Country and city. The countries come with the page; the cities of the
 * chosen country are asked of the site (`/api/places`, cached there and by
 * the browser). The names travel with the ids (`country`, `city`).
 */
export function PlaceFields({
  countries,
  errorText,
  locale,
}: {
  countries: readonly Place[];
  errorText: (key: string | undefined) => string | undefined;
  locale: string;
}) {
  const t = useTranslations('Scouting');
  const {
    register,
    setValue,
    control,
    formState: { errors, isSubmitted },
  } = useFormContext<ScoutingInput, unknown, ScoutingData>();
  const selected = useWatch({ control, name: 'id_country' }) ?? '';
  const [cities, setCities] = useState<Cities | null>(null);
  // Repeated countries come from the browser's HTTP cache (the route answers with max-age).
  const loadCities = async (country: string) => {
    setCities({ country, status: 'loading', list: [] });
    try {
      const response = await trackedFetch(`/api/places?country=${encodeURIComponent(country)}&lang=${locale}`);
      const body = (await response.json()) as { cities?: unknown };
      if (!response.ok || !isPlaceList(body.cities)) throw new Error(`places ${response.status}`);
      const list = body.cities;
      setCities((current) => (current?.country === country ? { country, status: 'ready', list } : current));
    } catch {
      setCities((current) => (current?.country === country ? { country, status: 'failed', list: [] } : current));
    }
  };

  const validate = isSubmitted;
  const country = register('id_country', {
    onChange: (event: ChangeEvent<HTMLSelectElement>) => {
      const id = event.target.value;
      setValue('country', countries.find((c) => String(c.id) === id)?.name ?? '');
      setValue('id_city', '', { shouldValidate: validate });
      setValue('city', '');
      if (id) void loadCities(id);
      else setCities(null);
    },
  });
  const current = cities && cities.country === selected ? cities : null;
  const city = register('id_city', {
    onChange: (event: ChangeEvent<HTMLSelectElement>) => {
      const id = event.target.value;
      setValue('city', current?.list.find((c) => String(c.id) === id)?.name ?? '');
    },
  });

  const cityHint = !selected
    ? t('chooseCountryFirst')
    : current?.status === 'loading'
      ? t('loadingCities')
      : current?.status === 'failed'
        ? t('citiesFailed')
        : undefined;

  return (
    <>
      <SelectField
        {...country}
        label={<OptionalLabel label={t('country')} optional={t('optional')} />}
        placeholder={t('choose')}
        options={countries.map((c) => ({ value: String(c.id), label: c.name }))}
        error={errorText(errors.id_country?.message)}
      />
      <SelectField
        {...city}
        label={<OptionalLabel label={t('city')} optional={t('optional')} />}
        placeholder={current?.status === 'loading' ? t('loadingCities') : t('choose')}
        options={(current?.list ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
        disabled={current?.status !== 'ready'}
        hint={cityHint ? <span aria-live="polite">{cityHint}</span> : undefined}
        error={errorText(errors.id_city?.message)}
      />
    </>
  );
}

/** A field label with a quiet "optional" after it. */
export function OptionalLabel({ label, optional }: { label: string; optional: string }) {
  return (
    <>
      {label} <span className="tracking-normal text-stone normal-case">({optional})</span>
    </>
  );
}
