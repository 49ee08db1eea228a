import { notFound } from 'next/navigation';

// Paths inside a locale that no screen matches are answered by the proxy
// with the static 404 page (lib/proxy/unmatched.ts). What reaches this route
// anyway is not rendered either: no params are built and no others allowed,
// so Next serves its static 404 without writing a cache entry.
export const dynamicParams = false;

export function generateStaticParams() {
  return [];
}

export default function CatchAll() {
  notFound();
}
