import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import { searchWithSuggestionsMachine } from '../../../src/machines/shared/search-with-suggestions.machine.ts';
import {
  shopListingMachine,
  type Brand,
  type Category,
  type ProductPageResult,
  type WireQuery,
} from '../../../src/machines/shop/shop-listing.machine.ts';
import { ShopScreen } from '../../../src/ui/shop/ShopRoute.tsx';
import { backdrops, lighting, numbered, pagination, product } from '../../machines/shop/fixtures.ts';
import { axeViolations, renderInApp } from './support.tsx';

type Answer = (query: WireQuery) => Promise<ProductPageResult>;

const twoProducts: ProductPageResult = {
  products: [product({ _id: 'prod-1', title: 'Softbox 60 cm', category: lighting }), product({ _id: 'prod-2', title: 'Muslin Backdrop' })],
  pagination: pagination({ totalProducts: 2 }),
};

const brands: readonly Brand[] = [
  { name: 'Godox', productCount: 5 },
  { name: 'Studio Lagos', productCount: 3 },
];

function renderShop(answer: Answer = async () => twoProducts, loadBrands: () => Promise<readonly Brand[]> = async () => brands) {
  const queries: WireQuery[] = [];
  const machine = shopListingMachine.provide({
    actors: {
      loadProducts: fromPromise(async ({ input }) => {
        queries.push(input.query);
        return answer(input.query);
      }),
      loadCategories: fromPromise<readonly Category[]>(async () => [backdrops, lighting]),
      loadBrands: fromPromise(loadBrands),
      search: searchWithSuggestionsMachine.provide({
        actors: {
          suggest: fromPromise(async ({ input }) => {
            const query = { search: input.text, limit: '5' };
            queries.push(query);
            return (await answer(query)).products.map((found) => ({ id: found._id, name: found.title, image: null, category: found.category?.title ?? '' }));
          }),
        },
      }),
    },
  });
  const rendered = renderInApp(<ShopScreen machine={machine} />, { path: '/shop', pattern: '/shop' });
  return { ...rendered, queries, gridQueries: () => queries.filter((query) => query.showPreorder === 'false') };
}

const filters = () => screen.getByRole('complementary', { name: 'Filters' });
const radioNames = (group: HTMLElement) => within(group).getAllByRole('radio').map((radio) => radio.getAttribute('name'));

