import { getShortestPaths } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor, type EventFromLogic } from 'xstate';
import type { AppEffect } from '../../../src/machines/app-effects.ts';
import { studioCategoriesMachine } from '../../../src/machines/studio/studio-categories.machine.ts';
import { studioCategoriesView } from '../../../src/machines/studio/studio-categories.view.ts';
import { productEditorMachine, type CatalogueChange } from '../../../src/machines/studio/studio-product-editor.machine.ts';
import { productEditorView } from '../../../src/machines/studio/studio-product-editor.view.ts';
import {
  createRequest,
  draftOf,
  draftProblem,
  EMPTY_FORM,
  formOf,
  formProblem,
  mergeDrafts,
  newDraft,
  productRequest,
  variantRequest,
} from '../../../src/machines/studio/studio-product-form.ts';
import {
  LOAD_PRODUCTS_FAILED,
  studioProductsMachine,
  type StudioProductsQuery,
} from '../../../src/machines/studio/studio-products.machine.ts';
import { studioProductsView } from '../../../src/machines/studio/studio-products.view.ts';
import type {
  StudioCategory,
  StudioCategoryRequest,
  StudioProduct,
  StudioProductCreateRequest,
  StudioProductList,
  StudioProductRequest,
  StudioVariant,
} from '../../../src/machines/studio/studio-types.ts';
import { neverSettles, replay } from '../support/replay.ts';
import { rejectedByServer, sessionWithToken } from './fixtures.ts';

const categories: StudioCategory[] = [
  { _id: 'cat-gear', slug: 'gear', title: 'Gear', parentId: null, productCount: 3 },
  { _id: 'cat-tripods', slug: 'tripods', title: 'Tripods', parentId: 'cat-gear', productCount: 1 },
];

const tripod: StudioProduct = {
  _id: 'prod_1',
  title: 'Lagos Light Tripod',
  description: 'Light.',
  sku: 'TRI-1',
  brand: 'Studio',
  categoryId: 'cat-tripods',
  categoryTitle: 'Tripods',
  productType: 'physical',
  price: 45_000,
  discount: 10,
  bestseller: false,
  preorderAllowed: false,
  features: ['Travel-friendly'],
  tags: ['tripod', 'light'],
  stock: 5,
  hasVariants: true,
  archived: false,
  ordered: false,
  image: null,
  createdAt: '2026-11-26T09:00:00.000Z',
  variants: [
    { _id: 'var_black', color: 'Black', size: null, material: null, finish: null, price: 45_000, stock: 2, archived: false, ordered: true },
    {
      _id: 'var_silver',
      color: 'Silver',
      size: null,
      material: null,
      finish: null,
      price: 47_000,
      stock: 3,
      archived: false,
      ordered: false,
    },
  ],
};

const list: StudioProductList = {
  success: true,
  products: [
    {
      _id: 'prod_1',
      title: 'Lagos Light Tripod',
      sku: 'TRI-1',
      brand: 'Studio',
      categoryTitle: 'Tripods',
      productType: 'physical',
      price: 45_000,
      stock: 5,
      variantCount: 2,
      archived: false,
      createdAt: '2026-11-26T09:00:00.000Z',
    },
  ],
  total: 51,
  page: 1,
  pages: 2,
};

