/** Cache tags of the agency data, for `init.next.tags` and `revalidateTag`. */
export const tags = {
  /** On every cached agency fetch: revalidating it refreshes everything. */
  all: 'agency',
  roster: (lang: string) => `agency:roster:${lang}`,
  profile: (id: number | string) => `agency:profile:${id}`,
  slides: (type: string) => `agency:slides:${type}`,
  posts: (type: string, lang: string) => `agency:posts:${type}:${lang}`,
  socialMedia: 'agency:social-media',
  attributes: (lang: string) => `agency:attributes:${lang}`,
} as const;
