import { describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import pt from '@/messages/pt.json';
import { budgetSchema, briefOf, issuesToFieldErrors } from '@/lib/forms/schemas';
import {
  BRIEF_LIMITS,
  BUDGET_MESSAGE_MAX,
  composeBudgetMessage,
  isRealDate,
  JOB_TYPES,
  type BriefLabels,
} from '@/lib/rules/quote-brief';
import { FIELD_LIMITS } from '@/lib/rules/agreed';

const base = {
  name: 'Ana Souza',
  email: 'ana@example.com',
  phone: '+55 61 99999-0000',
  message: 'Campanha de verão.',
  favorites: JSON.stringify([{ id: 238, name: 'Ágatha Leão' }]),
};

const errorsOf = (input: unknown) => {
  const result = budgetSchema.safeParse(input);
  return result.success ? {} : issuesToFieldErrors(result.error.issues);
};

function labels(messages: typeof en): BriefLabels {
  const b = messages.Brief;
  return {
    heading: b.heading,
    company: b.company,
    jobType: b.jobType,
    jobTypes: b.jobTypes,
    shootFrom: b.shootFrom,
    shootTo: b.shootTo,
    decideBy: b.decideBy,
    location: b.location,
    usageMedia: b.usageMedia,
    usageTerritory: b.usageTerritory,
    usagePeriod: b.usagePeriod,
    budget: b.budget,
  };
}

describe('the quote brief', () => {
  it('is optional: the spec four and the favourites are enough, blank brief fields are absent', () => {
    const parsed = budgetSchema.parse({ ...base, company: '  ', jobType: '', shootFrom: '' });
    expect(briefOf(parsed)).toEqual({});
  });
  it('validates every field: a known job type, real dates in order, bounded lengths', () => {
    expect(errorsOf({ ...base, jobType: 'wedding' })).toEqual({ jobType: ['invalid'] });
    expect(errorsOf({ ...base, shootFrom: '2027-02-30' })).toEqual({ shootFrom: ['invalidDate'] });
    expect(errorsOf({ ...base, shootTo: '12/03/2027' })).toEqual({ shootTo: ['invalidDate'] });
    expect(errorsOf({ ...base, decideBy: '2027-02-29' })).toEqual({ decideBy: ['invalidDate'] });
    expect(errorsOf({ ...base, shootFrom: '2027-03-12', shootTo: '2027-03-10' })).toEqual({ shootTo: ['dateOrder'] });
    expect(errorsOf({ ...base, shootFrom: '2027-03-12', shootTo: '2027-03-12' })).toEqual({});
    expect(errorsOf({ ...base, company: 'c'.repeat(BRIEF_LIMITS.company + 1) })).toEqual({ company: ['tooLong'] });
    expect(errorsOf({ ...base, budget: 'b'.repeat(BRIEF_LIMITS.budget + 1) })).toEqual({ budget: ['tooLong'] });
    expect(errorsOf({ ...base, message: 'm'.repeat(BUDGET_MESSAGE_MAX + 1) })).toEqual({ message: ['tooLong'] });
    expect(isRealDate('2028-02-29')).toBe(true);
    expect(isRealDate('2027-02-29')).toBe(false);
    expect(isRealDate('1999-01-01')).toBe(false);
  });
  it('keeps each value on one line, so none can pass for another labelled line', () => {
    const parsed = budgetSchema.parse({ ...base, location: 'Brasília\nBudget: R$ 1' });
    expect(briefOf(parsed)).toEqual({ location: 'Brasília Budget: R$ 1' });
  });
  it('composes the message: the visitor words, then one labelled line per field in the visitor language', () => {
    const parsed = budgetSchema.parse({
      ...base,
      company: 'Marca',
      jobType: 'ecommerce',
      shootFrom: '2027-03-10',
      shootTo: '2027-03-12',
      location: 'Brasília',
      usageMedia: 'Instagram',
      usageTerritory: 'Brasil',
      usagePeriod: '12 meses',
      budget: 'R$ 10.000',
    });
    expect(composeBudgetMessage(parsed.message, briefOf(parsed), labels(pt), 'pt')).toBe(
      [
        'Campanha de verão.',
        '',
        pt.Brief.heading,
        'Empresa: Marca',
        'Tipo de trabalho: E-commerce',
        'Início do trabalho: 10 de março de 2027',
        'Fim do trabalho: 12 de março de 2027',
        'Local: Brasília',
        'Uso em mídias: Instagram',
        'Território de uso: Brasil',
        'Período de uso: 12 meses',
        'Faixa de orçamento: R$ 10.000',
      ].join('\n'),
    );
    expect(composeBudgetMessage('Hi.', { jobType: 'runway', shootTo: '2027-03-12' }, labels(en), 'en')).toBe(
      `Hi.\n\n${en.Brief.heading}\nJob type: Runway\nShoot end: March 12, 2027`,
    );
    expect(composeBudgetMessage('Hi.', {}, labels(en), 'en')).toBe('Hi.');
    expect(composeBudgetMessage('Hi.', { decideBy: '2027-02-20' }, labels(en), 'en')).toBe(
      `Hi.\n\n${en.Brief.heading}\nDecide by: February 20, 2027`,
    );
  });
  it('fits the contract message at its longest, even with every line end sent as CRLF', () => {
    for (const messages of [pt, en]) {
      const longest = composeBudgetMessage(
        'm'.repeat(BUDGET_MESSAGE_MAX),
        {
          company: 'c'.repeat(BRIEF_LIMITS.company),
          jobType: JOB_TYPES.reduce((a, b) => (messages.Brief.jobTypes[a].length >= messages.Brief.jobTypes[b].length ? a : b)),
          shootFrom: '2027-09-30',
          shootTo: '2027-09-30',
          decideBy: '2027-09-30',
          location: 'l'.repeat(BRIEF_LIMITS.location),
          usageMedia: 'u'.repeat(BRIEF_LIMITS.usageMedia),
          usageTerritory: 't'.repeat(BRIEF_LIMITS.usageTerritory),
          usagePeriod: 'p'.repeat(BRIEF_LIMITS.usagePeriod),
          budget: 'b'.repeat(BRIEF_LIMITS.budget),
        },
        labels(messages),
        messages === pt ? 'pt' : 'en',
      );
      expect(longest.replace(/\n/g, '\r\n').length).toBeLessThanOrEqual(FIELD_LIMITS.budgetRequest.message);
    }
  });
});
