import { describe, expect, it, vi } from 'vitest';
import { createFormatter, createTranslator } from 'next-intl';
import en from '@/messages/en.json';
import es from '@/messages/es.json';
import pt from '@/messages/pt.json';

vi.mock('server-only', () => ({}));
const messages = { pt, en, es };
type Locale = keyof typeof messages;
vi.mock('next-intl/server', () => ({
  getTranslations: async ({ locale, namespace }: { locale: Locale; namespace: 'Casting' }) =>
    createTranslator({ locale, messages: messages[locale], namespace }),
  getFormatter: async ({ locale }: { locale: Locale }) => createFormatter({ locale, timeZone: 'UTC' }),
}));

const { castingWords } = await import('@/lib/i18n/casting');
const today = { year: 2026, month: 11, day: 25 };

describe('availability and polaroid days in the visitor language', () => {
  it('says in town or away, with the city and the last day when known', async () => {
    const [wpt, wen, wes] = await Promise.all([castingWords('pt', today), castingWords('en', today), castingWords('es', today)]);
    const away = { status: 'away' as const, city: 'Paris', until: '2026-12-20' };
    expect(wpt.availability(away)).toBe('Fora · Paris até 20 de dez.');
    expect(wen.availability(away)).toBe('Away · Paris until Dec 20');
    expect(wes.availability(away)).toBe('Fuera · Paris hasta el 20 dic');
    expect(wpt.availability({ status: 'in_town', city: 'Brasília', until: null })).toBe('Na cidade · Brasília');
    expect(wen.availability({ status: 'in_town', city: null, until: null })).toBe('In town');
    // Another year is said.
    expect(wen.availability({ status: 'away', city: null, until: '2027-01-05' })).toBe('Away until Jan 5, 2027');
  });

  it('says nothing when the back office says nothing or its last day has passed', async () => {
    const words = await castingWords('pt', today);
    expect(words.availability(null)).toBeNull();
    expect(words.availability({ status: 'away', city: 'Paris', until: '2026-11-24' })).toBeNull();
  });

  it('says how recent the newest polaroid is, and marks one over six months old', async () => {
    const [wpt, wen, wes] = await Promise.all([castingWords('pt', today), castingWords('en', today), castingWords('es', today)]);
    expect(wpt.newest({ year: 2026, month: 11, day: 4 })).toBe('mais recente: há 3 semanas');
    expect(wen.newest({ year: 2026, month: 11, day: 4 })).toBe('newest: 3 weeks ago');
    expect(wes.newest({ year: 2026, month: 8, day: 4 })).toBe('más reciente: hace 4 meses');
    expect(wen.newest({ year: 2026, month: 11, day: 22 })).toBe('newest: 3 days ago');
    expect(wpt.newest(today)).toBe('mais recente: hoje');
    expect(wpt.photoNote({ taken_at: '2026-11-04' })).toEqual({ day: '2026-11-04', text: '4 de nov. de 2026', older: null });
    expect(wen.photoNote({ taken_at: '2026-03-01' })).toEqual({
      day: '2026-03-01',
      text: 'Mar 1, 2026',
      older: 'over six months old',
    });
    expect(wen.photoNote({ taken_at: null })).toBeNull();
  });

  it('writes the day a polaroid was taken', async () => {
    expect((await castingWords('pt', today)).polaroidTaken({ year: 2026, month: 11, day: 2 })).toBe(
      'Polaroid de 2 de nov. de 2026',
    );
    expect((await castingWords('en', today)).polaroidTaken({ year: 2026, month: 11, day: 2 })).toBe('Polaroid, Nov 2, 2026');
  });
});
