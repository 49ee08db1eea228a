'use client';

import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { usePathname } from 'next/navigation';
import { Link } from '@/components/ui/Link';
import { CATEGORY_SLUGS } from '@/lib/rules/categories';
import { ChevronIcon, CloseIcon, MenuIcon } from '@/components/ui/icons';
import type { LanguageLabels } from '@/lib/i18n/labels';
import { LanguageSwitcher } from './LanguageSwitcher';
import type { AppLocale } from '@/lib/i18n/routing';
import type { CategorySlug } from '@/lib/rules/categories';
import { Logo } from './Logo';
import { localizedPath, type LocalizedHref } from '@/lib/i18n/paths';


/** A modal dialog lets Tab leave for the browser's own UI: keep it cycling inside. */
function trapTab(event: KeyboardEvent<HTMLDialogElement>, container: HTMLElement | null) {
  if (event.key !== 'Tab' || !container) return;
  const focusable = [...container.querySelectorAll<HTMLElement>('a[href], button:not([disabled])')].filter(
    (el) => !el.closest('[hidden]'),
  );
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

const rowClass =
  'block py-2 font-display text-4xl leading-tight transition-opacity hover:opacity-60 sm:text-5xl aria-[current=page]:underline aria-[current=page]:decoration-1 aria-[current=page]:underline-offset-8';

/**
 * The full-screen overlay menu. A modal <dialog> keeps focus inside while
 * open and closes on Escape; closing returns focus to the trigger.
 */
export type MenuLabels = {
  menu: string;
  closeMenu: string;
  primary: string;
  logo: string;
  home: string;
  models: string;
  allModels: string;
  beAModel: string;
  about: string;
  favorites: string;
  contact: string;
  categories: Record<CategorySlug, string>;
};

export function Menu({
  labels,
  locale,
  languages,
  favoritesBadge,
}: {
  labels: MenuLabels;
  locale: AppLocale;
  languages: LanguageLabels;
  favoritesBadge?: ReactNode;
}) {
  const pathname = usePathname();
  const dialog = useRef<HTMLDialogElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [modelsOpen, setModelsOpen] = useState(false);
  const dropdownId = useId();

  useEffect(() => {
    const d = dialog.current;
    if (!d) return;
    if (open && !d.open) {
      d.showModal();
      // React's autoFocus runs before showModal (focus fails on a closed
      // dialog), and showModal then focuses the first link: start on Close.
      closeButton.current?.focus();
    }
    if (!open && d.open) {
      d.close();
      trigger.current?.focus();
    }
  }, [open]);

  // Spec §2/§4: the menu closes on route change (state adjusted while
  // rendering, the way React recommends for a reset on a changed input).
  const [shownPathname, setShownPathname] = useState(pathname);
  if (shownPathname !== pathname) {
    setShownPathname(pathname);
    setOpen(false);
    setModelsOpen(false);
  }

  const close = () => setOpen(false);
  /** `aria-current="page"` on the link to the screen being shown. */
  const current = (href: LocalizedHref) => (localizedPath(locale, href) === pathname ? ('page' as const) : undefined);

  return (
    <>
      <button
        ref={trigger}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        className="-mr-2 flex h-11 items-center gap-2 px-2 text-xs tracking-[0.2em] uppercase"
      >
        <MenuIcon />
        <span>{labels.menu}</span>
      </button>
      <dialog
        ref={dialog}
        aria-label={labels.primary}
        onCancel={(e) => {
          e.preventDefault();
          close();
        }}
        onClose={() => setOpen(false)}
        onKeyDown={(e) => trapTab(e, dialog.current)}
        className="menu-overlay m-0 h-dvh max-h-none w-screen max-w-none bg-paper p-0 text-ink"
      >
        {open ? (
          <div className="flex min-h-full flex-col">
            <div className="flex h-header items-center justify-between px-5 sm:px-8">
              <Link href="/" onClick={close} aria-label={labels.logo}>
                <Logo />
              </Link>
              <button
                type="button"
                ref={closeButton}
                onClick={close}
                className="-mr-2 flex h-11 items-center gap-2 px-2 text-xs tracking-[0.2em] uppercase"
              >
                <CloseIcon />
                <span>{labels.closeMenu}</span>
              </button>
            </div>
            <nav aria-label={labels.primary} className="flex-1 px-5 pt-6 pb-10 sm:px-8 lg:px-16">
              <ul>
                <li>
                  <Link href="/" aria-current={current('/')} className={rowClass} onClick={close}>
                    {labels.home}
                  </Link>
                </li>
                <li>
                  <button
                    type="button"
                    aria-expanded={modelsOpen}
                    aria-controls={dropdownId}
                    onClick={() => setModelsOpen((v) => !v)}
                    className={`${rowClass} flex items-center gap-3 text-left`}
                  >
                    {labels.models}
                    <ChevronIcon className={`transition-transform ${modelsOpen ? 'rotate-180' : ''}`} />
                  </button>
                  <ul id={dropdownId} hidden={!modelsOpen} className="mb-3 ml-1 space-y-1 border-l border-line pl-4">
                    <li>
                      <Link href="/models" aria-current={current('/models')} className="block py-1.5 text-lg aria-[current=page]:underline aria-[current=page]:underline-offset-4" onClick={close}>
                        {labels.allModels}
                      </Link>
                    </li>
                    {CATEGORY_SLUGS.map((category) => (
                      <li key={category}>
                        <Link
                          href={{ pathname: '/models/[category]', params: { category } }}
                          aria-current={current({ pathname: '/models/[category]', params: { category } })}
                          className="block py-1.5 text-lg aria-[current=page]:underline aria-[current=page]:underline-offset-4"
                          onClick={close}
                        >
                          {labels.categories[category]}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </li>
                <li>
                  <Link href="/be-a-model" aria-current={current('/be-a-model')} className={rowClass} onClick={close}>
                    {labels.beAModel}
                  </Link>
                </li>
                <li>
                  <Link href="/about" aria-current={current('/about')} className={rowClass} onClick={close}>
                    {labels.about}
                  </Link>
                </li>
                <li>
                  <Link href="/favorites" aria-current={current('/favorites')} className={`${rowClass} flex items-baseline gap-3`} onClick={close}>
                    {labels.favorites}
                    {favoritesBadge}
                  </Link>
                </li>
                <li>
                  <Link href="/contact" aria-current={current('/contact')} className={rowClass} onClick={close}>
                    {labels.contact}
                  </Link>
                </li>
              </ul>
            </nav>
            <div className="border-t border-line px-5 py-5 sm:px-8 lg:px-16">
              <LanguageSwitcher locale={locale} labels={languages} onNavigate={close} />
            </div>
          </div>
        ) : null}
      </dialog>
    </>
  );
}
