'use client';

import { useSyncExternalStore } from 'react';
import { DEFAULT_UNITS, isUnitSystem, UNITS_KEY, type UnitSystem } from '@/lib/rules/units';

const listeners = new Set<() => void>();

function current(): UnitSystem {
  const mark = document.documentElement.dataset.units;
  return isUnitSystem(mark) ? mark : DEFAULT_UNITS;
}

function choose(units: UnitSystem) {
  try {
    localStorage.setItem(UNITS_KEY, units);
  } catch {
    // Private mode or a full storage: the choice holds for this page only.
  }
  if (units === 'in') document.documentElement.dataset.units = 'in';
  else delete document.documentElement.dataset.units;
  listeners.forEach((l) => l());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab's choice applies here too.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== UNITS_KEY) return;
    const units = isUnitSystem(event.newValue) ? event.newValue : DEFAULT_UNITS;
    if (units === 'in') document.documentElement.dataset.units = 'in';
    else delete document.documentElement.dataset.units;
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * cm or ft/in, as two toggle buttons (aria-pressed). The pressed look comes
 * from `<html data-units>` in CSS, so it is right before hydration too.
 */
export function UnitSwitch({ labels }: { labels: { group: string; cm: string; in: string } }) {
  const units = useSyncExternalStore(subscribe, current, () => DEFAULT_UNITS);
  const button =
    'inline-flex h-11 min-w-11 items-center justify-center px-3 text-xs tracking-[0.2em] uppercase transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink';
  return (
    // Without script the page stays in cm: the switch is hidden, its room kept.
    <div role="group" aria-label={labels.group} className="unit-switch inline-flex border border-line noscript:invisible">
      {(['cm', 'in'] as const).map((u) => (
        <button key={u} type="button" aria-pressed={units === u} data-unit={u} onClick={() => choose(u)} className={button}>
          {labels[u]}
        </button>
      ))}
    </div>
  );
}
