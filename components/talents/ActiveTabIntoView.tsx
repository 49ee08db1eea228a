'use client';

import { useEffect, useRef, type ReactNode } from 'react';

/** Whether the strip shows its last tab: `data-end` then drops the hint that more lie beyond. */
function markEnd(strip: HTMLElement) {
  const end = strip.scrollLeft + strip.clientWidth >= strip.scrollWidth - 1;
  if (end) strip.dataset.end = '';
  else delete strip.dataset.end;
}

/**
 * The category tabs scroll sideways on a phone: the active one is brought
 * into view (only the tab strip moves, never the page), and the strip says
 * when it has reached its end (`data-end`), for the hint beside it.
 */
export function ActiveTabIntoView({ children, label, className }: { children: ReactNode; label: string; className?: string }) {
  const nav = useRef<HTMLElement>(null);
  useEffect(() => {
    const strip = nav.current;
    if (!strip) return;
    const active = strip.querySelector<HTMLElement>('[aria-current="page"]');
    if (active && strip.scrollWidth > strip.clientWidth) {
      const left = active.offsetLeft - strip.offsetLeft - (strip.clientWidth - active.offsetWidth) / 2;
      strip.scrollLeft = Math.max(0, left);
    }
    markEnd(strip);
  });
  return (
    <nav ref={nav} aria-label={label} className={className} onScroll={(event) => markEnd(event.currentTarget)}>
      {children}
    </nav>
  );
}
