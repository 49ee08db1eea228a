/**
 * The app's own types, returned by lib/api: the contract's shapes
 * (contract.gen.ts) as the site hands them on. Every optional field is
 * present (null when the back office left it out) and every media field is
 * already an absolute URL (or null when empty).
 */
import type { Contract, ContractForm, ContractResponse } from './contract';
import type { FieldErrors } from './errors';

/** A contract shape with every optional field present: null where the answer had none. */
type Filled<T> = { [K in keyof T]-?: undefined extends T[K] ? Exclude<T[K], undefined> | null : T[K] };

export type AgencyLang = Contract['Lang'];
export const AGENCY_LANGS: readonly AgencyLang[] = ['pt', 'en', 'es'];

export type Gender = Contract['Gender'];

export type CategoryRef = Filled<Contract['Category']>;

export type DivisionRef = Filled<Contract['Division']>;

export type TalentSummary = Pick<Contract['TalentSummary'], 'id' | 'name' | 'gender'> & {
  /** Card image: `cover_web`, else `cover`, as an absolute URL. */
  cover: string | null;
  categories: CategoryRef[];
  divisions: DivisionRef[];
};

/** `file` is an absolute URL. */
export type GalleryImage = Contract['GalleryImage'];

/** `file` is the provider's video id. */
export type GalleryVideo = Filled<Contract['GalleryVideo']>;

type TalentTexts = 'instagram' | 'birthdate' | 'biography' | 'height' | 'bust' | 'chest' | 'waist' | 'hips' | 'shoes' | 'jeans' | 'suit' | 'shirt';

export type Talent = TalentSummary &
  Filled<Pick<Contract['Talent'], TalentTexts>> & {
    /**
     * Portuguese colour names (translate with lib/rules/colours); any text the
     * back office sends is kept, since an unknown name is shown as typed.
     */
    eyes: string | null;
    hair: string | null;
    skills: string[];
    book: GalleryImage[];
    compo: GalleryImage[];
    polaroids: GalleryImage[];
    video: GalleryVideo[];
  };

export type Gallery = ContractForm<'/api/download/gallery'>['gallery'];

/** `description`: '1' models half, '2' creative half of the home screen. */
export type Slide = Pick<Contract['Slide'], 'id' | 'type' | 'description'> & {
  /** Absolute URLs; each falls back to the other when only one is set. */
  url: { mobile: string | null; desktop: string | null };
  video_id: string | null;
};

/** `content` is back-office HTML: sanitize before rendering. */
export type Post = Filled<Contract['Post']>;

export type PostPage = Contract['Page'] & { data: Post[] };

export type Option = Contract['Option'];

export type Attributes = Required<Contract['Attributes']>;

export type SocialMedia = Filled<Contract['SocialMedia']>;

export type ContactFields = ContractForm<'/api/contact/{lang}'>;

/** `favorites`: JSON text of an array of the favourite talents, each at least {id, name}. */
export type BudgetRequestFields = ContractForm<'/api/favorites/{lang}'>;

export interface Stored {
  ok: true;
  id: ContractResponse<'Stored'>['id'];
}

export type { FieldErrors };

/**
 * Passed through to `fetch` so that a page can declare caching
 * (`{ next: { revalidate: 300, tags: [tags.roster(lang)] } }`), and so a
 * route handler can pass the visitor's `request.signal`.
 */
export interface FetchInit {
  next?: { revalidate?: number | false; tags?: string[] };
  cache?: RequestCache;
  signal?: AbortSignal;
}
