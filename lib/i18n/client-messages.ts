import type { Messages } from 'next-intl';

/**
 * Only the namespaces client components read travel to the browser; server
 * components translate the rest and pass plain strings.
 */
const clientNamespaces = ['Nav', 'Categories', 'Status', 'Favorites', 'Form', 'Errors', 'Locales', 'Profile', 'Models', 'Scouting'] as const;

export function clientMessages(messages: Messages): Partial<Messages> {
  const picked: Partial<Messages> = {};
  for (const ns of clientNamespaces) {
    (picked as Record<string, unknown>)[ns] = messages[ns];
  }
  return picked;
}
