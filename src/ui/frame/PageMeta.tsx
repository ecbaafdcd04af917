import { useLocation } from 'react-router';
import { metaDescription } from '../../domain/metadata.ts';
import { useNotFoundStatus } from '../app/server-render.ts';
import { SITE, siteOrigin } from '../site.ts';

interface PageMetaProps {
  readonly title?: string;
  readonly description?: string;
  readonly keywords?: string;
  readonly image?: string;
  readonly type?: 'website' | 'article' | 'product';
  readonly publishedTime?: string;
  readonly modifiedTime?: string;
  readonly author?: string;
  /** Structured data for search engines, one JSON-LD script each (a page's thing, its breadcrumbs). */
  readonly jsonLd?: readonly object[];
  /**
   * A page only the holder of its link may open (a token in its address: verify email, reset
   * password): search engines are told to leave it out, and its address is never repeated in a
   * canonical link or og:url, where a crawler or a shared card would keep the token.
   */
  readonly secretAddress?: boolean;
  /**
   * The page's one address where it answers under several (a picture under another gallery's name,
   * /photography beside /gallery): its canonical link and og:url, so search engines keep one copy.
   */
  readonly path?: string;
  /**
   * The page says that what its address names does not exist: rendered on the server, it answers
   * 404, which keeps it out of search engines (its robots tag stays the spec's index, follow).
   */
  readonly notFound?: boolean;
}

/**
 * Every page's metadata: what a page leaves out falls back to the site's
 * defaults (title the product name, description, keywords, social image), and the canonical link
 * and og:url are this page (its `path`, else its address) on the origin it is served from (none on
 * a page whose address is secret).
 * React 19 lifts these tags into <head> and removes them when the page unmounts, so each route
 * only says what is true of it.
 */
export function PageMeta({
  title,
  description,
  keywords,
  image,
  type = 'website',
  publishedTime,
  modifiedTime,
  author,
  jsonLd,
  secretAddress = false,
  path,
  notFound = false,
}: PageMetaProps) {
  useNotFoundStatus(notFound);
  const { pathname } = useLocation();
  const fullTitle = title ? `${title} | ${SITE.name}` : SITE.name;
  const text = metaDescription(description ?? SITE.description);
  const origin = siteOrigin();
  const url = `${origin}${path ?? pathname}`;
  const imageUrl = new URL(image ?? SITE.socialImage, origin).href;

  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={text} />
      <meta name="keywords" content={keywords ?? SITE.keywords} />
      <meta name="author" content={author ?? SITE.name} />
      <meta name="robots" content={secretAddress ? 'noindex, nofollow' : 'index, follow'} />
      {!secretAddress && <link rel="canonical" href={url} />}
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={text} />
      <meta property="og:image" content={imageUrl} />
      {!secretAddress && <meta property="og:url" content={url} />}
      <meta property="og:type" content={type} />
      <meta property="og:site_name" content={SITE.name} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:site" content={SITE.handle} />
      {publishedTime && <meta property="article:published_time" content={publishedTime} />}
      {modifiedTime && <meta property="article:modified_time" content={modifiedTime} />}
      {jsonLd?.map((data, index) => (
        <script key={index} type="application/ld+json">
          {JSON.stringify(data)}
        </script>
      ))}
    </>
  );
}
