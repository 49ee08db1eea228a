import type { ReactNode } from 'react';

/** A screen title's frame, shared with the skeletons that stand in for a screen on its way. */
export const pageTitleLayout = {
  header: 'mx-auto w-full max-w-[1600px] px-5 pt-10 pb-6 sm:px-8 lg:pt-14',
  /** A list's: its first photos belong on the first screen (docs/product.md §2). */
  compactHeader: 'mx-auto w-full max-w-[1600px] px-5 pt-6 pb-4 sm:px-8 lg:pt-8',
  eyebrow: 'mb-2 text-xs tracking-[0.25em] text-stone uppercase',
  title: 'font-display text-4xl leading-tight sm:text-5xl',
} as const;

/** A screen's title, in the display face. */
export function PageTitle({ children, eyebrow, compact }: { children: ReactNode; eyebrow?: ReactNode; compact?: boolean }) {
  return (
    <header className={compact ? pageTitleLayout.compactHeader : pageTitleLayout.header}>
      {eyebrow ? <p className={pageTitleLayout.eyebrow}>{eyebrow}</p> : null}
      <h1 className={pageTitleLayout.title}>{children}</h1>
    </header>
  );
}
