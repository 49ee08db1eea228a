/**
 * The words of app/global-error.tsx. Written here, not loaded: whatever
 * failed may be what would load them. tests/unit/global-error.test.tsx keeps
 * them equal to messages/*.json (Errors.errorPageFailed, Errors.goHome).
 */
export const GLOBAL_ERROR_WORDS = {
  pt: { lang: 'pt', title: 'Erro', message: 'Ocorreu um erro ao mostrar a página de erro', home: 'Ir para o início', href: '/' },
  en: { lang: 'en', title: 'Error', message: 'An error occurred while showing the error page', home: 'Go home', href: '/en' },
  es: {
    lang: 'es',
    title: 'Error',
    message: 'Ocurrió un error al mostrar la página de error',
    home: 'Ir al inicio',
    href: '/es',
  },
} as const;

/** The language of a path as the site spells it: /en/…, /es/…, anything else pt (docs/decisions/0008-one-url-one-language.md). */
export function globalErrorLocale(pathname: string | null | undefined): keyof typeof GLOBAL_ERROR_WORDS {
  const first = (pathname ?? '').split('/')[1];
  return first === 'en' || first === 'es' ? first : 'pt';
}
