import type { ReactNode } from 'react';
import { NextIntlClientProvider, type Messages } from 'next-intl';
import { getMessages } from 'next-intl/server';

type Namespace = keyof Messages;

/**
 * Gives the client components below it the namespaces they translate.
 * Only the form screens need it: every other client leaf receives plain
 * strings from the server, so most pages ship no message runtime at all.
 */
export async function ClientMessages({ namespaces, children }: { namespaces: readonly Namespace[]; children: ReactNode }) {
  const messages = await getMessages();
  const picked: Partial<Messages> = {};
  for (const ns of namespaces) (picked as Record<string, unknown>)[ns] = messages[ns];
  return <NextIntlClientProvider messages={picked}>{children}</NextIntlClientProvider>;
}
