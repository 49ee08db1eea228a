import { describe, expect, it } from 'vitest';
import { createTranslator } from 'next-intl';
import en from '@/messages/en.json';
import es from '@/messages/es.json';
import pt from '@/messages/pt.json';
import { briefOf, budgetSchema, favoritesText, formDataOf, issuesToFieldErrors } from '@/lib/forms/schemas';
import { briefLabels, reviewLabels } from '@/lib/i18n/budget-labels';
import {
  FAVORITES_MAX,
  FIELD_LIMITS,
  REVIEW_INTENTS,
  REVIEW_NOTE_MAX,
  REVIEW_VERDICTS,
  TEXT_FORM_BODY_MAX_BYTES,
} from '@/lib/rules/agreed';
import { BRIEF_LIMITS, BUDGET_MESSAGE_MAX, JOB_TYPES, type QuoteBrief } from '@/lib/rules/quote-brief';
import {
  clashLines,
  composeBudgetRequestMessage,
  sentLength,
  type BudgetRequestParts,
  type ReviewedItem,
} from '@/lib/rules/review';

const messages = { pt, en, es };
type Lang = keyof typeof messages;

const briefLabelsOf = (lang: Lang) =>
  briefLabels(createTranslator({ locale: lang, messages: messages[lang], namespace: 'Brief' }));

const labelsOf = (lang: Lang) =>
  reviewLabels(
    createTranslator({ locale: lang, messages: messages[lang], namespace: 'Review' }),
    createTranslator({ locale: lang, messages: messages[lang], namespace: 'ReviewReply' }),
  );

const parts = (lang: Lang, overrides: Partial<BudgetRequestParts>): BudgetRequestParts => ({
  message: 'Campanha de verão.',
  brief: {},
  briefLabels: briefLabelsOf(lang),
  locale: lang,
  items: [],
  reviewLabels: labelsOf(lang),
  ...overrides,
});

const LIMIT = FIELD_LIMITS.budgetRequest.message;

describe("the budget request's message with the client's review", () => {
  const items: ReviewedItem[] = [
    { id: 4, name: 'Dora Reis', rank: 4, verdict: 'no' },
    { id: 2, name: 'Bia Torres', rank: 2, verdict: 'maybe', intent: 'casting' },
    { id: 5, name: 'Eva Lins', rank: 5 },
    { id: 1, name: 'Ana Souza', rank: 1, verdict: 'yes', intent: 'option', note: 'Perfeita para a capa.\n\nVer   polaroids.' },
    { id: 3, name: 'Caio Lima', rank: 3, verdict: 'no', note: 'Não desta vez.' },
    { id: 6, name: 'Gil Prado', rank: 6 },
  ];
  const clashes = new Map([
    [5, 'Fora, em Lisboa, até 20 de mar.: dentro das suas datas'],
    [2, 'Fora, sem data de volta: dentro das suas datas'],
  ]);

  it('writes the message, the brief, then the review in rank order: yes and maybe, undecided clashes, how many declined', () => {
    const { message, over } = composeBudgetRequestMessage(
      parts('pt', { brief: { shootFrom: '2027-03-10', decideBy: '2027-02-20' }, items, clashes }),
    );
    expect(over).toBe(0);
    expect(message).toBe(
      [
        'Campanha de verão.',
        '',
        '— Briefing do orçamento —',
        'Início do trabalho: 10 de março de 2027',
        'Decidir até: 20 de fevereiro de 2027',
        '',
        '— Avaliação do cliente —',
        '1. Ana Souza: Sim · Opção nas datas do trabalho · “Perfeita para a capa. Ver polaroids.”',
        '2. Bia Torres: Talvez · Casting ou teste · Fora, sem data de volta: dentro das suas datas',
        'Eva Lins: Fora, em Lisboa, até 20 de mar.: dentro das suas datas',
        '2 talentos recusados',
      ].join('\n'),
    );
    expect(composeBudgetRequestMessage(parts('en', { items: [{ id: 9, name: 'Ivo', rank: 1, verdict: 'no' }] })).message).toBe(
      'Campanha de verão.\n\n— Client review —\n1 talent declined',
    );
  });

  it('adds nothing to a request without a review or a clash, nor a heading over a review with nothing to say', () => {
    const plain = [
      { id: 1, name: 'Ana' },
      { id: 2, name: 'Bia' },
    ];
    expect(composeBudgetRequestMessage(parts('pt', { items: plain })).message).toBe('Campanha de verão.');
    // Without a review, a talent away on the dates still gets its line: the card says so too.
    expect(composeBudgetRequestMessage(parts('pt', { items: plain, clashes })).message).toBe(
      `Campanha de verão.\n\n— Avaliação do cliente —\nBia: ${clashes.get(2)}`,
    );
    const reordered = [
      { id: 2, name: 'Bia', rank: 1 },
      { id: 1, name: 'Ana', rank: 2 },
    ];
    expect(composeBudgetRequestMessage(parts('es', { items: reordered })).message).toBe('Campanha de verão.');
  });

  it('counts the characters as the back office does: every line end sent as CRLF', () => {
    expect(sentLength('a\nb\r\nc\rd')).toBe('a\r\nb\r\nc\r\nd'.length);
    const exact = 'm'.repeat(LIMIT - 1) + '\n';
    expect(composeBudgetRequestMessage(parts('en', { message: exact.slice(0, -2) + '\n' })).over).toBe(0);
    expect(composeBudgetRequestMessage(parts('en', { message: exact })).over).toBe(1);
  });
});

