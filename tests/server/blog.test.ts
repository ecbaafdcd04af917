import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postText, sanitizePostHtml } from '../../server/blog/post-html.ts';
import { BLOG_CATEGORIES, DEMO_BLOG_POSTS } from '../../server/seed/demo-blog-posts.ts';
import { signedInCustomer } from './support/accounts-helpers.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';
import { scriptRisk, XSS_VECTORS } from './support/xss-vectors.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.close());

type Summary = {
  slug: string;
  title: string;
  category: string;
  tags: string[];
  publishedAt: string | null;
  createdAt: string;
  views: number;
};

const list = (query: Record<string, string | number> = {}) => server.api('GET', '/blog/posts', { query });
const slugs = (posts: Summary[]) => posts.map((post) => post.slug);
// Newest first by the date a reader sees: published, else created.
const NEWEST_FIRST = [...DEMO_BLOG_POSTS].sort(
  (a, b) => (a.publishedDaysAgo ?? a.createdDaysAgo) - (b.publishedDaysAgo ?? b.createdDaysAgo),
);

describe('GET /blog/posts', () => {
  it('answers 9 posts a page, newest first, with data.posts, totalPages, currentPage and total', async () => {
    const first = await list();
    expect(first.status).toBe(200);
    // The home page prefetches the first page: the browser keeps it a minute, a shared cache not at all.
    expect(first.headers.get('cache-control')).toBe('private, max-age=60');
    expect(first.body).toMatchObject({ success: true, totalPages: 2, currentPage: 1, total: 13 });
    expect(slugs(first.body.data.posts)).toEqual(NEWEST_FIRST.slice(0, 9).map((post) => post.slug));
    const second = await list({ page: 2 });
    expect(slugs(second.body.data.posts)).toEqual(NEWEST_FIRST.slice(9).map((post) => post.slug));
    expect(second.body).toMatchObject({ totalPages: 2, currentPage: 2, total: 13 });
  });

  it('answers the home teaser’s 3 latest posts with limit 3', async () => {
    const teaser = await list({ limit: 3 });
    expect(slugs(teaser.body.data.posts)).toEqual([
      'golden-hour-portraits-in-ibadan',
      'lighting-dark-skin-tones',
      'behind-the-scenes-aso-ebi-wedding',
    ]);
    expect(teaser.body.totalPages).toBe(5);
  });

  it('describes a card fully: category name, tags, image, excerpt and dates', async () => {
    const [post] = (await list({ limit: 1 })).body.data.posts;
    expect(post).toEqual({
      _id: 'post-001',
      slug: 'golden-hour-portraits-in-ibadan',
      title: 'Golden Hour Portraits in Ibadan',
      category: 'Photography Tips',
      tags: ['portraits', 'natural light', 'ibadan', 'golden hour'],
      featuredImage: '/media/blog/golden-hour-portraits-in-ibadan.svg',
      excerpt: expect.stringMatching(/^From Mapo Hill the whole city turns copper .{20,}…$/),
      publishedAt: '2026-10-31T09:00:00.000Z',
      createdAt: '2026-10-29T09:00:00.000Z',
      views: 13 * 37,
    });
    expect(post.excerpt.length).toBe(160);
  });

  it('filters by category name, whatever its case', async () => {
    const tips = await list({ category: 'photography tips' });
    expect(tips.body.total).toBe(4);
    expect(tips.body.data.posts.every((post: Summary) => post.category === 'Photography Tips')).toBe(true);
    expect((await list({ category: 'Gear Guides' })).body.total).toBe(3);
    expect((await list({ category: 'Weddings' })).body).toMatchObject({ data: { posts: [] }, total: 0, totalPages: 0 });
  });

  it('filters by tag and searches title, text and tags, case-insensitively', async () => {
    expect(slugs((await list({ tag: 'Lagos' })).body.data.posts)).toEqual([
      'a-day-at-the-eyo-festival',
      'street-photography-etiquette-in-lagos',
    ]);
    expect(slugs((await list({ search: 'HARMATTAN' })).body.data.posts)).toEqual([
      'mirrorless-cameras-for-nigerian-creators',
      'caring-for-gear-in-harmattan',
    ]);
    expect(slugs((await list({ search: 'melanin', category: 'Behind the Scenes' })).body.data.posts)).toEqual([
      'editing-workflow-that-saves-hours',
    ]);
    // % and _ are literal characters, not wildcards.
    expect((await list({ search: '%' })).body.total).toBe(0);
  });

  it('searches the words a reader sees, never the markup or its entities', async () => {
    const slug = 'building-a-backdrop-wall';
    const [{ content } = { content: '' }] = await server.db.query<{ content: string }>('select content from blog_posts where slug = $1', [
      slug,
    ]);
    const marked = sanitizePostHtml(
      '<p>Paint <strong>once</strong>, shoot for years: salt &amp; pepper grey &lt;3</p><blockquote>Measure twice</blockquote>',
    );
    await server.db.query('update blog_posts set content = $1 where slug = $2', [marked, slug]);
    try {
      for (const markup of ['strong', 'blockquote', '&amp', '&lt;', 'lt;3', '</p>'])
        expect((await list({ search: markup })).body.total, markup).toBe(0);
      for (const words of ['salt & pepper', 'grey <3', 'once, shoot', 'Measure twice', 'years: salt']) {
        expect(slugs((await list({ search: words })).body.data.posts), words).toEqual([slug]);
      }
    } finally {
      await server.db.query('update blog_posts set content = $1 where slug = $2', [content, slug]);
    }
  });

  it('answers a page past the end with no posts, and refuses a bad page or limit with 400', async () => {
    expect((await list({ page: 9 })).body).toMatchObject({ data: { posts: [] }, currentPage: 9, totalPages: 2 });
    expect((await list({ page: 0 })).status).toBe(400);
    expect((await list({ limit: 51 })).status).toBe(400);
  });
});

