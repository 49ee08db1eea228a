/**
 * zod schemas of the agency API's answers, written from
 * contract/agency-api.openapi.yaml. Required fields are required: an answer
 * without them breaks the contract and becomes AgencyApiError 502.
 * Optional fields accept null or absence. Two tolerances, because real back
 * offices drift: measures may arrive as numbers (kept as strings), and hair
 * and eye colours are any string (an unknown name is shown as typed rather
 * than failing the whole profile).
 *
 * Each schema's output is the shape the site hands on (types.ts derives the
 * app's types from them): every optional field present, null when the back
 * office left it out, and every media path an absolute URL on the media host.
 */
import { z } from 'zod';
import { LANGUAGES } from '@/lib/rules/agreed';
import type { Contract, ContractAnswer, ContractResponse, Expect, Follows } from './contract';

export const LangSchema = z.enum(LANGUAGES);
export const GenderSchema = z.enum(['man', 'woman']);

const int = z.number().int();
/** An optional text: null when absent. */
const text = z
  .string()
  .nullish()
  .transform((v) => v ?? null);
/** An optional text where blank means none. */
const trimmed = z
  .string()
  .nullish()
  .transform((v) => v?.trim() || null);
const measure = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((v) => (v == null ? null : String(v)));

/**
 * Media fields hold a path relative to the media host
 * ("storage/talents/7/book/1.jpg") or an absolute URL.
 */
export function mediaUrl(path: string | null | undefined, base: string): string | null {
  const value = path?.trim() ?? '';
  if (value === '') return null;
  if (/^https?:\/\//i.test(value)) return value;
  if (value.startsWith('//')) return `https:${value}`;
  return `${base.replace(/\/+$/, '')}/${value.replace(/^\/+/, '')}`;
}

/**
 * The media host of the answer being parsed. zod has no parse context, and
 * the host belongs to the connection (tests run several at once), so
 * parseAnswer sets it around one synchronous parse.
 */
let parsingMediaHost: string | null = null;

/** `schema.safeParse(value)` with media paths resolved on `mediaHost`. */
export function parseAnswer<S extends z.ZodType>(schema: S, value: unknown, mediaHost: string) {
  parsingMediaHost = mediaHost;
  try {
    return schema.safeParse(value);
  } finally {
    parsingMediaHost = null;
  }
}

/** A media path as an absolute URL; null when empty. */
export const MediaSchema = z.string().transform((path) => {
  if (parsingMediaHost === null) throw new Error('media parsed outside parseAnswer');
  return mediaUrl(path, parsingMediaHost);
});
const optionalMedia = MediaSchema.nullish().transform((v) => v ?? null);

export const TokenSchema = z.object({
  access_token: z.string().nullish(),
  token_type: z.string().nullish(),
  // Only an optimisation: a malformed value is treated as "no expiry".
  expires_in: z.number().positive().nullish().catch(null),
});

export const ErrorSchema = z.object({ message: z.string() });

export const InvalidSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())),
});

export const StoredSchema = z.object({
  success: z.literal(true),
  id: int,
});

export const PageSchema = z.object({
  current_page: int,
  last_page: int,
  per_page: int,
  total: int,
});

export const CategorySchema = z.object({ id: int, name: text });
export const DivisionSchema = z.object({ id: int, id_category: int, name: text });

/**
 * Contract 1.1's optional fields (availability, the day a polaroid was taken,
 * a video's kind): a malformed value becomes null rather than failing the
 * whole answer, as a back office that does not send them gives.
 */
const optionalExtra = <T extends z.ZodType>(schema: T) => schema.nullish().catch(null);

export const AvailabilitySchema = z.object({ status: z.enum(['in_town', 'away']), city: text, until: text });

const talentSummaryFields = z.object({
  id: int,
  name: z.string(),
  gender: GenderSchema,
  cover: MediaSchema,
  cover_web: optionalMedia,
  categories: z.array(CategorySchema),
  divisions: z.array(DivisionSchema),
  availability: optionalExtra(AvailabilitySchema).transform((v) => v ?? null),
});

/** The card image: `cover_web`, else `cover`. */
const withCover = <T extends { cover: string | null; cover_web: string | null }>({ cover, cover_web, ...talent }: T) => ({
  ...talent,
  cover: cover_web ?? cover,
});

export const TalentSummarySchema = talentSummaryFields.transform(withCover);

export const GalleryImageSchema = z.object({
  file: MediaSchema,
  width: int.nonnegative(),
  height: int.nonnegative(),
  taken_at: optionalExtra(z.string()).transform((v) => v ?? null),
});

/** A gallery's images; those without a file are dropped, there is nothing to show. */
const gallery = z
  .array(GalleryImageSchema)
  .nullish()
  .transform((images) => (images ?? []).flatMap((image) => (image.file === null ? [] : [{ ...image, file: image.file }])));

