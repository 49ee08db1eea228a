import { localeParams } from '@/lib/i18n/locale-params';
import { SiteChrome } from '@/components/layout/SiteChrome';

export default async function SiteLayout({ children, params }: LayoutProps<'/[locale]'>) {
  await localeParams(params);
  return <SiteChrome>{children}</SiteChrome>;
}
