import type { ReactNode } from 'react';
import { HydrationMark } from '@/components/layout/HydrationMark';

const buttonClass =
  'inline-flex h-12 min-w-36 items-center justify-center border border-ink px-6 text-xs tracking-[0.25em] uppercase transition-colors hover:bg-ink hover:text-paper';

/**
 * The error page of docs/product.md §8: the status, the message and an animation. The
 * actions (Return and HOME on a 404) are passed in by the caller.
 */
export function ErrorScreen({
  status,
  message,
  detail,
  actions,
}: {
  status: number | string;
  message: string;
  /** A line under the message: the error's own words, or the code that finds it in the logs. */
  detail?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <section className="mx-auto flex min-h-[70dvh] max-w-3xl flex-col items-center justify-center px-6 py-16 text-center">
      <p aria-hidden="true" className="error-figure font-display text-[clamp(6rem,28vw,14rem)] leading-none">
        {String(status)
          .split('')
          .map((digit, i) => (
            <span key={i} style={{ animationDelay: `${i * 0.18}s` }}>
              {digit}
            </span>
          ))}
      </p>
      <span aria-hidden="true" className="error-line mt-6 block h-px w-40 bg-ink" />
      <h1 className="mt-8 max-w-xl text-lg text-balance sm:text-xl">{message}</h1>
      {detail ? (
        <p data-testid="error-detail" className="mt-3 max-w-xl text-sm break-words text-stone">
          {detail}
        </p>
      ) : null}
      {actions ? <div className="mt-10 flex flex-wrap justify-center gap-4">{actions}</div> : null}
      <HydrationMark />
    </section>
  );
}

export { buttonClass as errorButtonClass };
