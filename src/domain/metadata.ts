/** Page metadata helpers. */

export const META_DESCRIPTION_MAX_LENGTH = 160;

/** Drops HTML tags and collapses whitespace, so a blog post's content reads as plain text. */
export function stripHtml(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A description derived from long content: plain text cut to 160 characters. */
export function metaDescription(content: string): string {
  return stripHtml(content).slice(0, META_DESCRIPTION_MAX_LENGTH).trimEnd();
}