// --- the bound ------------------------------------------------------------------------------

/** The longest brief the schema takes, every field filled in, the longest job type of the language. */
function longestBrief(lang: Lang): QuoteBrief {
  const jobTypes = messages[lang].Brief.jobTypes;
  return {
    company: 'c'.repeat(BRIEF_LIMITS.company),
    jobType: JOB_TYPES.reduce((a, b) => (jobTypes[a].length >= jobTypes[b].length ? a : b)),
    shootFrom: '2027-09-30',
    shootTo: '2027-09-30',
    decideBy: '2027-09-30',
    location: 'l'.repeat(BRIEF_LIMITS.location),
    usageMedia: 'u'.repeat(BRIEF_LIMITS.usageMedia),
    usageTerritory: 't'.repeat(BRIEF_LIMITS.usageTerritory),
    usagePeriod: 'p'.repeat(BRIEF_LIMITS.usagePeriod),
    budget: 'b'.repeat(BRIEF_LIMITS.budget),
  };
}

/**
 * The longest line of the review: a talent with the longest name, said
 * "maybe" (the longest verdict in every language) with the longest intent
 * and a full note.
 */
function fullLines(lang: Lang, count: number): ReviewedItem[] {
  const intents = messages[lang].Review.intents;
  const intent = REVIEW_INTENTS.reduce((a, b) => (intents[a].length >= intents[b].length ? a : b));
  return Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    name: 'n'.repeat(FIELD_LIMITS.budgetRequest.favoriteName),
    rank: i + 1,
    verdict: 'maybe',
    intent,
    note: 'x'.repeat(REVIEW_NOTE_MAX),
  }));
}

/** A message of a paragraph or two: what a booker typically writes beside a brief. */
const TYPICAL_MESSAGE = 500;
/**
 * The bound this site promises (docs/product.md §5): beside the longest
 * brief and a typical message, a review of this many talents said yes or
 * maybe to, each with the longest name, intent and a full note, fits the
 * contract's 5,000 characters; past it, the visitor shortens the message
 * or the notes. Fifty talents with full notes (a whole selection) could
 * never fit: a full line is some 450 characters.
 */
const FULL_LINES_THAT_FIT = 7;

