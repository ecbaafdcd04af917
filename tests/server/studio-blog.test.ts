import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { directoryStorage } from '../../server/media/file-storage.ts';
import { DEFAULT_PURCHASE_SETTINGS } from '../../server/orders/purchase-settings.ts';
import { sitemapXml } from '../../server/site/sitemap.ts';
import { signedInCustomer } from './support/accounts-helpers.ts';
import { signedInOwner, signedInStaff } from './support/studio-helpers.ts';
import { API, startTestServer, type TestServer } from './support/test-server.ts';
import { scriptRisk, XSS_VECTORS } from './support/xss-vectors.ts';

const KEY = 'studio-blog-key-0123456789abcdef';
let server: TestServer;
let mediaDir: string;
let staff: string;
let owner: string;
let shopper: string;

beforeAll(async () => {
  mediaDir = await mkdtemp(path.join(tmpdir(), 'studio-blog-'));
  server = await startTestServer({
    purchase: { ...DEFAULT_PURCHASE_SETTINGS, studioKey: KEY },
    mediaStorage: directoryStorage(mediaDir),
  });
  ({ token: owner } = await signedInOwner(server, KEY, 'Tola Owner'));
  ({ token: staff } = await signedInStaff(server, owner, 'Sade Writer'));
  ({ token: shopper } = await signedInCustomer(server, 'Blog Shopper'));
}, 60_000);
afterAll(async () => {
  await server.close();
  await rm(mediaDir, { recursive: true, force: true });
});

async function aCategory(): Promise<string> {
  const [row] = await server.db.query<{ id: string }>("select id from blog_categories where name = 'Lifestyle'");
  if (!row) throw new Error('no category');
  return row.id;
}

async function aProduct(offset = 0): Promise<{ id: string; title: string }> {
  const [row] = await server.db.query<{ id: string; title: string }>(
    'select id, title from products where archived_at is null order by id limit 1 offset $1',
    [offset],
  );
  if (!row) throw new Error('no product');
  return row;
}

let titles = 0;
async function postBody(overrides: Record<string, unknown> = {}) {
  titles += 1;
  return {
    title: `Golden hour in Lekki ${titles}`,
    content: '<h2>Why the hour matters</h2><ul><li>Warm light</li><li>Long shadows</li></ul><blockquote><p>Wait for it.</p></blockquote>',
    excerpt: '',
    categoryId: await aCategory(),
    tags: ['light', ' Outdoors ', 'light', ''],
    featuredImage: null,
    relatedProductIds: [],
    status: 'published',
    ...overrides,
  };
}

const create = async (body: Record<string, unknown>, token = staff) => server.api('POST', '/studio/blog/posts', { token, body });
const publicPost = (slug: string) => server.api('GET', `/blog/posts/${slug}`);
const publicSlugs = async (query: Record<string, string> = {}) =>
  ((await server.api('GET', '/blog/posts', { query: { limit: 50, ...query } })).body.data.posts as { slug: string }[]).map(
    (post) => post.slug,
  );

async function jpeg(): Promise<Blob> {
  const bytes = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#c96' } })
    .withMetadata({ exif: { IFD0: { Copyright: 'Studio' } } })
    .jpeg()
    .toBuffer();
  return new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' });
}

