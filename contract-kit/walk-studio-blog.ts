import type { ContractClient } from './client.ts';
import { expect } from './walk.ts';
import { TINY_PNG } from './walk-studio.ts';

/**
 * The studio's blog: categories listed, one added and renamed; a picture uploaded; a post
 * previewed, saved as a draft, read, changed and found by its title; a schedule in the past
 * refused. The post stays a draft, so the backend's public blog is left as it was.
 */
export async function walkStudioBlog(client: ContractClient, token: string, stamp: string): Promise<void> {
  expect(
    client,
    'listStudioBlogCategories',
    await client.call('GET', '/studio/blog/categories', { token }),
    200,
    'list the blog categories',
  );
  const category = expect(
    client,
    'createStudioBlogCategory',
    await client.call('POST', '/studio/blog/categories', { token, body: { name: `Kit notes ${stamp}` } }),
    201,
    'add a blog category',
  ).category as { _id: string } | undefined;
  if (!category) return;
  expect(
    client,
    'renameStudioBlogCategory',
    await client.call('PUT', `/studio/blog/categories/${encodeURIComponent(category._id)}`, {
      token,
      body: { name: `Kit notes ${stamp} renamed` },
    }),
    200,
    'rename the blog category',
  );
  const form = new FormData();
  form.set('picture', new Blob([TINY_PNG], { type: 'image/png' }), 'kit.png');
  const picture = expect(
    client,
    'uploadStudioBlogPicture',
    await client.call('POST', '/studio/blog/pictures', { token, form }),
    201,
    'upload a picture for a post',
  );
  const post = {
    title: `Kit post ${stamp}`,
    content: `<h2>Kit</h2><ul><li>One</li></ul><p><img src="${String(picture.url ?? '')}" alt="Kit"></p>`,
    excerpt: '',
    categoryId: category._id,
    tags: ['kit'],
    featuredImage: null,
    relatedProductIds: [],
    status: 'draft',
  };
  expect(client, 'previewStudioBlogPost', await client.call('POST', '/studio/blog/preview', { token, body: post }), 200, 'preview a post');
  const saved = expect(
    client,
    'createStudioBlogPost',
    await client.call('POST', '/studio/blog/posts', { token, body: post }),
    201,
    'save a draft',
  ).post as { _id: string } | undefined;
  if (!saved) return;
  const path = `/studio/blog/posts/${encodeURIComponent(saved._id)}`;
  expect(client, 'getStudioBlogPost', await client.call('GET', path, { token }), 200, 'open the draft');
  expect(
    client,
    'updateStudioBlogPost',
    await client.call('PUT', path, { token, body: { ...post, title: `Kit post ${stamp} changed` } }),
    200,
    'change the draft',
  );
  expect(
    client,
    'listStudioBlogPosts',
    await client.call('GET', '/studio/blog/posts', { token, query: { search: `Kit post ${stamp}`, status: 'draft' } }),
    200,
    'find the draft',
  );
  expect(
    client,
    'updateStudioBlogPost',
    await client.call('PUT', path, { token, body: { ...post, status: 'scheduled', publishAt: '2000-01-01T00:00:00.000Z' } }),
    400,
    'a schedule in the past is refused',
  );
}
