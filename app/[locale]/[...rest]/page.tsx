import { notFound } from 'next/navigation';

// Any path inside a locale that no screen matches: the localized 404 page.
export default function CatchAll() {
  notFound();
}