describe('the studio writes posts', () => {
  it('publishes a post: the public list and page show it, with the writer’s profile as its author', async () => {
    const product = await aProduct();
    const body = await postBody({ relatedProductIds: [product.id], excerpt: '  Warm light, long shadows. ' });
    const created = await create(body);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      message: 'Post published',
      post: {
        title: body.title,
        status: 'published',
        publishAt: server.now.toISOString(),
        tags: ['light', 'Outdoors'],
        excerpt: 'Warm light, long shadows.',
        category: 'Lifestyle',
        relatedProducts: [{ _id: product.id, title: product.title }],
        author: { name: 'Sade Writer', role: 'staff' },
      },
    });
    const slug = created.body.post.slug as string;
    expect(slug).toBe(`golden-hour-in-lekki-${titles}`);
    expect(await publicSlugs()).toContain(slug);
    const page = await publicPost(slug);
    expect(page.status).toBe(200);
    expect(page.body.data.post).toMatchObject({
      title: body.title,
      author: { name: 'Sade Writer', role: 'staff' },
      relatedProducts: [{ _id: product.id }],
    });
    expect(page.body.data.post.content).toContain('<h2>Why the hour matters</h2>');
    expect(page.body.data.post.content).toContain('<li>Warm light</li>');
  });

  it('takes the excerpt from the post’s first words when it is left blank', async () => {
    const created = await create(await postBody({ content: `<p>${'word '.repeat(60)}</p>` }));
    expect(created.body.post.excerpt).toHaveLength(160);
    expect(created.body.post.excerpt.endsWith('…')).toBe(true);
  });

  it('gives a second post of the same title an address of its own', async () => {
    const body = await postBody();
    const first = await create(body);
    const second = await create(body);
    expect(second.body.post.slug).toBe(`${first.body.post.slug}-2`);
  });

  it('keeps a draft off the site, in the sitemap too, until it is published', async () => {
    const created = await create(await postBody({ status: 'draft' }));
    expect(created.body).toMatchObject({ message: 'Draft saved', post: { status: 'draft', publishAt: null } });
    const { slug, _id } = created.body.post as { slug: string; _id: string };
    expect(await publicSlugs()).not.toContain(slug);
    expect((await publicPost(slug)).status).toBe(404);
    expect(await sitemapXml(server.db, 'https://x.test', server.now)).not.toContain(slug);

    const published = await server.api('PUT', `/studio/blog/posts/${_id}`, {
      token: staff,
      body: await postBody({ title: created.body.post.title, status: 'published' }),
    });
    expect(published.body.post).toMatchObject({ status: 'published', publishAt: server.now.toISOString() });
    expect(await publicSlugs()).toContain(slug);
    expect(await sitemapXml(server.db, 'https://x.test', server.now)).toContain(`/lifestyle/${slug}<`);
  });

  it('schedules a post: hidden from the list, the page, the related posts and the sitemap until its time, then shown', async () => {
    const publishAt = new Date(server.now.getTime() + 60_000).toISOString();
    const created = await create(await postBody({ status: 'scheduled', publishAt }));
    expect(created.body).toMatchObject({ message: 'Post scheduled', post: { status: 'scheduled', publishAt } });
    const { slug, _id } = created.body.post as { slug: string; _id: string };
    // Another post names it as related: it is not shown there before its time either.
    await server.db.query("update blog_posts set related_post_slugs = array[$1] where slug = 'golden-hour-portraits-in-ibadan'", [slug]);
    const seeded = async () =>
      ((await publicPost('golden-hour-portraits-in-ibadan')).body.data.post.relatedPosts as { slug: string }[]).map((post) => post.slug);

    expect(await publicSlugs()).not.toContain(slug);
    expect((await publicPost(slug)).status).toBe(404);
    expect(await seeded()).not.toContain(slug);
    expect(await sitemapXml(server.db, 'https://x.test', server.now)).not.toContain(slug);
    const list = await server.api('GET', '/studio/blog/posts', { token: staff, query: { status: 'scheduled' } });
    expect(list.body.posts.map((post: { _id: string }) => post._id)).toContain(_id);

    // 59 seconds later: still hidden; at the minute: shown.
    server.now = new Date(server.now.getTime() + 59_000);
    expect(await publicSlugs()).not.toContain(slug);
    server.now = new Date(publishAt);
    expect(await publicSlugs()).toContain(slug);
    expect((await publicPost(slug)).status).toBe(200);
    expect(await seeded()).toContain(slug);
    expect(await sitemapXml(server.db, 'https://x.test', server.now)).toContain(slug);
    const now = await server.api('GET', `/studio/blog/posts/${_id}`, { token: staff });
    expect(now.body.post.status).toBe('published');
    await server.db.query("update blog_posts set related_post_slugs = '{}' where slug = 'golden-hour-portraits-in-ibadan'");
  });

  it('refuses a schedule without a time or with a time not in the future', async () => {
    expect((await create(await postBody({ status: 'scheduled' }))).body).toMatchObject({
      message: 'Please choose when to publish the post',
    });
    const past = await create(await postBody({ status: 'scheduled', publishAt: server.now.toISOString() }));
    expect(past.status).toBe(400);
    expect(past.body.message).toBe('The publishing time must be in the future');
  });

  it('refuses a post without a title, a category or any words, and an unknown category or product', async () => {
    expect((await create(await postBody({ title: '   ' }))).body.message).toBe('Please give the post a title');
    expect((await create(await postBody({ categoryId: ' ' }))).body.message).toBe('Please choose a category');
    expect((await create(await postBody({ content: '<p> </p><script>alert(1)</script>' }))).body.message).toBe('Please write the post');
    const unknownCategory = await create(await postBody({ categoryId: 'blogcat-nothing' }));
    expect(unknownCategory).toMatchObject({ status: 404, body: { message: 'Category not found' } });
    const unknownProduct = await create(await postBody({ relatedProductIds: ['prod-nothing'] }));
    expect(unknownProduct).toMatchObject({ status: 404, body: { message: 'A related product was not found' } });
    const picturesOnly = await create(await postBody({ content: '<p><img src="/media/blog/pictures/bpic_ab-1200.webp" alt="Lekki"></p>' }));
    expect(picturesOnly.status).toBe(201);
  });

  it.each(XSS_VECTORS)('stores and serves %s so that nothing runs on the public page', async (vector) => {
    const created = await create(await postBody({ content: `<h2>Safe</h2><p>${vector}</p>` }));
    expect(created.status).toBe(201);
    const [stored] = await server.db.query<{ content: string }>('select content from blog_posts where id = $1', [created.body.post._id]);
    expect(scriptRisk(stored?.content ?? '')).toBeNull();
    const served = await publicPost(created.body.post.slug);
    expect(scriptRisk(served.body.data.post.content)).toBeNull();
    expect(served.body.data.post.content).not.toMatch(/<script|onerror|onload|javascript:/i);
  });

  it('changes a post and keeps its address, its author and the time it first went up', async () => {
    const created = await create(await postBody());
    const { _id, slug, publishAt } = created.body.post as { _id: string; slug: string; publishAt: string };
    server.advanceMinutes(30);
    const changed = await server.api('PUT', `/studio/blog/posts/${_id}`, {
      token: owner,
      body: await postBody({ title: 'A new title', tags: ['dusk'] }),
    });
    expect(changed.status).toBe(200);
    expect(changed.body.post).toMatchObject({ slug, title: 'A new title', tags: ['dusk'], publishAt, author: { name: 'Sade Writer' } });
    expect(changed.body.post.updatedAt).toBe(server.now.toISOString());

    const unpublished = await server.api('PUT', `/studio/blog/posts/${_id}`, { token: owner, body: await postBody({ status: 'draft' }) });
    expect(unpublished.body.post.status).toBe('draft');
    expect((await publicPost(slug)).status).toBe(404);
  });

  it('answers 404 for a post that does not exist', async () => {
    expect((await server.api('GET', '/studio/blog/posts/post_missing', { token: staff })).status).toBe(404);
    const put = await server.api('PUT', '/studio/blog/posts/post_missing', { token: staff, body: await postBody() });
    expect(put).toMatchObject({ status: 404, body: { message: 'Post not found' } });
  });

  it('lists posts newest change first, by state and by a part of the title (wildcards literal)', async () => {
    server.advanceMinutes(1);
    const draft = await create(await postBody({ title: 'Findable 100%_draft', status: 'draft' }));
    const all = await server.api('GET', '/studio/blog/posts', { token: staff });
    expect(all.body.posts[0]).toMatchObject({ _id: draft.body.post._id, status: 'draft', authorName: 'Sade Writer' });
    expect(all.body.total).toBeGreaterThan(13);
    const found = await server.api('GET', '/studio/blog/posts', { token: staff, query: { search: '100%_' } });
    expect(found.body.posts.map((post: { _id: string }) => post._id)).toEqual([draft.body.post._id]);
    const none = await server.api('GET', '/studio/blog/posts', { token: staff, query: { search: '0_%' } });
    expect(none.body.total).toBe(0);
    const drafts = await server.api('GET', '/studio/blog/posts', { token: staff, query: { status: 'draft' } });
    expect(drafts.body.posts.every((post: { status: string }) => post.status === 'draft')).toBe(true);
    const published = await server.api('GET', '/studio/blog/posts', { token: staff, query: { status: 'published' } });
    expect(published.body.posts.every((post: { status: string }) => post.status === 'published')).toBe(true);
    expect(published.body.posts.length).toBeGreaterThan(0);
  });

  it('writes every change to the audit log with before and after', async () => {
    const created = await create(await postBody({ title: 'Audited post', status: 'draft' }));
    server.advanceMinutes(1);
    await server.api('PUT', `/studio/blog/posts/${created.body.post._id}`, {
      token: staff,
      body: await postBody({ title: 'Audited post', status: 'published' }),
    });
    const log = await server.api('GET', '/studio/audit', { token: owner });
    const entries = (log.body.entries as { action: string; subject: string; before: unknown; after: unknown }[]).filter(
      (entry) => entry.subject === 'Audited post',
    );
    expect(entries.map((entry) => entry.action)).toEqual(['blog.post.update', 'blog.post.create']);
    expect(entries[0]).toMatchObject({ before: { status: 'draft' }, after: { status: 'published' } });
    expect(entries[1]).toMatchObject({ before: null, after: { title: 'Audited post', status: 'draft' } });
  });
});

