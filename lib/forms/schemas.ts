import * as z from 'zod/mini';
import { isFormErrorKey, type FieldErrors, type FormErrorKey } from './fields';
import { BRIEF_LIMITS, BUDGET_MESSAGE_MAX, datesInOrder, isRealDate, JOB_TYPES, type BriefField } from '@/lib/rules/quote-brief';
import { FAVORITES_MAX, FIELD_LIMITS, isTalentId, REVIEW_INTENTS, REVIEW_NOTE_MAX, REVIEW_VERDICTS } from '@/lib/rules/agreed';
import { textProblem } from '@/lib/rules/text';

/**
 * One schema per form, shared by the browser (react-hook-form's resolver) and
 * the site's route handler, which validates everything again. Every error is
 * a key of the `Form` messages namespace, translated where it is shown.
 *
 * Written with `zod/mini` (the same zod 4 core, functional API), and loaded
 * by the browser only on demand (validation.ts): the form components import
 * what they need besides the schemas from fields.ts. Never import full `zod`
 * from a module the browser loads.
 */

export { briefOf } from '@/lib/rules/quote-brief';
export {
  budgetFields,
  contactFields,
  favoritesText,
  formDataOf,
  formErrorKeys,
  isFormErrorKey,
  LIMITS,
  type FieldErrors,
  type FormErrorKey,
} from './fields';

const notText = { error: 'required' satisfies FormErrorKey };

/**
 * Refuses the value from inside a `z.transform` with the given message (an
 * error key), as classic zod's `ctx.addIssue` did: zod mini's transform
 * receives the bare parse payload.
 */
export function refuse(payload: z.core.ParsePayload, message: string): never {
  payload.issues.push({ code: 'custom', message, input: payload.value });
  return z.NEVER;
}

/**
 * No control or bidi characters (line breaks and tabs where `multiline`), and
 * something visible: the rule of lib/rules/text.ts, which the agency API
 * applies too. Its keys are `control` and `invisible`.
 */
export const plainText = (multiline = false) =>
  z.superRefine((text: string, ctx) => {
    const problem = textProblem(text, { multiline });
    if (problem) ctx.addIssue({ code: 'custom', message: problem satisfies FormErrorKey, input: text });
  });

/** Trimmed, non-empty plain text of at most `max` characters. */
export const requiredText = (max: number, { multiline = false } = {}) =>
  z
    .string(notText)
    .check(
      z.trim(),
      z.minLength(1, { error: 'required' satisfies FormErrorKey }),
      z.maxLength(max, { error: 'tooLong' satisfies FormErrorKey }),
      plainText(multiline),
    );

/** The contract's bound, the same in every form (RFC 5321's 254 characters). */
export const emailField = z.pipe(
  requiredText(FIELD_LIMITS.contact.email),
  z.email({ error: 'invalidEmail' satisfies FormErrorKey }),
);

export const contactSchema = z.object({
  name: requiredText(FIELD_LIMITS.contact.name),
  email: emailField,
  phone: requiredText(FIELD_LIMITS.contact.phone),
  message: requiredText(FIELD_LIMITS.contact.message, { multiline: true }),
});

export type ContactInput = z.input<typeof contactSchema>;
export type ContactData = z.output<typeof contactSchema>;

/** A talent id as the contract takes it (lib/rules/talent-id.ts). */
export const talentIdField = z
  .number({ error: 'invalid' satisfies FormErrorKey })
  .check(z.refine(isTalentId, { error: 'invalid' }));

/**
 * The client's review of one talent (lib/rules/review.ts), each key
 * optional: a verdict, what the client asks for next, and a note of at most
 * REVIEW_NOTE_MAX characters, line breaks kept as the fragment keeps them;
 * a blank note is no note.
 */
export const reviewShape = {
  verdict: z.optional(z.enum(REVIEW_VERDICTS, { error: 'invalid' satisfies FormErrorKey })),
  intent: z.optional(z.enum(REVIEW_INTENTS, { error: 'invalid' satisfies FormErrorKey })),
  note: z.pipe(
    z.optional(z.string({ error: 'invalid' satisfies FormErrorKey })),
    z.pipe(
      z.transform((value: string | undefined) => value?.trim() || undefined),
      z.optional(z.string().check(z.maxLength(REVIEW_NOTE_MAX, { error: 'tooLong' satisfies FormErrorKey }), plainText(true))),
    ),
  ),
};

