/**
 * The studio's name, the one setting for it: the site's pages and metadata show it, and the
 * server draws it as the watermark of the portfolio's pictures.
 */
export const STUDIO_NAME = 'Oju Studio';
