import type { ReactNode } from 'react';

/**
 * The budget request under the talents, its title and introduction beside
 * the form (`children`): the favourites' and a shared selection's alike. Its own
 * module, not favorites-grid's: that one is in every page's first load (the
 * pending screen's skeleton reads the grid), this one only on the two screens. No
 * state of its own, so a server component on the selection.
 */
export function BudgetSection({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby="budget-title"
      className="mt-16 grid gap-8 border-t border-line pt-12 lg:grid-cols-[1fr_2fr] lg:gap-16"
    >
      <div>
        <h2 id="budget-title" className="font-display text-3xl leading-tight sm:text-4xl">
          {title}
        </h2>
        <p className="mt-4 max-w-sm text-stone">{intro}</p>
      </div>
      {children}
    </section>
  );
}
