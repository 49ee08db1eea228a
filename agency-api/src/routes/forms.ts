import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import type { AppDeps } from '../context';
import type { ContractForm, ContractResponse, Expect, ReadsTheFormFields } from '../contract';
import { addError, invalidAnswer, tooLargeAnswer, type FieldErrors } from '../http';
import {
  badKey,
  bodyDigest,
  idempotencyKey,
  isUniqueViolation,
  keyConflict,
  priorSubmission,
  type Prior,
  type Submission,
} from '../idempotency';
import { isLang, LANGUAGES, type Lang } from '../languages';
import { checkPhotos, discardPhotos, promotePhotos, stagePhotos } from '../uploads';
import {
  emailField,
  genderField,
  integerText,
  issuesToErrors,
  jsonText,
  optionalText,
  placeChecker,
  readForm,
  readQuery,
  refuseUnknownFields,
  requiredText,
  talentIdField,
  webUrl,
  type ReceivedForm,
} from '../validation';
// What the site applies too: the same limits, caps, talent id and birthdate rule.
import {
  BACK_OFFICE_SCOUTING_BODY_MAX_BYTES,
  BACK_OFFICE_TEXT_FORM_BODY_MAX_BYTES,
  birthdateProblem,
  calendarDay,
  FAVORITES_MAX,
  FIELD_LIMITS,
  isoDay,
  needsGuardian,
  parseBrazilianDate,
  REVIEW_INTENTS,
  REVIEW_NOTE_MAX,
  REVIEW_VERDICTS,
  TEXT_PROBLEM_WORDING,
  textProblem,
  type BirthdateProblem,
} from '../../../lib/rules/agreed';

const contactSchema = z.object({
  name: requiredText(FIELD_LIMITS.contact.name),
  email: emailField,
  phone: requiredText(FIELD_LIMITS.contact.phone),
  message: requiredText(FIELD_LIMITS.contact.message),
});

const FAVORITE_NAME_MAX = FIELD_LIMITS.budgetRequest.favoriteName;
const RANK_WORDING = 'must be an integer of at least 1';

/**
 * A talent of the request and, since contract 1.2.0, the client's review of
 * it (all optional). Other keys are kept as sent (loose): the site may send
 * more of a talent than the contract asks for.
 */
const favoriteItem = z.looseObject({
  id: talentIdField(),
  name: z
    .string('must be text')
    .trim()
    .min(1, 'must not be empty')
    .max(FAVORITE_NAME_MAX, `must be at most ${FAVORITE_NAME_MAX} characters`),
  verdict: z.enum(REVIEW_VERDICTS, `must be one of ${REVIEW_VERDICTS.join(', ')}`).optional(),
  rank: z.number(RANK_WORDING).int(RANK_WORDING).min(1, RANK_WORDING).optional(),
  // The rule of every multi-line text field (lib/rules/text.ts), as the message's: the note is read as text too.
  note: z
    .string('must be text')
    .trim()
    .min(1, 'must not be empty')
    .max(REVIEW_NOTE_MAX, `must be at most ${REVIEW_NOTE_MAX} characters`)
    .superRefine((text, ctx) => {
      const problem = textProblem(text, { multiline: true });
      if (problem) ctx.addIssue({ code: 'custom', message: TEXT_PROBLEM_WORDING[problem] });
    })
    .optional(),
  intent: z.enum(REVIEW_INTENTS, `must be one of ${REVIEW_INTENTS.join(', ')}`).optional(),
});

const budgetRequestSchema = contactSchema.extend({
  message: requiredText(FIELD_LIMITS.budgetRequest.message),
  favorites: jsonText('must be JSON text of an array of talents').pipe(
    z
      .array(favoriteItem, 'must be JSON text of an array of talents')
      .min(1, 'must hold at least one talent')
      .max(FAVORITES_MAX, `must hold at most ${FAVORITES_MAX} talents`),
  ),
});

/** The site's birthdate rule (lib/rules/agreed.ts) in the back office's words. */
const BIRTHDATE_WORDING: Record<BirthdateProblem, string> = {
  format: 'must be a date written dd/MM/yyyy',
  invalid: 'must be a real date, and a plausible birthdate',
  future: 'must be in the past',
};

const today = () => calendarDay(new Date());

/** A measure as typed (the site sends a value of its option lists); the contract does not bound it. */
const measure = optionalText(40);

const L = FIELD_LIMITS.scouting;

