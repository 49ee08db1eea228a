/**
 * zod schemas of the agency API's answers, written from
 * contract/agency-api.openapi.yaml. Required fields are required: an answer
 * without them breaks the contract and becomes AgencyApiError 502.
 * Optional fields accept null or absence. Two tolerances, because real back
 * offices drift: measures may arrive as numbers (kept as strings), and hair
 * and eye colours are any string (an unknown name is shown as typed rather
 * than failing the whole profile).
 */
import { z } from 'zod';
import type { Contract, ContractAnswer, ContractResponse, Expect, Follows } from './contract';

export const LangSchema = z.enum(['pt', 'en', 'es']);
export const GenderSchema = z.enum(['man', 'woman']);

const int = z.number().int();
const text = z.string().nullish();
const measure = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((v) => (v == null ? null : String(v)));

export const MediaSchema = z.string();

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
 * Optional fields of contract 1.1 the site does not show yet: read so that the
 * compiler keeps these schemas in step with the contract, and a malformed
 * value becomes null rather than failing the whole answer.
 */
const optionalExtra = <T extends z.ZodType>(schema: T) => schema.nullish().catch(null);

export const AvailabilitySchema = z.object({ status: z.enum(['in_town', 'away']), city: text, until: text });

export const TalentSummarySchema = z.object({
  id: int,
  name: z.string(),
  gender: GenderSchema,
  cover: MediaSchema,
  cover_web: MediaSchema.nullish(),
  categories: z.array(CategorySchema),
  divisions: z.array(DivisionSchema),
  availability: optionalExtra(AvailabilitySchema),
});

export const GalleryImageSchema = z.object({
  file: MediaSchema,
  width: int.nonnegative(),
  height: int.nonnegative(),
  taken_at: optionalExtra(z.string()),
});

export const GalleryVideoSchema = z.object({
  provider: z.enum(['youtube', 'vimeo']),
  file: z.string(),
  width: int.nullish(),
  height: int.nullish(),
  kind: optionalExtra(z.enum(['slate', 'runway', 'campaign', 'other'])),
});

export const TalentSchema = TalentSummarySchema.extend({
  instagram: text,
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
  skills: z.array(z.string()).nullish(),
  book: z.array(GalleryImageSchema),
  compo: z.array(GalleryImageSchema),
  polaroids: z.array(GalleryImageSchema).nullish(),
  video: z.array(GalleryVideoSchema),
});

export const OptionSchema = z.object({ value: z.string(), label: z.string() });

export const AttributesSchema = z.object({
  hair: z.array(OptionSchema),
  eyes: z.array(OptionSchema),
  countries: z.array(z.object({ id: int, name: z.string() })).nullish(),
  cities: z.array(z.object({ id: int, name: z.string(), id_country: int })).nullish(),
});

export const SlideSchema = z.object({
  id: int,
  type: z.enum(['image', 'video']),
  // The contract says the string '1' | '2'; a number is accepted and normalised.
  description: z
    .union([z.literal('1'), z.literal('2'), z.literal(1), z.literal(2)])
    .transform((d) => (String(d) === '1' ? '1' : '2')),
  url: z.object({ mobile: MediaSchema.nullish(), desktop: MediaSchema.nullish() }),
  video_id: text,
});

export const PostSchema = z.object({
  id: int,
  slug: z.string(),
  title: z.string(),
  excerpt: text,
  content: z.string(),
  image: MediaSchema.nullish(),
  published_at: text,
});

export const SocialMediaSchema = z.object({
  instagram: text,
  facebook: text,
  whatsapp: text,
  phone: text,
  email: text,
  platform: text,
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

export type ApiTalentSummary = z.output<typeof TalentSummarySchema>;
export type ApiTalent = z.output<typeof TalentSchema>;
export type ApiGalleryImage = z.output<typeof GalleryImageSchema>;
export type ApiGalleryVideo = z.output<typeof GalleryVideoSchema>;
export type ApiSlide = z.output<typeof SlideSchema>;
export type ApiPost = z.output<typeof PostSchema>;
export type ApiAttributes = z.output<typeof AttributesSchema>;
export type ApiSocialMedia = z.output<typeof SocialMediaSchema>;
export type ApiPage = z.output<typeof PageSchema>;
export type ApiStored = z.output<typeof StoredSchema>;
export type ApiInvalid = z.output<typeof InvalidSchema>;

/**
 * Checked by the compiler only: every schema above takes all the contract
 * allows for its answer and reads every field it names (lib/api/contract.ts).
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
