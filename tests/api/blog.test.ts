import { getBlogPost, listBlogCategories, listBlogPosts } from '../../src/api/blog.ts';
import { apiCase, describeApiCases } from './support/api-cases.ts';
import { blogPost, blogPostSummary } from './support/fixtures.ts';
import { useMockServer, UNABORTED } from './support/server.ts';

useMockServer();

const FIVE_MINUTES = 5 * 60_000;
const postPage = { success: true, data: { posts: [blogPostSummary] }, totalPages: 1, currentPage: 1, total: 1 };
const lifestyle = { _id: 'bcat-1', name: 'Lifestyle' };

describeApiCases('blog', [
  apiCase({
    name: 'listBlogPosts',
    method: 'get',
    path: '/blog/posts',
    run: (client) => listBlogPosts(client, { page: 2, limit: 9, category: 'Lifestyle', tag: 'portraits', search: 'light' }, UNABORTED),
    answer: postPage,
    expected: postPage,
    kind: 'read',
    freshMs: FIVE_MINUTES,
    sentQuery: 'page=2&limit=9&category=Lifestyle&tag=portraits&search=light',
  }),
  apiCase({
    name: 'listBlogCategories',
    method: 'get',
    path: '/blog/categories',
    run: (client) => listBlogCategories(client, UNABORTED),
    answer: { success: true, data: { categories: [lifestyle] } },
    expected: [lifestyle],
    kind: 'read',
    freshMs: FIVE_MINUTES,
  }),
  apiCase({
    name: 'getBlogPost',
    method: 'get',
    path: '/blog/posts/:slug',
    run: (client) => getBlogPost(client, 'golden-hour-portraits', UNABORTED),
    answer: { success: true, data: { post: blogPost } },
    expected: blogPost,
    kind: 'read',
    freshMs: FIVE_MINUTES,
  }),
]);
