'use client';

import type { MouseEvent, Ref } from 'react';

/**
 * The fields a refused send left to fix, at the top of the form: a heading
 * that counts them and a link to each, which takes focus to the field (a
 * fragment link alone would scroll without focusing it). The fields' own
 * messages stay beside them; the links name the fields only, so a message is
 * read once. `ref` lets the form focus the summary after a send.
 */
export function ErrorSummary({
  title,
  fields,
  ref,
}: {
  title: string;
  /** The element id each link points at, with the field's name. */
  fields: readonly { id: string; label: string }[];
  ref?: Ref<HTMLDivElement>;
}) {
  if (fields.length === 0) return null;
  const go = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    const target = document.getElementById(id);
    if (!target) return;
    event.preventDefault();
    // Focusing scrolls the field into view as well.
    target.focus();
  };
  return (
    <div
      ref={ref}
      tabIndex={-1}
      aria-labelledby="error-summary-title"
      role="group"
      className="border-l-2 border-alert bg-mist px-4 py-3 text-sm text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink"
    >
      <p id="error-summary-title" className="font-semibold">
        {title}
      </p>
      <ul className="mt-1 list-disc pl-5">
        {fields.map(({ id, label }) => (
          <li key={id}>
            <a
              href={`#${id}`}
              onClick={(event) => go(event, id)}
              className="inline-block py-1 underline underline-offset-4 hover:text-stone"
            >
              {label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
