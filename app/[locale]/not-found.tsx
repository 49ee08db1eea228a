import { SiteChrome } from '@/components/layout/SiteChrome';
import { NotFoundScreen } from '@/components/errors/NotFoundScreen';

export default function LocaleNotFound() {
  return (
    <SiteChrome>
      <NotFoundScreen />
    </SiteChrome>
  );
}
