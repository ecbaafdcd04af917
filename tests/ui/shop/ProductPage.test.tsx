import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ProductDetailEvent } from '../../../src/machines/shop/product-detail.machine.ts';
import type { ProductDetailView } from '../../../src/machines/shop/product-detail.view.ts';
import { ProductPage } from '../../../src/ui/shop/ProductPage.tsx';
import { product } from '../../machines/shop/fixtures.ts';
import { renderPage } from './render-page.tsx';
import { axeViolations } from './support.tsx';
import { carouselAt, gallery, readyProduct } from './views.ts';

const title = 'Collapsible Muslin Backdrop 3x6m';
const renderProduct = (view: ProductDetailView = readyProduct()) =>
  renderPage<ProductDetailView, ProductDetailEvent>((next, send) => <ProductPage view={next} send={send} />, view);

describe('ProductPage', () => {
  it('says it is loading, and says Product not found with a way back to the shop', () => {
    const { show } = renderProduct({ status: 'loading' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading product details...');
    show({ status: 'notFound' });
    expect(screen.getByRole('heading', { level: 1, name: 'Product not found' })).toBeInTheDocument();
    expect(screen.getByText("The product you're looking for doesn't exist or has been removed.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Shop' })).toHaveAttribute('href', '/shop');
  });

  it('shows the product as its view gives it: breadcrumb, badges, rating, SKU, prices, brand, features, stock', async () => {
    const { container } = renderProduct();
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(breadcrumb).getByRole('link', { name: 'Shop' })).toHaveAttribute('href', '/shop');
    expect(within(breadcrumb).getByText(title)).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    for (const text of [
      'Bestseller',
      '10% OFF',
      '4.5 (1 review)',
      'SKU: BD-MUS-36',
      '₦40,500.00',
      '₦49,500.00',
      'You save ₦9,000.00',
      'Neewer',
      'In Stock',
    ]) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Key features' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Foldable', 'Travel-friendly']);
    expect(screen.queryByRole('checkbox', { name: /Pre-order/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Options' })).not.toBeInTheDocument();
    expect(screen.queryByText(/^Download:/)).not.toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('tells a digital product’s buyers the format and size of the file', () => {
    renderProduct(readyProduct({ digitalFile: 'PDF, 2.5 MB' }));
    expect(screen.getByText('Download: PDF, 2.5 MB')).toBeInTheDocument();
  });

  it('sends the buy controls: quantity buttons and typing, Add to Cart, the heart', async () => {
    const { send } = renderProduct();
    const quantity = screen.getByRole('spinbutton', { name: 'Quantity' });
    expect(quantity).toHaveValue(2);
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await userEvent.click(screen.getByRole('button', { name: 'Decrease quantity' }));
    fireEvent.change(quantity, { target: { value: '40' } });
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save to wishlist' }));
    expect(send.mock.calls.map(([event]) => event)).toEqual([
      { type: 'quantity.increment' },
      { type: 'quantity.decrement' },
      { type: 'quantity.set', value: '40' },
      { type: 'cart.add' },
      { type: 'wishlist.toggle' },
    ]);
  });

  it('shows the button, the heart and the pre-order box as the view says', async () => {
    const { send, show } = renderProduct(
      readyProduct({ preorderOffered: true, preorderTicked: true, addButton: { label: 'Pre-order Now', disabled: false, busy: false } }),
    );
    const box = screen.getByRole('checkbox', { name: 'Pre-order this item (ships in 7–14 days)' });
    expect(box).toBeChecked();
    await userEvent.click(box);
    expect(send).toHaveBeenLastCalledWith({ type: 'preorder.toggle' });
    expect(screen.getByRole('button', { name: 'Pre-order Now' })).toBeEnabled();

    show(
      readyProduct({
        stockText: 'Sold Out',
        stockStatus: 'sold-out',
        addButton: { label: 'Add to Cart', disabled: true, busy: true },
        heart: { pressed: true, disabled: true },
      }),
    );
    expect(screen.getByText('Sold Out')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Save to wishlist' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Save to wishlist' })).toBeDisabled();
  });

  it('offers the variant choices of its view, and sends a choice, the show-all toggle and the layout', async () => {
    const option = (id: string, name: string, selected: boolean) => ({
      id,
      name,
      priceText: '₦45,000.00',
      stockText: '3 left',
      image: null,
      selected,
    });
    const { send } = renderProduct(
      readyProduct({
        variants: {
          options: [option('var-gray', 'Gray · 3x6m', true), option('var-black', 'Black · 3x6m', false)],
          layout: 'grid',
          viewToggle: true,
          more: { label: 'Show all 8 options', expanded: false },
        },
      }),
    );
    const options = screen.getByRole('group', { name: 'Options' });
    expect(within(options).getByRole('button', { name: /Gray · 3x6m/ })).toHaveAttribute('aria-pressed', 'true');
    expect(within(options).getByRole('button', { name: /Gray · 3x6m/ })).toHaveTextContent('Gray · 3x6m₦45,000.003 left');
    await userEvent.click(within(options).getByRole('button', { name: /Black · 3x6m/ }));
    await userEvent.click(within(options).getByRole('button', { name: 'Show all 8 options' }));
    const layout = within(options).getByRole('group', { name: 'Options view' });
    expect(within(layout).getByRole('button', { name: 'Grid' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(within(layout).getByRole('button', { name: 'List' }));
    expect(send.mock.calls.map(([event]) => event)).toEqual([
      { type: 'variant.select', variantId: 'var-black' },
      { type: 'variants.toggleShowAll' },
      { type: 'variants.view', view: 'list' },
    ]);
  });

  it('shows the tab of its view: Description, or Reviews (loaded on demand); arrows and clicks send the tab', async () => {
    const { send, show, container } = renderProduct();
    const description = screen.getByRole('tab', { name: 'Description' });
    expect(description).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Hand-dyed muslin backdrop that folds into its own bag.');
    await userEvent.click(screen.getByRole('tab', { name: 'Reviews' }));
    expect(send).toHaveBeenLastCalledWith({ type: 'tab.select', tab: 'reviews' });

    show(readyProduct({ tab: 'reviews' }));
    const panel = screen.getByRole('tabpanel', { name: 'Reviews' });
    expect(await within(panel).findByText('90% satisfaction')).toBeInTheDocument();
    expect(within(within(panel).getByRole('list', { name: 'Rating breakdown' })).getAllByRole('listitem')[0]).toHaveTextContent(
      '5 stars1 (100%)',
    );
    expect(within(panel).getByText('Adaeze Okafor')).toBeInTheDocument();
    expect(within(panel).getByText('Verified Purchase')).toBeInTheDocument();
    expect(within(panel).getByText('Customers who purchase this item can leave a review')).toBeInTheDocument();
    screen.getByRole('tab', { name: 'Reviews' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(send).toHaveBeenLastCalledWith({ type: 'tab.select', tab: 'description' });
    expect(await axeViolations(container)).toEqual([]);

    show(readyProduct({ tab: 'reviews', product: product({ reviews: [], reviewCount: 0 }) }));
    expect(await screen.findByRole('heading', { name: 'No Reviews Yet' })).toBeInTheDocument();
  });

  it('lists the similar products of its view with their quick add', async () => {
    const similar = [1, 2].map((n) => ({
      product: product({ _id: `sim-${n}`, title: `Similar ${n}` }),
      quickAddLabel: `Quick add Similar ${n} to cart`,
      quickAddDisabled: n === 2,
    }));
    const { send } = renderProduct(readyProduct({ similar }));
    const section = screen.getByRole('region', { name: 'Similar Products' });
    expect(within(section).getAllByRole('article')).toHaveLength(2);
    expect(within(section).getByRole('link', { name: 'Similar 1' })).toHaveAttribute('href', '/shop/sim-1');
    expect(within(section).getByRole('button', { name: 'Quick add Similar 2 to cart' })).toBeDisabled();
    await userEvent.click(within(section).getByRole('button', { name: 'Quick add Similar 1 to cart' }));
    expect(send).toHaveBeenLastCalledWith({ type: 'similar.add', productId: 'sim-1' });
  });

  it('shows a placeholder without photos', () => {
    renderProduct(readyProduct({ images: [], mainImage: null }));
    expect(screen.getByRole('img', { name: `No photo of ${title} yet` })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'View all photos' })).not.toBeInTheDocument();
  });
});

describe('the product image views', () => {
  it('sends a thumbnail choice, and opens the carousel at the large image or the gallery', async () => {
    const { send } = renderProduct(readyProduct({ mainImage: '/images/muslin-2.jpg', mainImageIndex: 1 }));
    expect(screen.getByRole('button', { name: 'Show image 2 of 2' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Show image 1 of 2' }));
    await userEvent.click(screen.getByRole('button', { name: `Open full-screen view of ${title}` }));
    await userEvent.dblClick(screen.getByRole('button', { name: 'Show image 2 of 2' }));
    await userEvent.click(screen.getByRole('button', { name: 'View all photos' }));
    expect(send.mock.calls.map(([event]) => event).filter((event) => event.type !== 'image.select')).toEqual([
      { type: 'carousel.open', index: 1 },
      { type: 'gallery.open', index: 1 },
      { type: 'gallery.open', index: 1 },
    ]);
    expect(send).toHaveBeenCalledWith({ type: 'image.select', image: '/images/muslin.jpg' });
  });

  it('shows the carousel of its view and sends its arrows, keys, swipes and Share', async () => {
    const { send, show } = renderProduct(readyProduct({ viewer: carouselAt(1) }));
    const viewer = await screen.findByRole('dialog', { name: `${title}: photo viewer` });
    expect(within(viewer).getByText('2 / 2')).toBeInTheDocument();
    expect(within(viewer).getByRole('img')).toHaveAttribute('src', '/images/muslin-2.jpg');
    expect(within(viewer).getByRole('img')).toHaveAttribute('alt', `${title}, image 2 of 2`);
    send.mockClear();
    await userEvent.click(within(viewer).getByRole('button', { name: 'Previous image' }));
    await userEvent.click(within(viewer).getByRole('button', { name: 'Next image' }));
    // Only the keys the carousel knows are sent.
    await userEvent.keyboard('{ArrowLeft}a');
    fireEvent.touchStart(viewer, { touches: [{ clientX: 300 }] });
    fireEvent.touchEnd(viewer, { changedTouches: [{ clientX: 240 }] });
    await userEvent.click(within(viewer).getByRole('button', { name: 'Share' }));
    expect(send.mock.calls.map(([event]) => event)).toEqual([
      { type: 'carousel.previous' },
      { type: 'carousel.next' },
      { type: 'carousel.key', key: 'ArrowLeft' },
      { type: 'swipe.start', x: 300 },
      { type: 'swipe.end', x: 240 },
      { type: 'carousel.share', url: window.location.href, title },
    ]);
    // While it shares, Share is aria-disabled, not disabled: the pressed button keeps the focus, so
    // Escape still reaches the viewer.
    const share = within(viewer).getByRole('button', { name: 'Share' });
    share.focus();
    show(readyProduct({ viewer: carouselAt(1, true) }));
    expect(share).toHaveAttribute('aria-disabled', 'true');
    expect(share).not.toBeDisabled();
    expect(share).toHaveFocus();
  });

  it('shows the gallery of its view; an image sends its index', async () => {
    const { send } = renderProduct(readyProduct({ viewer: gallery }));
    const overlay = await screen.findByRole('dialog', { name: `${title}: gallery` });
    expect(within(overlay).getByText('2 photos')).toBeInTheDocument();
    await userEvent.click(within(overlay).getByRole('button', { name: 'Open image 2 of 2' }));
    expect(send).toHaveBeenLastCalledWith({ type: 'carousel.show', index: 1 });
  });

  it('keeps Tab inside the carousel, and gives the focus back to the large image once the view closes', async () => {
    const { send, show } = renderProduct();
    const opener = screen.getByRole('button', { name: `Open full-screen view of ${title}` });
    await userEvent.click(opener);
    show(readyProduct({ viewer: carouselAt(0) }));
    const viewer = await screen.findByRole('dialog', { name: `${title}: photo viewer` });
    const [share, close, previous, next] = ['Share', 'Close', 'Previous image', 'Next image'].map((name) =>
      within(viewer).getByRole('button', { name }),
    );
    await waitFor(() => expect(close).toHaveFocus());
    await userEvent.tab();
    expect(previous).toHaveFocus();
    await userEvent.tab();
    expect(next).toHaveFocus();
    await userEvent.tab();
    expect(share).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(next).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(send).toHaveBeenLastCalledWith({ type: 'carousel.key', key: 'Escape' });
    show(readyProduct());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('keeps Tab inside the gallery, and after it handed over to the carousel, Close gives the focus back to View all photos', async () => {
    const { send, show } = renderProduct();
    const opener = screen.getByRole('button', { name: 'View all photos' });
    await userEvent.click(opener);
    show(readyProduct({ viewer: gallery }));
    const overlay = await screen.findByRole('dialog', { name: `${title}: gallery` });
    const close = within(overlay).getByRole('button', { name: 'Close' });
    await waitFor(() => expect(close).toHaveFocus());
    await userEvent.tab({ shift: true });
    expect(within(overlay).getByRole('button', { name: 'Open image 2 of 2' })).toHaveFocus();
    await userEvent.tab();
    expect(close).toHaveFocus();

    show(readyProduct({ viewer: carouselAt(0) }));
    const viewer = screen.getByRole('dialog', { name: `${title}: photo viewer` });
    await waitFor(() => expect(within(viewer).getByRole('button', { name: 'Close' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    expect(send).toHaveBeenLastCalledWith({ type: 'carousel.close' });
    show(readyProduct());
    await waitFor(() => expect(opener).toHaveFocus());
  });
});
