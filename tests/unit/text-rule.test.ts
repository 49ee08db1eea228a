import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { textProblem } from '@/lib/rules/text';
import { budgetSchema, contactSchema, favoritesText, issuesToFieldErrors } from '@/lib/forms/schemas';
import { makeScoutingSchema } from '@/lib/forms/scouting-schema';
import { ACCEPTED_TEXT, MULTILINE_ACCEPTED, REFUSED_TEXT } from './text-samples';
import pt from '@/messages/pt.json';
import en from '@/messages/en.json';
import es from '@/messages/es.json';

vi.mock('server-only', () => ({}));

const contact = { name: 'Ana Souza', email: 'ana@example.com', phone: '61 99999-0000', message: 'Olá' };
const photo = () => new File([new Uint8Array([1])], 'a.jpg');
const scouting = {
  name: 'Ana Souza',
  gender: 'woman',
  birthdate: '05/03/2001',
  whatsapp: '+55 61 99999-0000',
  instagram: '@ana',
  email: 'ana@example.com',
  privacy: true,
  image_1: photo(),
  image_2: photo(),
  image_3: photo(),
  image_4: photo(),
};
const scoutingSchema = makeScoutingSchema(() => new Date(2026, 0, 1));

function errorsOf(schema: z.core.$ZodType, input: unknown) {
  const result = z.safeParse(schema, input);
  return result.success ? {} : issuesToFieldErrors(result.error.issues, () => true);
}

describe('lib/rules/text: what a text field may hold', () => {
  it.each(REFUSED_TEXT)('refuses $why as $problem', ({ text, problem }) => {
    expect(textProblem(text)).toBe(problem);
  });
  it.each(ACCEPTED_TEXT)('accepts %s', (text) => {
    expect(textProblem(text)).toBeNull();
    expect(textProblem(text, { multiline: true })).toBeNull();
  });
  it('keeps line breaks and tabs only where the field is multi-line, and nothing else', () => {
    expect(textProblem(MULTILINE_ACCEPTED, { multiline: true })).toBeNull();
    expect(textProblem(MULTILINE_ACCEPTED)).toBe('control');
    expect(textProblem('Olá\n\u0000', { multiline: true })).toBe('control');
    expect(textProblem('Olá\n\u202e', { multiline: true })).toBe('control');
    expect(textProblem('\n\u200b\t', { multiline: true })).toBe('invisible');
    expect(textProblem('')).toBeNull();
  });
});

describe('the site’s schemas (browser and server) refuse it with its own key', () => {
  it.each(REFUSED_TEXT)('contact, budget and scouting names: $why', ({ text, problem }) => {
    expect(errorsOf(contactSchema, { ...contact, name: text }).name).toEqual([problem]);
    const favorites = favoritesText([{ id: 1, name: 'Lucas' }]);
    expect(errorsOf(budgetSchema, { ...contact, favorites, name: text }).name).toEqual([problem]);
    expect(errorsOf(scoutingSchema, { ...scouting, name: text }).name).toEqual([problem]);
    // An optional field given something is held to the same rule.
    expect(errorsOf(scoutingSchema, { ...scouting, nationality: text }).nationality).toEqual([problem]);
    // The brief's one-line fields make any white space one space (a tab too), then apply the rule.
    if (!text.includes('\t')) expect(errorsOf(budgetSchema, { ...contact, favorites, company: text }).company).toEqual([problem]);
  });

  it('keeps line breaks in a message and the skills, not in a name', () => {
    expect(errorsOf(contactSchema, { ...contact, message: MULTILINE_ACCEPTED })).toEqual({});
    expect(errorsOf(scoutingSchema, { ...scouting, skills: MULTILINE_ACCEPTED })).toEqual({});
    expect(errorsOf(contactSchema, { ...contact, message: 'Olá\u0000' }).message).toEqual(['control']);
    expect(errorsOf(contactSchema, { ...contact, phone: '61\n9999' }).phone).toEqual(['control']);
  });

  it.each(ACCEPTED_TEXT)('accepts the name %s', (name) => {
    expect(errorsOf(contactSchema, { ...contact, name })).toEqual({});
    expect(errorsOf(scoutingSchema, { ...scouting, name })).toEqual({});
  });

  it.each([
    ['pt', pt],
    ['en', en],
    ['es', es],
  ] as const)('has words for both keys in %s', (_locale, messages) => {
    expect(messages.Form.control).toMatch(/\S/);
    expect(messages.Form.invisible).toMatch(/\S/);
    expect(messages.Form.control).not.toBe(messages.Form.invalid);
  });
});

describe('the back office’s wording of the rule', () => {
  it('reads as the same keys when the site passes its refusal on', async () => {
    const { defaultUpstreamErrorKey } = await import('@/lib/server/forms/handle-post');
    const { scoutingUpstreamErrorKey } = await import('@/lib/server/forms/scouting');
    expect(defaultUpstreamErrorKey('name', 'must not contain control characters')).toBe('control');
    expect(defaultUpstreamErrorKey('name', 'must contain a visible character')).toBe('invisible');
    expect(scoutingUpstreamErrorKey('nationality', 'must not contain control characters')).toBe('control');
  });
});