describe('the studio’s product list', () => {
  function harness(loadFails?: unknown) {
    const loads: StudioProductsQuery[] = [];
    const machine = studioProductsMachine.provide({
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

  it('lists every product first, each row linking to its page', async () => {
    const { actor, loads } = harness();
    await waitFor(actor, (s) => s.matches('ready'));
    expect(loads).toEqual([{ search: '', status: 'all', page: 1 }]);
    const view = studioProductsView(actor.getSnapshot());
    expect(view.summary).toBe('51 products');
    expect(view.rows).toEqual([
      {
        id: 'prod_1',
        href: '/studio/products/prod_1',
        title: 'Lagos Light Tripod',
        sku: 'TRI-1',
        category: 'Tripods',
        price: '₦45,000',
        stock: '5 (2 variants)',
        status: 'On sale',
      },
    ]);
    expect(view).toMatchObject({ canGoBack: false, canGoForward: true, pages: 2 });
  });

  it('searches, filters and pages on the server, starting again at page 1 for a new search or filter', async () => {
    const { actor, loads } = harness();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'page.go', page: 2 });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'search.input', text: '  tri ' });
    actor.send({ type: 'search.submit' });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'status.choose', status: 'archived' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(studioProductsView(actor.getSnapshot()).summary).toBe('51 products matching “tri”');
    actor.send({ type: 'search.clear' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(loads).toEqual([
      { search: '', status: 'all', page: 1 },
      { search: '', status: 'all', page: 2 },
      { search: 'tri', status: 'all', page: 1 },
      { search: 'tri', status: 'archived', page: 1 },
      { search: '', status: 'archived', page: 1 },
    ]);
  });

  it('says a failed load and tries again', async () => {
    const { actor } = harness(new Error('offline'));
    await waitFor(actor, (s) => s.matches('failed'));
    expect(studioProductsView(actor.getSnapshot())).toMatchObject({ problem: LOAD_PRODUCTS_FAILED, canRetry: true });
  });

  it('sends a guest to the login', async () => {
    const actor = createActor(studioProductsMachine, { input: { session: sessionWithToken(null) } });
    const effects: AppEffect[] = [];
    actor.on('*', (event) => effects.push(event as AppEffect));
    actor.start();
    await waitFor(actor, (s) => s.status === 'done');
    expect(effects).toEqual([{ type: 'loginRequired' }]);
  });

  describe('every shortest path', () => {
    const events = [
      { type: 'search.input', text: 'tri' },
      { type: 'search.submit' },
      { type: 'status.choose', status: 'active' },
      { type: 'page.go', page: 2 },
      { type: 'list.retry' },
      { type: 'xstate.done.actor.loadList', output: list },
      { type: 'xstate.error.actor.loadList', error: new Error('offline') },
    ] as unknown as EventFromLogic<typeof studioProductsMachine>[];
    const input = { session: sessionWithToken('t') };
    const paths = getShortestPaths(studioProductsMachine, { events, input });

    it('reaches loading, ready and failed, and shows rows exactly when ready', () => {
      expect(new Set(paths.map((path) => JSON.stringify(path.state.value)))).toEqual(new Set(['"loading"', '"ready"', '"failed"']));
      for (const path of paths) {
        const view = studioProductsView(path.state);
        expect(view.busy).toBe(!path.state.matches('ready'));
        expect(view.canRetry).toBe(path.state.matches('failed'));
      }
    });

    it('walks on a real actor as on the model', () => {
      const pending = studioProductsMachine.provide({ actors: { loadList: fromPromise(() => neverSettles()) } });
      for (const path of paths) replay(pending, path, { input });
    });
  });
});

describe('the product list’s whole view', () => {
  function answering(answer: (query: StudioProductsQuery) => StudioProductList) {
    const machine = studioProductsMachine.provide({ actors: { loadList: fromPromise(async ({ input }) => answer(input.query)) } });
    const actor = createActor(machine, { input: { session: sessionWithToken('t') } }).start();
    return { actor, view: () => studioProductsView(actor.getSnapshot()) };
  }
  const row = list.products[0] as StudioProductList['products'][number];

  it('while loading, then every product counted, each row in words', async () => {
    const { actor, view } = answering(() => ({
      ...list,
      products: [row, { ...row, _id: 'prod_2', title: 'Reflector', stock: 7, variantCount: 0, archived: true }],
    }));
    expect(view()).toMatchObject({ busy: true, summary: '', empty: false, rows: [], newHref: '/studio/products/new' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(view()).toMatchObject({ busy: false, summary: '51 products', empty: false });
    expect(view().rows.map((each) => [each.stock, each.status])).toEqual([
      ['5 (2 variants)', 'On sale'],
      ['7', 'Archived'],
    ]);
  });

  it('keeps the rows shown while the next page loads, without a count or the empty line', async () => {
    const { actor, view } = answering(() => list);
    await waitFor(actor, (s) => s.matches('ready'));
    const shownRows = view().rows;
    actor.send({ type: 'page.go', page: 2 });
    expect(view()).toEqual({
      loading: true,
      problem: '',
      canRetry: false,
      text: '',
      searched: '',
      page: 2,
      pages: 2,
      canGoBack: false,
      canGoForward: false,
      status: 'all',
      statuses: [
        { value: 'all', label: 'All products' },
        { value: 'active', label: 'On sale' },
        { value: 'archived', label: 'Archived' },
      ],
      busy: true,
      newHref: '/studio/products/new',
      summary: '',
      empty: false,
      emptyText: 'No products here yet.',
      rows: shownRows,
    });
    expect(shownRows).toHaveLength(1);
  });

  it('counts one product in the singular, names the search, and says an empty list with and without one', async () => {
    const one = answering((query) => ({ ...list, products: query.search ? [] : [row], total: query.search ? 0 : 1, pages: 1 }));
    await waitFor(one.actor, (s) => s.matches('ready'));
    expect(one.view()).toMatchObject({ summary: '1 product', empty: false, emptyText: 'No products here yet.' });
    one.actor.send({ type: 'search.input', text: 'zzz' });
    one.actor.send({ type: 'search.submit' });
    await waitFor(one.actor, (s) => s.matches('ready'));
    expect(one.view()).toMatchObject({ summary: '0 products matching “zzz”', empty: true, emptyText: 'No product matches this search.' });

    const none = answering(() => ({ ...list, products: [], total: 0, pages: 0 }));
    await waitFor(none.actor, (s) => s.matches('ready'));
    expect(none.view()).toMatchObject({ summary: '0 products', empty: true, emptyText: 'No products here yet.' });
  });
});

describe('the product editor', () => {
  function harness(options: { productId?: string | null; saveFails?: unknown; changeFails?: unknown } = {}) {
    const productId = options.productId === undefined ? 'prod_1' : options.productId;
    const created: StudioProductCreateRequest[] = [];
    const updated: { productId: string; product: StudioProductRequest }[] = [];
    const changes: CatalogueChange[] = [];
    const machine = productEditorMachine.provide({
      actors: {
        loadEditor: fromPromise(async () => ({ categories, product: productId ? tripod : null })),
        createProduct: fromPromise(async ({ input }) => {
          created.push(input);
          if (options.saveFails) throw options.saveFails;
          return { success: true, message: 'Product added', product: { ...tripod, _id: 'prod_new' } };
        }),
        updateProduct: fromPromise(async ({ input }) => {
          updated.push(input);
          if (options.saveFails) throw options.saveFails;
          return { success: true, message: 'Product saved', product: { ...tripod, title: input.product.title } };
        }),
        changeCatalogue: fromPromise(async ({ input }) => {
          changes.push(input);
          if (options.changeFails) throw options.changeFails;
          return { success: true, message: 'Product archived', product: { ...tripod, archived: true } };
        }),
      },
    });
    const actor = createActor(machine, { input: { session: sessionWithToken('t'), productId } });
    const effects: AppEffect[] = [];
    actor.on('*', (event) => effects.push(event as AppEffect));
    actor.start();
    return { actor, created, updated, changes, effects, view: () => productEditorView(actor.getSnapshot()) };
  }

  const idle = (actor: ReturnType<typeof harness>['actor']) => waitFor(actor, (s) => s.matches({ ready: 'idle' }));

  it('adds a product with two variants after its rules pass, then opens its page', async () => {
    const { actor, created, effects, view } = harness({ productId: null });
    await idle(actor);
    expect(view()).toMatchObject({ heading: 'New product', submitLabel: 'Add product', showStock: true, mediaHref: null });
    expect(view().form.categoryId).toBe('cat-gear');
    actor.send({ type: 'form.submit' });
    expect(view().error).toBe('The title must be at least 3 characters');
    for (const [field, value] of [
      ['title', 'Zanzibar Tripod'],
      ['description', 'Light.'],
      ['sku', 'zan-1'],
      ['brand', 'Studio'],
      ['price', '45000'],
      ['tags', 'tripod, travel, tripod'],
    ] as const) {
      actor.send({ type: 'field.change', field, value });
    }
    expect(view().error).toBe('');
    actor.send({ type: 'variant.add' });
    actor.send({ type: 'variant.add' });
    expect(view().showStock).toBe(false);
    const [first, second] = view().variants;
    actor.send({ type: 'variant.change', key: first?.key ?? '', field: 'color', value: 'Black' });
    actor.send({ type: 'variant.change', key: first?.key ?? '', field: 'stock', value: '2' });
    actor.send({ type: 'form.submit' });
    expect(view().error).toBe('Please give the variant a colour, size, material or finish');
    actor.send({ type: 'variant.change', key: second?.key ?? '', field: 'color', value: 'black' });
    actor.send({ type: 'form.submit' });
    expect(view().error).toBe('Two variants have the same colour, size, material and finish');
    actor.send({ type: 'variant.change', key: second?.key ?? '', field: 'color', value: 'Silver' });
    actor.send({ type: 'variant.change', key: second?.key ?? '', field: 'stock', value: '3' });
    actor.send({ type: 'form.submit' });
    expect(view()).toMatchObject({ saving: true, busy: true });
    await waitFor(actor, () => effects.some((effect) => effect.type === 'navigate'));
    expect(created).toEqual([
      {
        title: 'Zanzibar Tripod',
        description: 'Light.',
        sku: 'zan-1',
        brand: 'Studio',
        categoryId: 'cat-gear',
        productType: 'physical',
        price: 45_000,
        discount: 0,
        bestseller: false,
        preorderAllowed: false,
        features: [],
        tags: ['tripod', 'travel'],
        variants: [
          { color: 'Black', price: 45_000, stock: 2 },
          { color: 'Silver', price: 45_000, stock: 3 },
        ],
      },
    ]);
    expect(effects).toEqual([
      { type: 'toast', kind: 'success', message: 'Product added' },
      { type: 'navigate', to: '/studio/products/prod_new', replace: true },
    ]);
  });

  it('keeps everything typed when the server refuses, and says why', async () => {
    const { actor, view } = harness({ saveFails: rejectedByServer('Another product already has this SKU') });
    await idle(actor);
    actor.send({ type: 'field.change', field: 'sku', value: 'TAKEN-1' });
    actor.send({ type: 'field.change', field: 'title', value: 'A new title' });
    actor.send({ type: 'form.submit' });
    expect(view().saving).toBe(true);
    await idle(actor);
    expect(view()).toMatchObject({ error: 'Another product already has this SKU', notice: '' });
    expect(view().form).toMatchObject({ sku: 'TAKEN-1', title: 'A new title' });
  });

  it('saves a product’s details and says so', async () => {
    const { actor, updated, view } = harness();
    await idle(actor);
    expect(view()).toMatchObject({
      heading: 'Lagos Light Tripod',
      status: 'On sale',
      mediaHref: '/studio/products/prod_1/media',
      shopHref: '/shop/prod_1',
      archiveLabel: 'Archive product',
    });
    expect(view().form).toMatchObject({ price: '45000', discount: '10', tags: 'tripod, light' });
    actor.send({ type: 'field.change', field: 'title', value: 'Lagos Tripod' });
    actor.send({ type: 'form.submit' });
    await idle(actor);
    expect(updated.map((each) => each.productId)).toEqual(['prod_1']);
    expect(updated[0]?.product).toMatchObject({ title: 'Lagos Tripod', price: 45_000, tags: ['tripod', 'light'] });
    expect(view()).toMatchObject({ notice: 'Product saved', error: '', heading: 'Lagos Tripod' });
  });

  it('shows an ordered variant as locked and the others as editable', async () => {
    const { actor, view } = harness();
    await idle(actor);
    expect(view().variants.map((v) => [v.name, v.editable, v.canRemove, v.archiveAction?.kind, v.note])).toEqual([
      ['Black', false, false, 'archiveVariant', 'Ordered: only archive it or take its stock to 0'],
      ['Silver', true, true, 'archiveVariant', ''],
    ]);
  });

  it('archives only after a yes, and a no changes nothing', async () => {
    const { actor, changes, view } = harness();
    await idle(actor);
    actor.send({ type: 'confirm.ask', action: { kind: 'archive' } });
    expect(view().confirm).toMatchObject({ title: 'Archive this product?', confirm: 'Archive', working: false });
    actor.send({ type: 'confirm.no' });
    expect(view().confirm).toBeNull();
    actor.send({ type: 'confirm.ask', action: { kind: 'archive' } });
    actor.send({ type: 'confirm.yes' });
    await idle(actor);
    expect(changes).toEqual([{ kind: 'archive', productId: 'prod_1', archived: true }]);
    expect(view()).toMatchObject({ archived: true, status: 'Archived: not in the shop', archiveLabel: 'Restore product', shopHref: null });
  });

  it('saves a new variant of a saved product, checking its rules first, and keeps other rows as typed', async () => {
    const { actor, changes, view } = harness({
      changeFails: rejectedByServer('Two variants have the same colour, size, material and finish'),
    });
    await idle(actor);
    actor.send({ type: 'variant.change', key: 'var_silver', field: 'finish', value: 'Matte' });
    actor.send({ type: 'variant.add' });
    const added = view().variants[2];
    actor.send({ type: 'variant.save', key: added?.key ?? '' });
    expect(view().variants[2]?.error).toBe('Please give the variant a colour, size, material or finish');
    expect(changes).toEqual([]);
    actor.send({ type: 'variant.change', key: added?.key ?? '', field: 'size', value: 'L' });
    actor.send({ type: 'variant.save', key: added?.key ?? '' });
    await idle(actor);
    expect(changes).toEqual([{ kind: 'createVariant', productId: 'prod_1', variant: { size: 'L', price: 45_000, stock: 0 } }]);
    expect(view().variants[2]?.error).toBe('Two variants have the same colour, size, material and finish');
    expect(view().variants[1]?.values.finish).toBe('Matte');
  });

  it('takes what is typed into another row and the product’s fields while a variant is saved', async () => {
    const { actor, view } = harness({ changeFails: rejectedByServer('Two variants have the same colour, size, material and finish') });
    await idle(actor);
    actor.send({ type: 'variant.add' });
    const added = view().variants[2];
    actor.send({ type: 'variant.change', key: added?.key ?? '', field: 'size', value: 'L' });
    actor.send({ type: 'variant.save', key: added?.key ?? '' });
    expect(actor.getSnapshot().matches({ ready: 'changing' })).toBe(true);
    actor.send({ type: 'variant.change', key: 'var_silver', field: 'finish', value: 'Gloss' });
    actor.send({ type: 'field.change', field: 'title', value: 'Travel Tripod' });
    await idle(actor);
    expect([view().variants[1]?.values.finish, view().form.title]).toEqual(['Gloss', 'Travel Tripod']);
  });
});

describe('the categories screen', () => {
  function harness() {
    const saves: { id: string | null; category: StudioCategoryRequest }[] = [];
    const machine = studioCategoriesMachine.provide({
      actors: {
        loadCategories: fromPromise(async () => categories),
        saveCategory: fromPromise(async ({ input }) => {
          saves.push(input);
          return input.id ? 'Category saved' : 'Category added';
        }),
      },
    });
    const actor = createActor(machine, { input: { session: sessionWithToken('t') } });
    const effects: AppEffect[] = [];
    actor.on('*', (event) => effects.push(event as AppEffect));
    actor.start();
    return { actor, saves, effects, view: () => studioCategoriesView(actor.getSnapshot()) };
  }
  const idle = (actor: ReturnType<typeof harness>['actor']) => waitFor(actor, (s) => s.matches({ ready: 'idle' }));

  it('lists the tree, each sub-category under its parent', async () => {
    const { actor, view } = harness();
    await idle(actor);
    expect(view().rows.map((row) => [row.title, row.depth, row.parent, row.productCount])).toEqual([
      ['Gear', 0, '', 3],
      ['Tripods', 1, 'Gear', 1],
    ]);
    expect(view().adding.parents.map((option) => option.label)).toEqual(['None (top level)', 'Gear', '— Tripods']);
  });

  it('adds a category inside another once its name passes', async () => {
    const { actor, saves, effects, view } = harness();
    await idle(actor);
    actor.send({ type: 'add.submit' });
    expect(view().adding.error).toBe('The category name must be at least 2 characters');
    actor.send({ type: 'add.title', text: ' Film cameras ' });
    actor.send({ type: 'add.parent', parentId: 'cat-gear' });
    actor.send({ type: 'add.submit' });
    await waitFor(actor, (s) => s.matches('loading') || s.matches({ ready: 'idle' }));
    await idle(actor);
    expect(saves).toEqual([{ id: null, category: { title: 'Film cameras', parentId: 'cat-gear' } }]);
    expect(effects).toContainEqual({ type: 'toast', kind: 'success', message: 'Category added' });
    expect(view().adding.title).toBe('');
  });

  it('keeps a name and parent given while the list is still loading', () => {
    const loading = studioCategoriesMachine.provide({ actors: { loadCategories: fromPromise(() => neverSettles()) } });
    const actor = createActor(loading, { input: { session: sessionWithToken('t') } }).start();
    expect(actor.getSnapshot().matches('loading')).toBe(true);
    actor.send({ type: 'add.title', text: 'Film cameras' });
    actor.send({ type: 'add.parent', parentId: 'cat-gear' });
    expect(actor.getSnapshot().context.adding).toMatchObject({ title: 'Film cameras', parentId: 'cat-gear' });
  });

  it('refuses to place a category inside its own sub-category before sending', async () => {
    const { actor, saves, view } = harness();
    await idle(actor);
    actor.send({ type: 'edit.open', id: 'cat-gear' });
    expect(view().editing?.parents.map((option) => option.value)).toEqual(['', 'cat-tripods']);
    actor.send({ type: 'edit.parent', parentId: 'cat-tripods' });
    actor.send({ type: 'edit.submit' });
    expect(view().editing?.error).toBe('A category cannot be placed inside itself or one of its own sub-categories');
    actor.send({ type: 'edit.parent', parentId: '' });
    actor.send({ type: 'edit.title', text: 'Gear and kit' });
    actor.send({ type: 'edit.submit' });
    await waitFor(actor, () => saves.length === 1);
    expect(saves).toEqual([{ id: 'cat-gear', category: { title: 'Gear and kit', parentId: null } }]);
  });
});

describe('the product form’s conversions', () => {
  it('reads a saved product into the form and back into a request', () => {
    const form = formOf(tripod);
    expect(form).toEqual({
      title: 'Lagos Light Tripod',
      description: 'Light.',
      sku: 'TRI-1',
      brand: 'Studio',
      categoryId: 'cat-tripods',
      productType: 'physical',
      price: '45000',
      discount: '10',
      features: 'Travel-friendly',
      tags: 'tripod, light',
      stock: '5',
      bestseller: false,
      preorderAllowed: false,
    });
    expect(formOf({ ...tripod, features: ['Light', 'Folds small'] }).features).toBe('Light, Folds small');
    expect(productRequest({ ...form, bestseller: true, preorderAllowed: true, discount: 'x' })).toMatchObject({
      bestseller: true,
      preorderAllowed: true,
      discount: Number.NaN,
      features: ['Travel-friendly'],
    });
  });

  it('sends a new product without variants with its starting stock, and checks it', () => {
    const form = { ...formOf(tripod), stock: '7' };
    expect(createRequest(form, [])).toMatchObject({ stock: 7 });
    expect(createRequest(form, [])).not.toHaveProperty('variants');
    expect(formProblem({ ...form, stock: '10001' }, [], true)).toBe('The stock must be a whole number from 0 to 10,000');
    expect(formProblem({ ...form, stock: '10001' }, [], false)).toBeNull();
  });

  it('turns a variant row into a request with only the attributes typed, trimmed', () => {
    const draft = { ...newDraft('new-1', '900'), color: ' Red ', finish: ' ', stock: '4' };
    expect(variantRequest(draft)).toEqual({ color: 'Red', price: 900, stock: 4 });
    expect(draftOf(tripod.variants[0] as StudioVariant)).toEqual({
      key: 'var_black',
      id: 'var_black',
      color: 'Black',
      size: '',
      material: '',
      finish: '',
      price: '45000',
      stock: '2',
      ordered: true,
      archived: false,
    });
    const plain = { ...(tripod.variants[0] as StudioVariant), color: null, size: 'L', material: 'Oak', finish: 'Matte' };
    expect(draftOf(plain)).toMatchObject({ color: '', size: 'L', material: 'Oak', finish: 'Matte' });
  });

  it('checks a new row’s stock, never a saved row’s', () => {
    const fresh = { ...newDraft('new-1', '900'), size: 'L', stock: '-1' };
    expect(draftProblem(fresh)).toBe('The stock must be a whole number from 0 to 10,000');
    expect(draftProblem({ ...fresh, id: 'var_1' })).toBeNull();
  });

  it('keeps unsaved rows as typed after a save, and takes the saved one from the server', () => {
    const edited = { ...draftOf(tripod.variants[1] as StudioVariant), finish: 'Matte' };
    const fresh = { ...newDraft('new-1', '1'), size: 'XL' };
    const saved = { ...newDraft('new-2', '1'), size: 'S' };
    const merged = mergeDrafts(
      { ...tripod, variants: tripod.variants.map((v) => ({ ...v, archived: true })) },
      [edited, fresh, saved],
      'new-2',
    );
    expect(merged.map((draft) => [draft.key, draft.finish, draft.size, draft.archived])).toEqual([
      ['var_black', '', '', true],
      ['var_silver', 'Matte', '', true],
      ['new-1', '', 'XL', false],
    ]);
    expect(mergeDrafts(tripod, [edited], 'var_silver')[1]?.finish).toBe('');
  });
});

describe('the product editor’s other paths', () => {
  function harness(options: { productId?: string | null; changeFails?: unknown; loadFails?: unknown; categories?: StudioCategory[] } = {}) {
    const productId = options.productId === undefined ? 'prod_1' : options.productId;
    const changes: CatalogueChange[] = [];
    const loadInputs: { productId: string | null }[] = [];
    let loads = 0;
    const machine = productEditorMachine.provide({
      actors: {
        loadEditor: fromPromise(async ({ input }) => {
          loads += 1;
          loadInputs.push(input);
          if (options.loadFails && loads === 1) throw options.loadFails;
          return { categories: options.categories ?? categories, product: productId ? tripod : null };
        }),
        changeCatalogue: fromPromise(async ({ input }) => {
          changes.push(input);
          if (options.changeFails) throw options.changeFails;
          return { success: true, message: 'Variant saved', product: tripod };
        }),
      },
    });
    const actor = createActor(machine, { input: { session: sessionWithToken('t'), productId } }).start();
    return { actor, changes, loadInputs, view: () => productEditorView(actor.getSnapshot()), loads: () => loads };
  }
  const idle = (actor: ReturnType<typeof harness>['actor']) => waitFor(actor, (s) => s.matches({ ready: 'idle' }));

  it('says a failed load and loads again', async () => {
    const { actor, view, loads } = harness({ loadFails: new Error('offline') });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(view()).toMatchObject({ problem: 'Failed to load the product', canRetry: true, ready: false });
    actor.send({ type: 'load.retry' });
    await idle(actor);
    expect(loads()).toBe(2);
    expect(view().problem).toBe('');
    expect(actor.getSnapshot().context.loadError).toBe('');
  });

  it('asks for the product it opens and starts with nothing said, its rows as saved', async () => {
    const { actor, loadInputs } = harness();
    const context = () => {
      const { session: _session, ...rest } = actor.getSnapshot().context;
      return rest;
    };
    const start = {
      productId: 'prod_1',
      product: null,
      categories: [],
      form: EMPTY_FORM,
      variants: [],
      nextKey: 1,
      error: '',
      errorKey: '',
      notice: '',
      loadError: '',
      pending: null,
      changingKey: null,
    };
    expect(context()).toEqual(start);
    await idle(actor);
    expect(loadInputs).toEqual([{ productId: 'prod_1' }]);
    expect(context()).toEqual({
      ...start,
      product: tripod,
      categories,
      form: formOf(tripod),
      variants: tripod.variants.map(draftOf),
    });
  });

  it('starts a new product in no category when there is none', async () => {
    const { actor, loadInputs, view } = harness({ productId: null, categories: [] });
    await idle(actor);
    expect(loadInputs).toEqual([{ productId: null }]);
    expect(view().form).toEqual(EMPTY_FORM);
  });

  it('asks nothing about what is not saved: a new product, a new row, a row not there', async () => {
    const fresh = harness({ productId: null });
    await idle(fresh.actor);
    fresh.actor.send({ type: 'confirm.ask', action: { kind: 'archive' } });
    expect(fresh.actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
    expect(fresh.view().confirm).toBeNull();

    const { actor, changes, view } = harness();
    await idle(actor);
    actor.send({ type: 'variant.add' });
    actor.send({ type: 'field.change', field: 'title', value: 'x' });
    actor.send({ type: 'form.submit' });
    for (const key of ['new-1', 'var_nowhere']) {
      actor.send({ type: 'confirm.ask', action: { kind: 'removeVariant', key } });
      expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
      expect(actor.getSnapshot().context.pending).toBeNull();
    }
    expect(view().error).toBe('The title must be at least 3 characters');
    actor.send({ type: 'confirm.ask', action: { kind: 'archiveVariant', key: 'var_silver' } });
    expect(view().confirm?.title).toBe('Archive this variant?');
    expect(view().error).toBe('');
    expect(changes).toEqual([]);
  });

  it('shows a refused archive on the product, not on a row', async () => {
    const { actor, changes, view } = harness({ changeFails: rejectedByServer('Only the studio’s staff can do this') });
    await idle(actor);
    actor.send({ type: 'confirm.ask', action: { kind: 'archive' } });
    actor.send({ type: 'confirm.yes' });
    expect(actor.getSnapshot().context).toMatchObject({ pending: { kind: 'archive' }, changingKey: '' });
    await idle(actor);
    expect(changes).toEqual([{ kind: 'archive', productId: 'prod_1', archived: true }]);
    expect(view().error).toBe('Only the studio’s staff can do this');
    expect(view().variants.map((row) => row.error)).toEqual(['', '']);
    expect(actor.getSnapshot().context).toMatchObject({ pending: null, changingKey: null });
  });

  it('asks, then removes, archives or restores the chosen variant', async () => {
    const { actor, changes, view } = harness();
    await idle(actor);
    actor.send({ type: 'confirm.ask', action: { kind: 'removeVariant', key: 'var_silver' } });
    expect(view().confirm).toMatchObject({ title: 'Remove this variant?', text: 'The variant Silver and its stock are removed for good.' });
    actor.send({ type: 'confirm.yes' });
    await idle(actor);
    actor.send({ type: 'confirm.ask', action: { kind: 'archiveVariant', key: 'var_black' } });
    actor.send({ type: 'confirm.yes' });
    await idle(actor);
    actor.send({ type: 'confirm.ask', action: { kind: 'restoreVariant', key: 'var_black' } });
    actor.send({ type: 'confirm.yes' });
    await idle(actor);
    actor.send({ type: 'confirm.ask', action: { kind: 'restore' } });
    expect(view().confirm?.title).toBe('Put this product back on sale?');
    actor.send({ type: 'confirm.yes' });
    await idle(actor);
    expect(changes).toEqual([
      { kind: 'removeVariant', productId: 'prod_1', variantId: 'var_silver' },
      { kind: 'archiveVariant', productId: 'prod_1', variantId: 'var_black', archived: true },
      { kind: 'archiveVariant', productId: 'prod_1', variantId: 'var_black', archived: false },
      { kind: 'archive', productId: 'prod_1', archived: false },
    ]);
    expect(view().notice).toBe('Variant saved');
  });

  it('saves a changed variant, and shows a refusal on its row only', async () => {
    const { actor, changes, view } = harness({
      changeFails: rejectedByServer('This variant was ordered: it can only be archived or have its stock set to 0'),
    });
    await idle(actor);
    actor.send({ type: 'variant.change', key: 'var_silver', field: 'price', value: '48000' });
    actor.send({ type: 'variant.save', key: 'var_silver' });
    expect(view().variants[1]?.changing).toBe(true);
    await idle(actor);
    expect(changes).toEqual([
      { kind: 'updateVariant', productId: 'prod_1', variantId: 'var_silver', variant: { color: 'Silver', price: 48_000, stock: 3 } },
    ]);
    expect(view().variants[1]?.error).toBe('This variant was ordered: it can only be archived or have its stock set to 0');
    expect(view().variants[0]?.error).toBe('');
    expect(view().error).toBe('');
    actor.send({ type: 'flag.change', field: 'bestseller', value: true });
    expect(view().variants[1]?.error).toBe('');
    expect(view().form.bestseller).toBe(true);
  });

  it('sends nothing for a new product’s variant on its own, and discards an unsaved row', async () => {
    const { actor, changes, view } = harness({ productId: null });
    await idle(actor);
    actor.send({ type: 'variant.add' });
    actor.send({ type: 'variant.add' });
    const [first, second] = view().variants;
    expect([first?.key, second?.key]).toEqual(['new-1', 'new-2']);
    actor.send({ type: 'variant.save', key: first?.key ?? '' });
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
    expect(view().variants.map((v) => v.error)).toEqual(['', '']);
    actor.send({ type: 'variant.discard', key: first?.key ?? '' });
    expect(view().variants.map((v) => v.key)).toEqual([second?.key]);
    expect(changes).toEqual([]);
  });

  it('sends nothing for a save of a row that is not there, and goes on', async () => {
    const { actor, changes, view } = harness();
    await idle(actor);
    actor.send({ type: 'variant.save', key: 'var_nowhere' });
    expect(actor.getSnapshot()).toMatchObject({ status: 'active', value: { ready: 'idle' } });
    expect(view()).toMatchObject({ error: '', busy: false });
    expect(changes).toEqual([]);
  });

  it('discards only a row not yet saved', async () => {
    const { actor, view } = harness();
    await idle(actor);
    actor.send({ type: 'variant.discard', key: 'var_silver' });
    expect(view().variants.map((v) => v.key)).toEqual(['var_black', 'var_silver']);
  });
});

describe('the categories screen’s other paths', () => {
  function harness(saveFails?: unknown) {
    const machine = studioCategoriesMachine.provide({
      actors: {
        loadCategories: fromPromise(async () => categories),
        saveCategory: fromPromise(async () => {
          if (saveFails) throw saveFails;
          return 'Category saved';
        }),
      },
    });
    const actor = createActor(machine, { input: { session: sessionWithToken('t') } }).start();
    return { actor, view: () => studioCategoriesView(actor.getSnapshot()) };
  }
  const idle = (actor: ReturnType<typeof harness>['actor']) => waitFor(actor, (s) => s.matches({ ready: 'idle' }));

  it('opens the chosen row with its name and parent, and cancels', async () => {
    const { actor, view } = harness();
    expect(view()).toMatchObject({ rows: [], problem: '', loading: true });
    await idle(actor);
    actor.send({ type: 'edit.open', id: 'cat-tripods' });
    expect(view().editing).toMatchObject({ id: 'cat-tripods', title: 'Tripods', parentId: 'cat-gear', error: '' });
    expect(view().rows.map((row) => row.editing)).toEqual([false, true]);
    actor.send({ type: 'edit.open', id: 'cat-gear' });
    expect(view().editing).toMatchObject({ id: 'cat-gear', parentId: '' });
    actor.send({ type: 'edit.cancel' });
    expect(view().editing).toBeNull();
    actor.send({ type: 'edit.open', id: 'cat-nowhere' });
    expect(view().editing).toBeNull();
    actor.send({ type: 'edit.submit' });
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
  });

  it('keeps what was typed with the server’s refusal, and a keystroke clears it', async () => {
    const { actor, view } = harness(rejectedByServer('Another category already has this name'));
    await idle(actor);
    actor.send({ type: 'add.title', text: 'Gear' });
    actor.send({ type: 'add.submit' });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }) && view().adding.error !== '');
    expect(view().adding).toMatchObject({ title: 'Gear', error: 'Another category already has this name' });
    actor.send({ type: 'add.parent', parentId: 'cat-gear' });
    expect(view().adding.error).toBe('');
    actor.send({ type: 'add.submit' });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }) && view().adding.error !== '');
    actor.send({ type: 'add.title', text: 'Gears' });
    expect(view().adding.error).toBe('');
    actor.send({ type: 'edit.open', id: 'cat-tripods' });
    actor.send({ type: 'edit.title', text: 'x' });
    actor.send({ type: 'edit.submit' });
    expect(view().editing?.error).toBe('The category name must be at least 2 characters');
    actor.send({ type: 'edit.title', text: 'Gear' });
    expect(view().editing?.error).toBe('');
    actor.send({ type: 'edit.submit' });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }) && (view().editing?.error ?? '') !== '');
    expect(view().editing).toMatchObject({ title: 'Gear', error: 'Another category already has this name' });
    actor.send({ type: 'edit.parent', parentId: '' });
    expect(view().editing?.error).toBe('');
  });

  it('takes what is typed into the open row while a category saves, and shows a refusal beside it', async () => {
    const { actor, view } = harness(rejectedByServer('Another category already has this name'));
    await idle(actor);
    actor.send({ type: 'edit.open', id: 'cat-tripods' });
    actor.send({ type: 'edit.title', text: 'Gear' });
    actor.send({ type: 'edit.submit' });
    expect(actor.getSnapshot().matches({ ready: 'changing' })).toBe(true);
    actor.send({ type: 'edit.title', text: 'Gear stands' });
    actor.send({ type: 'edit.parent', parentId: '' });
    expect(view().editing).toMatchObject({ title: 'Gear stands', parentId: '' });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    expect(view().editing).toMatchObject({ title: 'Gear stands', parentId: '', error: 'Another category already has this name' });

    actor.send({ type: 'add.title', text: 'Gear' });
    actor.send({ type: 'add.submit' });
    expect(actor.getSnapshot().matches({ ready: 'adding' })).toBe(true);
    actor.send({ type: 'edit.title', text: 'Stands' });
    expect(view().editing?.title).toBe('Stands');
  });
});

