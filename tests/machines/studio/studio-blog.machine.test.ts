import { getShortestPaths } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor, type ActorRefFrom, type EventFromLogic, type SnapshotFrom } from 'xstate';
import type { AppEffect } from '../../../src/machines/app-effects.ts';
import { studioBlogCategoriesMachine } from '../../../src/machines/studio/studio-blog-categories.machine.ts';
import { studioBlogCategoriesView } from '../../../src/machines/studio/studio-blog-categories.view.ts';
import { PICTURE_FAILED, type EditorLoad, studioBlogEditorMachine } from '../../../src/machines/studio/studio-blog-editor.machine.ts';
import { EMPTY_FORM, formOf, postRequestOf } from '../../../src/machines/studio/studio-blog-post-form.ts';
import { studioBlogEditorView } from '../../../src/machines/studio/studio-blog-editor.view.ts';
import { PRODUCT_SEARCH_DELAY_MS, productSearchMachine, type ProductOption } from '../../../src/machines/studio/product-search.machine.ts';
import { EMPTY_PRODUCT_SEARCH, productSearchView } from '../../../src/machines/studio/product-search.view.ts';
import {
  LOAD_POSTS_FAILED,
  studioBlogPostsMachine,
  type StudioBlogPostsQuery,
} from '../../../src/machines/studio/studio-blog-posts.machine.ts';
import { studioBlogPostsView } from '../../../src/machines/studio/studio-blog-posts.view.ts';
import type {
  StudioBlogCategory,
  StudioBlogPost,
  StudioBlogPostList,
  StudioBlogPostRequest,
  StudioBlogPreview,
} from '../../../src/machines/studio/studio-types.ts';
import { neverSettles, replay } from '../support/replay.ts';
import { rejectedByServer, sessionWithToken } from './fixtures.ts';

const list: StudioBlogPostList = {
  success: true,
  posts: [
    {
      _id: 'post_1',
      slug: 'golden-hour',
      title: 'Golden hour',
      category: 'Lifestyle',
      status: 'scheduled',
      publishAt: '2026-11-27T09:30:00.000Z',
      updatedAt: '2026-11-26T09:30:00.000Z',
      authorName: 'Sade Writer',
    },
    {
      _id: 'post_2',
      slug: 'lagos-light',
      title: 'Lagos light',
      category: 'Lifestyle',
      status: 'published',
      publishAt: '2026-11-20T09:30:00.000Z',
      updatedAt: '2026-11-20T09:30:00.000Z',
      authorName: 'Tola Owner',
    },
  ],
  total: 2,
  page: 1,
  pages: 2,
};

const categories: StudioBlogCategory[] = [
  { _id: 'blogcat-lifestyle', name: 'Lifestyle', posts: 3 },
  { _id: 'blogcat-gear', name: 'Gear Guides', posts: 1 },
];

const saved: StudioBlogPost = {
  _id: 'post_1',
  slug: 'golden-hour',
  title: 'Golden hour',
  content: '<h2>Light</h2><p>Warm</p>',
  excerpt: 'Warm',
  categoryId: 'blogcat-gear',
  category: 'Gear Guides',
  tags: ['light', 'dusk'],
  featuredImage: '/media/blog/pictures/bpic_1-1200.webp',
  relatedProducts: [{ _id: 'p1', title: 'Tripod' }],
  status: 'scheduled',
  publishAt: '2026-11-27T09:30:00.000Z',
  updatedAt: '2026-11-26T09:30:00.000Z',
  author: { name: 'Sade Writer', role: 'staff', profileImage: null, displayRoles: [] },
};

const preview: StudioBlogPreview = {
  _id: 'post_1',
  slug: 'golden-hour',
  title: 'Golden hour',
  category: 'Gear Guides',
  tags: ['light'],
  featuredImage: null,
  excerpt: 'Warm',
  publishedAt: null,
  createdAt: '2026-11-26T09:30:00.000Z',
  views: 0,
  content: '<h2>Light</h2>',
  author: { name: 'Sade Writer', role: 'staff' },
  relatedProducts: [],
  relatedPosts: [],
};

/** The editor's view with its product search child's, as StudioBlogEditorRoute reads them. */
function editorView(snapshot: SnapshotFrom<typeof studioBlogEditorMachine>) {
  const search = snapshot.children.productSearch;
  return studioBlogEditorView(snapshot, search ? productSearchView(search.getSnapshot()) : EMPTY_PRODUCT_SEARCH);
}

type EditorActor = ActorRefFrom<typeof studioBlogEditorMachine>;

/** Types into the related products' field and lets the child's search answer (simulated clock). */
async function searchRelated(actor: EditorActor, clock: SimulatedClock, text: string) {
  actor.send({ type: 'productSearch.input', text });
  clock.increment(PRODUCT_SEARCH_DELAY_MS);
  await waitFor(actor.getSnapshot().children.productSearch as ActorRefFrom<typeof productSearchMachine>, (search) =>
    search.matches('answered'),
  );
}

const tripod: ProductOption = { id: 'p1', title: 'Tripod' };
const reflector: ProductOption = { id: 'p2', title: 'Reflector' };

