import { createTranslator } from 'next-intl';
import { describe, expect, it, vi } from 'vitest';
import pt from '@/messages/pt.json';
import en from '@/messages/en.json';
import es from '@/messages/es.json';
import { fill } from '@/lib/rules/format';
import { pluralForms, pluralText } from '@/lib/forms/plural';
import { formErrorText } from '@/components/forms/form-text';
import { linkParts, scoutingErrorText } from '@/components/scouting/scouting-text';

vi.mock('server-only', () => ({}));
vi.mock('next-intl/server', () => ({}));
const { isTemplate, resolveMessages } = await import('@/lib/i18n/client-messages');

type Tree = { [key: string]: string | Tree };
const LOCALES = { pt, en, es } as const;
/** The namespaces whose messages the form screens receive as props. */
const NAMESPACES = ['Form', 'Favorites', 'Scouting'] as const;

function leaves(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [[prefix + k, v]] : leaves(v, `${prefix}${k}.`)));
}

describe('plural messages', () => {
  it('are read as ICU reads them: exact form, then category, then other; # is the count', () => {
    const message = '{count, plural, =0 {none} one {# item} other {# items}}';
    expect(pluralForms(message)).toEqual({ '=0': 'none', one: '# item', other: '# items' });
    expect(pluralText(message, 0, 'en')).toBe('none');
    expect(pluralText(message, 1, 'en')).toBe('1 item');
    expect(pluralText(message, 2, 'en')).toBe('2 items');
    expect(pluralText(message, 1200, 'pt')).toBe('1.200 items');
    expect(pluralText('{n, plural, one {# talento} other {# talentos}}', 0, 'pt')).toBe('0 talento');
  });
  it('refuse what they do not understand rather than show it wrong', () => {
    expect(() => pluralForms('Foto {index}')).toThrow();
    expect(() => pluralForms('{count, plural, one {# a}}')).toThrow(/other/);
    expect(() => pluralForms('{count, plural, offset:1 one {# a} other {# b}}')).toThrow();
    expect(() => pluralForms('{count, plural, one {{name} a} other {b}}')).toThrow();
    expect(() => pluralForms("{count, plural, one {it''s} other {b}}")).toThrow();
  });
});

describe.each(Object.keys(LOCALES) as (keyof typeof LOCALES)[])('the form screens’ messages in %s', (locale) => {
  const messages = LOCALES[locale];
  for (const namespace of NAMESPACES) {
    const raw = messages[namespace] as Tree;
    const t = createTranslator({ locale, messages, namespace });
    const translate = t as unknown as (key: string, values?: Record<string, string | number>) => string;

    it(`${namespace}: plain messages are translated on the server, templates kept`, () => {
      const resolved = resolveMessages(raw, translate);
      for (const [key, message] of leaves(resolved)) {
        const original = leaves(raw).find(([k]) => k === key)?.[1];
        expect(message).toBe(isTemplate(original ?? '') ? original : translate(key));
      }
      // Nothing in these namespaces needs ICU quoting, so the props equal the JSON files.
      expect(resolved).toEqual(raw);
    });

    it(`${namespace}: every template reads in the browser as next-intl would write it`, () => {
      for (const [key, message] of leaves(raw).filter(([, m]) => isTemplate(m))) {
        if (message.includes('<link>')) {
          const parts = linkParts(message);
          expect(parts, key).not.toBeNull();
          const [before, inside, after] = parts!;
          expect(`${before}[${inside}]${after}`, key).toBe(
            (t as unknown as { markup: (k: string, v: Record<string, (c: string) => string>) => string }).markup(key, {
              link: (chunks) => `[${chunks}]`,
            }),
          );
        } else if (/^\{\s*count\s*,\s*plural/.test(message)) {
          for (let count = 0; count <= 1001; count++) {
            expect(pluralText(message, count, locale), `${key} ${count}`).toBe(translate(key, { count }));
          }
        } else {
          const values = { name: 'Ana Souza', index: 3 };
          expect(message, key).toMatch(/^[^{}<>]*(\{(name|index)\}[^{}<>]*)+$/);
          expect(fill(message, values), key).toBe(translate(key, values));
        }
      }
    });
  }

  it('error keys read as before: unknown ones as the generic "invalid"', () => {
    expect(formErrorText(messages.Form, 'tooLong')).toBe(messages.Form.tooLong);
    expect(formErrorText(messages.Form, 'noSuchKey')).toBe(messages.Form.invalid);
    expect(formErrorText(messages.Form, 'constructor')).toBe(messages.Form.invalid);
    expect(formErrorText(messages.Form, undefined)).toBeUndefined();
    expect(scoutingErrorText(messages.Scouting, messages.Form, 'Scouting.errors.photoType')).toBe(
      messages.Scouting.errors.photoType,
    );
    expect(scoutingErrorText(messages.Scouting, messages.Form, 'Scouting.errors.nope')).toBe(messages.Form.invalid);
    expect(scoutingErrorText(messages.Scouting, messages.Form, 'required')).toBe(messages.Form.required);
  });
});
