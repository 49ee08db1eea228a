/**
 * `createAgencyClient(config)`: every call bound to one configuration and
 * one token cache per host. The app uses the default client of index.ts;
 * tests build their own against a local server.
 */
import * as content from './content';
import type { AgencyContext } from './context';
import type { AgencyConfig } from './env';
import * as forms from './forms';
import { createHttp, type HttpOptions } from './http';
import * as talents from './talents';
import type {
  AgencyLang,
  Attributes,
  BudgetRequestFields,
  ContactFields,
  FetchInit,
  Gallery,
  Post,
  PostPage,
  Slide,
  SocialMedia,
  Stored,
  Talent,
  TalentSummary,
} from './types';

export interface AgencyClient {
  getSocialMedia(init?: FetchInit): Promise<SocialMedia>;
  getRoster(lang: AgencyLang, init?: FetchInit): Promise<TalentSummary[]>;
  getTalentProfile(lang: AgencyLang, id: number, init?: FetchInit): Promise<Talent | null>;
  getAttributes(lang: AgencyLang, query?: talents.AttributesQuery, init?: FetchInit): Promise<Attributes>;
  getSlides(type: string, init?: FetchInit): Promise<Slide[]>;
  getPosts(type: string, lang: AgencyLang, query?: content.PostsQuery, init?: FetchInit): Promise<PostPage>;
  getPost(type: string, lang: AgencyLang, slug: string, init?: FetchInit): Promise<Post | null>;
  sendContact(lang: AgencyLang, fields: ContactFields, init?: forms.SubmitInit): Promise<Stored>;
  sendBudgetRequest(lang: AgencyLang, fields: BudgetRequestFields, init?: forms.SubmitInit): Promise<Stored>;
  sendScoutingApplication(lang: AgencyLang, formData: FormData, init?: forms.SubmitInit): Promise<Stored>;
  downloadGallery(talent: forms.GalleryOwner, gallery: Gallery, init?: forms.SubmitInit): Promise<Response>;
}

export function createAgencyClient(config: AgencyConfig, options: HttpOptions = {}): AgencyClient {
  const ctx: AgencyContext = { config, http: createHttp(config, options) };
  return {
    getSocialMedia: (init) => content.getSocialMedia(ctx, init),
    getRoster: (lang, init) => talents.getRoster(ctx, lang, init),
    getTalentProfile: (lang, id, init) => talents.getTalentProfile(ctx, lang, id, init),
    getAttributes: (lang, query, init) => talents.getAttributes(ctx, lang, query, init),
    getSlides: (type, init) => content.getSlides(ctx, type, init),
    getPosts: (type, lang, query, init) => content.getPosts(ctx, type, lang, query, init),
    getPost: (type, lang, slug, init) => content.getPost(ctx, type, lang, slug, init),
    sendContact: (lang, fields, init) => forms.sendContact(ctx, lang, fields, init),
    sendBudgetRequest: (lang, fields, init) => forms.sendBudgetRequest(ctx, lang, fields, init),
    sendScoutingApplication: (lang, formData, init) => forms.sendScoutingApplication(ctx, lang, formData, init),
    downloadGallery: (talent, gallery, init) => forms.downloadGallery(ctx, talent, gallery, init),
  };
}
