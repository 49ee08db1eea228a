import { E2E } from './env';

/**
 * Reads the embedded agency API directly, so that tests pick their talents
 * by what they need (a compo, mixed images, a video) rather than by id.
 */
type Image = { file: string; width: number; height: number; taken_at?: string | null };
export type ApiAvailability = { status: 'in_town' | 'away'; city: string | null; until: string | null } | null;
export type ApiTalent = {
  id: number;
  name: string;
  gender: 'man' | 'woman';
  categories: { id: number }[];
  divisions: { id_category: number }[];
  instagram?: string | null;
  bust?: string | null;
  chest?: string | null;
  height?: string | null;
  hair?: string | null;
  eyes?: string | null;
  book: Image[];
  compo: Image[];
  polaroids?: Image[];
  video: { provider: string; file: string; kind?: string | null }[];
  availability?: ApiAvailability;
};

let token: string | null = null;

async function siteToken(): Promise<string> {
  if (token) return token;
  const response = await fetch(`${E2E.apiUrl}/api/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ salt: 'dev-salt', api_key: 'dev-site-key' }),
  });
  token = ((await response.json()) as { access_token: string }).access_token;
  return token;
}

export async function roster(): Promise<Omit<ApiTalent, 'book' | 'compo' | 'video'>[]> {
  const response = await fetch(`${E2E.apiUrl}/api/talents?language=pt&paginate=1000`, {
    method: 'POST',
    headers: { authorization: `Bearer ${await siteToken()}`, 'content-type': 'application/json' },
    body: '{}',
  });
  return ((await response.json()) as { data: ApiTalent[] }).data;
}

export async function profile(id: number, language = 'pt'): Promise<ApiTalent> {
  const response = await fetch(`${E2E.apiUrl}/api/talent/profile?language=${language}&id=${id}`, {
    headers: { authorization: `Bearer ${await siteToken()}` },
  });
  return ((await response.json()) as { data: ApiTalent }).data;
}

export const isExcluded = (t: { divisions: { id_category: number }[] }) => t.divisions.some((d) => d.id_category === 1446);

/** The first visible talent whose profile satisfies `wanted`. */
export async function findTalent(wanted: (t: ApiTalent) => boolean): Promise<ApiTalent> {
  for (const summary of await roster()) {
    if (isExcluded(summary)) continue;
    const full = await profile(summary.id);
    if (wanted(full)) return full;
  }
  throw new Error('no talent in the demo roster fits this test');
}

export function slug(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
