import { getLocale, getTranslations } from 'next-intl/server';
import { staticPath } from '@/lib/i18n/static-path';
import { ErrorHeader } from './ErrorHeader';
import { ErrorScreen, errorButtonClass } from './ErrorScreen';
import { ReturnButton } from './ReturnButton';

/**
 * The 404 page: the message, the animation, Return (history back) and HOME,
 * and the two ways on a visitor most likely wants (the models, contact).
 * Plain links only, and their paths without next-intl's navigation module:
 * Next loads a not-found boundary's client components on every page, so the
 * menu, the footer and next-intl's `Link` stay out of it (decision 0060).
 */
export async function NotFoundScreen({ locale: given }: { locale?: 'pt' | 'en' | 'es' } = {}) {
  const locale = given ?? (await getLocale());
  const t = await getTranslations({ locale, namespace: 'Errors' });
  const nav = await getTranslations({ locale, namespace: 'Nav' });
  const home = staticPath(locale, '/');
  return (
    <>
      <ErrorHeader home={home} label={nav('logo')} />
      <main id="main" className="flex flex-1 flex-col">
        <ErrorScreen
          status={404}
          message={t('notFound')}
          actions={
            <>
              <ReturnButton label={t('return')} className={errorButtonClass} />
              <a href={home} className={errorButtonClass}>
                {t('home')}
              </a>
            </>
          }
        />
        <nav aria-label={nav('primary')} className="mx-auto mb-16 flex gap-8 text-xs tracking-[0.2em] uppercase">
          <a href={staticPath(locale, '/models')} className="border-b border-ink pb-1">
            {nav('models')}
          </a>
          <a href={staticPath(locale, '/contact')} className="border-b border-ink pb-1">
            {nav('contact')}
          </a>
        </nav>
      </main>
    </>
  );
}
