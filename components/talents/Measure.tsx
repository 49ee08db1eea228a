/**
 * A measure in both unit systems. The server renders both; `<html
 * data-units>` (set before paint from the visitor's remembered choice, see
 * UNITS_SCRIPT) decides which one shows, so nothing moves or flashes once the
 * page's JavaScript runs. The values come from lib/rules/units.ts.
 */
export function Measure({ value }: { value: { cm: string; in: string } }) {
  return (
    <>
      <span className="unit-cm">{value.cm}</span>
      <span className="unit-in">{value.in}</span>
    </>
  );
}
