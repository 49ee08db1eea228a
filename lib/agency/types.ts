/**
 * The app's types of the agency's data, derived from the zod schemas that
 * parse it (schemas.ts): what a schema outputs is what the site hands on.
 * Only what no answer carries (the languages, the forms' fields) comes from
 * the contract's own types.
 */
import type { z } from 'zod';
import { LANGUAGES } from '@/lib/rules/agreed';
import type { Contract, ContractForm, ContractResponse } from './contract';
import type { FieldErrors } from './errors';
import type {
  AttributesAnswerSchema,
  OptionSchema,
  PostsAnswerSchema,
  ProfileAnswerSchema,
  RosterAnswerSchema,
  SlidesAnswerSchema,
  SocialMediaAnswerSchema,
} from './schemas';

export type AgencyLang = Contract['Lang'];
export const AGENCY_LANGS: readonly AgencyLang[] = LANGUAGES;

export type Gender = Contract['Gender'];

/** A roster item: `cover` is the card image, as an absolute URL. */
export type TalentSummary = z.output<typeof RosterAnswerSchema>['data'][number];

/** A profile (eyes and hair: Portuguese colour names, any text kept). */
export type Talent = z.output<typeof ProfileAnswerSchema>['data'];

/** `file` is an absolute URL. */
export type GalleryImage = Talent['book'][number];

/** `file` is the provider's video id. */
export type GalleryVideo = Talent['video'][number];

export type Gallery = ContractForm<'/api/download/gallery'>['gallery'];

/** `description`: '1' models half, '2' creative half of the home screen. */
export type Slide = z.output<typeof SlidesAnswerSchema>['data'][number];

export type PostPage = z.output<typeof PostsAnswerSchema>;

/** `content` is back-office HTML: sanitize before rendering. */
export type Post = PostPage['data'][number];

export type Option = z.output<typeof OptionSchema>;

export type Attributes = z.output<typeof AttributesAnswerSchema>['data'];

/** A country or a city of the scouting form. */
export interface Place {
  id: number;
  name: string;
}

export type SocialMedia = z.output<typeof SocialMediaAnswerSchema>['data'];

export type ContactFields = ContractForm<'/api/contact/{lang}'>;

/** `favorites`: JSON text of an array of the favourite talents, each at least {id, name}. */
export type BudgetRequestFields = ContractForm<'/api/favorites/{lang}'>;

export interface Stored {
  ok: true;
  id: ContractResponse<'Stored'>['id'];
}

export type { FieldErrors };
