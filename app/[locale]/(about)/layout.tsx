import { setRequestLocale } from 'next-intl/server';
import { SiteChrome } from '@/components/layout/SiteChrome';
import { HydrationMark } from '@/components/layout/HydrationMark';
import type { AppLocale } from '@/lib/i18n/routing';

// docs/product.md §2: the header bar, logo and trigger are hidden on about; the footer stays.
export default async function AboutLayout({ children, params }: LayoutProps<'/[locale]'>) {
  setRequestLocale((await params).locale as AppLocale);
  return (
    <SiteChrome header={false}>
      {children}
      <HydrationMark />
    </SiteChrome>
  );
}
