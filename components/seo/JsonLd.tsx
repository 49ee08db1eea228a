import { serializeJsonLd } from '@/lib/server/seo/json-ld';

/** schema.org data in the served HTML; serializeJsonLd keeps any text from closing the element. */
export function JsonLd({ data }: { data: Record<string, unknown> | Record<string, unknown>[] }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
