import { PageMeta } from '../frame/PageMeta.tsx';

/**
 * A studio page's metadata: its title, and never indexed nor given a canonical address (what
 * PageMeta does for a page only its holder may open; the back office is one).
 */
export function StudioMeta({ title }: { readonly title: string }) {
  return <PageMeta title={`${title} · Studio`} description="The studio's back office." secretAddress />;
}