const scoutingApplicationSchema = z.object({
  name: requiredText(L.name),
  gender: genderField,
  birthdate: requiredText(L.birthdate).superRefine((text, ctx) => {
    const problem = birthdateProblem(text, today());
    if (problem) ctx.addIssue({ code: 'custom', message: BIRTHDATE_WORDING[problem] });
  }),
  whatsapp: requiredText(L.whatsapp),
  responsable: optionalText(L.responsable),
  instagram: requiredText(L.instagram),
  email: emailField,
  nationality: optionalText(L.nationality),
  id_country: integerText(1).optional(),
  country: optionalText(L.country),
  id_city: integerText(1).optional(),
  city: optionalText(L.city),
  height: measure,
  bust: measure,
  waist: measure,
  hips: measure,
  jeans: measure,
  skills: optionalText(L.skills),
  video: webUrl.optional(),
  privacy: z.literal('1', {
    error: (issue) => (issue.input === undefined ? 'must be accepted' : "must be '1' (accepted)"),
  }),
});

/** Checked by the compiler only: each form reads the fields the contract declares for it. */
export type FormsFollowTheContract = [
  Expect<ReadsTheFormFields<typeof contactSchema, ContractForm<'/api/contact/{lang}'>>>,
  Expect<ReadsTheFormFields<typeof budgetRequestSchema, ContractForm<'/api/favorites/{lang}'>>>,
  Expect<
    ReadsTheFormFields<
      typeof scoutingApplicationSchema,
      ContractForm<'/api/get-scouted/{lang}'>,
      'image_1' | 'image_2' | 'image_3' | 'image_4'
    >
  >,
];

/** Text fields only: a file sent where text is expected is refused. */
function textOnly(form: ReceivedForm): FieldErrors {
  const errors: FieldErrors = { ...form.errors };
  for (const field of Object.keys(form.files)) addError(errors, field, 'must be text, not a file');
  return errors;
}

function hasErrors(errors: FieldErrors): boolean {
  return Object.keys(errors).length > 0;
}

const notAForm = { body: ['must be multipart/form-data'] };

