import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import type { User } from '../../../src/machines/session.machine.ts';
import { carouselMachine } from '../../../src/machines/shop/carousel.machine.ts';
import { addToCartMachine, type CartAddResult, type CartLine } from '../../../src/machines/shared/add-to-cart.machine.ts';
import { wishlistToggleMachine, type WishlistChange, type WishlistEntry } from '../../../src/machines/shared/wishlist-toggle.machine.ts';
import { productDetailMachine, type Product, type VariantLookup } from '../../../src/machines/shop/product-detail.machine.ts';
import { ProductScreen } from '../../../src/ui/shop/ProductRoute.tsx';
import { ada } from '../../machines/fixtures/user.ts';
import { gray, product, variant, wishlistEntry, withVariants } from '../../machines/shop/fixtures.ts';
import { axeViolations, renderInApp } from './support.tsx';

interface Fakes {
  product?: () => Promise<Product>;
  similar?: readonly Product[];
  lookup?: () => Promise<VariantLookup>;
  addToCart?: (line: CartLine) => Promise<CartAddResult>;
  saveWishlist?: (change: WishlistChange) => Promise<readonly WishlistEntry[]>;
  user?: User;
}

const added: CartAddResult = { success: true, message: 'Item added to cart', cartItems: [] };
const shared: string[] = [];
const carousel = carouselMachine.provide({
  actors: {
    share: fromPromise(async ({ input }) => {
      shared.push(input.url);
      return 'copied' as const;
    }),
  },
});

function renderProduct(fakes: Fakes = {}) {
  const lines: CartLine[] = [];
  const machine = productDetailMachine.provide({
    actors: {
      loadProduct: fromPromise(fakes.product ?? (async () => product())),
      loadSimilar: fromPromise(async () => fakes.similar ?? []),
      lookupVariants: fromPromise(fakes.lookup ?? (async () => ({ success: true, filteredVariants: [], exactMatch: null }))),
      trackView: fromPromise(async () => undefined),
      addToCart: addToCartMachine.provide({
        actors: {
          addToCart: fromPromise(async ({ input }) => {
            lines.push(input);
            return (fakes.addToCart ?? (async () => added))(input);
          }),
        },
      }),
      wishlist: wishlistToggleMachine.provide({
        actors: { saveWishlist: fromPromise(async ({ input }) => (fakes.saveWishlist ?? (async () => []))(input)) },
      }),
      carousel,
    },
  });
  const rendered = renderInApp(<ProductScreen machine={machine} productId="prod-muslin" />, {
    path: '/shop/prod-muslin',
    pattern: '/shop/:productId',
    user: fakes.user,
  });
  return { ...rendered, lines };
}

const loaded = () => screen.findByRole('heading', { level: 1, name: 'Collapsible Muslin Backdrop 3x6m' });
const toast = (message: string) => screen.findByText(message, { selector: '[role="status"], [role="alert"]' });