describe('the preview', () => {
  it('answers the post as the public page gets it, sanitized, without storing anything', async () => {
    const product = await aProduct(2);
    const before = await server.db.query('select count(*)::int as n from blog_posts');
    const preview = await server.api('POST', '/studio/blog/preview', {
      token: staff,
      body: await postBody({
        title: '',
        content: '<h2>Hi</h2><p onclick="x()">Text<script>alert(1)</script></p>',
        relatedProductIds: [product.id],
      }),
    });
    expect(preview.status).toBe(200);
    expect(preview.body.data.post).toMatchObject({
      content: '<h2>Hi</h2><p>Text</p>',
      author: { name: 'Sade Writer' },
      relatedProducts: [{ _id: product.id, title: product.title }],
      views: 0,
    });
    expect(await server.db.query('select count(*)::int as n from blog_posts')).toEqual(before);
  });

  it('keeps a saved post’s address and author', async () => {
    const created = await create(await postBody());
    const preview = await server.api('POST', '/studio/blog/preview', {
      token: owner,
      query: { postId: created.body.post._id },
      body: await postBody({ title: 'Other title' }),
    });
    expect(preview.body.data.post).toMatchObject({ slug: created.body.post.slug, title: 'Other title', author: { name: 'Sade Writer' } });
  });
});

