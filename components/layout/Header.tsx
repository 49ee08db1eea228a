import { getTranslations } from 'next-intl/server';
import { Link } from '@/components/ui/Link';
import { FavoritesCount } from '@/components/favorites/FavoritesCount';
import { CATEGORY_SLUGS, type CategorySlug } from '@/lib/rules/categories';
import { languageLabels } from '@/lib/i18n/labels';
import { Logo } from './Logo';
import { Menu, type MenuLabels } from './Menu';

/** The 64 px menu header: logo and the menu trigger. */
export async function Header() {
  const [t, tc, languages] = await Promise.all([getTranslations('Nav'), getTranslations('Categories'), languageLabels()]);
  const labels: MenuLabels = {
    menu: t('menu'),
    closeMenu: t('closeMenu'),
    primary: t('primary'),
    logo: t('logo'),
    home: t('home'),
    models: t('models'),
    allModels: t('allModels'),
    beAModel: t('beAModel'),
    about: t('about'),
    favorites: t('favorites'),
    contact: t('contact'),
    categories: Object.fromEntries(CATEGORY_SLUGS.map((c) => [c, tc(c)])) as Record<CategorySlug, string>,
  };
  return (
    <header className="sticky top-0 z-30 border-b border-line/60 bg-paper/95 backdrop-blur supports-[backdrop-filter]:bg-paper/80">
      <div className="mx-auto flex h-header max-w-[1600px] items-center justify-between px-5 sm:px-8">
        {/* Not prefetched: the home screen's slider code would load on every page for a link few follow. */}
        <Link href="/" prefetch={false} aria-label={t('logo')} className="flex h-11 items-center">
          <Logo />
        </Link>
        <Menu labels={labels} locale={languages.locale} languages={languages.labels} favoritesBadge={<FavoritesCount />} />
      </div>
    </header>
  );
}
