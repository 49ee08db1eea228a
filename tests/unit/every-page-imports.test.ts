import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { reachable, ROOT } from './imports';

/**
 * What every page loads beside its layout (docs/decisions/0060-boundaries-every-page-loads.md):
 * the [locale] error and not-found boundaries' client code (and on the site's screens the (site)
 * error boundary's) comes with each page in chunk groups of their own, so a module they share with
 * the site's layout is loaded twice.
 */
const files = (entry: string) => [...reachable(entry).files].map((file) => path.relative(ROOT, file));
const packages = (entry: string) => [...reachable(entry).packages];

describe('the boundaries every page loads', () => {
  it.each(['app/[locale]/error.tsx', 'app/[locale]/(site)/error.tsx'])(
    '%s fetches the error page when an error happens, and that takes its locale from the provider, not the routing rules',
    (entry) => {
      // Nothing of the error page in the boundary's own graph (every page loads it)…
      expect(files(entry).filter((f) => f.startsWith('components/errors/'))).toEqual([]);
      expect(readFileSync(path.join(ROOT, entry), 'utf8')).toContain("import('@/components/errors/RouteError')");
      // …and what it fetches reads no routing rules.
      const page = 'components/errors/RouteError.tsx';
      expect(files(page)).toContain('components/errors/ErrorScreen.tsx');
      expect(files(page).filter((f) => /^lib\/(i18n\/(routing|navigation)|rules\/agreed)\.ts$/.test(f))).toEqual([]);
    },
  );
});

describe('the not-found boundary every page loads', () => {
  it.each(['app/[locale]/not-found.tsx', 'app/not-found.tsx'])(
    "%s writes its paths without next-intl's navigation, whose client Link would come with every page twice",
    (entry) => {
      expect(files(entry)).toContain('components/errors/NotFoundScreen.tsx');
      expect(files(entry)).toContain('lib/i18n/static-path.ts');
      expect(files(entry)).not.toContain('lib/i18n/navigation.ts');
      expect(packages(entry).filter((p) => p.startsWith('next-intl/navigation') || p === 'next/link')).toEqual([]);
    },
  );
});

describe("the site layout's client code", () => {
  it('the language switcher reads list paths without the search rules', () => {
    const entry = 'components/layout/LanguageSwitcher.tsx';
    expect(files(entry)).toContain('lib/i18n/list-segments.ts');
    expect(files(entry).filter((f) => /lib\/(rules\/roster-filter|proxy\/list-rewrite)\.ts$/.test(f))).toEqual([]);
  });

  it("the page transition's animation library is fetched when idle, not with the page", () => {
    const entry = 'components/layout/PageTransition.tsx';
    expect(packages(entry)).toContain('react');
    expect(packages(entry).filter((p) => /^(motion|framer-motion)(\/|$)/.test(p))).toEqual([]);
    expect(readFileSync(path.join(ROOT, entry), 'utf8')).toContain("import('motion/mini')");
  });
});

describe('code only one state or interaction needs', () => {
  it("the loading state's skeletons are fetched when idle, not with every page", () => {
    const entry = 'components/layout/PendingScreen.tsx';
    expect(files(entry)).toContain('lib/browser/pending-screen.ts');
    expect(files(entry)).not.toContain('components/layout/ScreenSkeletons.tsx');
    expect(readFileSync(path.join(ROOT, entry), 'utf8')).toContain("import('./ScreenSkeletons')");
  });

  it.each([
    ['app/[locale]/(site)/contact/page.tsx', 'components/contact/ContactForm.tsx'],
    ['app/[locale]/(site)/be-a-model/page.tsx', 'components/scouting/ScoutingForm.tsx'],
    ['components/favorites/FavoritesScreen.tsx', 'components/favorites/BudgetForm.tsx'],
    ['components/selection/SelectionScreen.tsx', 'components/favorites/BudgetForm.tsx'],
  ])("%s renders its form from a chunk of the form's own, react-hook-form with it", (entry, form) => {
    expect(files(entry)).toContain('components/forms/lazy-forms.tsx');
    expect(files(entry)).not.toContain(form);
    expect(packages(entry)).not.toContain('react-hook-form');
    expect(packages(form)).toContain('react-hook-form');
    expect(readFileSync(path.join(ROOT, 'components/forms/lazy-forms.tsx'), 'utf8')).toContain(
      `import('@/${form.replace(/\.tsx$/, '')}')`,
    );
  });
});