describe('the 5,000 characters of the contract', () => {
  const compose = (lang: Lang, message: string, count: number) =>
    composeBudgetRequestMessage(parts(lang, { message, brief: longestBrief(lang), items: fullLines(lang, count) }));
  const mostFullLines = (lang: Lang, message: string) => {
    let count = 0;
    while (compose(lang, message, count + 1).over === 0) count += 1;
    return count;
  };

  it.each(['pt', 'en', 'es'] as const)(
    '%s: the longest brief and a typical message leave room for the promised full lines; one more is over, by its exact count',
    (lang) => {
      const typical = 'm'.repeat(TYPICAL_MESSAGE);
      const fit = mostFullLines(lang, typical);
      expect(fit).toBeGreaterThanOrEqual(FULL_LINES_THAT_FIT);
      expect(fit).toBeLessThan(50);

      const fitting = compose(lang, typical, fit);
      const slack = LIMIT - sentLength(fitting.message);
      expect(slack).toBeGreaterThanOrEqual(0);
      // The same review with a message 7 characters longer than the room left: over by exactly 7.
      expect(compose(lang, 'm'.repeat(TYPICAL_MESSAGE + slack + 7), fit).over).toBe(7);
      expect(compose(lang, typical, fit + 1).over).toBe(sentLength(compose(lang, typical, fit + 1).message) - LIMIT);
    },
  );

  it('the longest message and the longest brief still leave room for a full line', () => {
    for (const lang of ['pt', 'en', 'es'] as const)
      expect(mostFullLines(lang, 'm'.repeat(BUDGET_MESSAGE_MAX))).toBeGreaterThanOrEqual(1);
  });

  it("drops the server's clash lines rather than refuse a request they alone put over", () => {
    const typical = 'm'.repeat(TYPICAL_MESSAGE);
    const fit = mostFullLines('en', typical);
    const items = fullLines('en', fit);
    const clashes = new Map(items.map((item) => [item.id, 'Away in Lisboa until Mar 20: within your dates']));
    const withRoom = composeBudgetRequestMessage(parts('en', { message: 'Hi.', brief: longestBrief('en'), items, clashes }));
    expect(withRoom.message).toContain('Away in Lisboa');
    const full = composeBudgetRequestMessage(parts('en', { message: typical, brief: longestBrief('en'), items, clashes }));
    expect(full.over).toBe(0);
    expect(full.message).not.toContain('Away in Lisboa');
    // The browser, which has no clash lines, counts what the server will refuse.
    expect(full).toEqual(compose('en', typical, fit));
  });
});

// --- the clash lines ---------------------------------------------------------------------------

describe('clash lines from the roster availability', () => {
  const today = { year: 2027, month: 3, day: 1 };
  const items = [1, 2, 3, 4, 5, 6].map((id) => ({ id, name: `T${id}`, rank: id }));
  const availability = new Map([
    [1, { status: 'away' as const, city: 'Lisboa', until: '2027-03-12' }],
    [2, { status: 'in_town' as const, city: 'Brasília', until: null }],
    [3, { status: 'away' as const, city: 'Paris', until: '2027-03-05' }],
    [4, { status: 'away' as const, city: null, until: null }],
    [5, { status: 'away' as const, city: 'Milão', until: '2027-02-20' }],
    // 6: the roster says nothing of it.
  ]);
  const word = (clash: { city: string | null; until: { day: number } | null }) =>
    `${clash.city ?? '?'} ${clash.until?.day ?? '-'}`;

  it('gives a line to a talent away until a day inside the dates, or away with no end; none in town, unknown or back before', () => {
    const lines = clashLines(items, availability, { from: '2027-03-10', to: '2027-03-15' }, today, word);
    expect([...lines]).toEqual([
      [1, 'Lisboa 12'],
      [4, '? -'],
    ]);
  });

  it('says nothing without dates', () => {
    expect(clashLines(items, availability, {}, today, word).size).toBe(0);
  });
});

// --- the schema and the serializer ---------------------------------------------------------------