describe('the studio’s post list', () => {
  function harness(loadFails?: unknown) {
    const loads: StudioBlogPostsQuery[] = [];
    const machine = studioBlogPostsMachine.provide({
      actors: {
        loadList: fromPromise(async ({ input }) => {
          loads.push(input.query);
          if (loadFails) throw loadFails;
          return list;
        }),
      },
    });
    const actor = createActor(machine, { input: { session: sessionWithToken('t') } }).start();
    return { actor, loads };
  }

  it('shows each post’s state and, in Lagos time, when it goes up; a published post links to the site', async () => {
    const { actor } = harness();
    await waitFor(actor, (s) => s.matches('ready'));
    const view = studioBlogPostsView(actor.getSnapshot());
    expect(view.posts).toEqual([
      {
        id: 'post_1',
        href: '/studio/blog/post_1',
        title: 'Golden hour',
        category: 'Lifestyle',
        state: 'Scheduled',
        when: '27 November 2026 at 10:30 am',
        author: 'Sade Writer',
        publicHref: null,
      },
      expect.objectContaining({ state: 'Published', publicHref: '/lifestyle/lagos-light' }),
    ]);
    expect(view).toMatchObject({ summary: '2 posts', canGoForward: true, canGoBack: false });
  });

  it('searches, filters by state and pages on the server, back to page 1 on a new filter', async () => {
    const { actor, loads } = harness();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'page.go', page: 2 });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'search.input', text: ' golden ' });
    actor.send({ type: 'search.submit' });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'status.choose', status: 'draft' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(studioBlogPostsView(actor.getSnapshot()).statuses.find((choice) => choice.chosen)?.label).toBe('Drafts');
    actor.send({ type: 'search.clear' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(loads).toEqual([
      { search: '', status: null, page: 1 },
      { search: '', status: null, page: 2 },
      { search: 'golden', status: null, page: 1 },
      { search: 'golden', status: 'draft', page: 1 },
      { search: '', status: 'draft', page: 1 },
    ]);
  });

  it('says when the list cannot load, in the server’s words, and tries again', async () => {
    const { actor, loads } = harness(rejectedByServer("Only the studio's staff can do this"));
    await waitFor(actor, (s) => s.matches('failed'));
    expect(studioBlogPostsView(actor.getSnapshot())).toMatchObject({ problem: "Only the studio's staff can do this", canRetry: true });
    actor.send({ type: 'list.retry' });
    await waitFor(actor, () => loads.length === 2);
    expect(LOAD_POSTS_FAILED).toBe('Failed to load the posts');
  });

  it('sends a guest to the login', async () => {
    const actor = createActor(studioBlogPostsMachine, { input: { session: sessionWithToken(null) } });
    const effects: AppEffect[] = [];
    actor.on('*', (event) => effects.push(event as AppEffect));
    actor.start();
    await waitFor(actor, (s) => s.status === 'done');
    expect(effects).toEqual([{ type: 'loginRequired' }]);
  });

  describe('every shortest path', () => {
    const events = [
      { type: 'search.input', text: 'gold' },
      { type: 'search.submit' },
      { type: 'search.clear' },
      { type: 'status.choose', status: 'scheduled' },
      { type: 'page.go', page: 2 },
      { type: 'list.retry' },
      { type: 'xstate.done.actor.loadList', output: list },
      { type: 'xstate.error.actor.loadList', error: new Error('offline') },
    ] as unknown as EventFromLogic<typeof studioBlogPostsMachine>[];
    const input = { session: sessionWithToken('t') };
    const paths = getShortestPaths(studioBlogPostsMachine, { events, input });

    it('reaches loading, ready and failed, and offers a retry exactly when failed', () => {
      expect(new Set(paths.map((path) => JSON.stringify(path.state.value)))).toEqual(new Set(['"loading"', '"ready"', '"failed"']));
      for (const path of paths) {
        const view = studioBlogPostsView(path.state);
        expect(view.canRetry).toBe(path.state.matches('failed'));
        expect(view.loading).toBe(path.state.matches('loading'));
      }
    });

    it('walks on a real actor as on the model', () => {
      const pending = studioBlogPostsMachine.provide({ actors: { loadList: fromPromise(() => neverSettles()) } });
      for (const path of paths) replay(pending, path, { input });
    });
  });
});

