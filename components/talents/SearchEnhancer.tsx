'use client';

import { useEffect } from 'react';
import { useRouter } from 'next/navigation';
import { expectScreen } from '@/lib/browser/pending-screen';
import { canonicalListQuery } from '@/lib/rules/roster-filter';

/** How long typing pauses before the list follows the name field. */
const TYPING_PAUSE_MS = 350;

/**
 * Enhances the list's search form (a real GET form that works without
 * JavaScript): the list follows each change without a full reload, at the
 * URL a shared link has, and the page keeps its scroll position and focus.
 */
export function SearchEnhancer({ formId }: { formId: string }) {
  const router = useRouter();
  useEffect(() => {
    const form = document.getElementById(formId);
    if (!(form instanceof HTMLFormElement)) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const follow = () => {
      clearTimeout(timer);
      const params = new URLSearchParams();
      for (const [key, value] of new FormData(form)) if (typeof value === 'string') params.append(key, value);
      const query = (canonicalListQuery(params) ?? params).toString();
      const target = query ? `${window.location.pathname}?${query}` : window.location.pathname;
      // The results' skeleton until the list is there (an unchanged URL brings nothing).
      if (target !== window.location.pathname + window.location.search) expectScreen('list');
      router.replace(target, { scroll: false });
    };
    const onSubmit = (event: SubmitEvent) => {
      event.preventDefault();
      follow();
    };
    const onInput = (event: Event) => {
      if (!(event.target instanceof HTMLInputElement)) return;
      clearTimeout(timer);
      timer = setTimeout(follow, TYPING_PAUSE_MS);
    };
    const onChange = (event: Event) => {
      if (event.target instanceof HTMLSelectElement) follow();
    };
    form.addEventListener('submit', onSubmit);
    form.addEventListener('input', onInput);
    form.addEventListener('change', onChange);
    return () => {
      clearTimeout(timer);
      form.removeEventListener('submit', onSubmit);
      form.removeEventListener('input', onInput);
      form.removeEventListener('change', onChange);
    };
  }, [formId, router]);
  return null;
}