describe('the product editor’s whole view', () => {
  const gold: StudioVariant = {
    _id: 'var_gold',
    color: 'Gold',
    size: 'L',
    material: null,
    finish: 'Matte',
    price: 50_000,
    stock: 0,
    archived: true,
    ordered: true,
  };
  function harness(product: StudioProduct | null) {
    let finish: () => void = () => undefined;
    const machine = productEditorMachine.provide({
      actors: {
        loadEditor: fromPromise(async () => ({ categories, product })),
        changeCatalogue: fromPromise(
          () =>
            new Promise<{ success: boolean; message: string; product: StudioProduct }>(
              (resolve) => (finish = () => resolve({ success: true, message: 'Variant saved', product: product ?? tripod })),
            ),
        ),
      },
    });
    const actor = createActor(machine, { input: { session: sessionWithToken('t'), productId: product?._id ?? null } }).start();
    return { actor, finish: () => finish(), view: () => productEditorView(actor.getSnapshot()) };
  }
  const idle = (actor: ReturnType<typeof harness>['actor']) => waitFor(actor, (s) => s.matches({ ready: 'idle' }));
  const withoutValues = <T extends { values: unknown }>(row: T | undefined) => {
    if (!row) return row;
    const { values: _values, ...rest } = row;
    return rest;
  };

  it('while loading, then a product on sale with an ordered, a plain and an archived ordered variant', async () => {
    const { actor, view } = harness({ ...tripod, variants: [...tripod.variants, gold] });
    expect(view()).toEqual({
      loading: true,
      problem: '',
      canRetry: false,
      ready: false,
      creating: false,
      heading: 'Product',
      archived: false,
      status: '',
      shopHref: null,
      mediaHref: null,
      stockHref: null,
      form: EMPTY_FORM,
      categories: [],
      showStock: false,
      submitLabel: 'Save product',
      saving: false,
      busy: true,
      error: '',
      notice: '',
      archiveAction: null,
      archiveLabel: 'Archive product',
      variants: [],
      confirm: null,
    });
    await idle(actor);
    expect(view()).toMatchObject({
      loading: false,
      ready: true,
      heading: 'Lagos Light Tripod',
      status: 'On sale',
      shopHref: '/shop/prod_1',
      mediaHref: '/studio/products/prod_1/media',
      stockHref: '/studio/stock/prod_1',
      categories: [
        { value: 'cat-gear', label: 'Gear' },
        { value: 'cat-tripods', label: 'Tripods' },
      ],
      busy: false,
      saving: false,
      archiveAction: { kind: 'archive' },
    });
    expect(view().variants.map(withoutValues)).toEqual([
      {
        key: 'var_black',
        name: 'Black',
        saved: true,
        editable: false,
        showStock: false,
        canSave: false,
        saveLabel: 'Save variant',
        canRemove: false,
        canDiscard: false,
        archiveAction: { kind: 'archiveVariant', key: 'var_black' },
        archiveLabel: 'Archive variant',
        note: 'Ordered: only archive it or take its stock to 0',
        stock: '2',
        error: '',
        changing: false,
      },
      {
        key: 'var_silver',
        name: 'Silver',
        saved: true,
        editable: true,
        showStock: false,
        canSave: true,
        saveLabel: 'Save variant',
        canRemove: true,
        canDiscard: false,
        archiveAction: { kind: 'archiveVariant', key: 'var_silver' },
        archiveLabel: 'Archive variant',
        note: '',
        stock: '3',
        error: '',
        changing: false,
      },
      {
        key: 'var_gold',
        name: 'Gold / L / Matte',
        saved: true,
        editable: false,
        showStock: false,
        canSave: false,
        saveLabel: 'Save variant',
        canRemove: false,
        canDiscard: false,
        archiveAction: { kind: 'restoreVariant', key: 'var_gold' },
        archiveLabel: 'Restore variant',
        note: 'Ordered: only archive it or take its stock to 0. Archived',
        stock: '0',
        error: '',
        changing: false,
      },
    ]);

    actor.send({ type: 'variant.add' });
    expect(withoutValues(view().variants[3])).toMatchObject({
      name: 'New variant',
      saved: false,
      editable: true,
      showStock: true,
      canSave: true,
      saveLabel: 'Add variant',
      canRemove: false,
      canDiscard: true,
      archiveAction: null,
      stock: null,
    });
    // Blank attributes do not name a row.
    actor.send({ type: 'variant.change', key: 'new-1', field: 'color', value: '  ' });
    expect(view().variants[3]?.name).toBe('New variant');
    actor.send({ type: 'variant.change', key: 'new-1', field: 'size', value: 'XL' });
    actor.send({ type: 'variant.change', key: 'new-1', field: 'finish', value: 'Gloss' });
    expect(view().variants[3]?.name).toBe('XL / Gloss');
  });

  it('asks about each change in words, and shows it working', async () => {
    const { actor, finish, view } = harness({ ...tripod, variants: [...tripod.variants, gold] });
    await idle(actor);
    actor.send({ type: 'confirm.ask', action: { kind: 'archive' } });
    expect(view()).toMatchObject({ busy: true });
    expect(view().confirm).toEqual({
      title: 'Archive this product?',
      confirm: 'Archive',
      text: '“Lagos Light Tripod” leaves the shop: listings, search and its page. Old orders and downloads still show it.',
      working: false,
    });
    actor.send({ type: 'confirm.no' });
    expect(view().confirm).toBeNull();
    actor.send({ type: 'confirm.ask', action: { kind: 'archiveVariant', key: 'var_black' } });
    expect(view().confirm).toEqual({
      title: 'Archive this variant?',
      confirm: 'Archive variant',
      text: "The variant Black leaves the product's page. Old orders still show it.",
      working: false,
    });
    actor.send({ type: 'confirm.no' });
    actor.send({ type: 'confirm.ask', action: { kind: 'restoreVariant', key: 'var_gold' } });
    expect(view().confirm).toEqual({
      title: 'Offer this variant again?',
      confirm: 'Restore variant',
      text: 'The variant Gold / L / Matte is offered again at once.',
      working: false,
    });
    actor.send({ type: 'confirm.yes' });
    expect(view().confirm?.working).toBe(true);
    expect(view().variants.map((row) => row.changing)).toEqual([false, false, true]);
    finish();
    await idle(actor);
    expect(view().confirm).toBeNull();
    expect(view().variants.map((row) => row.changing)).toEqual([false, false, false]);
  });

  it('an archived product offers to go back on sale, and has no shop page', async () => {
    const { actor, view } = harness({ ...tripod, archived: true });
    await idle(actor);
    expect(view()).toMatchObject({
      archived: true,
      status: 'Archived: not in the shop',
      shopHref: null,
      archiveAction: { kind: 'restore' },
      archiveLabel: 'Restore product',
    });
    actor.send({ type: 'confirm.ask', action: { kind: 'restore' } });
    expect(view().confirm).toEqual({
      title: 'Put this product back on sale?',
      confirm: 'Restore',
      text: '“Lagos Light Tripod” is on sale again at once.',
      working: false,
    });
  });

  it('a new product: its own stock until it has variants, whose rows are sent with it', async () => {
    const { actor, view } = harness(null);
    await idle(actor);
    expect(view()).toMatchObject({
      creating: true,
      heading: 'New product',
      status: '',
      submitLabel: 'Add product',
      showStock: true,
      archiveAction: null,
      mediaHref: null,
      stockHref: null,
    });
    actor.send({ type: 'variant.add' });
    expect(view().showStock).toBe(false);
    expect(withoutValues(view().variants[0])).toMatchObject({ canSave: false, canRemove: false, canDiscard: true, archiveAction: null });
  });
});

