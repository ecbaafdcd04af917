import { fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { imageActionsMachine } from '../../../src/machines/gallery/image-actions.machine.ts';
import type { ImageDetailView } from '../../../src/machines/gallery/image-detail.view.ts';
import { likeMachine } from '../../../src/machines/gallery/like.machine.ts';
import type { ShowcaseView } from '../../../src/machines/gallery/showcase.view.ts';
import type { SingleImageView } from '../../../src/machines/gallery/single-image.view.ts';
import { slideshowMachine } from '../../../src/machines/gallery/slideshow.machine.ts';
import type { StoriesView } from '../../../src/machines/gallery/stories.view.ts';
import { ImageDetailPage } from '../../../src/ui/gallery/ImageDetailPage.tsx';
import { ShowcaseItemPage } from '../../../src/ui/gallery/ShowcaseItemPage.tsx';
import { ShowcasePage } from '../../../src/ui/gallery/ShowcasePage.tsx';
import { SingleImagePage } from '../../../src/ui/gallery/SingleImagePage.tsx';
import { StoriesPage } from '../../../src/ui/gallery/StoriesPage.tsx';
import { axeViolations } from './axe.ts';
import { renderWithDestinations } from '../navigation-probe.tsx';

const picture = (id: string) => ({
  src: `/media/gallery/${id}-wm-480.jpg`,
  srcSet: `/media/gallery/${id}-wm-480.jpg 480w, /media/gallery/${id}-wm-960.jpg 960w`,
  webpSrcSet: `/media/gallery/${id}-wm-480.webp 480w, /media/gallery/${id}-wm-960.webp 960w`,
  width: 960,
  height: 640,
  alt: `Title ${id}`,
});
const card = (id: string) => ({
  id,
  title: `Title ${id}`,
  description: `About ${id}`,
  categoryTitle: 'Portraits',
  photographer: 'Kunle Adeyemi',
  picture: picture(id),
});

const closed = { open: false, index: 0, count: 0 };
const hero = () => createActor(slideshowMachine, { input: { intervalMs: 4000, count: 2 } }).start();
const like = (id: string, likeCount: number) =>
  createActor(likeMachine, { input: { imageId: id, isLiked: false, likeCount, session: null } }).start();
const actions = () => createActor(imageActionsMachine, { input: { session: null } }).start();

function inRouter(node: ReactNode, path = '/humanstories') {
  return render(<MemoryRouter initialEntries={[path]}>{node}</MemoryRouter>);
}

describe('StoriesPage', () => {
  const loaded: StoriesView = {
    status: 'loaded',
    message: '',
    stories: ['a', 'b'].map((id) => ({ ...card(id), detailHref: `/image/human-stories/${id}` })),
  };

  it("shows 'Loading stories...' on the layout's 'Loading Contents' spinner, not hidden under it", () => {
    inRouter(
      <StoriesPage
        view={{ status: 'loading', message: 'Loading stories...', stories: [] }}
        lightbox={closed}
        heroRef={hero()}
        likes={{}}
        sendLightbox={vi.fn()}
      />,
    );
    const overlay = screen.getByRole('status');
    expect(within(overlay).getByText('Loading Contents')).toBeInTheDocument();
    expect(within(overlay).getByText('Loading stories...')).toBeInTheDocument();
  });

  it("shows 'Failed to load stories.' as an alert", () => {
    inRouter(
      <StoriesPage
        view={{ status: 'failed', message: 'Failed to load stories.', stories: [] }}
        lightbox={closed}
        heroRef={hero()}
        likes={{}}
        sendLightbox={vi.fn()}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load stories.');
  });

  it('draws every story as a responsive picture with its size, lazy below the first row, and opens the lightbox on it', async () => {
    const sendLightbox = vi.fn();
    const { container } = inRouter(<StoriesPage view={loaded} lightbox={closed} heroRef={hero()} likes={{}} sendLightbox={sendLightbox} />);
    const tile = screen.getByRole('button', { name: 'View Details: Title b' });
    const image = within(tile).getByRole('img', { name: 'Title b' });
    expect(image).toHaveAttribute('srcset', '/media/gallery/b-wm-480.jpg 480w, /media/gallery/b-wm-960.jpg 960w');
    expect(image).toHaveAttribute('width', '960');
    expect(image).toHaveAttribute('height', '640');
    expect(container.querySelector('source[type="image/webp"]')).toHaveAttribute(
      'srcset',
      '/media/gallery/a-wm-480.webp 480w, /media/gallery/a-wm-960.webp 960w',
    );
    // The tile shows 'View Details' as text (on hover and on keyboard focus).
    expect(within(tile).getByText('View Details')).toBeInTheDocument();
    fireEvent.click(tile);
    expect(sendLightbox).toHaveBeenCalledWith({ type: 'lightbox.open', index: 1, count: 2 });
    expect(screen.getByRole('link', { name: 'View Details' })).toHaveAttribute('href', '/image/human-stories/a');
    expect(screen.getByRole('link', { name: 'Switch to Product Showcase' })).toHaveAttribute('href', '/productshowcase');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('shows the open story with its photographer, description and like count, and sends the keys to the lightbox', async () => {
    const sendLightbox = vi.fn();
    inRouter(
      <StoriesPage
        view={loaded}
        lightbox={{ open: true, index: 1, count: 2 }}
        heroRef={hero()}
        likes={{ b: like('b', 3) }}
        sendLightbox={sendLightbox}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Title b' });
    expect(within(dialog).getByText('Portraits · by Kunle Adeyemi')).toBeInTheDocument();
    expect(within(dialog).getByText('About b')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Like 3 likes' })).toHaveAttribute('aria-pressed', 'false');
    expect(within(dialog).getByRole('link', { name: 'Title b' })).toHaveAttribute('href', '/image/human-stories/b');
    fireEvent.keyDown(dialog, { key: 'ArrowRight' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Previous' }));
    expect(sendLightbox.mock.calls).toEqual([[{ type: 'lightbox.key', key: 'ArrowRight' }], [{ type: 'lightbox.previous' }]]);
  });
});

describe('ShowcasePage', () => {
  it("shows 'Loading images...' on the layout's 'Loading Contents' spinner, not hidden under it", () => {
    const view: ShowcaseView = { status: 'loading', message: 'Loading images...', hero: [], tiles: [], modal: null };
    inRouter(<ShowcasePage view={view} modal={closed} heroRef={hero()} send={vi.fn()} sendModal={vi.fn()} />, '/productshowcase');
    const overlay = screen.getByRole('status');
    expect(within(overlay).getByText('Loading Contents')).toBeInTheDocument();
    expect(within(overlay).getByText('Loading images...')).toBeInTheDocument();
  });

  it("shows 'No product showcase images found.' when empty", () => {
    const view: ShowcaseView = { status: 'empty', message: 'No product showcase images found.', hero: [], tiles: [], modal: null };
    inRouter(<ShowcasePage view={view} modal={closed} heroRef={hero()} send={vi.fn()} sendModal={vi.fn()} />, '/productshowcase');
    expect(screen.getByText('No product showcase images found.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Switch to Human Stories' })).toHaveAttribute('href', '/humanstories');
  });

  it("offers 'View Collection' on each tile and opens the modal with 'Open Page'", async () => {
    const tile = { ...card('s0'), collectionHref: '/image/productshowcase/s0', thumbnails: [picture('r1'), picture('r2')] };
    const view: ShowcaseView = {
      status: 'loaded',
      message: '',
      hero: [card('s0')],
      tiles: [tile],
      modal: {
        title: 'Title s0',
        categoryTitle: 'Cameras',
        pictures: [picture('r1'), picture('r2')],
        openHref: '/image/productshowcase/s0',
      },
    };
    const send = vi.fn();
    const heroRef = hero();
    const { rerender } = inRouter(
      <ShowcasePage view={view} modal={closed} heroRef={heroRef} send={send} sendModal={vi.fn()} />,
      '/productshowcase',
    );
    // A button, as the site spec calls it; where it leads is checked below.
    expect(screen.getByRole('link', { name: 'View Collection' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Open Title s0' }));
    expect(send).toHaveBeenCalledWith({ type: 'modal.open', itemId: 's0' });
    rerender(
      <MemoryRouter initialEntries={['/productshowcase']}>
        <ShowcasePage view={view} modal={{ open: true, index: 1, count: 2 }} heroRef={heroRef} send={send} sendModal={vi.fn()} />
      </MemoryRouter>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Title s0' });
    expect(within(dialog).getByText('2 / 2')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Open Page' })).toHaveAttribute('href', '/image/productshowcase/s0');
    // Names the modal's buttons 'Prev' and 'Next'.
    expect(within(dialog).getByRole('button', { name: 'Prev' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Next' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Previous' })).toBeNull();
  });

  it("a tile's View Collection button goes to its collection page", () => {
    const tile = { ...card('s0'), collectionHref: '/image/productshowcase/s0', thumbnails: [] };
    const view: ShowcaseView = { status: 'loaded', message: '', hero: [card('s0')], tiles: [tile], modal: null };
    renderWithDestinations(
      <ShowcasePage view={view} modal={closed} heroRef={hero()} send={vi.fn()} sendModal={vi.fn()} />,
      '/productshowcase',
    );
    fireEvent.click(screen.getByRole('link', { name: 'View Collection' }));
    expect(screen.getByText('At /image/productshowcase/s0')).toBeInTheDocument();
  });

  it('names every stacked thumbnail by its title and gives it its renditions', async () => {
    const tile = { ...card('s0'), collectionHref: '/image/productshowcase/s0', thumbnails: [picture('r1'), picture('r2')] };
    const view: ShowcaseView = { status: 'loaded', message: '', hero: [card('s0')], tiles: [tile], modal: null };
    const { container } = inRouter(
      <ShowcasePage view={view} modal={closed} heroRef={hero()} send={vi.fn()} sendModal={vi.fn()} />,
      '/productshowcase',
    );
    const thumbnail = screen.getByRole('img', { name: 'Title r2' });
    expect(thumbnail).toHaveAttribute('srcset', '/media/gallery/r2-wm-480.jpg 480w, /media/gallery/r2-wm-960.jpg 960w');
    expect(thumbnail).toHaveAttribute('width', '960');
    expect(container.querySelectorAll('img[alt=""]')).toHaveLength(0);
    expect(await axeViolations(container)).toEqual([]);
  });
});

describe('ShowcaseItemPage', () => {
  it("says 'Gallery item not found.' with a link back", () => {
    const view = {
      status: 'missing' as const,
      title: '',
      description: '',
      categoryTitle: '',
      pictures: [],
      meta: { title: 'Product Showcase', description: '', image: undefined },
    };
    inRouter(<ShowcaseItemPage view={view} carousel={closed} sendCarousel={vi.fn()} />, '/image/productshowcase/zzz');
    expect(screen.getByText('Gallery item not found.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Showcase' })).toHaveAttribute('href', '/productshowcase');
  });
});

describe('ShowcaseItemPage pictures', () => {
  it('names each thumbnail button by its picture, and the pictures carry their renditions', () => {
    const view = {
      status: 'found' as const,
      title: 'Title s0',
      description: 'About s0',
      categoryTitle: 'Cameras',
      pictures: [picture('r1'), picture('r2')],
      meta: { title: 'Title s0', description: 'About s0', image: undefined },
    };
    const sendCarousel = vi.fn();
    const { container } = inRouter(
      <ShowcaseItemPage view={view} carousel={{ open: true, index: 0, count: 2 }} sendCarousel={sendCarousel} />,
      '/image/productshowcase/s0',
    );
    const thumbs = screen.getByRole('list', { name: 'Thumbnails' });
    fireEvent.click(within(thumbs).getByRole('button', { name: 'Title r2' }));
    expect(sendCarousel).toHaveBeenCalledWith({ type: 'lightbox.show', index: 1 });
    expect(within(thumbs).getByRole('img', { name: 'Title r2' })).toHaveAttribute(
      'srcset',
      '/media/gallery/r2-wm-480.jpg 480w, /media/gallery/r2-wm-960.jpg 960w',
    );
    expect(container.querySelectorAll('img[alt=""]')).toHaveLength(0);
    // The arrow is decoration: the link is named 'Back to Showcase' exactly, as on the missing page.
    expect(screen.getByRole('link', { name: 'Back to Showcase' })).toHaveAttribute('href', '/productshowcase');
  });
});

describe('ImageDetailPage', () => {
  const found: ImageDetailView = {
    status: 'found',
    image: {
      ...card('a'),
      price: '₦2,254,000',
      productId: 'canon',
      cartLine: { productId: 'canon', quantity: 1 },
      previousHref: '/image/human-stories/c',
      nextHref: '/image/human-stories/b',
      canonicalPath: '/image/human-stories/a',
      related: [],
    },
  };

  it('names its own gallery’s address as the canonical one when opened under another', () => {
    inRouter(<ImageDetailPage view={found} likeRef={undefined} actionsRef={actions()} pageUrl="" />, '/image/humanstories/a');
    const canonical = `${window.location.origin}/image/human-stories/a`;
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(canonical);
    expect(document.head.querySelector('meta[property="og:url"]')?.getAttribute('content')).toBe(canonical);
  });

  it("shows the image with 'Photo by', its price, the arrows and 'No related images found'", async () => {
    const { container } = inRouter(
      <ImageDetailPage view={found} likeRef={like('a', 1)} actionsRef={actions()} pageUrl="http://shop.test/image/human-stories/a" />,
      '/image/human-stories/a',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Title a' })).toBeInTheDocument();
    expect(screen.getByText('Photo by Kunle Adeyemi')).toBeInTheDocument();
    expect(screen.getByText('₦2,254,000')).toBeInTheDocument();
    expect(screen.getByText('No related images found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Previous image' })).toHaveAttribute('href', '/image/human-stories/c');
    expect(screen.getByRole('link', { name: 'Next image' })).toHaveAttribute('href', '/image/human-stories/b');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('names each related link once, by its picture, which has its renditions', async () => {
    const related = { ...found, image: found.image && { ...found.image, related: [{ ...card('b'), href: '/image/human-stories/b' }] } };
    const { container } = inRouter(
      <ImageDetailPage view={related} likeRef={undefined} actionsRef={actions()} pageUrl="" />,
      '/image/human-stories/a',
    );
    const aside = screen.getByRole('complementary', { name: 'Related Images' });
    const link = within(aside).getByRole('link', { name: 'Title b' });
    expect(link).toHaveAttribute('href', '/image/human-stories/b');
    expect(within(link).getByRole('img', { name: 'Title b' })).toHaveAttribute(
      'srcset',
      '/media/gallery/b-wm-480.jpg 480w, /media/gallery/b-wm-960.jpg 960w',
    );
    expect(container.querySelectorAll('img[alt=""]')).toHaveLength(0);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('shows the placeholder when a picture fails to load', () => {
    inRouter(<ImageDetailPage view={found} likeRef={undefined} actionsRef={actions()} pageUrl="" />, '/image/human-stories/a');
    const image = screen.getByRole('img', { name: 'Title a' });
    fireEvent.error(image);
    expect(image).toHaveAttribute('src', '/logo.png');
    expect(image).toHaveAttribute('srcset', '');
  });

  it("says 'Image not found'", () => {
    inRouter(
      <ImageDetailPage view={{ status: 'missing', image: null }} likeRef={undefined} actionsRef={actions()} pageUrl="" />,
      '/image/human-stories/zzz',
    );
    expect(screen.getByText('Image not found')).toBeInTheDocument();
  });
});

describe('SingleImagePage', () => {
  const base: SingleImageView = {
    status: 'loaded',
    message: '',
    image: card('a'),
    canonicalPath: '/gallery/a',
    recent: [card('b'), card('c')],
    recentLoading: false,
    recentPage: 2,
    pageLabel: 'Page 2 of 3',
    hasPreviousPage: true,
    hasNextPage: true,
  };
  const props = () => ({
    send: vi.fn(),
    likeRef: like('a', 5),
    recentLikes: {},
    actionsRef: actions(),
    lightbox: closed,
    sendLightbox: vi.fn(),
    collections: { dialog: null, loading: false, busy: false, collections: [], name: '', canCreate: false, createLabel: 'Create' },
    sendCollections: vi.fn(),
    promo: { open: false, plan: 'yearly' as const, price: '$7/month, billed yearly' },
    sendPromo: vi.fn(),
  });

  it('names /gallery/{id} as the canonical address when opened at /photography/{id}', () => {
    inRouter(<SingleImagePage view={base} {...props()} />, '/photography/a');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${window.location.origin}/gallery/a`);
  });

  it("shows breadcrumbs, the actions and Recent Shots with 'Page X of Y'", () => {
    const rest = props();
    inRouter(<SingleImagePage view={base} {...rest} />, '/gallery/a');
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent('Home /Photography /Title a');
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add to Collection' }));
    fireEvent.click(screen.getByRole('button', { name: 'Go Premium' }));
    expect(rest.send).toHaveBeenCalledWith({ type: 'recent.page', page: 3 });
    expect(rest.sendCollections).toHaveBeenCalledWith({ type: 'collections.open' });
    expect(rest.sendPromo).toHaveBeenCalledWith({ type: 'promo.open' });
  });

  it.each([
    ['missing', 'Image not found'],
    ['failed', 'Error: Something went wrong'],
  ] as const)('when %s says %j', (status, message) => {
    inRouter(<SingleImagePage view={{ ...base, status, message, image: null }} {...props()} />, '/gallery/a');
    expect(screen.getByRole('alert')).toHaveTextContent(message);
  });

  it('shows the Create new collection dialog with Create off until a name is typed', async () => {
    const rest = props();
    inRouter(<SingleImagePage view={base} {...rest} collections={{ ...rest.collections, dialog: 'create' }} />, '/gallery/a');
    const dialog = await screen.findByRole('dialog', { name: 'Create new collection' });
    expect(within(dialog).getByRole('button', { name: 'Create' })).toBeDisabled();
    fireEvent.change(within(dialog).getByLabelText('Collection name'), { target: { value: 'Lagos' } });
    expect(rest.sendCollections).toHaveBeenCalledWith({ type: 'name.change', value: 'Lagos' });
  });

  it('names the lightbox thumbnails by their pictures', async () => {
    const rest = props();
    inRouter(<SingleImagePage view={base} {...rest} lightbox={{ open: true, index: 0, count: 2 }} />, '/gallery/a');
    const dialog = await screen.findByRole('dialog', { name: 'Title b' });
    const thumbs = within(dialog).getByRole('list', { name: 'Thumbnails' });
    expect(within(thumbs).getByRole('button', { name: 'Title b' })).toHaveAttribute('aria-current', 'true');
    fireEvent.click(within(thumbs).getByRole('button', { name: 'Title c' }));
    expect(rest.sendLightbox).toHaveBeenCalledWith({ type: 'lightbox.show', index: 1 });
    expect(dialog.querySelectorAll('img[alt=""]')).toHaveLength(0);
  });

  it("lists the collections by name and count, each with its cover named by the cover image's title", async () => {
    const rest = props();
    const collections = {
      ...rest.collections,
      dialog: 'add' as const,
      collections: [{ id: 'col_1', name: 'Lagos', count: 2, cover: picture('b') }],
    };
    inRouter(<SingleImagePage view={base} {...rest} collections={collections} />, '/gallery/a');
    const dialog = await screen.findByRole('dialog', { name: 'Add to Collection' });
    const choice = within(dialog).getByRole('button', { name: /^Lagos \(2\)/ });
    expect(within(choice).getByRole('img', { name: 'Title b' })).toHaveAttribute('src', '/media/gallery/b-wm-480.jpg');
    fireEvent.click(choice);
    expect(rest.sendCollections).toHaveBeenCalledWith({ type: 'collection.pick', collectionId: 'col_1' });
  });

  it('shows the premium promo with the plan chosen', async () => {
    const rest = props();
    inRouter(<SingleImagePage view={base} {...rest} promo={{ open: true, plan: 'monthly', price: '$20/month' }} />, '/gallery/a');
    const dialog = await screen.findByRole('dialog', { name: 'Go Premium' });
    expect(within(dialog).getByText('$20/month')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Monthly' })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yearly' }));
    expect(rest.sendPromo).toHaveBeenCalledWith({ type: 'plan.select', plan: 'yearly' });
  });
});
