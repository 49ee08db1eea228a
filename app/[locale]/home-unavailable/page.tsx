import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/routing';
import { ErrorScreen } from '@/components/errors/ErrorScreen';

export const metadata: Metadata = { robots: { index: false } };

/** The home screen when its slides cannot be loaded: 503 and the error code (set by the proxy). */
export default async function HomeUnavailable({ params, searchParams }: PageProps<'/[locale]/home-unavailable'>) {
  const { locale } = await params;
  setRequestLocale(locale as AppLocale);
  const code = (await searchParams).code;
  return (
    <main id="main" className="flex flex-1 flex-col">
      <ErrorScreen status={503} message={typeof code === 'string' && /^[\w-]{1,40}$/.test(code) ? code : 'slides_failed'} />
    </main>
  );
}
