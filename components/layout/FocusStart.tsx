'use client';

import { useEffect, useRef } from 'react';
import { usePathname } from 'next/navigation';

/**
 * Where keyboard focus starts again after a client-side navigation that took
 * the focused element away (a card's link on the page left): the browser
 * would go on from where that element was, so the first Tab skipped "Skip to
 * content". This mark sits just before that link; focus moves here (without
 * scrolling) only when nothing on the new page holds it, so a search field,
 * a tab or the menu's trigger keep theirs.
 */
export function FocusStart() {
  const mark = useRef<HTMLSpanElement>(null);
  const pathname = usePathname();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const focused = document.activeElement;
    if (focused && focused !== document.body && focused.isConnected) return;
    mark.current?.focus({ preventScroll: true });
  }, [pathname]);
  return <span ref={mark} tabIndex={-1} className="outline-none" />;
}