const invalid = { error: 'invalid' satisfies FormErrorKey };

/**
 * What a budget request says about each talent: enough for the agency to
 * know whom and, when the client reviewed them (contract 1.2.0,
 * lib/rules/review.ts), the verdict, the rank (1 = first choice, no more
 * than a request holds), the note (multi-line, as the message; blank is
 * none) and what the client asks for next.
 */
export const favoriteRefSchema = z.object({
  id: talentIdField,
  name: requiredText(FIELD_LIMITS.budgetRequest.favoriteName),
  ...reviewShape,
  rank: z.optional(z.int(invalid).check(z.gte(1, invalid), z.lte(FAVORITES_MAX, invalid))),
});
export type FavoriteRef = z.infer<typeof favoriteRefSchema>;

/** The favourites travel as JSON text of their list (docs/product.md §3), parsed and bounded here. */
export const favoritesField = z.pipe(
  z.pipe(
    z.string({ error: 'noFavorites' satisfies FormErrorKey }),
    z.transform((text: string, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        return refuse(ctx, 'invalid' satisfies FormErrorKey);
      }
    }),
  ),
  z
    .array(favoriteRefSchema, { error: 'invalid' satisfies FormErrorKey })
    .check(
      z.minLength(1, { error: 'noFavorites' satisfies FormErrorKey }),
      z.maxLength(FAVORITES_MAX, { error: 'tooManyFavorites' satisfies FormErrorKey }),
    ),
);

/**
 * One line of a quote brief: optional, trimmed, runs of white space (a
 * newline too) made one space, so no value can pass for another labelled
 * line of the message; blank is absent.
 */
const briefText = (max: number) =>
  z.pipe(
    z.optional(z.string({ error: 'invalid' satisfies FormErrorKey })),
    z.pipe(
      z.transform((value: string | undefined) => value?.replace(/\s+/g, ' ').trim() || undefined),
      z.optional(z.string().check(z.maxLength(max, { error: 'tooLong' satisfies FormErrorKey }), plainText())),
    ),
  );

const briefDate = z.pipe(
  briefText(10),
  z.optional(z.string().check(z.refine(isRealDate, { error: 'invalidDate' satisfies FormErrorKey }))),
);

const jobTypeField = z.pipe(briefText(20), z.optional(z.enum(JOB_TYPES, { error: 'invalid' satisfies FormErrorKey })));

/** One schema per brief field, no more, no less (briefFields: the form's and briefOf's list). */
export const briefShape = {
  company: briefText(BRIEF_LIMITS.company),
  jobType: jobTypeField,
  shootFrom: briefDate,
  shootTo: briefDate,
  decideBy: briefDate,
  location: briefText(BRIEF_LIMITS.location),
  usageMedia: briefText(BRIEF_LIMITS.usageMedia),
  usageTerritory: briefText(BRIEF_LIMITS.usageTerritory),
  usagePeriod: briefText(BRIEF_LIMITS.usagePeriod),
  budget: briefText(BRIEF_LIMITS.budget),
} satisfies Record<BriefField, z.core.$ZodType>;

/**
 * The budget request: the four fields of docs/product.md §3 (the message shorter than the
 * contact form's, so the brief's lines fit in the contract's `message`), the
 * favourites, and the quote brief, the shoot's last day not before its first.
 */
export const budgetSchema = z
  .object({
    ...contactSchema.shape,
    message: requiredText(BUDGET_MESSAGE_MAX, { multiline: true }),
    favorites: favoritesField,
    ...briefShape,
  })
  .check(
    z.refine((data) => datesInOrder(data.shootFrom, data.shootTo), {
      error: 'dateOrder' satisfies FormErrorKey,
      path: ['shootTo'],
    }),
  );

export type BudgetInput = z.input<typeof budgetSchema>;
export type BudgetData = z.output<typeof budgetSchema>;

/**
 * zod issues grouped by top-level field, each message once (they are already
 * keys). `isKey` tells the keys the form shows (a form with keys of its own,
 * the scouting one, passes its test); any other message becomes `invalid`.
 */
export function issuesToFieldErrors(
  issues: readonly z.core.$ZodIssue[],
  isKey: (message: string) => boolean = isFormErrorKey,
): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.path.length > 0 ? String(issue.path[0]) : 'form';
    const key = isKey(issue.message) ? issue.message : 'invalid';
    const list = (errors[field] ??= []);
    if (!list.includes(key)) list.push(key);
  }
  return errors;
}
