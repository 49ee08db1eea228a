import { localeParams } from '@/lib/i18n/locale-params';
import { SiteChrome } from '@/components/layout/SiteChrome';
import { HydrationMark } from '@/components/layout/HydrationMark';

// docs/product.md §2: the header bar, logo and trigger are hidden on about; the footer stays.
export default async function AboutLayout({ children, params }: LayoutProps<'/[locale]'>) {
  await localeParams(params);
  return (
    <SiteChrome header={false}>
      {children}
      <HydrationMark />
    </SiteChrome>
  );
}
