/**
 * The app's own types, returned by lib/api. Field names follow the contract;
 * every media field is already an absolute URL (or null when empty).
 */
import type { FieldErrors } from './errors';

export type AgencyLang = 'pt' | 'en' | 'es';
export const AGENCY_LANGS: readonly AgencyLang[] = ['pt', 'en', 'es'];

export type Gender = 'man' | 'woman';

export interface CategoryRef {
  id: number;
  name: string | null;
}

export interface DivisionRef {
  id: number;
  id_category: number;
  name: string | null;
}

export interface TalentSummary {
  id: number;
  name: string;
  gender: Gender;
  /** Card image: `cover_web`, else `cover`, as an absolute URL. */
  cover: string | null;
  categories: CategoryRef[];
  divisions: DivisionRef[];
}

export interface GalleryImage {
  /** Absolute URL. */
  file: string;
  width: number;
  height: number;
}

export interface GalleryVideo {
  provider: 'youtube' | 'vimeo';
  /** The provider's video id. */
  file: string;
  width: number | null;
  height: number | null;
}

export interface Talent extends TalentSummary {
  instagram: string | null;
  /** yyyy-MM-dd */
  birthdate: string | null;
  height: string | null;
  bust: string | null;
  chest: string | null;
  waist: string | null;
  hips: string | null;
  shoes: string | null;
  jeans: string | null;
  suit: string | null;
  shirt: string | null;
  /** Portuguese colour names (translate with lib/rules/colours). */
  eyes: string | null;
  hair: string | null;
  biography: string | null;
  skills: string[];
  book: GalleryImage[];
  compo: GalleryImage[];
  polaroids: GalleryImage[];
  video: GalleryVideo[];
}

export type Gallery = 'book' | 'compo' | 'polaroids';

export interface Slide {
  id: number;
  type: 'image' | 'video';
  /** '1' models half, '2' creative half of the home screen. */
  description: '1' | '2';
  /** Absolute URLs; each falls back to the other when only one is set. */
  url: { mobile: string | null; desktop: string | null };
  video_id: string | null;
}

export interface Post {
  id: number;
  slug: string;
  title: string;
  excerpt: string | null;
  /** Back-office HTML: sanitize before rendering. */
  content: string;
  image: string | null;
  published_at: string | null;
}

export interface PostPage {
  data: Post[];
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
}

export interface Option {
  value: string;
  label: string;
}

export interface Attributes {
  hair: Option[];
  eyes: Option[];
  countries: { id: number; name: string }[];
  cities: { id: number; name: string; id_country: number }[];
}

export interface SocialMedia {
  instagram: string | null;
  facebook: string | null;
  whatsapp: string | null;
  phone: string | null;
  email: string | null;
  platform: string | null;
}

export interface ContactFields {
  name: string;
  email: string;
  phone: string;
  message: string;
}

export interface BudgetRequestFields extends ContactFields {
  /** JSON text of an array of the favourite talents, each at least {id, name}. */
  favorites: string;
}

export interface Stored {
  ok: true;
  id: number;
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
