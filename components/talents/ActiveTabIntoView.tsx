'use client';

import { useEffect, useRef, type ReactNode } from 'react';

/**
 * The category tabs scroll sideways on a phone: the active one is brought
 * into view (only the tab strip moves, never the page).
 */
export function ActiveTabIntoView({ children, label, className }: { children: ReactNode; label: string; className?: string }) {
  const nav = useRef<HTMLElement>(null);
  useEffect(() => {
    const strip = nav.current;
    const active = strip?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!strip || !active || strip.scrollWidth <= strip.clientWidth) return;
    const left = active.offsetLeft - strip.offsetLeft - (strip.clientWidth - active.offsetWidth) / 2;
    strip.scrollLeft = Math.max(0, left);
  });
  return (
    <nav ref={nav} aria-label={label} className={className}>
      {children}
    </nav>
  );
}
