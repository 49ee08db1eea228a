/**
 * The news post's layout, shared by the post (app/[locale]/(site)/news/[slug])
 * and the skeleton drawn while a post is on its way (components/layout/PendingScreen),
 * so that what arrives lands where the skeleton stood.
 */
export const postLayout = {
  article: 'mx-auto w-full max-w-[1600px] px-5 pb-20 sm:px-8',
  backRow: 'pt-6 lg:pt-10',
  backLink: '-ml-2 inline-flex min-h-11 items-center gap-2 px-2 text-xs tracking-[0.2em] uppercase',
  header: 'mx-auto max-w-4xl pt-8 pb-10 text-center lg:pt-12 lg:pb-14',
  date: 'text-xs tracking-[0.25em] text-stone uppercase',
  title: 'mt-4 font-display text-4xl leading-tight text-balance sm:text-5xl lg:text-6xl',
  image: 'relative mx-auto aspect-[3/2] max-w-6xl overflow-hidden bg-mist',
  text: 'mx-auto mt-12 max-w-2xl text-lg leading-relaxed lg:mt-16',
} as const;