describe('the categories screen’s whole view', () => {
  function answering(tree: StudioCategory[], save?: () => Promise<string>, loadFails?: unknown) {
    const machine = studioCategoriesMachine.provide({
      actors: {
        loadCategories: fromPromise(async () => {
          if (loadFails) throw loadFails;
          return tree;
        }),
        saveCategory: fromPromise(save ?? (async () => 'Category saved')),
      },
    });
    const actor = createActor(machine, { input: { session: sessionWithToken('t') } }).start();
    return { actor, view: () => studioCategoriesView(actor.getSnapshot()) };
  }
  const category = (id: string, parentId: string | null): StudioCategory => ({
    _id: id,
    slug: id,
    title: id.toUpperCase(),
    parentId,
    productCount: 0,
  });

  it('orders the tree, a sub-category under a parent listed after it, an orphan at the top and a loop at the end', async () => {
    const { actor, view } = answering([
      category('lens', 'gear'),
      category('gear', null),
      category('lost', 'gone'),
      category('a', 'b'),
      category('b', 'a'),
    ]);
    expect(view()).toMatchObject({ loading: true, busy: true, rows: [], editing: null });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    expect(view().rows.map((row) => [row.id, row.depth, row.parent])).toEqual([
      ['gear', 0, ''],
      ['lens', 1, 'GEAR'],
      ['lost', 0, ''],
      ['a', 0, 'B'],
      ['b', 0, 'A'],
    ]);
    expect(view()).toMatchObject({ loading: false, busy: false, problem: '', canRetry: false });
    expect(view().adding.parents.map((option) => option.label)).toEqual(['None (top level)', 'GEAR', '— LENS', 'LOST', 'A', 'B']);
  });

  it('keeps an orphan where it came among the top-level categories', async () => {
    const { actor, view } = answering([category('lost', 'gone'), category('gear', null), category('lens', 'gear')]);
    expect(actor.getSnapshot().context.loadError).toBe('');
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    expect(view().rows.map((row) => [row.id, row.depth, row.parent])).toEqual([
      ['lost', 0, ''],
      ['gear', 0, ''],
      ['lens', 1, 'GEAR'],
    ]);
  });

  it('is busy while a category is added or changed, and shows a failed load whole', async () => {
    let finish: (message: string) => void = () => undefined;
    const { actor, view } = answering(categories, () => new Promise<string>((resolve) => (finish = resolve)));
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    actor.send({ type: 'add.title', text: 'Lights' });
    actor.send({ type: 'add.submit' });
    expect(view()).toMatchObject({ busy: true, adding: { saving: true } });
    finish('Category added');
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    expect(view()).toMatchObject({ busy: false, adding: { saving: false } });
    actor.send({ type: 'edit.open', id: 'cat-tripods' });
    expect(view().editing).toMatchObject({ saving: false });
    expect(view().editing?.parents.map((option) => option.value)).toEqual(['', 'cat-gear']);
    actor.send({ type: 'edit.submit' });
    expect(view().editing).toMatchObject({ saving: true });

    const failed = answering([], undefined, rejectedByServer('Only the studio’s staff can do this'));
    await waitFor(failed.actor, (s) => s.matches('failed'));
    expect(failed.view()).toMatchObject({ loading: false, problem: 'Only the studio’s staff can do this', canRetry: true, busy: true });
  });
});
