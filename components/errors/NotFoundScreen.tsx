import { getTranslations } from 'next-intl/server';
import { Link } from '@/components/ui/Link';
import { ErrorScreen, errorButtonClass } from './ErrorScreen';
import { ReturnButton } from './ReturnButton';

/** The 404 page: the message, the animation, Return (history back) and HOME. */
export async function NotFoundScreen() {
  const t = await getTranslations('Errors');
  return (
    <ErrorScreen
      status={404}
      message={t('notFound')}
      actions={
        <>
          <ReturnButton label={t('return')} className={errorButtonClass} />
          <Link href="/" className={errorButtonClass}>
            {t('home')}
          </Link>
        </>
      }
    />
  );
}
