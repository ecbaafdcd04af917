import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { initialListing } from '../../../src/domain/catalogue-filters.ts';
import type { ShopListingPageEvent } from '../../../src/machines/shop/shop-listing.machine.ts';
import type { ShopListingViewModel } from '../../../src/machines/shop/shop-listing.view.ts';
import { ShopPage } from '../../../src/ui/shop/ShopPage.tsx';
import { backdrops, product } from '../../machines/shop/fixtures.ts';
import { renderPage } from './render-page.tsx';
import { axeViolations } from './support.tsx';
import { shopView } from './views.ts';

const renderShop = (view: ShopListingViewModel = shopView()) =>
  renderPage<ShopListingViewModel, ShopListingPageEvent>((next, send) => <ShopPage view={next} send={send} />, view);

const filters = () => screen.getByRole('complementary', { name: 'Filters' });
const radioNames = (group: HTMLElement) =>
  within(group)
    .getAllByRole('radio')
    .map((radio) => radio.getAttribute('name'));
const sent = (send: { mock: { calls: [ShopListingPageEvent][] } }) => send.mock.calls.map(([event]) => event);

describe('ShopPage', () => {
  it('says it is loading, then shows the products of its view linking to their pages, with the count', async () => {
    const { show, container } = renderShop(shopView({ results: 'loading', countText: '', products: [] }));
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Loading amazing products...')).toBeInTheDocument();
    show(shopView());
    expect(screen.getByRole('link', { name: 'Softbox 60 cm' })).toHaveAttribute('href', '/shop/prod-1');
    expect(screen.getByRole('link', { name: 'Muslin Backdrop' })).toHaveAttribute('href', '/shop/prod-2');
    expect(screen.getByText('2 products')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'In stock' })).toBeInTheDocument();
    expect(screen.getAllByText('₦40,500')).toHaveLength(2);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('shows the error of its view and sends Try Again', async () => {
    const { send } = renderShop(shopView({ results: 'error', errorMessage: 'Database unavailable', products: [] }));
    expect(screen.getByRole('heading', { name: 'Oops! Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText('Database unavailable')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(sent(send)).toEqual([{ type: 'listing.retry' }]);
  });

  it('shows the empty state, whose Clear All Filters sends Clear All', async () => {
    const { send, container } = renderShop(
      shopView({ results: 'empty', products: [], countText: '0 products', resultsTitle: 'All products' }),
    );
    expect(screen.getByRole('heading', { name: 'No products found' })).toBeInTheDocument();
    expect(screen.getByText("Try adjusting your filters or search criteria to find what you're looking for.")).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'All products' })).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Clear All Filters' }));
    expect(sent(send)).toEqual([{ type: 'filters.clearAll' }]);
  });

  it('shows the chosen filters of its view and sends each change', async () => {
    const chosen = { ...initialListing().filters, category: 'cat-lighting', color: ['Black'], sortBy: 'price_low' as const };
    const { send } = renderShop(shopView({ filters: chosen, selectedPriceBand: '10000-50000', selectedBrand: 'Godox' }));
    const panel = within(filters());
    expect(panel.getByRole('radio', { name: 'Lighting' })).toBeChecked();
    expect(panel.getByRole('radio', { name: '₦10,000 - ₦50,000' })).toBeChecked();
    expect(panel.getByRole('radio', { name: 'Godox' })).toBeChecked();
    expect(panel.getByRole('checkbox', { name: 'Black' })).toBeChecked();
    expect(panel.getByRole('checkbox', { name: 'In stock only' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price_low');

    await userEvent.click(panel.getByRole('radio', { name: 'Backdrops' }));
    await userEvent.click(panel.getByRole('radio', { name: 'Any price' }));
    await userEvent.click(panel.getByRole('radio', { name: 'Studio Lagos' }));
    await userEvent.click(panel.getByRole('checkbox', { name: 'Gray' }));
    await userEvent.click(panel.getByRole('checkbox', { name: 'Show pre-order items' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Newest');
    await userEvent.click(panel.getByRole('button', { name: 'Clear All' }));
    expect(sent(send)).toEqual([
      { type: 'filters.change', patch: { category: 'cat-backdrops' } },
      { type: 'filters.priceBand', bandId: null },
      { type: 'filters.change', patch: { brand: 'Studio Lagos' } },
      { type: 'filters.toggleChoice', filter: 'color', value: 'Gray' },
      { type: 'filters.change', patch: { showPreorder: true } },
      { type: 'sort.change', sortBy: 'newest' },
      { type: 'filters.clearAll' },
    ]);
  });

  it('offers the brands of its view by name, and leaves the Brand group out without brands', () => {
    const { show } = renderShop();
    const brand = within(filters()).getByRole('group', { name: 'Brand' });
    expect(
      within(brand)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['All brands', 'Godox', 'Studio Lagos']);
    expect(within(brand).getByRole('radio', { name: 'All brands' })).toBeChecked();
    show(shopView({ brands: [] }));
    expect(within(filters()).getByRole('group', { name: 'Category' })).toBeInTheDocument();
    expect(within(filters()).queryByRole('group', { name: 'Brand' })).not.toBeInTheDocument();
  });

  it('keeps each single-choice group to one name of its own: category, type, brand and price', () => {
    renderShop();
    const groups = ['Category', 'Product type', 'Brand', 'Price'].map((legend) => within(filters()).getByRole('group', { name: legend }));
    const names = groups.map((group) => new Set(radioNames(group)));
    expect(names.map((set) => set.size)).toEqual([1, 1, 1, 1]);
    expect(new Set(names.flatMap((set) => [...set])).size).toBe(4);
    expect(within(groups[0] as HTMLElement).getByRole('radio', { name: 'All categories' })).toBeChecked();
    expect(within(groups[1] as HTMLElement).getByRole('radio', { name: 'All types' })).toBeChecked();
    expect(within(groups[3] as HTMLElement).getByRole('radio', { name: 'Any price' })).toBeChecked();
  });

  it('numbers the pages of its view with ellipses for the eye only, and sends a page', async () => {
    const { send, show } = renderShop(shopView({ pages: { items: [1, 2, 'ellipsis', 9], current: 1, previous: null, next: 2 } }));
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(nav).getByRole('list')).toHaveTextContent(/^12…9$/);
    expect(
      within(nav)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['1', '2', '9']);
    expect(within(nav).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(within(nav).getByRole('button', { name: 'Page 9' }));
    await userEvent.click(within(nav).getByRole('button', { name: 'Next' }));
    expect(sent(send)).toEqual([
      { type: 'page.change', page: 9 },
      { type: 'page.change', page: 2 },
    ]);
    show(shopView());
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('shows the pre-order section of its view: loading, failed, empty, with products', async () => {
    const { send, show } = renderShop();
    // Always on the page, with the filters as they start (no 'Show pre-order items').
    expect(screen.getByRole('checkbox', { name: 'Show pre-order items' })).not.toBeChecked();
    expect(screen.getByRole('heading', { name: 'Available for pre-order' })).toBeInTheDocument();
    show(shopView({ preorders: 'loading' }));
    expect(screen.getByText('Loading pre-order items...')).toBeInTheDocument();
    show(shopView({ preorders: 'error' }));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(sent(send)).toEqual([{ type: 'listing.retry' }]);
    show(shopView({ preorders: 'empty' }));
    expect(screen.getByText('No products available for pre-order')).toBeInTheDocument();
    expect(screen.getByText('All products are currently in stock!')).toBeInTheDocument();
    show(shopView({ preorders: 'loaded', preorderProducts: [product({ _id: 'prod-pre', title: 'Studio Strobe 600', stock: 0 })] }));
    const section = screen.getByRole('heading', { name: 'Available for pre-order' }).closest('section') as HTMLElement;
    expect(within(section).getByRole('link', { name: 'Studio Strobe 600' })).toHaveAttribute('href', '/shop/prod-pre');
  });

  it('shows the suggestions of its view as a listbox and sends typing, the arrows and the chosen one', async () => {
    const suggestions = [
      { id: 'prod-7', name: 'Muslin Backdrop 3x6m', image: null, category: backdrops.title },
      { id: 'prod-8', name: 'Muslin Clips', image: null, category: '' },
    ];
    const { send } = renderShop(shopView({ search: { text: 'mus', suggestions, highlighted: 1 } }));
    const box = screen.getByRole('combobox', { name: 'Search products' });
    expect(box).toHaveValue('mus');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    const options = within(screen.getByRole('listbox', { name: 'Product suggestions' })).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Muslin Backdrop 3x6mBackdrops', 'Muslin Clips']);
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    expect(box).toHaveAttribute('aria-activedescendant', options[1]?.id);

    await userEvent.type(box, 'l{ArrowDown}{ArrowUp}{Enter}');
    expect(sent(send)).toEqual([
      { type: 'search.input', text: 'musl' },
      { type: 'suggestions.move', by: 1 },
      { type: 'suggestions.move', by: -1 },
      { type: 'suggestions.choose', id: 'prod-8' },
    ]);
  });

  it('sends a search on Enter with nothing highlighted, and Clear search', async () => {
    const { send } = renderShop(shopView({ search: { text: 'softbox', suggestions: [], highlighted: -1 } }));
    await userEvent.type(screen.getByRole('combobox', { name: 'Search products' }), '{Enter}');
    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    // Leaving the box for the button closes the list first.
    expect(sent(send)).toEqual([{ type: 'search.submit' }, { type: 'suggestions.close' }, { type: 'search.clear' }]);
  });

  it('shows the layout of its view and sends the other', async () => {
    const { send } = renderShop(shopView({ layout: 'list' }));
    expect(screen.getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Grid' })).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(screen.getByRole('button', { name: 'Grid' }));
    expect(sent(send)).toEqual([{ type: 'view.change', view: 'grid' }]);
  });
});

describe('the filter drawer of small screens', () => {
  async function openDrawer() {
    const rendered = renderShop();
    const opener = screen.getByRole('button', { name: 'Filters' });
    await userEvent.click(opener);
    expect(rendered.send).toHaveBeenLastCalledWith({ type: 'drawer.open' });
    rendered.show(shopView({ drawerOpen: true }));
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
    for (let stop = 0; stop < 40; stop += 1) {
      await userEvent.tab();
      expect(drawer).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('sends its close on Escape, and gives the focus back to the Filters button once closed', async () => {
    const { opener, send, show } = await openDrawer();
    await userEvent.keyboard('{Escape}');
    expect(send).toHaveBeenLastCalledWith({ type: 'drawer.close' });
    show(shopView());
    expect(screen.queryByRole('dialog', { name: 'Filters' })).not.toBeInTheDocument();
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('offers the filters, brands included, and closes with Apply Filters', async () => {
    const { drawer, send } = await openDrawer();
    await userEvent.click(within(drawer).getByRole('radio', { name: 'Godox' }));
    await userEvent.click(within(drawer).getByRole('button', { name: 'Apply Filters' }));
    expect(sent(send).slice(-2)).toEqual([{ type: 'filters.change', patch: { brand: 'Godox' } }, { type: 'drawer.close' }]);
  });
});
