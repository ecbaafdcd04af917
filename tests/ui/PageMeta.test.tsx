import { render } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PageMeta } from '../../src/ui/frame/PageMeta.tsx';
import { SITE } from '../../src/ui/site.ts';

const head = (selector: string, attribute = 'content') => document.head.querySelector(selector)?.getAttribute(attribute);

function renderAt(path: string, meta: React.ComponentProps<typeof PageMeta>) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <PageMeta {...meta} />
    </MemoryRouter>,
  );
}

describe('PageMeta', () => {
  afterEach(() => vi.restoreAllMocks());

  it("sets the site's keywords when a page names none, and the page's own when it does", () => {
    const plain = renderAt('/careers', { title: 'Careers' });
    expect(head('meta[name="keywords"]')).toBe(SITE.keywords);
    plain.unmount();
    renderAt('/faq', { title: 'FAQ', keywords: 'FAQ, shipping' });
    expect(head('meta[name="keywords"]')).toBe('FAQ, shipping');
  });

  it('points the canonical link, og:url and og:image at the origin the page is served from', () => {
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, origin: 'https://preview.example.ng' });
    renderAt('/lifestyle', { title: 'Captured Notes' });
    expect(head('link[rel="canonical"]', 'href')).toBe('https://preview.example.ng/lifestyle');
    expect(head('meta[property="og:url"]')).toBe('https://preview.example.ng/lifestyle');
    expect(head('meta[property="og:image"]')).toBe('https://preview.example.ng/logo.png');
  });

  it('keeps a page whose address holds a token out of search engines, and never repeats the address', () => {
    const secret = renderAt('/reset-password/tok3n-secret', { title: 'Reset password', secretAddress: true });
    expect(head('meta[name="robots"]')).toBe('noindex, nofollow');
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
    expect(document.head.querySelector('meta[property="og:url"]')).toBeNull();
    expect(document.head.innerHTML).not.toContain('tok3n-secret');
    secret.unmount();
    renderAt('/forgot-password', { title: 'Forgot password' });
    expect(head('meta[name="robots"]')).toBe('index, follow');
    expect(head('link[rel="canonical"]', 'href')).toBe(`${window.location.origin}/forgot-password`);
  });
});

describe('index.html, the shell before the app runs', () => {
  const html = new DOMParser().parseFromString(readFileSync('index.html', 'utf8'), 'text/html');

  it("carries the site's default title (the product name) and description", () => {
    expect(html.title).toBe(SITE.name);
    expect(html.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(SITE.description);
  });
});