/** `file` is the provider's video id. */
export const GalleryVideoSchema = z.object({
  provider: z.enum(['youtube', 'vimeo']),
  file: z.string(),
  width: int.nullish().transform((v) => v ?? null),
  height: int.nullish().transform((v) => v ?? null),
  kind: optionalExtra(z.enum(['slate', 'runway', 'campaign', 'other'])).transform((v) => v ?? null),
});

const talentFields = talentSummaryFields.extend({
  instagram: trimmed,
  birthdate: text,
  height: measure,
  bust: measure,
  chest: measure,
  waist: measure,
  hips: measure,
  shoes: measure,
  jeans: measure,
  suit: measure,
  shirt: measure,
  eyes: text,
  hair: text,
  biography: text,
  skills: z
    .array(z.string())
    .nullish()
    .transform((v) => v ?? []),
  book: gallery,
  compo: gallery,
  polaroids: gallery,
  video: z.array(GalleryVideoSchema),
});

/**
 * A profile. `eyes` and `hair` are Portuguese colour names (translate with
 * lib/rules/colours); any text the back office sends is kept, since an
 * unknown name is shown as typed.
 */
export const TalentSchema = talentFields.transform(withCover);

export const OptionSchema = z.object({ value: z.string(), label: z.string() });

export const AttributesSchema = z.object({
  hair: z.array(OptionSchema),
  eyes: z.array(OptionSchema),
  countries: z
    .array(z.object({ id: int, name: z.string() }))
    .nullish()
    .transform((v) => v ?? []),
  cities: z
    .array(z.object({ id: int, name: z.string(), id_country: int }))
    .nullish()
    .transform((v) => v ?? []),
});

export const SlideSchema = z.object({
  id: int,
  type: z.enum(['image', 'video']),
  // The contract says the string '1' | '2'; a number is accepted and normalised.
  description: z
    .union([z.literal('1'), z.literal('2'), z.literal(1), z.literal(2)])
    .transform((d) => (String(d) === '1' ? '1' : '2')),
  // Each file falls back to the other when only one is set.
  url: z
    .object({ mobile: optionalMedia, desktop: optionalMedia })
    .transform(({ mobile, desktop }) => ({ mobile: mobile ?? desktop, desktop: desktop ?? mobile })),
  video_id: trimmed,
});

export const PostSchema = z.object({
  id: int,
  slug: z.string(),
  title: z.string(),
  excerpt: text,
  // Back-office HTML: sanitize before rendering.
  content: z.string(),
  image: optionalMedia,
  published_at: text,
});

export const SocialMediaSchema = z.object({
  instagram: trimmed,
  facebook: trimmed,
  whatsapp: trimmed,
  phone: trimmed,
  email: trimmed,
  platform: trimmed,
});

/** `{ data: T }`, the envelope of every read. */
export function dataOf<T extends z.ZodType>(schema: T) {
  return z.object({ data: schema });
}

export const RosterAnswerSchema = PageSchema.extend({ data: z.array(TalentSummarySchema) });
export const PostsAnswerSchema = PageSchema.extend({ data: z.array(PostSchema) });
export const ProfileAnswerSchema = dataOf(TalentSchema);
export const AttributesAnswerSchema = dataOf(AttributesSchema);
export const SlidesAnswerSchema = dataOf(z.array(SlideSchema));
export const PostAnswerSchema = dataOf(PostSchema);
export const SocialMediaAnswerSchema = dataOf(SocialMediaSchema);

/**
 * Checked by the compiler only: every schema above takes all the contract
 * allows for its answer and reads every field it names (contract.ts).
 */
export type SchemasFollowTheContract = [
  Expect<Follows<typeof LangSchema, Contract['Lang']>>,
  Expect<Follows<typeof GenderSchema, Contract['Gender']>>,
  Expect<Follows<typeof TokenSchema, ContractResponse<'Token'>>>,
  Expect<Follows<typeof ErrorSchema, ContractResponse<'Error'>>>,
  Expect<Follows<typeof InvalidSchema, ContractResponse<'Invalid'>>>,
  Expect<Follows<typeof StoredSchema, ContractResponse<'Stored'>>>,
  Expect<Follows<typeof SocialMediaAnswerSchema, ContractAnswer<'/api/social-media', 'get', 200>>>,
  Expect<Follows<typeof RosterAnswerSchema, ContractAnswer<'/api/talents', 'post', 200>>>,
  Expect<Follows<typeof ProfileAnswerSchema, ContractAnswer<'/api/talent/profile', 'get', 200>>>,
  Expect<Follows<typeof AttributesAnswerSchema, ContractAnswer<'/api/talents/attributes', 'get', 200>>>,
  Expect<Follows<typeof SlidesAnswerSchema, ContractAnswer<'/api/slides/{type}', 'get', 200>>>,
  Expect<Follows<typeof PostsAnswerSchema, ContractAnswer<'/api/posts/{type}/{lang}', 'get', 200>>>,
  Expect<Follows<typeof PostAnswerSchema, ContractAnswer<'/api/posts/{type}/{lang}/{slug}', 'get', 200>>>,
];
