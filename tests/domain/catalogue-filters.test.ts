import { describe, expect, it } from 'vitest';
import {
  changeFilters,
  clearAllFilters,
  defaultFilters,
  FIRST_PAGE,
  goToPage,
  initialListing,
  parseProductListQuery,
  priceBandPatch,
  productListQuery,
  SHOP_PAGE_SIZE,
  toggleChoice,
  type ListingState,
} from '../../src/domain/catalogue-filters.ts';

const DEFAULTS = {
  color: [],
  size: [],
  material: [],
  features: [],
  inStock: true,
  showPreorder: false,
  sortBy: 'newest',
};

describe('defaults', () => {
  it('has in stock on, pre-order off, sort newest, nothing else', () => {
    expect(defaultFilters()).toEqual(DEFAULTS);
  });

  it('starts on page 1 with 12 per page', () => {
    expect(SHOP_PAGE_SIZE).toBe(12);
    expect(FIRST_PAGE).toBe(1);
    expect(initialListing()).toEqual({ filters: DEFAULTS, page: 1, limit: 12 });
    expect(initialListing(24).limit).toBe(24);
  });

  it('hands out a fresh object each time', () => {
    const first = defaultFilters();
    first.color.push('Red');
    expect(defaultFilters().color).toEqual([]);
  });
});

describe('changes', () => {
  const onPage3: ListingState = { ...initialListing(), page: 3 };

  it('resets the page to 1 on any filter change', () => {
    const changed = changeFilters(onPage3, { color: ['Black'] });
    expect(changed.page).toBe(1);
    expect(changed.filters).toEqual({ ...DEFAULTS, color: ['Black'] });
    expect(changed.limit).toBe(12);
    expect(changeFilters(onPage3, { sortBy: 'rating' }).page).toBe(1);
  });

  it('restores the defaults on Clear All, keeping the page size', () => {
    const busy = changeFilters({ ...initialListing(24), page: 4 }, { brand: 'Canon', inStock: false, search: 'lens' });
    expect(clearAllFilters(busy)).toEqual({ filters: DEFAULTS, page: 1, limit: 24 });
  });

  it('moves between pages without touching the filters', () => {
    const state = changeFilters(initialListing(), { brand: 'Canon' });
    expect(goToPage(state, 5)).toEqual({ ...state, page: 5 });
  });

  it('toggles a multi-choice value', () => {
    expect(toggleChoice(['Black'], 'Red')).toEqual(['Black', 'Red']);
    expect(toggleChoice(['Black', 'Red'], 'Black')).toEqual(['Red']);
    expect(toggleChoice([], 'S')).toEqual(['S']);
  });

  it('sets both price edges from a band, or clears them', () => {
    expect(priceBandPatch('10000-50000')).toEqual({ priceMin: 10000, priceMax: 50000 });
    expect(priceBandPatch('under-10000')).toEqual({ priceMin: undefined, priceMax: 10000 });
    expect(priceBandPatch(null)).toEqual({ priceMin: undefined, priceMax: undefined });
    expect(priceBandPatch('nonsense')).toEqual({ priceMin: undefined, priceMax: undefined });
  });
});

describe('productListQuery', () => {
  it('sends the default listing request', () => {
    expect(productListQuery(initialListing())).toEqual({
      inStock: 'true',
      showPreorder: 'false',
      sortBy: 'newest',
      page: '1',
      limit: '12',
    });
  });

  it('joins arrays with commas and writes booleans as text', () => {
    const state = goToPage(
      changeFilters(initialListing(), {
        category: 'lighting',
        productType: 'kit',
        brand: 'Godox',
        priceMin: 10000,
        priceMax: 50000,
        color: ['Black', 'White'],
        size: ['M'],
        material: ['Metal', 'Wood'],
        features: ['Foldable', 'Heat Resistant'],
        inStock: false,
        showPreorder: true,
        sortBy: 'price_low',
        search: ' softbox ',
      }),
      2,
    );
    expect(productListQuery(state)).toEqual({
      category: 'lighting',
      productType: 'kit',
      brand: 'Godox',
      search: 'softbox',
      priceMin: '10000',
      priceMax: '50000',
      color: 'Black,White',
      size: 'M',
      material: 'Metal,Wood',
      features: 'Foldable,Heat Resistant',
      inStock: 'false',
      showPreorder: 'true',
      sortBy: 'price_low',
      page: '2',
      limit: '12',
    });
  });

  it('leaves out blank text, but keeps a zero price edge', () => {
    const state = changeFilters(initialListing(), { category: '', brand: '   ', priceMin: 0 });
    const query = productListQuery(state);
    expect(query).not.toHaveProperty('category');
    expect(query).not.toHaveProperty('brand');
    expect(query.priceMin).toBe('0');
    expect(query).not.toHaveProperty('priceMax');
  });
});

describe('parseProductListQuery', () => {
  it('reads an empty query as the default listing', () => {
    expect(parseProductListQuery({})).toStrictEqual(initialListing());
  });

  it('round-trips what productListQuery writes', () => {
    const state = goToPage(
      changeFilters(initialListing(), {
        category: 'lighting',
        brand: 'Godox',
        productType: 'kit',
        priceMin: 100000,
        priceMax: 500000,
        color: ['Black', 'White'],
        features: ['Travel-friendly'],
        inStock: false,
        showPreorder: true,
        sortBy: 'popular',
        search: 'softbox',
      }),
      3,
    );
    expect(parseProductListQuery(productListQuery(state))).toEqual(state);
  });

  it('falls back to defaults for malformed values', () => {
    expect(
      parseProductListQuery({
        inStock: 'yes',
        showPreorder: '1',
        sortBy: 'cheapest',
        page: '0',
        limit: '2.5',
        priceMin: 'ten',
        priceMax: ' ',
        category: '  ',
        color: ',, ,',
      }),
    ).toStrictEqual(initialListing());
    expect(parseProductListQuery({ page: '-2', limit: 'abc' })).toStrictEqual(initialListing());
  });

  it('trims list items and text', () => {
    const parsed = parseProductListQuery({ color: ' Black , Red ,', search: ' lens ', page: '1', limit: '1', priceMax: '0' });
    expect(parsed.filters.color).toEqual(['Black', 'Red']);
    expect(parsed.filters.search).toBe('lens');
    expect(parsed.filters.priceMax).toBe(0);
    expect(parsed.page).toBe(1);
    expect(parsed.limit).toBe(1);
  });

  it('reads explicit booleans both ways', () => {
    expect(parseProductListQuery({ inStock: 'false', showPreorder: 'true' }).filters).toMatchObject({
      inStock: false,
      showPreorder: true,
    });
    expect(parseProductListQuery({ inStock: 'true', showPreorder: 'false' }).filters).toMatchObject({
      inStock: true,
      showPreorder: false,
    });
  });
});
