'use client';

/**
 * An error inside the error page itself (or the root layout): spec §8's
 * plain fallback, with its own <html> and no dependency on the app.
 */
export default function GlobalError() {
  return (
    <html lang="pt">
      <head>
        <title>Erro | RAVAGE</title>
      </head>
      <body style={{ fontFamily: 'system-ui, sans-serif', display: 'grid', placeItems: 'center', minHeight: '100dvh', margin: 0 }}>
        <main style={{ textAlign: 'center', padding: 24 }}>
          <h1 style={{ fontWeight: 400, fontSize: 20 }}>An error occurred while showing the error page</h1>
          <p>
            {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- the app itself may be broken here */}
            <a href="/" style={{ color: 'inherit' }}>
              Home
            </a>
          </p>
        </main>
      </body>
    </html>
  );
}
