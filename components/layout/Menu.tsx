'use client';

import { startTransition, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { usePathname } from 'next/navigation';
import { Link } from '@/components/ui/Link';
import { CATEGORY_SLUGS } from '@/lib/rules/categories';
import { ChevronIcon, CloseIcon, MenuIcon } from '@/components/ui/icons';
import type { LanguageLabels } from '@/lib/i18n/labels';
import { LanguageSwitcher } from './LanguageSwitcher';
import type { AppLocale } from '@/lib/i18n/routing';
import type { CategorySlug } from '@/lib/rules/categories';
import { Logo } from './Logo';
import { whenIdle } from '@/lib/browser/idle';
import { inertOthers } from '@/lib/browser/inert';
import { getPathname, type Href } from '@/lib/i18n/navigation';

/** Tab would leave the menu for the browser's own UI (or, for its first frame, the page): keep it cycling inside. */
function trapTab(event: KeyboardEvent<HTMLElement>, container: HTMLElement | null) {
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

/** The menu's open and close controls, and the open one's stand-in without script: a word beside its icon. */
const toggleClass = '-mr-2 h-11 items-center gap-2 px-2 text-xs tracking-[0.2em] uppercase';

const rowClass =
  'block py-2 font-display text-4xl leading-tight transition-opacity hover:opacity-60 sm:text-5xl aria-[current=page]:underline aria-[current=page]:decoration-1 aria-[current=page]:underline-offset-8';

/** Runs `task` in a task after the next frame is painted; returns a cancel. */
function afterNextPaint(task: () => void): () => void {
  let timer: number | undefined;
  const frame = requestAnimationFrame(() => {
    timer = window.setTimeout(task);
  });
  return () => {
    cancelAnimationFrame(frame);
    window.clearTimeout(timer);
  };
}

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

/**
 * The full-screen overlay menu: a dialog in the top layer, focus kept inside
 * (trapTab), Escape closes it, closing gives focus back to the trigger, and
 * the page behind is inert while it is open, as a modal dialog's is. It opens
 * as a popover and the page is made inert only after its first frame:
 * `showModal()` inerts the whole document at once, and restyling every
 * element of it held that frame on a phone, about half of the tap's time
 * (docs/decisions/0033-menu-opens-as-popover.md). Closing paints first the
 * same way. Browsers without popovers open it modally.
 */
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
  // The rows are drawn, closed, once the page is idle after hydration, so a
  // tap on Menu only shows them (drawing them inside the tap delayed it).
  const [drawn, setDrawn] = useState(false);
  const [modelsOpen, setModelsOpen] = useState(false);
  const dropdownId = useId();

  useEffect(() => whenIdle(() => startTransition(() => setDrawn(true)), { timeoutMs: 3000, fallbackMs: 1000 }), []);

  // Opened as a popover, the page behind goes inert once the menu has painted.
  useEffect(() => {
    const d = dialog.current;
    const button = trigger.current;
    if (!d || !open) return;
    const popover = typeof d.showPopover === 'function';
    let restore: (() => void) | null = null;
    let cancelInert = () => {};
    if (popover) {
      d.showPopover();
      cancelInert = afterNextPaint(() => {
        restore = inertOthers(d);
      });
    } else {
      d.showModal();
    }
    // showModal / showPopover may focus the first link: start on Close.
    closeButton.current?.focus();
    return () => {
      cancelInert();
      if (popover) {
        if (d.matches(':popover-open')) d.hidePopover();
      } else if (d.open) d.close();
      if (!restore) {
        button?.focus();
        return;
      }
      // Focus goes back at once; the rest of the page after the closed menu has painted.
      const undo: () => void = restore;
      if (button) button.inert = false;
      if (button?.closest('[inert]')) undo();
      else afterNextPaint(undo);
      button?.focus();
    };
  }, [open]);

  useEffect(() => {
    const d = dialog.current;
    if (!d) return;
    // Escape closes a popover by itself: the menu's state follows.
    const onToggle = (event: Event) => {
      if ((event as ToggleEvent).newState === 'closed') setOpen(false);
    };
    d.addEventListener('toggle', onToggle);
    return () => d.removeEventListener('toggle', onToggle);
  }, []);

  // docs/product.md §2, §4: the menu closes on route change (state adjusted while
  // rendering, the way React recommends for a reset on a changed input).
  const [shownPathname, setShownPathname] = useState(pathname);
  if (shownPathname !== pathname) {
    setShownPathname(pathname);
    setOpen(false);
    setModelsOpen(false);
  }

  const close = () => setOpen(false);
  /** `aria-current="page"` on the link to the screen being shown. */
  const current = (href: Href) => (getPathname({ locale, href }) === pathname ? ('page' as const) : undefined);

  return (
    <>
      {/* Without script the dialog cannot open: the trigger leads to the footer's links and languages instead. */}
      <a href="#footer" className={`hidden noscript:flex ${toggleClass}`}>
        <MenuIcon />
        <span>{labels.menu}</span>
      </a>
      <button
        ref={trigger}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        className={`flex noscript:hidden ${toggleClass}`}
      >
        <MenuIcon />
        <span>{labels.menu}</span>
      </button>
      <dialog
        ref={dialog}
        popover="auto"
        aria-modal="true"
        aria-label={labels.primary}
        onCancel={(e) => {
          e.preventDefault();
          close();
        }}
        onClose={() => setOpen(false)}
        onKeyDown={(e) => trapTab(e, dialog.current)}
        className="menu-overlay inset-0 m-0 h-dvh max-h-none w-screen max-w-none border-0 bg-paper p-0 text-ink"
      >
        {open || drawn ? (
          <div className="flex min-h-full flex-col">
            <div className="flex h-header items-center justify-between px-5 sm:px-8">
              <Link href="/" onClick={close} aria-label={labels.logo}>
                <Logo />
              </Link>
              <button type="button" ref={closeButton} onClick={close} className={`flex ${toggleClass}`}>
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
                      <Link
                        href="/models"
                        aria-current={current('/models')}
                        className="block py-1.5 text-lg aria-[current=page]:underline aria-[current=page]:underline-offset-4"
                        onClick={close}
                      >
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
                  <Link
                    href="/favorites"
                    aria-current={current('/favorites')}
                    className={`${rowClass} flex items-baseline gap-3`}
                    onClick={close}
                  >
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
