import type { ReactNode } from 'react';
import { NextIntlClientProvider, type Messages } from 'next-intl';
import { getMessages } from 'next-intl/server';

type Namespace = keyof Messages;
/** A namespace, or one message or group of it (`Favorites.toggle`). */
export type MessagePath = { [N in Namespace]: N | `${N}.${Extract<keyof Messages[N], string>}` }[Namespace];

type Tree = { [key: string]: unknown };

/** The messages at these paths, in their place in the tree (lodash's `pick`, as next-intl's docs use it). */
export function pickMessages(messages: Tree, paths: readonly MessagePath[]): Tree {
  const picked: Tree = {};
  for (const path of paths) {
    const [namespace, key] = path.split('.') as [string, string | undefined];
    const source = messages[namespace] as Tree | undefined;
    if (source === undefined) continue;
    if (key === undefined) picked[namespace] = source;
    else if (key in source) picked[namespace] = { ...(picked[namespace] as Tree | undefined), [key]: source[key] };
  }
  return picked;
}

/**
 * The messages a client island reads with `useTranslations`, and only those:
 * next-intl's provider with a subset of the request's messages, so that a
 * page's HTML carries the words its interactive parts need and no others.
 */
export async function IslandMessages({ paths, children }: { paths: readonly MessagePath[]; children: ReactNode }) {
  const messages = (await getMessages()) as unknown as Tree;
  return <NextIntlClientProvider messages={pickMessages(messages, paths)}>{children}</NextIntlClientProvider>;
}

/** What each island reads, for the pages that draw it. */
export const ISLAND_MESSAGES = {
  /** FavoriteButton: its name and the toasts that agree with the talent's gender. */
  favoriteButton: ['Favorites.toggle', 'Toasts'],
  /** BudgetForm with its ContactFields, QuoteBriefFields, FormAlert and SubmitButton. */
  budgetForm: [
    'Form',
    'Brief',
    // The review's words: the form checks a reviewed request's length before sending it.
    'Review.verdicts',
    'Review.intents',
    'ReviewReply',
    'Favorites.budgetDisabled',
    'Favorites.inRequest',
    'Favorites.favoritesField',
    'Favorites.budgetSent',
  ],
  /** ReviewBoard and its ReviewControls. */
  reviewBoard: ['ReviewBoard', 'Review'],
  /** PackageLink: what it says when the decision kit fails. */
  decisionKit: ['ReviewBoard.kitFailed'],
  /** ShareSelection. */
  shareSelection: [
    'Selection.share',
    'Selection.shareIntro',
    'Selection.copyLink',
    'Selection.copied',
    'Selection.copyFailed',
    'Selection.shareNative',
    'Selection.whatsapp',
    'Selection.whatsappMessage',
    'Selection.shareText',
    'Selection.tooManyToShare',
  ],
} as const satisfies Record<string, readonly MessagePath[]>;