describe('the post list’s whole view', () => {
  function answering(answer: (query: StudioBlogPostsQuery) => StudioBlogPostList) {
    const machine = studioBlogPostsMachine.provide({ actors: { loadList: fromPromise(async ({ input }) => answer(input.query)) } });
    const actor = createActor(machine, { input: { session: sessionWithToken('t') } }).start();
    return { actor, view: () => studioBlogPostsView(actor.getSnapshot()) };
  }
  const golden = list.posts[0] as StudioBlogPostList['posts'][number];

  it('while loading says nothing yet; one post in the singular; a post with no time shows a dash', async () => {
    const { actor, view } = answering(() => ({ ...list, posts: [{ ...golden, status: 'draft', publishAt: null }], total: 1, pages: 1 }));
    expect(view()).toMatchObject({ summary: '', empty: false, posts: [] });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(view()).toMatchObject({ summary: '1 post', empty: false, emptyText: 'No posts yet.' });
    expect(view().posts[0]).toMatchObject({ state: 'Draft', when: '—', publicHref: null });
  });

  it('says an empty list, and that nothing matches once searched or filtered by state', async () => {
    const { actor, view } = answering(() => ({ ...list, posts: [], total: 0, pages: 0 }));
    await waitFor(actor, (s) => s.matches('ready'));
    expect(view()).toMatchObject({ summary: '0 posts', empty: true, emptyText: 'No posts yet.' });
    actor.send({ type: 'status.choose', status: 'draft' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(view()).toMatchObject({ empty: true, emptyText: 'No post matches.' });
    actor.send({ type: 'status.choose', status: null });
    actor.send({ type: 'search.input', text: 'dusk' });
    actor.send({ type: 'search.submit' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(view()).toMatchObject({ empty: true, emptyText: 'No post matches.' });
  });

  it('counts nothing while a new search loads, though the last list is still at hand', async () => {
    const gates: (() => void)[] = [];
    const machine = studioBlogPostsMachine.provide({
      actors: {
        loadList: fromPromise(async ({ input }) => {
          if (input.query.search) await new Promise<void>((resolve) => gates.push(resolve));
          return list;
        }),
      },
    });
    const actor = createActor(machine, { input: { session: sessionWithToken('t') } }).start();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'search.input', text: 'light' });
    actor.send({ type: 'search.submit' });
    expect(actor.getSnapshot().context.list).toEqual(list);
    expect(studioBlogPostsView(actor.getSnapshot())).toMatchObject({ loading: true, summary: '', empty: false, searched: 'light' });
    gates.forEach((open) => open());
    await waitFor(actor, (s) => s.matches('ready'));
    expect(studioBlogPostsView(actor.getSnapshot()).summary).toBe('2 posts');
  });
});

describe('the blog categories', () => {
  function harness(saveFails?: unknown) {
    const saves: { id: string | null; name: string }[] = [];
    const machine = studioBlogCategoriesMachine.provide({
      actors: {
        loadCategories: fromPromise(async () => categories),
        saveCategory: fromPromise(async ({ input }) => {
          saves.push(input);
          if (saveFails) throw saveFails;
          return input.id ? 'Category renamed' : 'Category added';
        }),
      },
    });
    const actor = createActor(machine, { input: { session: sessionWithToken('t') } });
    const effects: AppEffect[] = [];
    actor.on('*', (event) => effects.push(event as AppEffect));
    actor.start();
    return { actor, saves, effects };
  }

  it('adds a category by its trimmed name and refuses a blank one before asking the server', async () => {
    const { actor, saves, effects } = harness();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'add.submit' });
    expect(studioBlogCategoriesView(actor.getSnapshot()).nameError).toBe('Please give the category a name');
    actor.send({ type: 'add.name', text: '  Weddings ' });
    expect(studioBlogCategoriesView(actor.getSnapshot()).nameError).toBe('');
    actor.send({ type: 'add.submit' });
    await waitFor(actor, (s) => s.matches('ready') && effects.length === 1);
    expect(saves).toEqual([{ id: null, name: 'Weddings' }]);
    expect(effects).toEqual([{ type: 'toast', kind: 'success', message: 'Category added' }]);
    expect(studioBlogCategoriesView(actor.getSnapshot()).name).toBe('');
  });

  it('keeps a name typed while the list is still loading', () => {
    const loading = studioBlogCategoriesMachine.provide({ actors: { loadCategories: fromPromise(() => neverSettles()) } });
    const actor = createActor(loading, { input: { session: sessionWithToken('t') } }).start();
    expect(actor.getSnapshot().matches('loading')).toBe(true);
    actor.send({ type: 'add.name', text: 'Weddings' });
    expect(studioBlogCategoriesView(actor.getSnapshot()).name).toBe('Weddings');
  });

  it('renames one category with its name filled in, and cancels', async () => {
    const { actor, saves } = harness();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'rename.open', id: 'blogcat-gear' });
    const view = studioBlogCategoriesView(actor.getSnapshot());
    expect(view.rename).toBe('Gear Guides');
    expect(view.categories.map((category) => [category.name, category.posts, category.renaming])).toEqual([
      ['Lifestyle', '3 posts', false],
      ['Gear Guides', '1 post', true],
    ]);
    actor.send({ type: 'rename.name', text: ' ' });
    actor.send({ type: 'rename.submit' });
    expect(studioBlogCategoriesView(actor.getSnapshot()).renameError).toBe('Please give the category a name');
    actor.send({ type: 'rename.name', text: 'Kit' });
    actor.send({ type: 'rename.submit' });
    await waitFor(actor, () => saves.length === 1);
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    expect(saves).toEqual([{ id: 'blogcat-gear', name: 'Kit' }]);
    actor.send({ type: 'rename.open', id: 'blogcat-lifestyle' });
    actor.send({ type: 'rename.cancel' });
    expect(studioBlogCategoriesView(actor.getSnapshot()).categories.some((category) => category.renaming)).toBe(false);
  });

  it('sends a new name trimmed, and opens a row it does not list with no name', async () => {
    const { actor, saves } = harness();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'rename.open', id: 'blogcat-gone' });
    expect(studioBlogCategoriesView(actor.getSnapshot())).toMatchObject({ rename: '', renameError: '' });
    actor.send({ type: 'rename.open', id: 'blogcat-gear' });
    actor.send({ type: 'rename.name', text: '  Kit  ' });
    actor.send({ type: 'rename.submit' });
    await waitFor(actor, () => saves.length === 1);
    expect(saves).toEqual([{ id: 'blogcat-gear', name: 'Kit' }]);
  });

  it('shows the whole view while loading, and a failed load whole', async () => {
    const loading = studioBlogCategoriesMachine.provide({ actors: { loadCategories: fromPromise(() => neverSettles()) } });
    const waiting = createActor(loading, { input: { session: sessionWithToken('t') } }).start();
    const nothingRead = { busy: true, name: '', nameError: '', categories: [], rename: '', renameError: '' };
    expect(studioBlogCategoriesView(waiting.getSnapshot())).toEqual({ ...nothingRead, loading: true, problem: '', canRetry: false });
    expect(waiting.getSnapshot().context.loadError).toBe('');

    const refusing = studioBlogCategoriesMachine.provide({
      actors: { loadCategories: fromPromise(() => Promise.reject(rejectedByServer('Only the studio’s staff can do this'))) },
    });
    const failed = createActor(refusing, { input: { session: sessionWithToken('t') } }).start();
    await waitFor(failed, (s) => s.matches('failed'));
    expect(studioBlogCategoriesView(failed.getSnapshot())).toEqual({
      ...nothingRead,
      loading: false,
      problem: 'Only the studio’s staff can do this',
      canRetry: true,
    });
  });

  it('shows the server’s refusal beside the form', async () => {
    const { actor } = harness(rejectedByServer('A category with this name already exists'));
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'add.name', text: 'lifestyle' });
    actor.send({ type: 'add.submit' });
    await waitFor(actor, (s) => studioBlogCategoriesView(s).nameError !== '');
    expect(studioBlogCategoriesView(actor.getSnapshot()).nameError).toBe('A category with this name already exists');
  });

  describe('every shortest path', () => {
    const events = [
      { type: 'add.name', text: 'Weddings' },
      { type: 'add.submit' },
      { type: 'rename.open', id: 'blogcat-gear' },
      { type: 'rename.name', text: 'Kit' },
      { type: 'rename.submit' },
      { type: 'rename.cancel' },
      { type: 'list.retry' },
      { type: 'xstate.done.actor.loadCategories', output: categories },
      { type: 'xstate.error.actor.loadCategories', error: new Error('offline') },
      { type: 'xstate.done.actor.addCategory', output: 'Category added' },
      { type: 'xstate.error.actor.addCategory', error: new Error('offline') },
      { type: 'xstate.done.actor.renameCategory', output: 'Category renamed' },
    ] as unknown as EventFromLogic<typeof studioBlogCategoriesMachine>[];
    const input = { session: sessionWithToken('t') };
    const paths = getShortestPaths(studioBlogCategoriesMachine, { events, input });

    it('reaches adding and renaming, and is busy exactly while saving', () => {
      const values = new Set(paths.map((path) => JSON.stringify(path.state.value)));
      expect(values).toContain('{"ready":"adding"}');
      expect(values).toContain('{"ready":"renaming"}');
      for (const path of paths) {
        expect(studioBlogCategoriesView(path.state).busy).toBe(!path.state.matches({ ready: 'idle' }));
      }
    });

    it('walks on a real actor as on the model', () => {
      const pending = studioBlogCategoriesMachine.provide({
        actors: { loadCategories: fromPromise(() => neverSettles()), saveCategory: fromPromise(() => neverSettles()) },
      });
      for (const path of paths) replay(pending, path, { input });
    });
  });
});