describe('ProductPage', () => {
  it('shows the loading text, then the product: breadcrumb, badges, rating, SKU, prices, brand, features, stock', async () => {
    const { container } = renderProduct();
    expect(screen.getByRole('status')).toHaveTextContent('Loading product details...');
    await loaded();

    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(breadcrumb).getByRole('link', { name: 'Shop' })).toHaveAttribute('href', '/shop');
    expect(within(breadcrumb).getByText('Collapsible Muslin Backdrop 3x6m')).toHaveAttribute('aria-current', 'page');

    expect(screen.getByText('Bestseller')).toBeInTheDocument();
    expect(screen.getByText('10% OFF')).toBeInTheDocument();
    expect(screen.getByText('4.5 (1 review)')).toBeInTheDocument();
    expect(screen.getByText('SKU: BD-MUS-36')).toBeInTheDocument();
    expect(screen.getByText('₦40,500.00')).toBeInTheDocument();
    expect(screen.getByText('₦49,500.00')).toBeInTheDocument();
    expect(screen.getByText('You save ₦9,000.00')).toBeInTheDocument();
    expect(screen.getByText('Neewer')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Key features' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Foldable',
      'Travel-friendly',
    ]);
    expect(screen.getByText('In Stock')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
    expect(screen.queryByRole('checkbox', { name: /Pre-order/ })).not.toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('shows Product not found with a way back to the shop', async () => {
    renderProduct({ product: () => Promise.reject({ _tag: 'NotFound', message: 'Product not found' }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Product not found' })).toBeInTheDocument();
    expect(screen.getByText("The product you're looking for doesn't exist or has been removed.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Shop' })).toHaveAttribute('href', '/shop');
  });

  it('sends a guest to the login page with the message', async () => {
    const { lines } = renderProduct();
    await loaded();
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(await toast('Please log in to add items to cart')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/login from /shop/prod-muslin');
    expect(lines).toEqual([]);
  });

  it('adds the chosen quantity, toasts, and has the session reload the cart', async () => {
    const { lines, loads } = renderProduct({ user: ada });
    await loaded();
    const quantity = screen.getByRole('spinbutton', { name: 'Quantity' });
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await userEvent.click(screen.getByRole('button', { name: 'Decrease quantity' }));
    expect(quantity).toHaveValue(2);
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(await toast('Item added to cart')).toBeInTheDocument();
    expect(lines).toEqual([{ productId: 'prod-muslin', quantity: 2, variantId: null, selectedAttributes: {}, isPreorder: false }]);
    await waitFor(() => expect(loads.cart).toBe(2));
  });

  it('clamps a typed quantity to the stock', async () => {
    renderProduct({ product: async () => product({ stock: 4 }) });
    await loaded();
    const quantity = screen.getByRole('spinbutton', { name: 'Quantity' });
    fireEvent.change(quantity, { target: { value: '40' } });
    expect(quantity).toHaveValue(4);
  });

  it('asks for options, then adds the chosen variant whose image and stock show', async () => {
    const { lines } = renderProduct({
      user: ada,
      product: async () => withVariants,
      lookup: async () => ({ success: true, filteredVariants: [gray], exactMatch: gray }),
    });
    await loaded();
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(await toast('Please select product options')).toBeInTheDocument();

    const options = screen.getByRole('group', { name: 'Options' });
    const grayOption = within(options).getByRole('button', { name: /Gray · 3x6m/ });
    expect(grayOption).toHaveTextContent('3 left');
    expect(within(options).getByRole('button', { name: /Black · 3x6m/ })).toHaveTextContent('Pre-order available');
    await userEvent.click(grayOption);
    expect(grayOption).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('3 left', { selector: 'p' })).toBeInTheDocument();
    expect(within(screen.getByRole('button', { name: /Open full-screen view/ })).getByRole('presentation')).toHaveAttribute(
      'src',
      '/images/muslin-gray.jpg',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(await toast('Item added to cart')).toBeInTheDocument();
    expect(lines[0]).toMatchObject({ variantId: 'var-gray', selectedAttributes: { color: 'Gray', size: '3x6m' } });
  });

  it('shows six variants first, then all, with a view toggle', async () => {
    const many = Array.from({ length: 8 }, (_, i) => variant({ _id: `v${i}`, color: `Shade ${i + 1}` }));
    renderProduct({ product: async () => product({ hasVariants: true, variants: many }) });
    await loaded();
    const options = screen.getByRole('group', { name: 'Options' });
    expect(within(options).getAllByRole('button', { name: /^Shade/ })).toHaveLength(6);
    await userEvent.click(within(options).getByRole('button', { name: 'Show all 8 options' }));
    expect(within(options).getAllByRole('button', { name: /^Shade/ })).toHaveLength(8);
    const view = within(options).getByRole('group', { name: 'Options view' });
    await userEvent.click(within(view).getByRole('button', { name: 'List' }));
    expect(within(view).getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('offers the pre-order box when nothing is in stock; the button then reads Pre-order Now', async () => {
    const { lines } = renderProduct({
      user: ada,
      product: async () => product({ stock: 0 }),
      addToCart: async () => ({ ...added, inventoryStatus: { type: 'preorder', availableStock: 0, preorderQuantity: 1 } }),
    });
    await loaded();
    expect(screen.getByText('Pre-order Available')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Pre-order this item (ships in 7–14 days)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Pre-order Now' }));
    expect(await toast('Pre-order item added to cart')).toBeInTheDocument();
    expect(await toast('Pre-order item added. Estimated delivery: 7-14 days')).toBeInTheDocument();
    expect(lines[0]?.isPreorder).toBe(true);
  });

  it('disables the button of a sold-out product', async () => {
    renderProduct({ product: async () => product({ stock: 0, preorder: { allowed: false } }) });
    await loaded();
    expect(screen.getByText('Sold Out')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
  });

  it("shows the server's refusal as it wrote it", async () => {
    renderProduct({ user: ada, addToCart: () => Promise.reject({ _tag: 'Rejected', status: 409, message: 'Only 3 items available', availableStock: 3 }) });
    await loaded();
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(await toast('Only 3 items available')).toBeInTheDocument();
  });

  it('asks a guest to log in for the wishlist', async () => {
    renderProduct();
    await loaded();
    await userEvent.click(screen.getByRole('button', { name: 'Save to wishlist' }));
    expect(await toast('Please login to add to wishlist')).toBeInTheDocument();
    expect(await toast('Please login to add items to wishlist')).toBeInTheDocument();
  });

  it('toggles the wishlist heart for a signed-in shopper and reloads the user', async () => {
    const saved = { ...ada, wishlist: [wishlistEntry('prod-muslin')] };
    const { loads } = renderProduct({ user: saved, saveWishlist: async (change) => (change.action === 'add' ? [wishlistEntry('prod-muslin')] : []) });
    await loaded();
    const heart = screen.getByRole('button', { name: 'Save to wishlist' });
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));
    await userEvent.click(heart);
    expect(await toast('Removed from wishlist')).toBeInTheDocument();
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(heart);
    expect(await toast('Added to wishlist')).toBeInTheDocument();
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(loads.user).toBe(3));
  });

  it('opens on Description; Reviews shows the breakdown, satisfaction and the reviews', async () => {
    renderProduct();
    await loaded();
    const description = screen.getByRole('tab', { name: 'Description' });
    expect(description).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Hand-dyed muslin backdrop that folds into its own bag.');

    await userEvent.click(screen.getByRole('tab', { name: 'Reviews' }));
    const panel = screen.getByRole('tabpanel');
    // The Reviews tab's code arrives when the tab is chosen.
    expect(await within(panel).findByText('90% satisfaction')).toBeInTheDocument();
    expect(within(within(panel).getByRole('list', { name: 'Rating breakdown' })).getAllByRole('listitem').map((row) => row.textContent)).toEqual([
      '5 stars1 (100%)',
      '4 stars0 (0%)',
      '3 stars0 (0%)',
      '2 stars0 (0%)',
      '1 stars0 (0%)',
    ]);
    expect(within(panel).getByText('Adaeze Okafor')).toBeInTheDocument();
    expect(within(panel).getByText('Verified Purchase')).toBeInTheDocument();
    expect(within(panel).getByText('20 March 2026 at 3:05 pm')).toBeInTheDocument();
    expect(within(panel).getByText('Customers who purchase this item can leave a review')).toBeInTheDocument();
    expect(within(panel).queryByText('No Reviews Yet')).not.toBeInTheDocument();
  });

  it('moves between the tabs with the arrow keys', async () => {
    renderProduct();
    await loaded();
    const description = screen.getByRole('tab', { name: 'Description' });
    const reviews = screen.getByRole('tab', { name: 'Reviews' });
    expect(reviews).toHaveAttribute('tabindex', '-1');
    description.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(reviews).toHaveAttribute('aria-selected', 'true');
    expect(reviews).toHaveFocus();
    expect(await within(screen.getByRole('tabpanel', { name: 'Reviews' })).findByText('Customers who purchase this item can leave a review')).toBeInTheDocument();
    await userEvent.keyboard('{ArrowRight}');
    expect(description).toHaveFocus();
    expect(description).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{End}');
    expect(reviews).toHaveAttribute('aria-selected', 'true');
  });

  it('says No Reviews Yet without reviews', async () => {
    const { container } = renderProduct({ product: async () => product({ reviews: [], reviewCount: 0, averageRating: 0, rating: 0 }) });
    await loaded();
    await userEvent.click(screen.getByRole('tab', { name: 'Reviews' }));
    expect(await screen.findByRole('heading', { name: 'No Reviews Yet' })).toBeInTheDocument();
    expect(screen.getByText('Customers who purchase this item can leave a review')).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('lists the first four similar products with a quick add', async () => {
    const similar = [1, 2, 3, 4, 5].map((n) => product({ _id: `sim-${n}`, title: `Similar ${n}` }));
    const { lines } = renderProduct({ user: ada, similar });
    await loaded();
    const section = await screen.findByRole('region', { name: 'Similar Products' });
    expect(within(section).getAllByRole('article')).toHaveLength(4);
    expect(within(section).getByRole('link', { name: 'Similar 1' })).toHaveAttribute('href', '/shop/sim-1');
    await userEvent.click(within(section).getByRole('button', { name: 'Quick add Similar 2 to cart' }));
    expect(await toast('Item added to cart')).toBeInTheDocument();
    expect(lines).toEqual([{ productId: 'sim-2', quantity: 1, variantId: null, selectedAttributes: {}, isPreorder: false }]);
  });

  it('selects a thumbnail, and opens the carousel that wraps, follows the arrows, shares and closes on Escape', async () => {
    renderProduct();
    await loaded();
    const second = screen.getByRole('button', { name: 'Show image 2 of 2' });
    await userEvent.click(second);
    expect(second).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(screen.getByRole('button', { name: 'Open full-screen view of Collapsible Muslin Backdrop 3x6m' }));
    const viewer = await screen.findByRole('dialog', { name: 'Collapsible Muslin Backdrop 3x6m: photo viewer' });
    expect(within(viewer).getByText('2 / 2')).toBeInTheDocument();
    await userEvent.keyboard('{ArrowRight}');
    expect(within(viewer).getByText('1 / 2')).toBeInTheDocument();
    await userEvent.click(within(viewer).getByRole('button', { name: 'Previous image' }));
    expect(within(viewer).getByRole('img')).toHaveAttribute('src', '/images/muslin-2.jpg');

    await userEvent.click(within(viewer).getByRole('button', { name: 'Share' }));
    expect(await toast('Link copied to clipboard')).toBeInTheDocument();
    expect(shared).toEqual(['http://localhost:3000/']);

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('changes the carousel image on a swipe of more than 50 px', async () => {
    renderProduct();
    await loaded();
    await userEvent.click(screen.getByRole('button', { name: /Open full-screen view/ }));
    const viewer = await screen.findByRole('dialog');
    fireEvent.touchStart(viewer, { touches: [{ clientX: 300 }] });
    fireEvent.touchEnd(viewer, { changedTouches: [{ clientX: 240 }] });
    expect(within(viewer).getByText('2 / 2')).toBeInTheDocument();
    fireEvent.touchStart(viewer, { touches: [{ clientX: 300 }] });
    fireEvent.touchEnd(viewer, { changedTouches: [{ clientX: 260 }] });
    expect(within(viewer).getByText('2 / 2')).toBeInTheDocument();
  });

  it('opens the gallery overlay on a double click of a thumbnail', async () => {
    renderProduct();
    await loaded();
    await userEvent.dblClick(screen.getByRole('button', { name: 'Show image 1 of 2' }));
    const gallery = await screen.findByRole('dialog', { name: 'Collapsible Muslin Backdrop 3x6m: gallery' });
    await userEvent.click(within(gallery).getByRole('button', { name: 'Open image 2 of 2' }));
    const viewer = screen.getByRole('dialog', { name: 'Collapsible Muslin Backdrop 3x6m: photo viewer' });
    expect(within(viewer).getByText('2 / 2')).toBeInTheDocument();
    await userEvent.click(within(viewer).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('focus in the product image views', () => {
  const title = 'Collapsible Muslin Backdrop 3x6m';

  it('keeps Tab inside the carousel, wrapping at both ends, and gives the focus back to the main image on Escape', async () => {
    renderProduct();
    await loaded();
    const opener = screen.getByRole('button', { name: `Open full-screen view of ${title}` });
    await userEvent.click(opener);
    const viewer = await screen.findByRole('dialog', { name: `${title}: photo viewer` });
    const [share, close, previous, next] = ['Share', 'Close', 'Previous image', 'Next image'].map((name) => within(viewer).getByRole('button', { name }));
    await waitFor(() => expect(close).toHaveFocus());

    await userEvent.tab();
    expect(previous).toHaveFocus();
    await userEvent.tab();
    expect(next).toHaveFocus();
    await userEvent.tab();
    expect(share).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(next).toHaveFocus();
    // The arrow keys still turn the images wherever the focus is inside.
    await userEvent.keyboard('{ArrowRight}');
    expect(within(viewer).getByText('2 / 2')).toBeInTheDocument();

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('keeps Tab inside the gallery, and after it handed over to the carousel, Close gives the focus back to View all photos', async () => {
    renderProduct();
    await loaded();
    const opener = screen.getByRole('button', { name: 'View all photos' });
    await userEvent.click(opener);
    const gallery = await screen.findByRole('dialog', { name: `${title}: gallery` });
    const close = within(gallery).getByRole('button', { name: 'Close' });
    await waitFor(() => expect(close).toHaveFocus());
    await userEvent.tab({ shift: true });
    expect(within(gallery).getByRole('button', { name: 'Open image 2 of 2' })).toHaveFocus();
    await userEvent.tab();
    expect(close).toHaveFocus();

    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const viewer = screen.getByRole('dialog', { name: `${title}: photo viewer` });
    expect(within(viewer).getByText('1 / 2')).toBeInTheDocument();
    await waitFor(() => expect(within(viewer).getByRole('button', { name: 'Close' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('gives the focus back to the thumbnail whose double click opened the gallery', async () => {
    renderProduct();
    await loaded();
    const thumbnail = screen.getByRole('button', { name: 'Show image 2 of 2' });
    await userEvent.dblClick(thumbnail);
    await screen.findByRole('dialog', { name: `${title}: gallery` });
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(thumbnail).toHaveFocus());
  });
});
