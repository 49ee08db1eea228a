import { getTranslations } from 'next-intl/server';
import NextLink from 'next/link';
import { Link } from '@/components/ui/Link';
import { getPathname, type Href } from '@/lib/i18n/navigation';
import { locales, type AppLocale } from '@/lib/i18n/routing';
import { languageLabels } from '@/lib/i18n/labels';
import { CATEGORY_SLUGS } from '@/lib/rules/categories';

const linkClass =
  'inline-flex h-8 items-center px-1.5 text-paper/90 underline-offset-4 hover:text-paper hover:underline focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-paper aria-[current=true]:font-semibold aria-[current=true]:underline';

/**
 * The home's way to every other screen and language, beneath both halves
 * (docs/decisions/0056-home-links.md): the header, menu and footer stay
 * hidden here, and these are plain links in the HTML, which visitors
 * without JavaScript and crawlers follow too. A solid strip, not words laid
 * over the photos, so they read on any slide.
 */
export async function HomeLinks({ locale }: { locale: AppLocale }) {
  const [nav, categories, languages] = await Promise.all([
    getTranslations('Nav'),
    getTranslations('Categories'),
    languageLabels(),
  ]);
  const lists: { href: Href; label: string }[] = [
    { href: '/models', label: nav('models') },
    ...CATEGORY_SLUGS.map((category) => ({
      href: { pathname: '/models/[category]', params: { category } } as const,
      label: categories(category),
    })),
  ];
  const screens: { href: Href; label: string }[] = [
    { href: '/be-a-model', label: nav('beAModel') },
    { href: '/about', label: nav('about') },
    { href: '/news', label: nav('news') },
    { href: '/favorites', label: nav('favorites') },
    { href: '/contact', label: nav('contact') },
  ];
  return (
    <nav
      aria-label={nav('primary')}
      className="bg-ink px-3 py-2 text-[11px] tracking-[0.12em] text-paper uppercase md:col-span-2 md:px-6 md:tracking-[0.18em]"
    >
      {/* On a phone one run of words over two lines; the categories are the models list's own tabs there. */}
      <div className="mx-auto flex max-w-[1600px] flex-wrap items-center justify-center gap-x-1 md:justify-between md:gap-x-3">
        <ul className="contents md:flex md:flex-wrap md:gap-x-2">
          {lists.map(({ href, label }, i) => (
            <li key={label} className={i > 0 ? 'hidden md:block' : undefined}>
              <Link href={href} prefetch={false} className={linkClass}>
                {label}
              </Link>
            </li>
          ))}
        </ul>
        <ul className="contents md:flex md:flex-wrap md:gap-x-2">
          {screens.map(({ href, label }) => (
            <li key={label}>
              <Link href={href} prefetch={false} className={linkClass}>
                {label}
              </Link>
            </li>
          ))}
        </ul>
        <ul aria-label={languages.labels.language} className="contents md:flex md:gap-x-2">
          {locales.map((language) => (
            <li key={language}>
              {/* Next's own link with next-intl's URL, as the language switcher's (components/layout/LanguageSwitcher.tsx). */}
              <NextLink
                href={getPathname({ locale: language, href: '/' })}
                prefetch={false}
                hrefLang={language}
                lang={language}
                aria-current={language === locale ? 'true' : undefined}
                className={linkClass}
              >
                <abbr title={languages.labels.names[language]} className="no-underline">
                  {language}
                </abbr>
              </NextLink>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}
