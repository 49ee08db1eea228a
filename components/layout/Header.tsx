import { getTranslations } from 'next-intl/server';
import { Link } from '@/components/ui/Link';
import { FavoritesCount } from '@/components/favorites/FavoritesCount';
import { Logo } from './Logo';
import { Menu } from './Menu';

/** The 64 px menu header: logo and the menu trigger. */
export async function Header() {
  const t = await getTranslations('Nav');
  return (
    <header className="sticky top-0 z-30 border-b border-line/60 bg-paper/95 backdrop-blur supports-[backdrop-filter]:bg-paper/80">
      <div className="mx-auto flex h-header max-w-[1600px] items-center justify-between px-5 sm:px-8">
        <Link href="/" aria-label={t('logo')} className="flex h-11 items-center">
          <Logo />
        </Link>
        <Menu favoritesBadge={<FavoritesCount />} />
      </div>
    </header>
  );
}
