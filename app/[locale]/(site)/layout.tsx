import { setRequestLocale } from 'next-intl/server';
import { SiteChrome } from '@/components/layout/SiteChrome';
import type { AppLocale } from '@/lib/i18n/routing';

export default async function SiteLayout({ children, params }: LayoutProps<'/[locale]'>) {
  // Every layout sets the locale itself: segments render independently, and
  // reading it from the request headers would make static pages dynamic.
  setRequestLocale((await params).locale as AppLocale);
  return <SiteChrome>{children}</SiteChrome>;
}
