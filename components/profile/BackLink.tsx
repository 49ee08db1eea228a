'use client';

import type { ReactNode } from 'react';
import { useRouter } from 'next/navigation';
import { Link } from '@/components/ui/Link';
import type { Href } from '@/lib/i18n/navigation';
import { cameFromSite } from '@/lib/browser/list-return';

/**
 * The profile's back button: back in history when the visitor came from a
 * page of the site (the list comes back as they left it), else a plain link
 * to the list (a profile opened from a shared link or a search engine).
 */
export function BackLink({ href, className, children }: { href: Href; className?: string; children: ReactNode }) {
  const router = useRouter();
  return (
    <Link
      href={href}
      className={className}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || !cameFromSite()) return;
        event.preventDefault();
        router.back();
      }}
    >
      {children}
    </Link>
  );
}
