import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import pt from '@/messages/pt.json';
import en from '@/messages/en.json';
import es from '@/messages/es.json';
import { GLOBAL_ERROR_WORDS, globalErrorLocale } from '@/components/errors/global-error-words';

const path = vi.hoisted(() => ({ current: '/' as string | null }));
vi.mock('next/navigation', () => ({ usePathname: () => path.current }));

const { default: GlobalError } = await import('@/app/global-error');

describe('the page shown when the error page fails (docs/product.md §8)', () => {
  it('says so in the words of messages/*.json', () => {
    for (const [locale, messages] of [
      ['pt', pt],
      ['en', en],
      ['es', es],
    ] as const) {
      expect(GLOBAL_ERROR_WORDS[locale].message).toBe(messages.Errors.errorPageFailed);
      expect(GLOBAL_ERROR_WORDS[locale].home).toBe(messages.Errors.goHome);
    }
  });

  it('takes its language from the address: pt without a prefix, /en and /es', () => {
    expect(globalErrorLocale('/')).toBe('pt');
    expect(globalErrorLocale('/modelos/12/ana')).toBe('pt');
    expect(globalErrorLocale('/en')).toBe('en');
    expect(globalErrorLocale('/en/models')).toBe('en');
    expect(globalErrorLocale('/es/contacto')).toBe('es');
    expect(globalErrorLocale('/english')).toBe('pt');
    expect(globalErrorLocale(null)).toBe('pt');
  });

  it('renders the message and a link home in that language', () => {
    for (const [pathname, lang, message, home, href] of [
      ['/modelos', 'pt', pt.Errors.errorPageFailed, pt.Errors.goHome, '/'],
      ['/en/contact', 'en', en.Errors.errorPageFailed, en.Errors.goHome, '/en'],
      ['/es/modelos', 'es', es.Errors.errorPageFailed, es.Errors.goHome, '/es'],
    ] as const) {
      path.current = pathname;
      const html = renderToStaticMarkup(<GlobalError />);
      expect(html).toContain(`<html lang="${lang}">`);
      expect(html).toContain(`<h1 style="font-weight:400;font-size:20px">${message}</h1>`);
      expect(html).toContain(`<a href="${href}" style="color:inherit">${home}</a>`);
    }
  });
});
