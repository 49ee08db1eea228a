import { Logo } from '@/components/layout/Logo';

/**
 * The header of an error screen drawn outside the site's chrome (the 404, an
 * error outside the site's layout): the logo, a plain link home, which works
 * whatever failed.
 */
export function ErrorHeader({ home, label }: { home: string; label: string | undefined }) {
  return (
    <header className="border-b border-line">
      <div className="mx-auto flex h-header max-w-[1600px] items-center px-5 sm:px-8">
        <a href={home} aria-label={label} className="flex h-11 items-center">
          {/* Its own name until the link has one (the error page's words load after it). */}
          <Logo spoken={!label} />
        </a>
      </div>
    </header>
  );
}
