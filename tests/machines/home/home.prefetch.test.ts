import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { listCategories } from '../../../src/api/catalogue.ts';
import { blogPageRequest } from '../../../src/machines/blog/blog-query.ts';
import { loadBlogCategories, loadBlogPage } from '../../../src/machines/blog/blog.requests.ts';
import { loadFeaturedCategories, prefetchForNextPages } from '../../../src/machines/home/home.requests.ts';
import { blogPostSummary, category, pagination } from '../../api/support/fixtures.ts';
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
  it('warms exactly what /shop and /lifestyle then ask for: they find it in the cache', async () => {
    client.current = testClient().client;
    const asked: string[] = [];
    server.use(
      http.get(`${BASE_URL}/category`, () => {
        asked.push('/category');
        return HttpResponse.json({ success: true, categories: [category] });
      }),
      http.get(`${BASE_URL}/blog/categories`, () => {
        asked.push('/blog/categories');
        return HttpResponse.json({ success: true, data: { categories: [{ _id: 'bcat-1', name: 'Lifestyle' }] } });
      }),
      http.get(`${BASE_URL}/blog/posts`, ({ request }) => {
        asked.push(`/blog/posts${new URL(request.url).search}`);
        return HttpResponse.json({ success: true, data: { posts: [blogPostSummary] }, totalPages: 2, currentPage: 1, total: 10 });
      }),
    );

    await prefetchForNextPages(UNABORTED);
    expect(asked.sort()).toEqual(['/blog/categories', '/blog/posts?page=1&limit=9', '/category']);

    // /lifestyle (no query in the address) and /shop's category list: no request leaves.
    expect(await loadBlogPage(blogPageRequest({}), UNABORTED)).toEqual({ posts: [blogPostSummary], totalPages: 2 });
    expect(await loadBlogCategories(UNABORTED)).toEqual([{ _id: 'bcat-1', name: 'Lifestyle' }]);
    expect(await listCategories(client.current as never, UNABORTED)).toEqual([category]);
    expect(asked).toHaveLength(3);
  });

  it('settles quietly when the server is down', async () => {
    client.current = testClient().client;
    server.use(
      http.get(`${BASE_URL}/category`, () => HttpResponse.json({ success: false, message: 'down' }, { status: 503 })),
      http.get(`${BASE_URL}/blog/categories`, () => HttpResponse.error()),
      http.get(`${BASE_URL}/blog/posts`, () => HttpResponse.error()),
    );
    await expect(prefetchForNextPages(UNABORTED)).resolves.toBeUndefined();
  });

  it('loads the featured categories, each with its product count from GET /product/category/{category}; a count that fails is left out', async () => {
    client.current = testClient().client;
    const lighting = { ...category, _id: 'cat-lighting', title: 'Lighting', slug: 'lighting' };
    const asked: string[] = [];
    server.use(
      http.get(`${BASE_URL}/category/featured`, () => HttpResponse.json({ success: true, categories: [category, lighting] })),
      http.get(`${BASE_URL}/product/category/:category`, ({ params, request }) => {
        asked.push(`${String(params.category)}${new URL(request.url).search}`);
        if (params.category === 'cat-lighting') return HttpResponse.json({ success: false, message: 'down' }, { status: 500 });
        return HttpResponse.json({ success: true, products: [], pagination: { ...pagination, totalProducts: 7 } });
      }),
    );
    expect(await loadFeaturedCategories(UNABORTED)).toEqual([
      { ...category, productCount: 7 },
      { ...lighting, productCount: null },
    ]);
    expect(asked).toContain('cat-backdrops?page=1&limit=1');
  });
});
