'use client';

/**
 * Return (history back) on the 404 page. Going back needs script: without
 * it the button is not drawn (`noscript:hidden`); HOME and the page's links
 * are plain links and stay.
 */
export function ReturnButton({ label, className }: { label: string; className?: string }) {
  return (
    <button type="button" onClick={() => window.history.back()} className={`${className ?? ''} noscript:hidden`}>
      {label}
    </button>
  );
}
