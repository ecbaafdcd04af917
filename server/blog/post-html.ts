import sanitizeHtml from 'sanitize-html';

/**
 * The only HTML a post may carry: text formatting, headings, lists, quotes, links and images.
 * No script, style, iframe, form or event attribute survives, and links and images may only
 * point at http(s) or the site itself, so stored content can be rendered as markup safely.
 */
const POLICY: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'h2',
    'h3',
    'h4',
    'strong',
    'em',
    'b',
    'i',
    'u',
    's',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'figure',
    'figcaption',
    'code',
    'pre',
    'span',
  ],
  // target and rel are set by the transform below, never taken from the input.
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'], img: ['src', 'alt', 'width', 'height', 'loading'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // A link out of the site opens in a new tab without handing the opener to the other page.
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: external(attribs.href)
        ? { ...withoutTarget(attribs), target: '_blank', rel: 'noopener noreferrer' }
        : withoutTarget(attribs),
    }),
  },
};

function external(href: string | undefined): boolean {
  return /^https?:/i.test(href ?? '');
}

function withoutTarget(attribs: sanitizeHtml.Attributes): sanitizeHtml.Attributes {
  const { target: _target, rel: _rel, ...rest } = attribs;
  return rest;
}

/** Post HTML as it may be stored and served. Run on the way in (seed, writes) and on the way out. */
export function sanitizePostHtml(html: string): string {
  return sanitizeHtml(html, POLICY);
}

const NAMED_ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/**
 * Text with its character references decoded: sanitize-html writes text HTML-encoded (`&amp;`,
 * `&lt;`, `&gt;`), and an excerpt or meta description is plain text, shown as it is.
 */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (reference, name: string) => {
    if (name.startsWith('#')) {
      const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : reference;
    }
    return NAMED_ENTITIES[name.toLowerCase()] ?? reference;
  });
}

/** The end of a block (a paragraph, a heading, a list item...) or a line break: words on either side are apart. */
const BLOCK_END = /<\/(?:p|h[1-6]|li|ul|ol|blockquote|pre|div|figure|figcaption|table|tr|td|th)\s*>|<br\s*\/?>/gi;

/**
 * Plain text of a post, for an excerpt or a meta description: no markup, entities decoded. The
 * editor writes blocks without a newline between them, so each block ends with a space.
 */
export function postText(html: string): string {
  return decodeEntities(sanitizeHtml(html.replace(BLOCK_END, '$& '), { allowedTags: [], allowedAttributes: {} }))
    .replace(/\s+/g, ' ')
    .trim();
}
