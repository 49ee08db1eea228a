import 'server-only';
import type { Messages } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';

type Namespace = keyof Messages;
export type MessageTree = { [key: string]: string | MessageTree };

/** A message the browser completes: `{name}`-style arguments, a plural, or rich text (`<link>`). */
export function isTemplate(message: string): boolean {
  return /[{}<>]/.test(message);
}

/**
 * A namespace's messages with every plain one translated by `t` and every
 * template kept as written, for the browser to fill (lib/rules/format.ts `fill`,
 * lib/forms/plural.ts, the scouting form's `<link>`).
 */
export function resolveMessages(tree: MessageTree, t: (key: string) => string, prefix = ''): MessageTree {
  return Object.fromEntries(
    Object.entries(tree).map(([key, value]) => [
      key,
      typeof value === 'string'
        ? isTemplate(value)
          ? value
          : t(prefix + key)
        : resolveMessages(value, t, `${prefix}${key}.`),
    ]),
  );
}

/**
 * The words of a client component that takes them as props (the form
 * screens): one namespace of the request's language, resolved on the
 * server, so that no page ships next-intl's message runtime to the browser.
 */
export async function clientMessages<N extends Namespace>(namespace: N): Promise<Messages[N]> {
  const [messages, t] = await Promise.all([getMessages(), getTranslations(namespace)]);
  return resolveMessages(messages[namespace] as MessageTree, t as unknown as (key: string) => string) as Messages[N];
}