describe('ShopPage', () => {
  it('shows the loading text, then the products linking to their pages, with the count', async () => {
    const { container } = renderShop();
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Loading amazing products...')).toBeInTheDocument();

    const softbox = await screen.findByRole('link', { name: 'Softbox 60 cm' });
    expect(softbox).toHaveAttribute('href', '/shop/prod-1');
    expect(screen.getByRole('link', { name: 'Muslin Backdrop' })).toHaveAttribute('href', '/shop/prod-2');
    expect(screen.getByText('2 products')).toBeInTheDocument();
    expect(screen.queryByText('Loading amazing products...')).not.toBeInTheDocument();
    // The price and the struck-through original (45,000 with 10 % off shows 40,500 and 49,500).
    expect(screen.getAllByText('₦40,500')).toHaveLength(2);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('shows the error state and retries', async () => {
    let calls = 0;
    renderShop(async () => {
      calls += 1;
      if (calls === 1) throw { _tag: 'Unexpected', status: 500, message: 'Database unavailable' };
      return twoProducts;
    });
    expect(await screen.findByRole('heading', { name: 'Oops! Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText('Database unavailable')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('link', { name: 'Softbox 60 cm' })).toBeInTheDocument();
  });

  it('shows the empty state, whose Clear All Filters restores the defaults', async () => {
    const { gridQueries, container } = renderShop(async (query) =>
      query.color ? { products: [], pagination: pagination({ totalProducts: 0, totalPages: 0 }) } : twoProducts,
    );
    await screen.findByRole('link', { name: 'Softbox 60 cm' });
    await userEvent.click(within(filters()).getByRole('checkbox', { name: 'Black' }));

    expect(await screen.findByRole('heading', { name: 'No products found' })).toBeInTheDocument();
    expect(screen.getByText("Try adjusting your filters or search criteria to find what you're looking for.")).toBeInTheDocument();
    expect(gridQueries().at(-1)).toMatchObject({ color: 'Black', page: '1' });
    expect(await axeViolations(container)).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Clear All Filters' }));
    expect(await screen.findByRole('link', { name: 'Softbox 60 cm' })).toBeInTheDocument();
    expect(gridQueries().at(-1)).toEqual({ inStock: 'true', showPreorder: 'false', sortBy: 'newest', page: '1', limit: '12' });
    expect(within(filters()).getByRole('checkbox', { name: 'Black' })).not.toBeChecked();
  });

  it('filters by category and price band, and sorts', async () => {
    const { gridQueries } = renderShop();
    await screen.findByRole('link', { name: 'Softbox 60 cm' });
    await userEvent.click(within(filters()).getByRole('radio', { name: 'Lighting' }));
    await userEvent.click(within(filters()).getByRole('radio', { name: '₦10,000 - ₦50,000' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Price: Low to High');
    await screen.findByRole('link', { name: 'Softbox 60 cm' });
    expect(gridQueries().at(-1)).toMatchObject({ category: 'cat-lighting', priceMin: '10000', priceMax: '50000', sortBy: 'price_low', page: '1' });
    expect(within(filters()).getByRole('radio', { name: '₦10,000 - ₦50,000' })).toBeChecked();
  });

  it('offers the brands with their counts as one choice, back to page 1; Clear All returns to All brands', async () => {
    const { gridQueries, container } = renderShop(async (query) => ({
      products: twoProducts.products,
      pagination: pagination({ currentPage: Number(query.page), totalPages: 3, totalProducts: 30 }),
    }));
    await screen.findByRole('link', { name: 'Softbox 60 cm' });
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await screen.findByRole('link', { name: 'Softbox 60 cm' });

    const brand = within(filters()).getByRole('group', { name: 'Brand' });
    expect(within(brand).getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual(['All brands', 'Godox', 'Studio Lagos']);
    expect(within(brand).getByRole('radio', { name: 'All brands' })).toBeChecked();
    expect(await axeViolations(container)).toEqual([]);

    await userEvent.click(within(brand).getByRole('radio', { name: 'Studio Lagos' }));
    await userEvent.click(within(brand).getByRole('radio', { name: 'Godox' }));
    await screen.findByRole('link', { name: 'Softbox 60 cm' });
    expect(gridQueries().at(-1)).toMatchObject({ brand: 'Godox', page: '1' });
    expect(within(brand).getByRole('radio', { name: 'Godox' })).toBeChecked();
    expect(within(brand).getByRole('radio', { name: 'Studio Lagos' })).not.toBeChecked();

    await userEvent.click(within(filters()).getByRole('button', { name: 'Clear All' }));
    await screen.findByRole('link', { name: 'Softbox 60 cm' });
    expect(gridQueries().at(-1)?.brand).toBeUndefined();
    expect(within(brand).getByRole('radio', { name: 'All brands' })).toBeChecked();
  });

  it('leaves the Brand group out when the brands cannot be loaded, and still lists the products', async () => {
    renderShop(undefined, () => Promise.reject({ _tag: 'Network' }));
    await screen.findByRole('link', { name: 'Softbox 60 cm' });
    expect(within(filters()).getByRole('group', { name: 'Category' })).toBeInTheDocument();
    expect(within(filters()).queryByRole('group', { name: 'Brand' })).not.toBeInTheDocument();
  });

  it('keeps each single-choice group to one name of its own: category, type, brand and price', async () => {
    renderShop();
    await screen.findByRole('link', { name: 'Softbox 60 cm' });
    const groups = ['Category', 'Product type', 'Brand', 'Price'].map((legend) => within(filters()).getByRole('group', { name: legend }));
    const names = groups.map((group) => new Set(radioNames(group)));
    expect(names.map((set) => set.size)).toEqual([1, 1, 1, 1]);
    expect(new Set(names.flatMap((set) => [...set])).size).toBe(4);
    expect(within(groups[0] as HTMLElement).getByRole('radio', { name: 'All categories' })).toBeChecked();
    expect(within(groups[1] as HTMLElement).getByRole('radio', { name: 'All types' })).toBeChecked();
    expect(within(groups[3] as HTMLElement).getByRole('radio', { name: 'Any price' })).toBeChecked();
  });

  it('numbers the pages with ellipses and changes page', async () => {
    const { gridQueries } = renderShop(async (query) => ({
      products: numbered(12),
      pagination: pagination({ currentPage: Number(query.page), totalPages: 9, totalProducts: 100 }),
    }));
    const nav = await screen.findByRole('navigation', { name: 'Pagination' });
    // First, last, current and one either side; the ellipsis is for the eye only.
    expect(within(nav).getByRole('list')).toHaveTextContent(/^12…9$/);
    expect(within(nav).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['1', '2', '9']);
    expect(within(nav).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('button', { name: 'Previous' })).toBeDisabled();

    await userEvent.click(within(nav).getByRole('button', { name: 'Page 9' }));
    const after = await screen.findByRole('navigation', { name: 'Pagination' });
    expect(within(after).getByRole('button', { name: 'Page 9' })).toHaveAttribute('aria-current', 'page');
    expect(within(after).getByRole('list')).toHaveTextContent(/^1…89$/);
    expect(gridQueries().at(-1)?.page).toBe('9');
    expect(screen.getByText('100 products')).toBeInTheDocument();
  });

  it('shows the pre-order section when asked, with its empty texts', async () => {
    renderShop(async (query) => (query.showPreorder === 'true' ? { products: [], pagination: pagination({ totalProducts: 0 }) } : twoProducts));
    await screen.findByRole('link', { name: 'Softbox 60 cm' });
    expect(screen.queryByRole('heading', { name: 'Available for pre-order' })).not.toBeInTheDocument();

    await userEvent.click(within(filters()).getByRole('checkbox', { name: 'Show pre-order items' }));
    expect(await screen.findByText('No products available for pre-order')).toBeInTheDocument();
    expect(screen.getByText('All products are currently in stock!')).toBeInTheDocument();
  });

  it('lists pre-order products in their own section', async () => {
    const preorder = product({ _id: 'prod-pre', title: 'Studio Strobe 600', stock: 0 });
    renderShop(async (query) => (query.showPreorder === 'true' ? { products: [preorder], pagination: pagination() } : twoProducts));
    await screen.findByRole('link', { name: 'Softbox 60 cm' });
    await userEvent.click(within(filters()).getByRole('checkbox', { name: 'Show pre-order items' }));
    const section = (await screen.findByRole('heading', { name: 'Available for pre-order' })).closest('section');
    expect(section).not.toBeNull();
    expect(await within(section as HTMLElement).findByRole('link', { name: 'Studio Strobe 600' })).toHaveAttribute('href', '/shop/prod-pre');
  });

  it('suggests products while typing; the keyboard opens one', async () => {
    const found = [product({ _id: 'prod-7', title: 'Muslin Backdrop 3x6m', category: backdrops }), product({ _id: 'prod-8', title: 'Muslin Clips', category: null })];
    const { queries } = renderShop(async (query) => (query.search ? { products: found, pagination: pagination() } : twoProducts));
    await screen.findByRole('link', { name: 'Softbox 60 cm' });

    const box = screen.getByRole('combobox', { name: 'Search products' });
    await userEvent.type(box, 'mus');
    const listbox = await screen.findByRole('listbox', { name: 'Product suggestions' });
    const options = within(listbox).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Muslin Backdrop 3x6mBackdrops', 'Muslin Clips']);
    expect(queries.filter((query) => query.search)).toEqual([{ search: 'mus', limit: '5' }]);
    expect(box).toHaveAttribute('aria-expanded', 'true');

    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    expect(box).toHaveAttribute('aria-activedescendant', options[1]?.id);
    await userEvent.keyboard('{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/shop/prod-8');
  });

  it('searches the grid on Enter and clears the search', async () => {
    const { gridQueries } = renderShop();
    await screen.findByRole('link', { name: 'Softbox 60 cm' });
    await userEvent.type(screen.getByRole('combobox', { name: 'Search products' }), 'softbox{Enter}');
    await screen.findByRole('link', { name: 'Softbox 60 cm' });
    expect(gridQueries().at(-1)).toMatchObject({ search: 'softbox', page: '1' });

    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(screen.getByRole('combobox', { name: 'Search products' })).toHaveValue('');
    await screen.findByRole('link', { name: 'Softbox 60 cm' });
    expect(gridQueries().at(-1)?.search).toBeUndefined();
  });

  it('switches to the list view', async () => {
    renderShop();
    await screen.findByRole('link', { name: 'Softbox 60 cm' });
    const list = screen.getByRole('button', { name: 'List' });
    expect(list).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(list);
    expect(list).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Grid' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('opens the filter drawer, locks nothing in tests, and closes it with Apply Filters', async () => {
    const { gridQueries } = renderShop();
    await screen.findByRole('link', { name: 'Softbox 60 cm' });
    await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
    const drawer = await screen.findByRole('dialog', { name: 'Filters' });
    await userEvent.click(within(drawer).getByRole('checkbox', { name: 'In stock only' }));
    await userEvent.click(within(drawer).getByRole('button', { name: 'Apply Filters' }));
    expect(screen.queryByRole('dialog', { name: 'Filters' })).not.toBeInTheDocument();
    await screen.findByRole('link', { name: 'Softbox 60 cm' });
    expect(gridQueries().at(-1)).toMatchObject({ inStock: 'false' });
    expect(screen.getByRole('heading', { name: 'All products' })).toBeInTheDocument();
  });
});

describe('the filter drawer of small screens', () => {
  async function openDrawer() {
    const rendered = renderShop();
    await screen.findByRole('link', { name: 'Softbox 60 cm' });
    const opener = screen.getByRole('button', { name: 'Filters' });
    await userEvent.click(opener);
    const drawer = await screen.findByRole('dialog', { name: 'Filters' });
    return { ...rendered, opener, drawer };
  }

  it('starts on its close button and keeps Tab and Shift+Tab inside, wrapping at both ends', async () => {
    const { drawer } = await openDrawer();
    const close = within(drawer).getByRole('button', { name: 'Close filters' });
    const apply = within(drawer).getByRole('button', { name: 'Apply Filters' });
    await waitFor(() => expect(close).toHaveFocus());

    await userEvent.tab({ shift: true });
    expect(apply).toHaveFocus();
    await userEvent.tab();
    expect(close).toHaveFocus();
    // Every stop of a full round stays in the drawer.
    for (let stop = 0; stop < 40; stop += 1) {
      await userEvent.tab();
      expect(drawer).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('closes on Escape and gives the focus back to the Filters button', async () => {
    const { opener } = await openDrawer();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Filters' })).not.toBeInTheDocument();
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('gives the focus back to the Filters button after Apply Filters, and offers the brands too', async () => {
    const { opener, drawer, gridQueries } = await openDrawer();
    await userEvent.click(within(drawer).getByRole('radio', { name: 'Godox' }));
    await userEvent.click(within(drawer).getByRole('button', { name: 'Apply Filters' }));
    expect(screen.queryByRole('dialog', { name: 'Filters' })).not.toBeInTheDocument();
    await waitFor(() => expect(opener).toHaveFocus());
    await screen.findByRole('link', { name: 'Softbox 60 cm' });
    expect(gridQueries().at(-1)).toMatchObject({ brand: 'Godox' });
  });
});
