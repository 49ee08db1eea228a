import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import type { CategorySlug, Gender } from '@/lib/rules/categories';
import { EYE_COLOURS, HAIR_COLOURS, type Colour } from '@/lib/rules/colours';
import { AVAILABILITY_FILTER } from '@/lib/rules/casting';
import { listHref } from '@/lib/i18n/list-href';
import { getPathname } from '@/lib/i18n/navigation';
import type { AppLocale } from '@/lib/i18n/routing';
import { colourParam, Q_MAX_LENGTH, searchEntries, type RosterSearch } from '@/lib/rules/roster-filter';
import { heightImperial, heightMetric } from '@/lib/rules/units';
import { SearchEnhancer } from './SearchEnhancer';
import { UnitSwitch } from './UnitSwitch';

const FORM_ID = 'roster-search';
const HEIGHTS = Array.from({ length: 51 }, (_, i) => 150 + i);
const AGES = Array.from({ length: 25 }, (_, i) => 16 + i);

const field = 'flex flex-col gap-1 text-xs tracking-[0.15em] text-stone uppercase';
const control =
  'h-11 border border-line bg-paper px-3 text-sm tracking-normal text-ink normal-case focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ink';

/** The values offered, with the one asked for even when it is off the list (a shared link). */
const withValue = (values: number[], value: number | undefined) =>
  value === undefined || values.includes(value) ? values : [...values, value].sort((a, b) => a - b);

/**
 * The list's search: a real GET form (it works without JavaScript; the
 * proxy writes what it sends as the canonical URL), enhanced in the browser
 * to follow the visitor's asking without a reload (SearchEnhancer). Heights
 * are labelled in both systems. On a desktop it is one row: the name with its
 * button, the availability box, the measures' disclosure and the unit switch.
 * On a phone the name and its button come first, and everything else waits
 * behind one "Filters" disclosure, so the first photos are on the first
 * screen; from `lg` that disclosure's content is always shown (its
 * `::details-content` made visible; a browser without that pseudo-element
 * keeps the disclosure, and its summary, on a desktop too).
 */
export async function SearchForm({
  locale,
  category,
  gender,
  search,
}: {
  locale: AppLocale;
  category: CategorySlug | null;
  gender: Gender | null;
  search: RosterSearch;
}) {
  const t = await getTranslations('Models');
  const any = <option value="">{t('any')}</option>;
  const heightOption = (cm: number) => (
    <option key={cm} value={cm}>
      {`${heightMetric(cm, locale)} · ${heightImperial(cm)}`}
    </option>
  );
  const ageOption = (age: number) => (
    <option key={age} value={age}>
      {age}
    </option>
  );
  const colourOptions = (list: readonly Colour[]) =>
    list.map((c) => (
      <option key={c.value} value={colourParam(c)}>
        {c[locale]}
      </option>
    ));
  /** One of the measures' selects, "any" first; `value` is the one asked for. */
  const choice = (label: string, name: string, value: string | number | null | undefined, options: ReactNode) => (
    <label className={field}>
      {label}
      <select name={name} defaultValue={value ?? ''} className={control}>
        {any}
        {options}
      </select>
    </label>
  );
  const measuresAsked = [search.height, search.age, search.hair, search.eyes].filter((v) => v !== null).length;
  const asked = measuresAsked + (search.availability === AVAILABILITY_FILTER.inTown ? 1 : 0);
  const update = JSON.stringify([category, gender, searchEntries(search)]);

  return (
    <form
      id={FORM_ID}
      method="get"
      action={getPathname({ locale, href: listHref(category, null) })}
      role="search"
      aria-label={t('search')}
      className="mx-auto flex w-full max-w-[1600px] flex-wrap items-end gap-x-4 gap-y-3 px-5 pb-4 sm:px-8"
    >
      {gender ? <input type="hidden" name="gender" value={gender} /> : null}
      <div className="flex min-w-0 flex-1 basis-72 items-end gap-3">
        <label className={`${field} min-w-0 flex-1`}>
          {/* The field's placeholder says it; the label stays for screen readers. */}
          <span className="sr-only">{t('name')}</span>
          <input
            type="search"
            name="q"
            defaultValue={search.q ?? ''}
            maxLength={Q_MAX_LENGTH}
            placeholder={t('namePlaceholder')}
            autoComplete="off"
            className={control}
          />
        </label>
        <button
          type="submit"
          className="h-11 shrink-0 bg-ink px-5 text-xs tracking-[0.2em] text-paper uppercase focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink"
        >
          {t('apply')}
        </button>
      </div>
      <details
        open={asked > 0}
        className="group/options has-[details[open]]:basis-full max-lg:basis-full lg:[&::details-content]:[content-visibility:visible]"
      >
        <summary className="inline-flex h-11 cursor-pointer items-center gap-2 text-xs tracking-[0.2em] uppercase lg:supports-[selector(::details-content)]:hidden">
          {t('options')}
          {asked > 0 ? <span className="tabular-nums">{`(${asked})`}</span> : null}
        </summary>
        <div className="flex flex-wrap items-center gap-x-5 gap-y-1">
          {/* What a casting director asks first: who can be booked here now (lib/rules/casting.ts). */}
          <label className="inline-flex h-11 cursor-pointer items-center gap-2 text-sm">
            <input
              type="checkbox"
              name={AVAILABILITY_FILTER.key}
              value={AVAILABILITY_FILTER.inTown}
              defaultChecked={search.availability === AVAILABILITY_FILTER.inTown}
              className="h-5 w-5 accent-ink"
            />
            {t('inTownOnly')}
          </label>
          {/* One tap away on a phone, and without JavaScript too; open when a shared link asks for measures. */}
          <details open={measuresAsked > 0} className="group open:order-last open:basis-full">
            <summary className="inline-flex h-11 cursor-pointer items-center gap-2 text-xs tracking-[0.2em] uppercase">
              {t('filters')}
              {measuresAsked > 0 ? <span className="tabular-nums">{`(${measuresAsked})`}</span> : null}
            </summary>
            <div className="grid grid-cols-2 gap-3 pt-2 sm:grid-cols-3 lg:grid-cols-6">
              {choice(t('heightFrom'), 'height', search.height?.min, withValue(HEIGHTS, search.height?.min).map(heightOption))}
              {choice(t('heightTo'), 'height', search.height?.max, withValue(HEIGHTS, search.height?.max).map(heightOption))}
              {choice(t('hair'), 'hair', search.hair && colourParam(search.hair), colourOptions(HAIR_COLOURS))}
              {choice(t('eyes'), 'eyes', search.eyes && colourParam(search.eyes), colourOptions(EYE_COLOURS))}
              {choice(t('ageFrom'), 'age', search.age?.min, withValue(AGES, search.age?.min).map(ageOption))}
              {choice(t('ageTo'), 'age', search.age?.max, withValue(AGES, search.age?.max).map(ageOption))}
            </div>
          </details>
          <div className="ml-auto">
            <UnitSwitch labels={{ group: t('units'), cm: t('unitsCm'), in: t('unitsIn') }} />
          </div>
        </div>
      </details>
      <SearchEnhancer formId={FORM_ID} update={update} />
    </form>
  );
}