describe('the post editor', () => {
  function harness(options: { postId?: string | null; saveFails?: unknown; uploadFails?: unknown } = {}) {
    const postId = options.postId === undefined ? null : options.postId;
    const loads: { postId: string | null }[] = [];
    const saves: { postId: string | null; post: StudioBlogPostRequest }[] = [];
    const previews: StudioBlogPostRequest[] = [];
    const searches: string[] = [];
    const machine = studioBlogEditorMachine.provide({
      actors: {
        loadEditor: fromPromise(async ({ input }): Promise<EditorLoad> => {
          loads.push(input);
          return { post: postId ? saved : null, categories };
        }),
        savePost: fromPromise(async ({ input }) => {
          saves.push(input);
          if (options.saveFails) throw options.saveFails;
          return { message: 'Post scheduled', post: { ...saved, _id: input.postId ?? 'post_new' } };
        }),
        previewPost: fromPromise(async ({ input }) => {
          previews.push(input.post);
          return preview;
        }),
        uploadPicture: fromPromise(async ({ input }) => {
          if (options.uploadFails) throw options.uploadFails;
          return `/media/blog/pictures/bpic_${input.file.name.length}-1200.webp`;
        }),
        productSearch: productSearchMachine.provide({
          actors: {
            searchProducts: fromPromise(async ({ input }) => {
              searches.push(input.text);
              return [tripod, reflector];
            }),
          },
        }),
      },
    });
    const clock = new SimulatedClock();
    const actor = createActor(machine, { clock, input: { session: sessionWithToken('t'), postId } });
    const effects: AppEffect[] = [];
    actor.on('*', (event) => effects.push(event as AppEffect));
    actor.start();
    return { actor, clock, loads, saves, previews, searches, effects, view: () => editorView(actor.getSnapshot()) };
  }

  const write = (actor: ReturnType<typeof harness>['actor']) => {
    actor.send({ type: 'field.title', text: ' Golden hour ' });
    actor.send({ type: 'content.change', html: '<h2>Light</h2><ul><li>Warm</li></ul>', text: 'Light Warm', hasPicture: false });
    actor.send({ type: 'field.tags', text: 'light, #Dusk, light' });
  };

  it('starts a new post as a draft in the first category', async () => {
    const { actor, loads } = harness();
    await waitFor(actor, (s) => s.matches('ready'));
    expect(loads).toEqual([{ postId: null }]);
    expect(editorView(actor.getSnapshot())).toMatchObject({
      heading: 'Write a post',
      categoryId: 'blogcat-lifestyle',
      status: 'draft',
      saveLabel: 'Save draft',
      currentState: 'Not saved yet',
      showPublishAt: false,
    });
  });

  it('opens a saved post with its text, details and Lagos publishing time', async () => {
    const { actor } = harness({ postId: 'post_1' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(editorView(actor.getSnapshot())).toMatchObject({
      heading: 'Edit post',
      initialHtml: '<h2>Light</h2><p>Warm</p>',
      tags: 'light, dusk',
      categoryId: 'blogcat-gear',
      publishAt: '2026-11-27T10:30',
      showPublishAt: true,
      saveLabel: 'Schedule post',
      currentState: 'Scheduled for 27 November 2026 at 10:30 am',
      author: 'Sade Writer, Staff',
      related: [{ id: 'p1', title: 'Tripod' }],
      loaded: 1,
    });
  });

  it('refuses to save without a title, words or a publishing time, before asking the server', async () => {
    const { actor, saves } = harness();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'post.save' });
    expect(editorView(actor.getSnapshot()).formProblem).toBe('Please give the post a title');
    actor.send({ type: 'field.title', text: 'Golden hour' });
    actor.send({ type: 'post.save' });
    expect(editorView(actor.getSnapshot()).formProblem).toBe('Please write the post');
    actor.send({ type: 'content.change', html: '<p><img src="/x.webp" alt=""></p>', text: '', hasPicture: true });
    actor.send({ type: 'field.status', status: 'scheduled' });
    actor.send({ type: 'post.save' });
    expect(editorView(actor.getSnapshot()).formProblem).toBe('Please choose when to publish the post');
    actor.send({ type: 'field.publishAt', text: '2026-11-27T10:31' });
    expect(editorView(actor.getSnapshot()).formProblem).toBe('');
    expect(saves).toEqual([]);
  });

  it('schedules a new post at a Lagos time, then opens it at its own address', async () => {
    const { actor, saves, effects } = harness();
    await waitFor(actor, (s) => s.matches('ready'));
    write(actor);
    actor.send({ type: 'field.status', status: 'scheduled' });
    actor.send({ type: 'field.publishAt', text: '2026-11-27T10:31' });
    actor.send({ type: 'post.save' });
    await waitFor(actor, () => effects.length === 2);
    expect(saves).toEqual([
      {
        postId: null,
        post: {
          title: 'Golden hour',
          content: '<h2>Light</h2><ul><li>Warm</li></ul>',
          excerpt: '',
          categoryId: 'blogcat-lifestyle',
          tags: ['light', 'Dusk'],
          featuredImage: null,
          relatedProductIds: [],
          status: 'scheduled',
          publishAt: '2026-11-27T09:31:00.000Z',
        },
      },
    ]);
    expect(effects).toEqual([
      { type: 'toast', kind: 'success', message: 'Post scheduled' },
      { type: 'navigate', to: '/studio/blog/post_new', replace: true },
    ]);
  });

  it('saves a saved post in place, and shows the server’s refusal', async () => {
    const { actor, saves, effects } = harness({
      postId: 'post_1',
      saveFails: rejectedByServer('The publishing time must be in the future'),
    });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'post.save' });
    await waitFor(actor, (s) => editorView(s).formProblem !== '');
    expect(saves[0]?.postId).toBe('post_1');
    expect(editorView(actor.getSnapshot())).toMatchObject({
      formProblem: 'The publishing time must be in the future',
      busy: false,
    });
    expect(effects).toEqual([]);
  });

  it('saves a saved post in place: the post it opened, with a toast and no move', async () => {
    const { actor, loads, saves, effects, view } = harness({ postId: 'post_1' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(loads).toEqual([{ postId: 'post_1' }]);
    actor.send({ type: 'field.excerpt', text: ' Warm light ' });
    actor.send({ type: 'field.category', id: 'blogcat-lifestyle' });
    expect(view()).toMatchObject({ excerpt: ' Warm light ', categoryId: 'blogcat-lifestyle' });
    actor.send({ type: 'post.save' });
    await waitFor(actor, () => effects.length === 1);
    await waitFor(actor, (s) => s.matches({ ready: { form: 'editing' } }));
    expect(saves.map((each) => [each.postId, each.post.excerpt, each.post.categoryId])).toEqual([
      ['post_1', 'Warm light', 'blogcat-lifestyle'],
    ]);
    expect(effects).toEqual([{ type: 'toast', kind: 'success', message: 'Post scheduled' }]);
    expect(actor.getSnapshot().context.postId).toBe('post_1');
  });

  it('previews the post as the public page shows it, and goes back to editing', async () => {
    const { actor, previews } = harness();
    await waitFor(actor, (s) => s.matches('ready'));
    write(actor);
    actor.send({ type: 'preview.open' });
    await waitFor(actor, (s) => s.matches({ ready: { form: 'preview' } }));
    expect(previews[0]?.title).toBe('Golden hour');
    const view = editorView(actor.getSnapshot());
    expect(view.preview).toMatchObject({
      title: 'Golden hour',
      html: '<h2>Light</h2>',
      views: '0 views',
      author: { name: 'Sade Writer', role: 'Staff' },
    });
    expect(view.busy).toBe(true);
    actor.send({ type: 'preview.close' });
    expect(editorView(actor.getSnapshot())).toMatchObject({ preview: null, busy: false });
  });

  it('uploads a picture for the text and hands it to the editor once; a failed upload is a toast', async () => {
    const { actor } = harness();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'picture.choose', file: new File(['x'], 'lekki-beach_at.jpg') });
    expect(editorView(actor.getSnapshot()).pictureUploading).toBe(true);
    await waitFor(actor, (s) => editorView(s).picturesToInsert.length === 1);
    expect(editorView(actor.getSnapshot()).picturesToInsert).toEqual([
      { key: 1, url: '/media/blog/pictures/bpic_18-1200.webp', alt: 'lekki beach at' },
    ]);
    actor.send({ type: 'picture.inserted', key: 1 });
    expect(editorView(actor.getSnapshot()).picturesToInsert).toEqual([]);

    const failing = harness({ uploadFails: rejectedByServer('This file is not a JPEG, PNG or WebP picture') });
    await waitFor(failing.actor, (s) => s.matches('ready'));
    failing.actor.send({ type: 'featured.choose', file: new File(['x'], 'notes.jpg') });
    await waitFor(failing.actor, () => failing.effects.length === 1);
    expect(failing.effects).toEqual([{ type: 'toast', kind: 'error', message: 'This file is not a JPEG, PNG or WebP picture' }]);
    expect(PICTURE_FAILED).toBe('Failed to upload the picture');
  });

  it('keeps each uploaded picture until the editor has put it in, named from its file', async () => {
    const { actor, view } = harness();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'picture.choose', file: new File(['x'], 'a.b.jpg') });
    await waitFor(actor, (s) => editorView(s).picturesToInsert.length === 1 && !editorView(s).pictureUploading);
    actor.send({ type: 'picture.choose', file: new File(['x'], '_lekki--beach_.png') });
    await waitFor(actor, (s) => editorView(s).picturesToInsert.length === 2);
    expect(view().picturesToInsert).toEqual([
      { key: 1, url: '/media/blog/pictures/bpic_7-1200.webp', alt: 'a.b' },
      { key: 2, url: '/media/blog/pictures/bpic_18-1200.webp', alt: 'lekki beach' },
    ]);
    actor.send({ type: 'picture.inserted', key: 1 });
    expect(view().picturesToInsert).toEqual([{ key: 2, url: '/media/blog/pictures/bpic_18-1200.webp', alt: 'lekki beach' }]);
  });

  it('sets and removes the featured image', async () => {
    const { actor } = harness();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'featured.choose', file: new File(['x'], 'ab.png') });
    expect(editorView(actor.getSnapshot())).toMatchObject({ featuredUploading: true, pictureUploading: false, busy: false });
    await waitFor(actor, (s) => editorView(s).featuredImage !== null);
    expect(editorView(actor.getSnapshot())).toMatchObject({
      featuredImage: '/media/blog/pictures/bpic_6-1200.webp',
      featuredUploading: false,
    });
    actor.send({ type: 'featured.remove' });
    expect(editorView(actor.getSnapshot()).featuredImage).toBeNull();
  });

  it('adds a product its search child found, then clears the search; removes one', async () => {
    const { actor, clock, searches, view } = harness();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'productSearch.input', text: 'tri' });
    expect(view().relatedSearch).toEqual({ ...EMPTY_PRODUCT_SEARCH, text: 'tri', searching: true });
    await searchRelated(actor, clock, 'tri');
    expect(searches).toEqual(['tri']);
    expect(view().relatedSearch).toEqual({ ...EMPTY_PRODUCT_SEARCH, text: 'tri', options: [tripod, reflector] });
    actor.send({ type: 'related.add', product: tripod });
    expect(view().related).toEqual([tripod]);
    expect(view().relatedSearch).toEqual(EMPTY_PRODUCT_SEARCH);
    actor.send({ type: 'related.remove', id: 'p1' });
    expect(view().related).toEqual([]);
  });

  it('adds the product chosen once; removes only the one named', async () => {
    const { actor, clock, view } = harness();
    await waitFor(actor, (s) => s.matches('ready'));
    await searchRelated(actor, clock, 'ref');
    actor.send({ type: 'related.add', product: reflector });
    expect(view().related).toEqual([reflector]);
    await searchRelated(actor, clock, 'ref');
    actor.send({ type: 'related.add', product: reflector });
    expect(view()).toMatchObject({ related: [reflector], relatedSearch: EMPTY_PRODUCT_SEARCH });
    actor.send({ type: 'related.add', product: tripod });
    expect(view().related).toEqual([reflector, tripod]);
    actor.send({ type: 'related.remove', id: 'p2' });
    expect(view().related).toEqual([tripod]);
  });

  it('says at most four related products, keeps the search, and forgets the message when staff type again', async () => {
    const { actor, clock, view } = harness();
    await waitFor(actor, (s) => s.matches('ready'));
    for (let n = 1; n <= 4; n += 1) actor.send({ type: 'related.add', product: { id: `p${n}`, title: `Product ${n}` } });
    await searchRelated(actor, clock, 'tri');
    actor.send({ type: 'related.add', product: { id: 'p5', title: 'Product 5' } });
    expect(view().related.map((product) => product.id)).toEqual(['p1', 'p2', 'p3', 'p4']);
    expect(view().relatedSearch).toEqual({
      ...EMPTY_PRODUCT_SEARCH,
      text: 'tri',
      options: [],
      problem: 'At most 4 related products',
    });
    actor.send({ type: 'productSearch.input', text: 'trip' });
    expect(view().relatedSearch).toEqual({ ...EMPTY_PRODUCT_SEARCH, text: 'trip', searching: true });
    actor.send({ type: 'related.add', product: { id: 'p5', title: 'Product 5' } });
    actor.send({ type: 'related.remove', id: 'p1' });
    actor.send({ type: 'related.add', product: { id: 'p5', title: 'Product 5' } });
    expect(view().related.map((product) => product.id)).toEqual(['p2', 'p3', 'p4', 'p5']);
    expect(view().relatedSearch).toEqual(EMPTY_PRODUCT_SEARCH);
  });

  it('builds the request with no publishing time unless scheduled', () => {
    const form = {
      title: ' T ',
      html: '<p>x</p>',
      text: 'x',
      hasPicture: false,
      excerpt: ' e ',
      categoryId: 'c',
      tags: 'a, ,b',
      featuredImage: null,
      related: [{ id: 'p1', title: 'P' }],
      status: 'published' as const,
      publishAt: '2026-11-27T10:31',
    };
    expect(postRequestOf(form)).toEqual({
      title: 'T',
      content: '<p>x</p>',
      excerpt: 'e',
      categoryId: 'c',
      tags: ['a', 'b'],
      featuredImage: null,
      relatedProductIds: ['p1'],
      status: 'published',
    });
  });

  it('fills the form from a post: the publishing time only for a scheduled post that has one', () => {
    expect(formOf(saved, categories)).toEqual({
      title: 'Golden hour',
      html: '<h2>Light</h2><p>Warm</p>',
      text: 'Light Warm',
      hasPicture: false,
      excerpt: 'Warm',
      categoryId: 'blogcat-gear',
      tags: 'light, dusk',
      featuredImage: '/media/blog/pictures/bpic_1-1200.webp',
      related: [{ id: 'p1', title: 'Tripod' }],
      status: 'scheduled',
      publishAt: '2026-11-27T10:30',
    });
    expect(formOf({ ...saved, status: 'published' }, categories).publishAt).toBe('');
    expect(formOf({ ...saved, status: 'draft' }, categories).publishAt).toBe('');
    expect(formOf({ ...saved, publishAt: null }, categories).publishAt).toBe('');
    expect(formOf(null, categories)).toEqual({ ...EMPTY_FORM, categoryId: 'blogcat-lifestyle' });
    expect(formOf(null, [])).toEqual({ ...EMPTY_FORM, categoryId: '' });
  });

  describe('every shortest path', () => {
    const events = [
      { type: 'field.title', text: 'Golden hour' },
      { type: 'content.change', html: '<p>x</p>', text: 'x', hasPicture: false },
      { type: 'field.status', status: 'scheduled' },
      { type: 'field.publishAt', text: '2026-11-27T10:31' },
      { type: 'post.save' },
      { type: 'preview.open' },
      { type: 'preview.close' },
      { type: 'picture.choose', file: new File(['x'], 'a.jpg') },
      // The featured picture and the product search run beside the form as the inline picture does
      // (tested above): left out here, they would multiply the paths without adding a state to check.
      { type: 'load.retry' },
      { type: 'xstate.done.actor.loadEditor', output: { post: null, categories } },
      { type: 'xstate.error.actor.loadEditor', error: new Error('offline') },
      { type: 'xstate.done.actor.savePost', output: { message: 'Saved', post: saved } },
      { type: 'xstate.error.actor.savePost', error: new Error('offline') },
      { type: 'xstate.done.actor.previewPost', output: preview },
      // An uploaded inline picture waits for the editor (tested above): left out, each upload would be a new state.
    ] as unknown as EventFromLogic<typeof studioBlogEditorMachine>[];
    const input = { session: sessionWithToken('t'), postId: null };
    const paths = getShortestPaths(studioBlogEditorMachine, {
      events,
      input,
      serializeState: (state) =>
        JSON.stringify({ value: state.value, context: { ...state.context, session: null } }, (_key, value: unknown) =>
          value instanceof File ? value.name : value,
        ),
    });

    it('reaches saving, previewing, the preview and an upload, and is busy exactly outside editing', () => {
      const values = paths.map((path) => JSON.stringify(path.state.value));
      for (const part of ['"form":"saving"', '"form":"previewing"', '"form":"preview"', '"picture":"uploading"']) {
        expect(
          values.some((value) => value.includes(part)),
          part,
        ).toBe(true);
      }
      for (const path of paths) {
        if (!path.state.matches('ready')) continue;
        expect(editorView(path.state).busy).toBe(!path.state.matches({ ready: { form: 'editing' } }));
      }
    });

    it('walks on a real actor as on the model', () => {
      const pending = studioBlogEditorMachine.provide({
        actors: {
          loadEditor: fromPromise(() => neverSettles()),
          savePost: fromPromise(() => neverSettles()),
          previewPost: fromPromise(() => neverSettles()),
          uploadPicture: fromPromise(() => neverSettles()),
        },
      });
      for (const path of paths) replay(pending, path, { input });
    });
  });
});

