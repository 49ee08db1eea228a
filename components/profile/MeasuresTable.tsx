import { getTranslations } from 'next-intl/server';
import type { Talent } from '@/lib/api/types';
import { measuresOf } from '@/lib/rules/measures';
import { translateEyes, translateHair } from '@/lib/rules/colours';
import type { AppLocale } from '@/lib/i18n/routing';

/** Age, height, bust (chest for men), waist, hips, shoes, jeans, eyes and hair. */
export async function MeasuresTable({ talent, locale }: { talent: Talent; locale: AppLocale }) {
  const [t, tp] = await Promise.all([getTranslations('Measures'), getTranslations('Profile')]);
  const rows = measuresOf(talent).map(({ key, value }) => ({
    key,
    label: t(key),
    value:
      key === 'age'
        ? t('years', { age: value })
        : key === 'eyes'
          ? translateEyes(value, locale)
          : key === 'hair'
            ? translateHair(value, locale)
            : value,
  }));
  if (rows.length === 0) return null;
  return (
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
  );
}
