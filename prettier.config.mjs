// The code's own style, measured before the formatter came in: single quotes,
// semicolons, trailing commas, and lines up to about 130 characters (of the
// widths tried, 130 rewrote the fewest lines). The Tailwind plugin orders
// class names as Tailwind's docs do, reading the theme from app/globals.css.
/** @type {import('prettier').Config} */
const config = {
  singleQuote: true,
  printWidth: 130,
  plugins: ['prettier-plugin-tailwindcss'],
  tailwindStylesheet: './app/globals.css',
};

export default config;