describe("a budget request item's review keys", () => {
  const base = { name: 'Ana Souza', email: 'ana@example.com', phone: '+55 61 99999-0000', message: 'Olá' };
  const errorsOf = (item: Record<string, unknown>) => {
    const result = budgetSchema.safeParse({
      ...base,
      favorites: JSON.stringify([
        { id: 1, name: 'Ana' },
        { id: 2, name: 'Bia', ...item },
      ]),
    });
    return result.success ? {} : issuesToFieldErrors(result.error.issues);
  };

  it('takes each verdict and intent, a rank from 1 to the most a request holds, a multi-line note up to its bound', () => {
    for (const verdict of REVIEW_VERDICTS) expect(errorsOf({ verdict })).toEqual({});
    for (const intent of REVIEW_INTENTS) expect(errorsOf({ intent })).toEqual({});
    expect(errorsOf({ rank: 1 })).toEqual({});
    expect(errorsOf({ rank: FAVORITES_MAX })).toEqual({});
    expect(errorsOf({ note: 'Linha um\nLinha dois'.padEnd(REVIEW_NOTE_MAX, '.') })).toEqual({});
    const parsed = budgetSchema.parse({
      ...base,
      favorites: favoritesText([{ id: 7, name: 'Ana', verdict: 'yes', rank: 1, note: '  Sim.  ', intent: 'confirm' }]),
    });
    expect(parsed.favorites).toEqual([{ id: 7, name: 'Ana', verdict: 'yes', rank: 1, note: 'Sim.', intent: 'confirm' }]);
  });

  it('refuses each bad value, naming the favourites', () => {
    expect(errorsOf({ verdict: 'perhaps' })).toEqual({ favorites: ['invalid'] });
    expect(errorsOf({ intent: 'hold' })).toEqual({ favorites: ['invalid'] });
    for (const rank of [0, -1, 1.5, FAVORITES_MAX + 1, '1'])
      expect(errorsOf({ rank }), String(rank)).toEqual({ favorites: ['invalid'] });
    expect(errorsOf({ note: 'x'.repeat(REVIEW_NOTE_MAX + 1) })).toEqual({ favorites: ['tooLong'] });
    expect(errorsOf({ note: 'bell\u0007' })).toEqual({ favorites: ['control'] });
    expect(errorsOf({ note: 7 })).toEqual({ favorites: ['invalid'] });
    // A blank note is no note (the decision kit reads it so too), not a refusal.
    expect(errorsOf({ note: '   ' })).toEqual({});
  });

  it('travels in the favourites text only where an item has it, and nothing else of a card', () => {
    const text = favoritesText([
      { id: 1, name: 'Ana', verdict: 'maybe', rank: 2, note: 'Talvez.', intent: 'casting' },
      { id: 2, name: 'Bia', cover: 'x.jpg' } as never,
    ]);
    expect(JSON.parse(text)).toEqual([
      { id: 1, name: 'Ana', verdict: 'maybe', rank: 2, note: 'Talvez.', intent: 'casting' },
      { id: 2, name: 'Bia' },
    ]);
  });
});

describe('the decide-by date of the brief', () => {
  const base = {
    name: 'Ana Souza',
    email: 'ana@example.com',
    phone: '+55 61 99999-0000',
    message: 'Olá',
    favorites: favoritesText([{ id: 1, name: 'Ana' }]),
  };
  it('is a real date, optional, and a labelled line of the message', () => {
    expect(briefOf(budgetSchema.parse({ ...base, decideBy: '2027-02-20' }))).toEqual({ decideBy: '2027-02-20' });
    expect(briefOf(budgetSchema.parse({ ...base, decideBy: '' }))).toEqual({});
    const refused = budgetSchema.safeParse({ ...base, decideBy: '2027-02-30' });
    expect(refused.success ? {} : issuesToFieldErrors(refused.error.issues)).toEqual({ decideBy: ['invalidDate'] });
    const lines = (lang: Lang) =>
      composeBudgetRequestMessage(parts(lang, { message: 'Hi.', brief: { decideBy: '2027-02-20' } }))
        .message.split('\n')
        .at(-1);
    expect([lines('pt'), lines('en'), lines('es')]).toEqual([
      'Decidir até: 20 de fevereiro de 2027',
      'Decide by: February 20, 2027',
      'Decidir antes del: 20 de febrero de 2027',
    ]);
  });
});

describe("the site's body cap holds the longest reviewed request", () => {
  it('200 talents with the longest names and full notes of three-byte characters, the longest message and brief', async () => {
    const threeBytes = '€';
    const favorites = favoritesText(
      Array.from({ length: FAVORITES_MAX }, (_, i) => ({
        id: 100_000_000_000_000 + i,
        name: threeBytes.repeat(FIELD_LIMITS.budgetRequest.favoriteName),
        verdict: 'maybe' as const,
        rank: i + 1,
        note: threeBytes.repeat(REVIEW_NOTE_MAX),
        intent: 'casting' as const,
      })),
    );
    const brief = Object.fromEntries(
      Object.entries(longestBrief('pt')).map(([key, value]) => [
        key,
        /^\d/.test(value) ? value : threeBytes.repeat(value.length),
      ]),
    );
    const body = formDataOf({
      name: threeBytes.repeat(FIELD_LIMITS.budgetRequest.name),
      email: `${'a'.repeat(240)}@example.com`,
      phone: '9'.repeat(FIELD_LIMITS.budgetRequest.phone),
      message: threeBytes.repeat(BUDGET_MESSAGE_MAX),
      favorites,
      ...brief,
    });
    const bytes = (await new Request('http://site/x', { method: 'POST', body }).arrayBuffer()).byteLength;
    expect(bytes).toBeLessThan(290 * 1000);
    expect(bytes).toBeLessThan(TEXT_FORM_BODY_MAX_BYTES);
  });
});