export function formRoutes(deps: AppDeps): Hono {
  const { db, config, paths } = deps;
  const app = new Hono();
  const now = () => new Date().toISOString();

  /**
   * Runs the inserts in one transaction unless the key already stored a
   * submission (looked up inside the same transaction, so two repeats at
   * once store one row); the test hook can fail it just before the commit.
   */
  function storeOnce(table: Submission, key: string | null, digest: string, insert: () => number): Prior & { stored: boolean } {
    const attempt = () =>
      db.transaction(() => {
        const prior = priorSubmission(db, table, key, digest);
        if (prior) return { ...prior, stored: false };
        const id = insert();
        config.hooks.beforeCommit?.(table);
        return { id, same: true, stored: true };
      })();
    try {
      return attempt();
    } catch (error) {
      // Another connection stored the same key between this one's look-up and insert.
      if (key !== null && isUniqueViolation(error)) return attempt();
      throw error;
    }
  }

  /** The first answer again for a repeat; 422 when the key came with a different body. */
  function storedAnswer(c: Context, outcome: Prior) {
    if (!outcome.same) return invalidAnswer(c, keyConflict, 'The idempotency key was already used for a different submission.');
    return c.json({ success: true, id: outcome.id } satisfies ContractResponse<'Stored'>, 201);
  }

  /**
   * What every form path checks before its fields: the language, a multipart
   * body, no query, and the idempotency key with the body's digest. An answer
   * instead when one fails, or when the key already stored this submission
   * (before anything is read or written: a repeat stores no file at all).
   */
  async function receive(
    c: Context,
    table: Submission,
  ): Promise<{ answer: Response } | { answer?: undefined; lang: Lang; form: ReceivedForm; key: string | null; digest: string }> {
    const lang = c.req.param('lang');
    // The contract answers a refused input with 422 on these paths (404 is not one of their answers).
    if (!isLang(lang)) return { answer: invalidAnswer(c, { lang: [`must be one of ${LANGUAGES.join(', ')}`] }) };
    const form = await readForm(c);
    if (!form) return { answer: invalidAnswer(c, notAForm) };
    const query = readQuery(c, []);
    if (hasErrors(query.errors)) return { answer: invalidAnswer(c, query.errors) };
    const key = idempotencyKey(c);
    if (key === undefined) return { answer: invalidAnswer(c, badKey) };
    const digest = await bodyDigest(lang, form);
    const prior = priorSubmission(db, table, key, digest);
    if (prior) return { answer: storedAnswer(c, prior) };
    return { lang, form, key, digest };
  }

  const checkPlace = placeChecker(db);

  const insertContact = db.prepare(
    `INSERT INTO contact_messages (language, name, email, phone, message, created_at, idempotency_key, body_digest)
     VALUES (@language, @name, @email, @phone, @message, @created_at, @idempotency_key, @body_digest)`,
  );

  /**
   * The contact message and the budget request differ only in their path,
   * table, schema and row: one handler reads, checks and stores both, so a
   * rule of one (size, unknown fields, idempotency) is the other's too.
   */
  function textForm<S extends z.ZodObject>(
    path: string,
    table: Submission,
    schema: S,
    insert: { run(row: Record<string, unknown>): { lastInsertRowid: number | bigint } },
    rowOf: (data: z.output<S>) => Record<string, unknown>,
  ) {
    app.post(path, bodyLimit({ maxSize: BACK_OFFICE_TEXT_FORM_BODY_MAX_BYTES, onError: tooLargeAnswer }), async (c) => {
      const once = await receive(c, table);
      if (once.answer) return once.answer;
      const { lang, form } = once;
      const errors = textOnly(form);
      refuseUnknownFields(form, Object.keys(schema.shape), errors);
      const parsed = schema.safeParse(form.text);
      if (!parsed.success) issuesToErrors(parsed.error.issues, errors);
      if (hasErrors(errors) || !parsed.success) return invalidAnswer(c, errors);
      const row = rowOf(parsed.data);
      const outcome = storeOnce(table, once.key, once.digest, () =>
        Number(
          insert.run({ ...row, language: lang, created_at: now(), idempotency_key: once.key, body_digest: once.digest })
            .lastInsertRowid,
        ),
      );
      return storedAnswer(c, outcome);
    });
  }

  const insertBudgetRequest = db.prepare(
    `INSERT INTO budget_requests (language, name, email, phone, message, favorites, created_at, idempotency_key, body_digest)
     VALUES (@language, @name, @email, @phone, @message, @favorites, @created_at, @idempotency_key, @body_digest)`,
  );

  textForm('/api/contact/:lang', 'contact_messages', contactSchema, insertContact, (data) => data);
  textForm('/api/favorites/:lang', 'budget_requests', budgetRequestSchema, insertBudgetRequest, ({ favorites, ...fields }) => ({
    ...fields,
    favorites: JSON.stringify(favorites),
  }));

  const insertApplication = db.prepare(
    `INSERT INTO scouting_applications (language, name, gender, birthdate, whatsapp, responsable, instagram,
       email, nationality, id_country, country, id_city, city, height, bust, waist, hips, jeans, skills, video,
       privacy_accepted, created_at, idempotency_key, body_digest)
     VALUES (@language, @name, @gender, @birthdate, @whatsapp, @responsable, @instagram,
       @email, @nationality, @id_country, @country, @id_city, @city, @height, @bust, @waist, @hips, @jeans, @skills,
       @video, 1, @created_at, @idempotency_key, @body_digest)`,
  );
  const insertPhoto = db.prepare('INSERT INTO scouting_photos (application_id, slot, file, mime, bytes) VALUES (?, ?, ?, ?, ?)');

  app.post(
    '/api/get-scouted/:lang',
    bodyLimit({ maxSize: BACK_OFFICE_SCOUTING_BODY_MAX_BYTES, onError: tooLargeAnswer }),
    async (c) => {
      const once = await receive(c, 'scouting_applications');
      if (once.answer) return once.answer;
      const { lang, form } = once;
      const errors: FieldErrors = { ...form.errors };
      refuseUnknownFields(form, Object.keys(scoutingApplicationSchema.shape), errors);
      const parsed = scoutingApplicationSchema.safeParse(form.text);
      if (!parsed.success) issuesToErrors(parsed.error.issues, errors);
      else checkPlace(parsed.data, errors);
      // Checked apart from the schema so that it is reported together with every other error.
      const birth = form.text.birthdate ? parseBrazilianDate(form.text.birthdate) : null;
      if (form.text.birthdate && needsGuardian(form.text.birthdate, today()) && !form.text.responsable) {
        addError(errors, 'responsable', 'is required for applicants under 18');
      }
      const photos = await checkPhotos(form.files, errors);
      if (hasErrors(errors) || !parsed.success || !birth) return invalidAnswer(c, errors);

      // privacy is stored as privacy_accepted = 1, the birthdate as yyyy-MM-dd.
      const fields: Partial<typeof parsed.data> = { ...parsed.data };
      delete fields.privacy;
      delete fields.birthdate;
      const staged = await stagePhotos(paths, photos, config.hooks);
      try {
        const outcome = storeOnce('scouting_applications', once.key, once.digest, () => {
          const row = {
            responsable: null,
            nationality: null,
            id_country: null,
            country: null,
            id_city: null,
            city: null,
            height: null,
            bust: null,
            waist: null,
            hips: null,
            jeans: null,
            skills: null,
            video: null,
            ...fields,
            birthdate: isoDay(birth),
            language: lang,
            created_at: now(),
            idempotency_key: once.key,
            body_digest: once.digest,
          };
          const applicationId = Number(insertApplication.run(row).lastInsertRowid);
          for (const photo of staged) insertPhoto.run(applicationId, photo.slot, photo.file, photo.mime, photo.bytes);
          promotePhotos(staged);
          return applicationId;
        });
        // A concurrent repeat stored the application first: these copies of its photos are not kept.
        if (!outcome.stored) discardPhotos(staged);
        return storedAnswer(c, outcome);
      } catch (error) {
        discardPhotos(staged);
        throw error;
      }
    },
  );

  return app;
}
