import type { ReactNode } from 'react';

/** A screen's title, in the display face. */
export function PageTitle({ children, eyebrow }: { children: ReactNode; eyebrow?: ReactNode }) {
  return (
    <header className="mx-auto w-full max-w-[1600px] px-5 pt-10 pb-6 sm:px-8 lg:pt-14">
      {eyebrow ? <p className="mb-2 text-xs tracking-[0.25em] text-stone uppercase">{eyebrow}</p> : null}
      <h1 className="font-display text-4xl leading-tight sm:text-5xl">{children}</h1>
    </header>
  );
}
