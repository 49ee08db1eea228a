/** The agency's wordmark, set in the display face. */
export function Logo({ className = '' }: { className?: string }) {
  return (
    <span className={`font-display text-2xl tracking-[0.3em] uppercase ${className}`} aria-hidden="true">
      Ravage
    </span>
  );
}
