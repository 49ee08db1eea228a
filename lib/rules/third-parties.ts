/**
 * What the privacy page says of the third parties a visit can reach
 * (docs/product.md §2, Privacy; docs/decisions/0028-third-party-code-on-demand.md).
 */

/**
 * The host the contact page's social-feed script comes from
 * (NEXT_PUBLIC_SOCIAL_FEED_URL), for the privacy page to name; null when no
 * feed is configured. A path on the site itself is no third party: the CSP
 * then lets the script reach nothing beyond the site (next.config.ts).
 */
export function socialFeedHost(url: string | undefined): string | null {
  if (!url) return null;
  try {
    const { protocol, host } = new URL(url);
    return protocol === 'https:' || protocol === 'http:' ? host : null;
  } catch {
    return null;
  }
}

/**
 * The third parties' section: its list, the feed's item only where a feed
 * is configured (a policy names what a visit can reach, not what it cannot),
 * then the note on links. The list is the body's lines starting with "- "
 * (components/ui/PlainText.tsx).
 */
export function thirdPartiesText({ list, feed, links }: { list: string; feed: string | null; links: string }): string {
  return `${list}${feed ? `\n- ${feed}` : ''}\n\n${links}`;
}
