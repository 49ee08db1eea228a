'use client';

import { useEffect } from 'react';
import { useRouter } from 'next/navigation';
import { expectScreen } from '@/lib/browser/pending-screen';
import { canonicalListQuery } from '@/lib/rules/roster-filter';
import { startListUpdate, takeUpdateFocus } from './list-update';

/** The keys that browse a closed select's options: its value changes, the visitor has not chosen yet. */
const BROWSING_KEYS = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Home', 'End', 'PageUp', 'PageDown']);

/**
 * Enhances the list's search form (a real GET form that works without
 * JavaScript): the list follows without a full reload, at the URL a shared
 * link has, only when the visitor asks (docs/decisions/0058-filters-act-when-asked.md):
 * the search button or Enter, a select closed on a choice made with the
 * pointer, the availability box. Typing and browsing a select with the arrow
 * keys change nothing until then. The page keeps its scroll position, and
 * focus comes back to the control the visitor used when the list's new
 * render replaced it. `update` names the list drawn (its query).
 */
export function SearchEnhancer({ formId, update }: { formId: string; update: string }) {
  const router = useRouter();

  // The list is there: focus back where the visitor was, if the render replaced the form.
  useEffect(() => {
    const index = takeUpdateFocus();
    const form = document.getElementById(formId);
    if (index === null || !(form instanceof HTMLFormElement)) return;
    const control = form.elements[index];
    if (!(control instanceof HTMLElement) || document.activeElement === control) return;
    control.focus({ preventScroll: true });
    if (control instanceof HTMLInputElement && control.type === 'search') {
      control.setSelectionRange(control.value.length, control.value.length);
    }
  }, [formId, update]);

  useEffect(() => {
    const form = document.getElementById(formId);
    if (!(form instanceof HTMLFormElement)) return;
    // Selects changed from the keyboard since the pointer last chose: they wait for Enter or the button.
    const browsed = new WeakSet<HTMLSelectElement>();
    const follow = () => {
      const params = new URLSearchParams();
      for (const [key, value] of new FormData(form)) if (typeof value === 'string') params.append(key, value);
      const query = (canonicalListQuery(params) ?? params).toString();
      const target = query ? `${window.location.pathname}?${query}` : window.location.pathname;
      // An unchanged URL brings nothing: no skeleton, nothing to announce, focus already right.
      if (target === window.location.pathname + window.location.search) return;
      const index = Array.prototype.indexOf.call(form.elements, document.activeElement);
      startListUpdate(index < 0 ? null : index);
      expectScreen('list');
      router.replace(target, { scroll: false });
    };
    const onSubmit = (event: SubmitEvent) => {
      event.preventDefault();
      follow();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (!(event.target instanceof HTMLSelectElement)) return;
      if (BROWSING_KEYS.has(event.key) || event.key.length === 1) browsed.add(event.target);
      // A select has no submit of its own: Enter on it is the visitor asking.
      else if (event.key === 'Enter' && !event.isComposing) {
        event.preventDefault();
        follow();
      }
    };
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof HTMLSelectElement) browsed.delete(event.target);
      else if (event.target instanceof HTMLOptionElement && event.target.parentElement instanceof HTMLSelectElement) {
        browsed.delete(event.target.parentElement);
      }
    };
    const onChange = (event: Event) => {
      const target = event.target;
      if (
        target instanceof HTMLSelectElement
          ? !browsed.has(target)
          : target instanceof HTMLInputElement && target.type === 'checkbox'
      ) {
        follow();
      }
    };
    form.addEventListener('submit', onSubmit);
    form.addEventListener('keydown', onKeyDown);
    form.addEventListener('pointerdown', onPointerDown);
    form.addEventListener('change', onChange);
    return () => {
      form.removeEventListener('submit', onSubmit);
      form.removeEventListener('keydown', onKeyDown);
      form.removeEventListener('pointerdown', onPointerDown);
      form.removeEventListener('change', onChange);
    };
  }, [formId, router]);
  return null;
}
