import { NotFoundScreen } from '@/components/errors/NotFoundScreen';

export default function LocaleNotFound() {
  return <NotFoundScreen />;
}
