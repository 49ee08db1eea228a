import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Link } from '@/components/ui/Link';
import { Logo } from '@/components/layout/Logo';
import { screenMetadata } from '@/lib/seo';
import type { AppLocale } from '@/lib/i18n/routing';

export const generateMetadata = screenMetadata('/', 'home');

export default async function HomePage({ params }: PageProps<'/[locale]'>) {
  const { locale } = await params;
  setRequestLocale(locale as AppLocale);
  const t = await getTranslations('Nav');
  return (
    <main id="main" className="grid min-h-dvh grid-cols-1 md:grid-cols-2">
      <h1 className="sr-only">RAVAGE</h1>
      <Link href="/models" aria-label={t('models')} className="flex items-center justify-center bg-ink text-paper">
        <Logo />
      </Link>
      <Link href="/models" aria-label={t('models')} className="flex items-center justify-center bg-mist">
        <Logo />
      </Link>
    </main>
  );
}
