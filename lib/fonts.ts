import localFont from 'next/font/local';

/** Self-hosted fonts from npm packages (next/font/google cannot reach its host here). */
export const sans = localFont({
  // Latin subset (29 KB; the full font is 70 KB): Portuguese, English and Spanish need no other.
  src: '../node_modules/@fontsource-variable/geist/files/geist-latin-wght-normal.woff2',
  variable: '--font-geist-sans',
  weight: '100 900',
  display: 'swap',
});

export const display = localFont({
  // Names and titles are set in the regular weight only: the static file is
  // half the variable one (14 KB, not 27).
  src: '../node_modules/@fontsource/bodoni-moda/files/bodoni-moda-latin-400-normal.woff2',
  variable: '--font-display-face',
  weight: '400',
  display: 'swap',
  // Talent names and page titles only: not on the critical path of every page.
  preload: false,
});
