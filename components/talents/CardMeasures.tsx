import type { CardMeasure, CardMeasureKey } from '@/lib/rules/key-measures';
import { Measure } from './Measure';

export type MeasureLabels = Record<CardMeasureKey, string>;

/**
 * A card's key measures under its name (the list's cards and the favourites):
 * always shown on touch screens; on hover or focus where there is a mouse,
 * their space kept either way so nothing moves. The names are for screen
 * readers; the card shows values only.
 */
export function CardMeasures({
  measures,
  labels,
}: {
  measures: readonly CardMeasure[] | undefined;
  labels: MeasureLabels | undefined;
}) {
  if (!measures?.length || !labels) return null;
  return (
    <dl className="mt-1 flex flex-wrap gap-x-2 text-xs leading-4 text-stone tabular-nums transition-opacity motion-reduce:transition-none pointer-fine:opacity-0 pointer-fine:group-focus-within:opacity-100 pointer-fine:group-hover:opacity-100">
      {measures.map((m) => (
        <div key={m.key} className="whitespace-nowrap">
          <dt className="sr-only">{labels[m.key]}</dt>
          <dd>
            <Measure value={m} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