describe('the post editor’s whole view', () => {
  function harness(post: StudioBlogPost | null, options: { loadFails?: unknown } = {}) {
    let finishSave: () => void = () => undefined;
    let finishPreview: () => void = () => undefined;
    const machine = studioBlogEditorMachine.provide({
      actors: {
        loadEditor: fromPromise(async (): Promise<EditorLoad> => {
          if (options.loadFails) throw options.loadFails;
          return { post, categories };
        }),
        savePost: fromPromise(
          ({ input }) =>
            new Promise<{ message: string; post: StudioBlogPost }>(
              (resolve) => (finishSave = () => resolve({ message: 'Post saved', post: { ...saved, _id: input.postId ?? 'post_new' } })),
            ),
        ),
        previewPost: fromPromise(() => new Promise<StudioBlogPreview>((resolve) => (finishPreview = () => resolve(preview)))),
        productSearch: productSearchMachine.provide({ actors: { searchProducts: fromPromise(async () => [tripod, reflector]) } }),
      },
    });
    const clock = new SimulatedClock();
    const actor = createActor(machine, { clock, input: { session: sessionWithToken('t'), postId: post?._id ?? null } }).start();
    return {
      actor,
      clock,
      view: () => editorView(actor.getSnapshot()),
      finishSave: () => finishSave(),
      finishPreview: () => finishPreview(),
    };
  }

  it('while loading, and a new post once ready: its categories, states and nothing at work', async () => {
    const { actor, view } = harness(null);
    expect(view()).toMatchObject({ loading: true, ready: false, problem: '', canRetry: false, categories: [], busy: true });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(view()).toMatchObject({
      loading: false,
      ready: true,
      problem: '',
      canRetry: false,
      categories: [
        { value: 'blogcat-lifestyle', label: 'Lifestyle' },
        { value: 'blogcat-gear', label: 'Gear Guides' },
      ],
      states: [
        { value: 'draft', label: 'Draft (not on the site)', chosen: true },
        { value: 'scheduled', label: 'Scheduled (goes up at a time)', chosen: false },
        { value: 'published', label: 'Published (on the site now)', chosen: false },
      ],
      featuredUploading: false,
      pictureUploading: false,
      publicHref: null,
      author: null,
      saving: false,
      previewing: false,
      busy: false,
      preview: null,
    });
    actor.send({ type: 'field.status', status: 'published' });
    expect(view().states.map((choice) => choice.chosen)).toEqual([false, false, true]);
  });

  it('says where a saved post stands: published with its public address, a draft, or scheduled without a time', async () => {
    const published = harness({ ...saved, status: 'published', publishAt: '2026-11-20T09:30:00.000Z' });
    await waitFor(published.actor, (s) => s.matches('ready'));
    expect(published.view()).toMatchObject({ currentState: 'Published', publicHref: '/lifestyle/golden-hour' });

    const draft = harness({ ...saved, status: 'draft', publishAt: null });
    await waitFor(draft.actor, (s) => s.matches('ready'));
    expect(draft.view()).toMatchObject({ currentState: 'Draft', publicHref: null });

    const untimed = harness({ ...saved, status: 'scheduled', publishAt: null });
    await waitFor(untimed.actor, (s) => s.matches('ready'));
    expect(untimed.view()).toMatchObject({ currentState: 'Draft', publicHref: null });
  });

  it('is busy while saving or previewing, and shows the preview as a reader sees it, without sharing or a like', async () => {
    const { actor, view, finishSave, finishPreview } = harness({ ...saved, status: 'draft', publishAt: null });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'content.change', html: '<h2>Light</h2><p>Warm</p>', text: 'Light Warm', hasPicture: false });
    actor.send({ type: 'post.save' });
    expect(view()).toMatchObject({ saving: true, previewing: false, busy: true });
    finishSave();
    await waitFor(actor, (s) => s.matches({ ready: { form: 'editing' } }));
    expect(view()).toMatchObject({ saving: false, busy: false });

    actor.send({ type: 'preview.open' });
    expect(view()).toMatchObject({ saving: false, previewing: true, busy: true });
    finishPreview();
    await waitFor(actor, (s) => s.matches({ ready: { form: 'preview' } }));
    expect(view().preview).toMatchObject({ title: 'Golden hour', sharing: false, liked: false });
  });

  it('offers only the products not yet chosen', async () => {
    const { actor, clock, view } = harness(saved);
    await waitFor(actor, (s) => s.matches('ready'));
    expect(view().related).toEqual([tripod]);
    await searchRelated(actor, clock, 'tri');
    expect(view().relatedSearch).toEqual({ ...EMPTY_PRODUCT_SEARCH, text: 'tri', options: [reflector] });
  });

  it('shows a failed load whole', async () => {
    const { actor, view } = harness(null, { loadFails: rejectedByServer('Only the studio’s staff can do this') });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(view()).toMatchObject({ loading: false, ready: false, problem: 'Only the studio’s staff can do this', canRetry: true });
  });
});
