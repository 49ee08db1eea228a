'use client';

import { usePathname } from 'next/navigation';
import { GLOBAL_ERROR_WORDS, globalErrorLocale } from '@/components/errors/global-error-words';

/**
 * An error inside the error page itself (or the root layout): the plain
 * fallback of docs/product.md §8, with its own <html> and no dependency on the
 * app, in the language of the address (components/errors/global-error-words.ts).
 */
export default function GlobalError() {
  // The router's path when it still has one, else the address bar's.
  const routed = usePathname();
  const words = GLOBAL_ERROR_WORDS[globalErrorLocale(routed ?? (typeof window === 'undefined' ? '/' : window.location.pathname))];
  return (
    <html lang={words.lang}>
      <head>
        <title>{`${words.title} | RAVAGE`}</title>
      </head>
      <body
        style={{ fontFamily: 'system-ui, sans-serif', display: 'grid', placeItems: 'center', minHeight: '100dvh', margin: 0 }}
      >
        <main style={{ textAlign: 'center', padding: 24 }}>
          <h1 style={{ fontWeight: 400, fontSize: 20 }}>{words.message}</h1>
          <p>
            <a href={words.href} style={{ color: 'inherit' }}>
              {words.home}
            </a>
          </p>
        </main>
      </body>
    </html>
  );
}
