import { isExcluded, ROSTER_FETCH_SIZE } from '@/lib/rules/categories';
import type { AgencyContext } from './context';
import { isAgencyApiError } from './errors';
import { mediaUrl } from './media';
import {
  AttributesAnswerSchema,
  ProfileAnswerSchema,
  RosterAnswerSchema,
  type ApiGalleryImage,
  type ApiTalent,
  type ApiTalentSummary,
} from './schemas';
import { tags } from './tags';
import type { AgencyLang, Attributes, FetchInit, GalleryImage, Talent, TalentSummary } from './types';

export function toTalentSummary(talent: ApiTalentSummary, mediaBase: string): TalentSummary {
  return {
    id: talent.id,
    name: talent.name,
    gender: talent.gender,
    cover: mediaUrl(talent.cover_web, mediaBase) ?? mediaUrl(talent.cover, mediaBase),
    categories: talent.categories.map((c) => ({ id: c.id, name: c.name ?? null })),
    divisions: talent.divisions.map((d) => ({ id: d.id, id_category: d.id_category, name: d.name ?? null })),
  };
}

/** Images without a file are dropped: there is nothing to show. */
function toGallery(images: readonly ApiGalleryImage[] | null | undefined, mediaBase: string): GalleryImage[] {
  return (images ?? []).flatMap((image) => {
    const file = mediaUrl(image.file, mediaBase);
    return file === null ? [] : [{ file, width: image.width, height: image.height }];
  });
}

export function toTalent(talent: ApiTalent, mediaBase: string): Talent {
  return {
    ...toTalentSummary(talent, mediaBase),
    instagram: talent.instagram?.trim() || null,
    birthdate: talent.birthdate ?? null,
    height: talent.height,
    bust: talent.bust,
    chest: talent.chest,
    waist: talent.waist,
    hips: talent.hips,
    shoes: talent.shoes,
    jeans: talent.jeans,
    suit: talent.suit,
    shirt: talent.shirt,
    eyes: talent.eyes ?? null,
    hair: talent.hair ?? null,
    biography: talent.biography ?? null,
    skills: talent.skills ?? [],
    book: toGallery(talent.book, mediaBase),
    compo: toGallery(talent.compo, mediaBase),
    polaroids: toGallery(talent.polaroids, mediaBase),
    video: talent.video.map((v) => ({
      provider: v.provider,
      file: v.file,
      width: v.width ?? null,
      height: v.height ?? null,
      kind: v.kind ?? null,
    })),
  };
}

export interface AttributesQuery {
  countries?: boolean;
  cities?: boolean;
  /** Only the cities of this country id. */
  country?: number;
}

/** The roster, profiles and form attributes (SITE host). */
export function talentCalls({ http, config }: AgencyContext) {
  return {
    /** The whole roster in one call, excluded talents (division 1446) already dropped. */
    async getRoster(lang: AgencyLang, init?: FetchInit): Promise<TalentSummary[]> {
      const answer = await http.json(
        'site',
        {
          method: 'POST',
          path: '/api/talents',
          query: { language: lang, paginate: ROSTER_FETCH_SIZE, cover_web: 1 },
          json: { filters: {} },
          init,
          tags: [tags.roster(lang)],
        },
        RosterAnswerSchema,
      );
      return answer.data.filter((t) => !isExcluded(t)).map((t) => toTalentSummary(t, config.mediaUrl));
    },

    /** One profile; null when the id is unknown (404), not an id, or the talent is excluded. */
    async getTalentProfile(lang: AgencyLang, id: number, init?: FetchInit): Promise<Talent | null> {
      if (!Number.isSafeInteger(id) || id <= 0) return null;
      try {
        const answer = await http.json(
          'site',
          {
            path: '/api/talent/profile',
            query: { language: lang, id, cover2: 1, cover_web: 1, skills: 1 },
            init,
            tags: [tags.profile(id)],
          },
          ProfileAnswerSchema,
        );
        return isExcluded(answer.data) ? null : toTalent(answer.data, config.mediaUrl);
      } catch (error) {
        if (isAgencyApiError(error) && error.status === 404) return null;
        throw error;
      }
    },

    /** The option lists of the forms; countries and cities when asked. */
    async getAttributes(lang: AgencyLang, query: AttributesQuery = {}, init?: FetchInit): Promise<Attributes> {
      const answer = await http.json(
        'site',
        {
          path: '/api/talents/attributes',
          query: {
            language: lang,
            countries: query.countries ? 1 : undefined,
            cities: query.cities ? 1 : undefined,
            country: query.country,
          },
          init,
          tags: [tags.attributes(lang)],
        },
        AttributesAnswerSchema,
      );
      const { hair, eyes, countries, cities } = answer.data;
      return { hair, eyes, countries: countries ?? [], cities: cities ?? [] };
    },
  };
}
