import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { listCategories } from '../../../src/api/catalogue.ts';
import { blogPageRequest } from '../../../src/machines/blog/blog-query.ts';
import { loadBlogCategories, loadBlogPage } from '../../../src/machines/blog/blog.requests.ts';
import { loadFeaturedCategories } from '../../../src/machines/home/home.requests.ts';
import { loadShowcase, loadStories } from '../../../src/machines/gallery/gallery.requests.ts';
import { storiesQuery } from '../../../src/domain/gallery.ts';
import { NEXT_PAGE_READS } from '../../../src/machines/home/next-page-reads.ts';
import { API_BASE } from '../../../src/infrastructure/api-base.ts';
import { blogPostSummary, category } from '../../api/support/fixtures.ts';
import { BASE_URL, server, testClient, UNABORTED, useMockServer } from '../../api/support/server.ts';

// The browser's one client, here on the mock server.
const { client } = vi.hoisted(() => ({ client: { current: null as unknown } }));
vi.mock('../../../src/infrastructure/api-client.ts', () => ({
  get apiClient() {
    return client.current;
  },
}));

useMockServer();

describe('home prefetch', () => {
  it('names exactly what /shop and /lifestyle then ask for, at the address the browser app asks it', async () => {
    client.current = testClient().client;
    const asked: string[] = [];
    const record = (request: Request) => {
      const url = new URL(request.url);
      asked.push(`${url.pathname}${url.search}`);
    };
    server.use(
      http.get(`${BASE_URL}/category`, ({ request }) => {
        record(request);
        return HttpResponse.json({ success: true, categories: [category] });
      }),
      http.get(`${BASE_URL}/blog/categories`, ({ request }) => {
        record(request);
        return HttpResponse.json({ success: true, data: { categories: [{ _id: 'bcat-1', name: 'Lifestyle' }] } });
      }),
      http.get(`${BASE_URL}/gallery`, ({ request }) => {
        record(request);
        return HttpResponse.json({ success: true, images: [], total: 0, totalPages: 0, currentPage: 1 });
      }),
      http.get(`${BASE_URL}/blog/posts`, ({ request }) => {
        record(request);
        return HttpResponse.json({ success: true, data: { posts: [blogPostSummary] }, totalPages: 2, currentPage: 1, total: 10 });
      }),
    );

    // /shop's category list, /lifestyle (no query in the address): its categories and first page,
    // /humanstories (no query) and /productshowcase.
    await listCategories(client.current as never, UNABORTED);
    await loadBlogCategories(UNABORTED);
    await loadBlogPage(blogPageRequest({}), UNABORTED);
    await loadStories(storiesQuery(new URLSearchParams('')), UNABORTED);
    await loadShowcase(UNABORTED);
    expect(new URL(BASE_URL).pathname).toBe(API_BASE);
    expect(asked).toEqual([...NEXT_PAGE_READS]);
    expect(NEXT_PAGE_READS).toEqual([
      '/api/v1/category',
      '/api/v1/blog/categories',
      '/api/v1/blog/posts?page=1&limit=9',
      '/api/v1/gallery?galleryType=humanstories&limit=100&page=1',
      '/api/v1/gallery?galleryType=productshowcase&limit=100',
    ]);
  });

  it('loads the featured categories with their product counts in one request', async () => {
    client.current = testClient().client;
    const lighting = { ...category, _id: 'cat-lighting', title: 'Lighting', slug: 'lighting', productCount: 1 };
    const asked: string[] = [];
    server.use(
      http.get(`${BASE_URL}/category/featured`, ({ request }) => {
        asked.push(new URL(request.url).pathname);
        return HttpResponse.json({ success: true, categories: [{ ...category, productCount: 7 }, lighting] });
      }),
    );
    expect(await loadFeaturedCategories(UNABORTED)).toEqual([{ ...category, productCount: 7 }, lighting]);
    expect(asked).toEqual(['/api/v1/category/featured']);
  });
});
