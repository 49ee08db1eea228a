import sanitizeHtml from 'sanitize-html';

/**
 * Back-office HTML (the about page, posts) made safe to render
 * (docs/decisions/0029-back-office-html-sanitized.md): an allow-list of text tags, no scripts, styles, frames or
 * event handlers, only http(s), mailto and tel links, and every link
 * opened without handing the page to its target (a link to anything else
 * keeps its text only). A heading level 1 becomes
 * level 2, since the page already has its title.
 */
const LINK_SCHEMES = ['http', 'https', 'mailto', 'tel'];

/**
 * A link the allow-list keeps: a relative address or one of LINK_SCHEMES.
 * Any other is written as a span with its text, since an `<a>` whose
 * address was taken away is no link (and invalid HTML).
 */
function keptHref(href: string | undefined): boolean {
  // Browsers ignore whitespace and control characters inside a scheme ("java\tscript:").
  const address = (href ?? '').replace(/[\u0000-\u0020]/g, '');
  if (address === '' || address.startsWith('//')) return false;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(address)?.[1]?.toLowerCase();
  return scheme === undefined || LINK_SCHEMES.includes(scheme);
}

const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'h2',
    'h3',
    'h4',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'small',
    'sub',
    'sup',
    'ul',
    'ol',
    'li',
    'blockquote',
    'a',
    'figure',
    'figcaption',
    'img',
    'span',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height', 'loading'],
  },
  allowedSchemes: LINK_SCHEMES,
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Removed together with their text: their content is code, not prose.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'template'],
  // An image without an absolute http(s) source would only be a broken request.
  exclusiveFilter: (frame) => frame.tag === 'img' && !/^https?:\/\//i.test(frame.attribs.src ?? ''),
  transformTags: {
    h1: 'h2',
    a: (tagName, attribs) => {
      if (!keptHref(attribs.href)) return { tagName: 'span', attribs: {} };
      const external = /^https?:/i.test(attribs.href ?? '');
      return {
        tagName,
        attribs: {
          ...attribs,
          rel: 'noopener noreferrer',
          ...(external ? { target: '_blank' } : {}),
        },
      };
    },
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy' } }),
  },
};

export function sanitizePostHtml(html: string): string {
  return sanitizeHtml(html, options);
}

/** Back-office HTML as plain text (a meta description): no tags, entities decoded, blocks apart. */
export function stripTags(html: string): string {
  const text = sanitizeHtml(html.replace(/<\/(p|h[1-6]|li|blockquote)>|<br\s*\/?>/gi, '$& '), {
    allowedTags: [],
    allowedAttributes: {},
    nonTextTags: options.nonTextTags,
  });
  // sanitize-html escapes what it keeps as text; a description is text again.
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}