describe('the plain text of a post (excerpts, meta descriptions)', () => {
  it('drops the markup and decodes what sanitizing encoded, so an & reads as &', () => {
    expect(
      postText(
        sanitizePostHtml('<h2>Salt &amp; light</h2>\n<p>Warm <em>and</em> cool &lt;3 &quot;lights&quot; &#8212; f/1.8&nbsp;lens</p>'),
      ),
    ).toBe('Salt & light Warm and cool <3 "lights" — f/1.8 lens');
    expect(postText('<p>&amp;lt; stays written out</p>')).toBe('&lt; stays written out');
  });

  it("keeps the editor's blocks apart (it writes no newline between them), and inline markup joined", () => {
    expect(
      postText('<h2>Why the hour matters</h2><ul><li>Warm light</li><li>Long shadows</li></ul><p>Wait for the sun.<br>Then shoot.</p>'),
    ).toBe('Why the hour matters Warm light Long shadows Wait for the sun. Then shoot.');
    expect(postText('<p>Shot at f/<strong>1.8</strong> on a <em>50</em>mm</p><blockquote>Quiet.</blockquote>')).toBe(
      'Shot at f/1.8 on a 50mm Quiet.',
    );
  });

  it('leaves no entity in a seeded excerpt', async () => {
    const posts = (await list({ limit: 50 })).body.data.posts as { excerpt: string }[];
    expect(posts.filter((post) => /&[#a-z0-9]+;/i.test(post.excerpt))).toEqual([]);
  });
});

describe('GET /blog/categories', () => {
  it('answers the four categories with name and _id', async () => {
    const response = await server.api('GET', '/blog/categories');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, max-age=60');
    expect(response.body.data.categories.map((category: { name: string }) => category.name)).toEqual([...BLOG_CATEGORIES].sort());
    expect(response.body.data.categories[0]).toEqual({ _id: 'blogcat-behind-the-scenes', name: 'Behind the Scenes' });
  });
});

describe('GET /blog/posts/{slug}', () => {
  it('answers the whole post: HTML content, author, up to 4 related products and related posts', async () => {
    const response = await server.api('GET', '/blog/posts/lighting-dark-skin-tones', { remoteAddress: '198.51.100.1' });
    expect(response.status).toBe(200);
    const { post } = response.body.data;
    expect(post.content).toMatch(/^<p>Too many studio portraits of Nigerians come out grey, flat or shiny\./);
    expect(post.author).toEqual({
      name: 'Ifeoma Okafor',
      profileImage: '/media/blog/author-ifeoma.svg',
      role: 'photographer',
      displayRoles: [],
    });
    expect(post.relatedProducts.map((product: { _id: string }) => product._id)).toEqual([
      'softbox-octagon-120',
      'godox-ad600pro-kit',
      'presets-melanin-glow',
      'magnetic-gel-kit',
    ]);
    expect(post.relatedProducts[0]).toMatchObject({ title: 'Octagon Softbox 120cm with Grid', price: expect.any(Number) });
    expect(post.relatedPosts.map((related: Summary) => [related.slug, related.title])).toEqual([
      ['golden-hour-portraits-in-ibadan', 'Golden Hour Portraits in Ibadan'],
      ['choosing-your-first-studio-light', 'Choosing Your First Studio Light'],
    ]);
  });

  it('answers a post without a published date with publishedAt null', async () => {
    const { post } = (await server.api('GET', '/blog/posts/editing-workflow-that-saves-hours')).body.data;
    expect(post).toMatchObject({ publishedAt: null, createdAt: '2026-09-04T09:00:00.000Z' });
  });

  it('counts a view once per visitor address and once per signed-in customer', async () => {
    const slug = 'building-a-backdrop-wall';
    const read = (options: { remoteAddress?: string; token?: string }) => server.api('GET', `/blog/posts/${slug}`, options);
    const start = (await list({ search: 'backdrop wall' })).body.data.posts[0].views as number;
    expect((await read({ remoteAddress: '198.51.100.20' })).body.data.post.views).toBe(start + 1);
    expect((await read({ remoteAddress: '198.51.100.20' })).body.data.post.views).toBe(start + 1);
    expect((await read({ remoteAddress: '198.51.100.21' })).body.data.post.views).toBe(start + 2);
    const { token } = await signedInCustomer(server);
    expect((await read({ remoteAddress: '198.51.100.22', token })).body.data.post.views).toBe(start + 3);
    expect((await read({ remoteAddress: '198.51.100.23', token })).body.data.post.views).toBe(start + 3);
    expect((await list({ search: 'backdrop wall' })).body.data.posts[0].views).toBe(start + 3);
  });

  it('answers 404 "Post not found" for an unknown slug', async () => {
    const response = await server.api('GET', '/blog/posts/no-such-post');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ success: false, message: 'Post not found' });
  });
});

describe('post HTML is safe', () => {
  it.each([
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    '<a href="javascript:alert(1)">x</a>',
    '<div style="x">',
    '<a href="//evil.example">x</a>',
  ])('the check itself flags the raw vector %s', (vector) => expect(scriptRisk(vector)).not.toBeNull());

  it.each(XSS_VECTORS)('sanitizing %s on the way in leaves nothing that runs', (vector) => {
    expect(scriptRisk(sanitizePostHtml(`<p>Before</p>${vector}<p>After</p>`))).toBeNull();
  });

  it('keeps the formatting a post needs, and sends links out of the site to a new tab', () => {
    expect(
      sanitizePostHtml(
        '<h2>Light</h2><p><strong>Soft</strong> and <em>warm</em>, see <a href="https://example.ng/guide" target="_self">the guide</a> or <a href="/shop">the shop</a>.</p><ul><li>one</li></ul><img src="https://example.ng/a.jpg" alt="A">',
      ),
    ).toBe(
      '<h2>Light</h2><p><strong>Soft</strong> and <em>warm</em>, see <a href="https://example.ng/guide" target="_blank" rel="noopener noreferrer">the guide</a> or <a href="/shop">the shop</a>.</p><ul><li>one</li></ul><img src="https://example.ng/a.jpg" alt="A" />',
    );
  });

  it('a post stored with every vector (written around the seed) is still served without anything that runs', async () => {
    const raw = XSS_VECTORS.map((vector) => `<p>${vector}</p>`).join('');
    await server.db.query('update blog_posts set content = $1 where slug = $2', [raw, 'caring-for-gear-in-harmattan']);
    const { post } = (await server.api('GET', '/blog/posts/caring-for-gear-in-harmattan')).body.data;
    expect(scriptRisk(post.content)).toBeNull();
    expect(post.content).toContain('<a href="https://ok.example" target="_blank" rel="noopener noreferrer">ok</a>');
  });
});

describe('GET /media/blog/{file}', () => {
  it('serves a post’s featured picture and the author’s portrait as SVG, and 404 for anything else', async () => {
    const picture = await server.app.request('/media/blog/golden-hour-portraits-in-ibadan.svg');
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    const svg = await picture.text();
    // The card shows the title in HTML; the picture only names it for screen readers.
    expect(svg).toContain('aria-label="Golden Hour Portraits in Ibadan"');
    expect(svg).not.toMatch(/<text/);
    const portrait = await server.app.request('/media/blog/author-kunle.svg');
    expect(portrait.status).toBe(200);
    expect(await portrait.text()).not.toMatch(/<text/);
    expect((await server.app.request('/media/blog/unknown.svg')).status).toBe(404);
    expect((await server.app.request('/media/blog/..%2Fsecret.svg')).status).toBe(404);
  });
});
