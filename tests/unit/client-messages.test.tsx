import { act, render, screen } from '@testing-library/react';
import { createTranslator, NextIntlClientProvider, useTranslations } from 'next-intl';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import pt from '@/messages/pt.json';
import en from '@/messages/en.json';
import es from '@/messages/es.json';
import { formErrorText } from '@/components/forms/form-text';
import { scoutingErrorText } from '@/components/scouting/scouting-text';
import { ISLAND_MESSAGES, pickMessages, type MessagePath } from '@/components/i18n/IslandMessages';
import { ROOT } from './imports';

vi.mock('@/lib/browser/toasts', () => ({ notify: vi.fn() }));
const { notify } = await import('@/lib/browser/toasts');
const { FavoriteButton } = await import('@/components/favorites/FavoriteButton');

type Tree = { [key: string]: string | Tree };
const LOCALES = { pt, en, es } as const;
type Locale = keyof typeof LOCALES;
/** What the pages hand the form screens' islands (app/[locale]/(site)/…/page.tsx). */
const SCREENS: Record<string, readonly MessagePath[]> = {
  favourites: ['Favorites', 'Toasts.removed', ...ISLAND_MESSAGES.shareSelection, ...ISLAND_MESSAGES.budgetForm],
  scouting: ['Scouting', 'Form'],
  contact: ['Form'],
  heart: ISLAND_MESSAGES.favoriteButton,
};

function leaves(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [[prefix + k, v]] : leaves(v, `${prefix}${k}.`)));
}

/** What a client component reads through the provider, as text. */
function Probe({ read }: { read: (t: ReturnType<typeof useTranslations>) => ReactNode }) {
  return <p data-testid="probe">{read(useTranslations())}</p>;
}
function inBrowser(locale: Locale, messages: object, read: (t: ReturnType<typeof useTranslations>) => ReactNode): string {
  const { unmount } = render(
    <NextIntlClientProvider locale={locale} messages={messages} onError={() => undefined}>
      <Probe read={read} />
    </NextIntlClientProvider>,
  );
  const text = screen.getByTestId('probe').textContent ?? '';
  unmount();
  return text;
}

describe('plural messages through the provider', () => {
  const messages = {
    T: {
      items: '{count, plural, =0 {none} one {# item} other {# items}}',
      talents: '{n, plural, one {# talento} other {# talentos}}',
    },
  };
  it('are read as ICU reads them: exact form, then category, then other; # is the count', () => {
    const t = (locale: Locale, key: string, values: Record<string, number>) =>
      inBrowser(locale, messages, (tr) => tr(key as never, values as never));
    expect(t('en', 'T.items', { count: 0 })).toBe('none');
    expect(t('en', 'T.items', { count: 1 })).toBe('1 item');
    expect(t('en', 'T.items', { count: 2 })).toBe('2 items');
    expect(t('pt', 'T.items', { count: 1200 })).toBe('1.200 items');
    expect(t('pt', 'T.talents', { n: 0 })).toBe('0 talento');
  });
  it('fill every placeholder, repeated ones too', () => {
    const read = inBrowser('pt', { T: { both: '{a} e {b} e {a}' } }, (t) => t('T.both' as never, { a: 1, b: 'x' } as never));
    expect(read).toBe('1 e x e 1');
  });
});

