import { Fragment, type ReactNode } from 'react';

/** Wraps each occurrence of `email` in a mailto link. */
function withEmail(text: string, email: string | undefined): ReactNode {
  if (!email || !text.includes(email)) return text;
  return text.split(email).map((part, i) => (
    <Fragment key={i}>
      {i > 0 ? (
        <a href={`mailto:${email}`} className="underline underline-offset-2">
          {email}
        </a>
      ) : null}
      {part}
    </Fragment>
  ));
}

/**
 * Long text from messages: blank lines split paragraphs, lines starting
 * with "- " become a list (the paragraph's other lines stay text).
 */
export function PlainText({ text, email }: { text: string; email?: string }) {
  return text.split(/\n{2,}/).map((block, b) => {
    const lines = block.split('\n');
    const intro = lines.filter((l) => !l.startsWith('- '));
    const items = lines.filter((l) => l.startsWith('- ')).map((l) => l.slice(2));
    return (
      <Fragment key={b}>
        {intro.length > 0 ? <p className="mt-4">{withEmail(intro.join(' '), email)}</p> : null}
        {items.length > 0 ? (
          <ul className="mt-2 list-disc space-y-1 pl-6">
            {items.map((item, i) => (
              <li key={i}>{withEmail(item, email)}</li>
            ))}
          </ul>
        ) : null}
      </Fragment>
    );
  });
}
