import { getTranslations } from 'next-intl/server';
import type { Talent } from '@/lib/agency/types';
import { measuresOf } from '@/lib/rules/measures';
import { translateEyes, translateHair } from '@/lib/rules/colours';
import type { AppLocale } from '@/lib/i18n/routing';
import { formatMeasure, type MeasureKind } from '@/lib/rules/units';
import { Measure } from '@/components/talents/Measure';
import { UnitSwitch } from '@/components/talents/UnitSwitch';

/** The rows written in the visitor's units; jeans stay a size as agencies print it. */
const KINDS: Partial<Record<string, MeasureKind>> = {
  height: 'height',
  bust: 'length',
  chest: 'length',
  waist: 'length',
  hips: 'length',
  shoes: 'shoes',
};

/** Age, height, bust (chest for men), waist, hips, shoes, jeans, suit and shirt (men), eyes and hair. */
export async function MeasuresTable({ talent, locale }: { talent: Talent; locale: AppLocale }) {
  const [t, tp, tm] = await Promise.all([getTranslations('Measures'), getTranslations('Profile'), getTranslations('Models')]);
  const text = (key: string, value: string) =>
    key === 'age'
      ? t('years', { age: value })
      : key === 'eyes'
        ? translateEyes(value, locale)
        : key === 'hair'
          ? translateHair(value, locale)
          : value;
  const rows = measuresOf(talent).map(({ key, value }) => {
    const kind = KINDS[key];
    const both = kind ? formatMeasure(kind, value, locale, talent.gender) : null;
    return { key, label: t(key), value: both ? <Measure value={both} /> : text(key, value) };
  });
  if (rows.length === 0) return null;
  return (
    <>
      <div className="mb-3 flex justify-end">
        <UnitSwitch labels={{ group: tm('units'), cm: tm('unitsCm'), in: tm('unitsIn') }} />
      </div>
      <table className="w-full text-sm tabular-nums">
        <caption className="sr-only">{tp('measures')}</caption>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className="border-b border-line">
              <th scope="row" className="py-2.5 pr-4 text-left text-xs font-normal tracking-[0.2em] text-stone uppercase">
                {row.label}
              </th>
              <td className="py-2.5 text-right">{row.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
