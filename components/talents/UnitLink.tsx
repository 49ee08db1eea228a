import type { ComponentProps } from 'react';
import { UNIT_SYSTEMS, type UnitSystem } from '@/lib/rules/units';

/**
 * A link whose target depends on the visitor's units (a comp card PDF in cm
 * or in feet and inches): one link per system, each inside the `.unit-cm` /
 * `.unit-in` wrapper that `<Measure>` uses, so `<html data-units>` (set
 * before paint, see UNITS_SCRIPT) shows the right one with no script reading
 * storage. The other is `display: none`, out of the accessibility tree:
 * a reader meets one link with one name.
 */
export function UnitLink({ href, ...props }: Omit<ComponentProps<'a'>, 'href'> & { href: (units: UnitSystem) => string }) {
  return (
    <>
      {UNIT_SYSTEMS.map((units) => (
        <span key={units} className={`unit-${units}`}>
          <a href={href(units)} {...props} />
        </span>
      ))}
    </>
  );
}