describe.each(Object.keys(LOCALES) as Locale[])('the islands’ messages in %s', (locale) => {
  const messages = LOCALES[locale];
  const server = createTranslator({ locale, messages }) as unknown as {
    (key: string, values?: Record<string, string | number>): string;
    markup: (key: string, values: Record<string, (chunks: string) => string>) => string;
  };

  it('every path a page hands an island names messages that exist', () => {
    for (const paths of Object.values(SCREENS)) {
      const picked = pickMessages(messages, paths) as Tree;
      for (const path of paths) {
        const [namespace, key] = path.split('.') as [string, string | undefined];
        expect(picked[namespace], path).toBeDefined();
        if (key)
          expect((picked[namespace] as Tree)[key], path).toBe((messages as unknown as Record<string, Tree>)[namespace]?.[key]);
      }
    }
    // Only what was asked for: no other namespace, no other key.
    expect(Object.keys(pickMessages(messages, ISLAND_MESSAGES.favoriteButton))).toEqual(['Favorites', 'Toasts']);
    expect(Object.keys(pickMessages(messages, ISLAND_MESSAGES.favoriteButton).Favorites as Tree)).toEqual(['toggle']);
  });

  it.each(Object.entries(SCREENS))('%s: every template reads in the browser as the server writes it', (_, paths) => {
    const picked = pickMessages(messages, paths) as Tree;
    for (const [key, message] of leaves(picked).filter(([, m]) => /[{<]/.test(m))) {
      if (message.includes('<link>')) {
        const read = inBrowser(locale, picked, (t) =>
          t.rich(key as never, { link: (chunks: ReactNode) => <b>[{chunks}]</b> } as never),
        );
        expect(read, key).toBe(server.markup(key, { link: (chunks) => `[${chunks}]` }));
      } else if (/^\{\s*count\s*,\s*plural/.test(message)) {
        for (const count of [0, 1, 2, 5, 21, 1001]) {
          expect(
            inBrowser(locale, picked, (t) => t(key as never, { count } as never)),
            `${key} ${count}`,
          ).toBe(server(key, { count }));
        }
      } else if (/^\{\s*gender\s*,\s*select/.test(message)) {
        for (const gender of ['woman', 'man', 'other']) {
          const values = { gender, name: 'Ana Souza' };
          expect(
            inBrowser(locale, picked, (t) => t(key as never, values as never)),
            `${key} ${gender}`,
          ).toBe(server(key, values));
        }
      } else {
        const values = { name: 'Ana Souza', index: 3, url: 'https://example.com/selecao/1-2', time: '14:32', hour: 14, count: 3 };
        expect(
          inBrowser(locale, picked, (t) => t(key as never, values as never)),
          key,
        ).toBe(server(key, values));
      }
    }
  });

  it('error keys read as before: unknown ones as the generic "invalid"', () => {
    const form = createTranslator({ locale, messages, namespace: 'Form' });
    const errors = createTranslator({ locale, messages, namespace: 'Scouting.errors' });
    expect(formErrorText(form, 'tooLong')).toBe(messages.Form.tooLong);
    expect(formErrorText(form, 'noSuchKey')).toBe(messages.Form.invalid);
    expect(formErrorText(form, 'constructor')).toBe(messages.Form.invalid);
    expect(formErrorText(form, undefined)).toBeUndefined();
    expect(scoutingErrorText(errors, form, 'Scouting.errors.photoType')).toBe(messages.Scouting.errors.photoType);
    expect(scoutingErrorText(errors, form, 'Scouting.errors.nope')).toBe(messages.Form.invalid);
    expect(scoutingErrorText(errors, form, 'Scouting.errors.constructor')).toBe(messages.Form.invalid);
    expect(scoutingErrorText(errors, form, 'required')).toBe(messages.Form.required);
  });
});

describe('the heart, with only its own messages', () => {
  const heart = (name: string, gender?: 'woman' | 'man') => (
    <NextIntlClientProvider locale="pt" messages={pickMessages(pt, ISLAND_MESSAGES.favoriteButton)}>
      <FavoriteButton talent={{ id: 7, name, cover: null, slug: 'ana', gender, measures: [] }} />
    </NextIntlClientProvider>
  );

  it('names the talent, and a name is never read as a placeholder', () => {
    const { unmount } = render(heart('Ana Júlia', 'woman'));
    expect(screen.getByRole('button')).toHaveAccessibleName('Favoritar Ana Júlia');
    unmount();
    render(heart('{other}'));
    expect(screen.getByRole('button')).toHaveAccessibleName('Favoritar {other}');
  });

  it('says it was added or removed in the words that agree with the talent’s gender', () => {
    localStorage.clear();
    render(heart('Ana', 'woman'));
    act(() => screen.getByRole('button').click());
    expect(notify).toHaveBeenLastCalledWith('success', 'Ana foi adicionada aos favoritos.');
    act(() => screen.getByRole('button').click());
    expect(notify).toHaveBeenLastCalledWith('warning', 'Ana foi removida dos favoritos.');
  });
});

describe('messages are precompiled at build time (next.config.ts)', () => {
  const sources = ['app', 'components', 'lib'].flatMap((dir) =>
    (readdirSync(path.join(ROOT, dir), { recursive: true }) as string[])
      .filter((file) => /\.tsx?$/.test(file))
      .map((file) => path.join(dir, file)),
  );

  it('so no code reads a message as text', () => {
    expect(sources.length).toBeGreaterThan(50);
    const offenders = sources.filter((file) =>
      /\.raw\(|\bmessages\.\w+\.replace\(/.test(readFileSync(path.join(ROOT, file), 'utf8')),
    );
    expect(offenders).toEqual([]);
  });
});
