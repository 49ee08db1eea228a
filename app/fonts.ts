import localFont from 'next/font/local';

/** Self-hosted fonts from npm packages (next/font/google cannot reach its host here). */
export const sans = localFont({
  // Latin subset (Portuguese, English and Spanish need no other) in the one
  // weight the text is set in: the static file is half the size of the
  // variable font, and every page loads it first. The little bolder text (the
  // current language, field names in a form's error summary) is
  // `font-semibold`, which the browser draws bold from this face (a 500 would
  // not show).
  src: '../node_modules/@fontsource/geist/files/geist-latin-400-normal.woff2',
  variable: '--font-geist-sans',
  weight: '400',
  display: 'swap',
});

export const display = localFont({
  // Names and titles are set in the regular weight only: the static file is
  // half the variable one (docs/decisions/0040-light-markup.md).
  src: '../node_modules/@fontsource/bodoni-moda/files/bodoni-moda-latin-400-normal.woff2',
  variable: '--font-display-face',
  weight: '400',
  display: 'swap',
  // Every screen's title is set in it: preloaded beside the text face, not
  // found only once the stylesheet is read (one round trip later).
  preload: true,
});
