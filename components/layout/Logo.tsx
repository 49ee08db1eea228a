import { AGENCY_SHORT_NAME } from '@/lib/rules/agency-facts';

/**
 * The agency's wordmark, set in the display face. Hidden from assistive
 * technology where the link around it has its own name; `spoken` when the
 * wordmark is part of what names the link.
 */
export function Logo({ className = '', spoken = false }: { className?: string; spoken?: boolean }) {
  return (
    <span className={`font-display text-2xl tracking-[0.3em] uppercase ${className}`} aria-hidden={spoken ? undefined : true}>
      {AGENCY_SHORT_NAME}
    </span>
  );
}
