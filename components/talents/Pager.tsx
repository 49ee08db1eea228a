import { Link } from '@/components/ui/Link';
import type { ListQuery } from '@/lib/rules/roster-card';
import { listHref as href } from '@/lib/i18n/list-href';

const listHref = (query: ListQuery, page: number) => href(query.category, query.gender, query.filters ?? [], page);

export type RosterLabels = { pages: string; previousPage: string; nextPage: string; loadingMore: string; loadFailed: string };

/** Plain links to the previous and next pages: every card stays reachable without JavaScript and for crawlers. */
export function Pager({
  query,
  firstPage,
  nextPage,
  labels,
  failed = false,
}: {
  query: ListQuery;
  firstPage: number;
  nextPage: number | null;
  labels: RosterLabels;
  failed?: boolean;
}) {
  return (
    <nav
      aria-label={labels.pages}
      className="mx-auto mt-12 flex w-full max-w-[1600px] justify-between px-5 text-xs tracking-[0.2em] uppercase sm:px-8"
    >
      {firstPage > 1 ? (
        <Link href={listHref(query, firstPage - 1)} rel="prev" className="inline-flex h-11 items-center">
          ← {labels.previousPage}
        </Link>
      ) : (
        <span />
      )}
      {nextPage ? (
        <Link href={listHref(query, nextPage)} rel="next" className="inline-flex h-11 items-center">
          {failed ? labels.loadFailed : labels.nextPage} →
        </Link>
      ) : null}
    </nav>
  );
}