describe('pictures for posts', () => {
  it('stores an upload as renditions without its metadata and serves them', async () => {
    const form = new FormData();
    form.set('picture', await jpeg(), 'lekki.jpg');
    const uploaded = await server.api('POST', '/studio/blog/pictures', { token: staff, form });
    expect(uploaded.status).toBe(201);
    expect(uploaded.body).toMatchObject({ message: 'Picture uploaded', width: 1600, height: 900 });
    expect(uploaded.body.url).toMatch(/^\/media\/blog\/pictures\/bpic_[a-f0-9]+-1200\.webp$/);
    const served = await server.app.request(uploaded.body.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    const meta = await sharp(new Uint8Array(await served.arrayBuffer())).metadata();
    expect(meta.width).toBe(1200);
    expect(meta.exif).toBeUndefined();
    expect((await readdir(path.join(mediaDir, 'blog-pictures'))).length).toBe(4);
  });

  it('refuses a text file named .jpg by its content', async () => {
    const form = new FormData();
    form.set('picture', new Blob(['not a picture at all'], { type: 'image/jpeg' }), 'fake.jpg');
    const refused = await server.api('POST', '/studio/blog/pictures', { token: staff, form });
    expect(refused).toMatchObject({ status: 422, body: { message: 'This file is not a JPEG, PNG or WebP picture' } });
  });

  it('answers 404 for a picture name that is not one', async () => {
    expect((await server.app.request('/media/blog/pictures/bpic_00-1200.webp')).status).toBe(404);
    expect((await server.app.request('/media/blog/pictures/..%2F..%2Fetc-1200.webp')).status).toBe(404);
  });
});

describe('blog categories', () => {
  it('adds and renames a category; its posts follow the new name on the public list', async () => {
    const added = await server.api('POST', '/studio/blog/categories', { token: staff, body: { name: '  Weddings ' } });
    expect(added).toMatchObject({ status: 201, body: { message: 'Category added', category: { name: 'Weddings', posts: 0 } } });
    const id = added.body.category._id as string;
    const post = await create(await postBody({ categoryId: id }));
    const renamed = await server.api('PUT', `/studio/blog/categories/${id}`, { token: staff, body: { name: 'Wedding Days' } });
    expect(renamed.body).toMatchObject({ message: 'Category renamed', category: { _id: id, name: 'Wedding Days', posts: 1 } });
    expect(await publicSlugs({ category: 'Wedding Days' })).toEqual([post.body.post.slug]);
    const list = await server.api('GET', '/studio/blog/categories', { token: staff });
    expect(list.body.categories).toContainEqual({ _id: id, name: 'Wedding Days', posts: 1 });
    const log = await server.api('GET', '/studio/audit', { token: owner });
    expect(log.body.entries).toContainEqual(
      expect.objectContaining({ action: 'blog.category.rename', before: { name: 'Weddings' }, after: { name: 'Wedding Days' } }),
    );
  });

  it('refuses a blank name, a name taken in any case and an unknown category', async () => {
    expect((await server.api('POST', '/studio/blog/categories', { token: staff, body: { name: ' ' } })).body.message).toBe(
      'Please give the category a name',
    );
    const taken = await server.api('POST', '/studio/blog/categories', { token: staff, body: { name: 'lifestyle' } });
    expect(taken).toMatchObject({ status: 409, body: { message: 'A category with this name already exists' } });
    const renameTaken = await server.api('PUT', `/studio/blog/categories/${await aCategory()}`, {
      token: staff,
      body: { name: 'Gear guides' },
    });
    expect(renameTaken.status).toBe(409);
    const same = await server.api('PUT', `/studio/blog/categories/${await aCategory()}`, { token: staff, body: { name: 'Lifestyle' } });
    expect(same.status).toBe(200);
    const missing = await server.api('PUT', '/studio/blog/categories/blogcat-none', { token: staff, body: { name: 'X' } });
    expect(missing).toMatchObject({ status: 404, body: { message: 'Category not found' } });
  });
});

describe('who may write', () => {
  it.each([
    ['GET', '/studio/blog/posts'],
    ['POST', '/studio/blog/posts'],
    ['GET', '/studio/blog/posts/post-001'],
    ['PUT', '/studio/blog/posts/post-001'],
    ['POST', '/studio/blog/preview'],
    ['GET', '/studio/blog/categories'],
    ['POST', '/studio/blog/categories'],
    ['PUT', '/studio/blog/categories/blogcat-lifestyle'],
  ])('%s %s: a customer is refused (403), no token too (401)', async (method, apiPath) => {
    const body = method === 'GET' ? undefined : apiPath.includes('categories') ? { name: 'X' } : await postBody();
    expect((await server.api(method, apiPath, { token: shopper, body })).status).toBe(403);
    expect((await server.api(method, apiPath, { body })).status).toBe(401);
  });

  it('refuses a customer’s picture upload', async () => {
    const form = new FormData();
    form.set('picture', await jpeg(), 'x.jpg');
    expect((await server.api('POST', '/studio/blog/pictures', { token: shopper, form })).status).toBe(403);
  });

  it('lets the operator’s key write as the studio', async () => {
    const created = await create(await postBody(), KEY);
    expect(created.status).toBe(201);
    expect(created.body.post.author).toMatchObject({ name: 'The studio' });
  });

  it('refuses a post body over 512 KB before reading it', async () => {
    const response = await server.app.request(`${API}/studio/blog/posts`, {
      method: 'POST',
      headers: { authorization: `Bearer ${staff}`, 'content-type': 'application/json' },
      body: JSON.stringify({ ...(await postBody()), content: 'x'.repeat(600 * 1024) }),
    });
    expect(response.status).toBe(413);
  });
});
