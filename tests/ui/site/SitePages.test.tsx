import { fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { BlogListView } from '../../../src/machines/blog/blog-list.view.ts';
import type { BlogPostView } from '../../../src/machines/blog/blog-post.view.ts';
import type { ContactFormView } from '../../../src/machines/contact/contact-form.view.ts';
import type { FaqView } from '../../../src/machines/faq/faq.view.ts';
import type { PostCardView } from '../../../src/machines/home/home.view.ts';
import { BlogListPage } from '../../../src/ui/blog/BlogListPage.tsx';
import { BlogPostPage } from '../../../src/ui/blog/BlogPostPage.tsx';
import { ContactPage } from '../../../src/ui/contact/ContactPage.tsx';
import { HomePage, type HomePageProps } from '../../../src/ui/home/HomePage.tsx';
import { BookingsPage } from '../../../src/ui/pages/BookingsPage.tsx';
import { bookingServices } from '../../../src/ui/app/booking-services.ts';
import type { BookingsView } from '../../../src/machines/bookings/bookings.view.ts';
import { FaqPage } from '../../../src/ui/pages/FaqPage.tsx';
import { UnexpectedErrorBoundary } from '../../../src/ui/pages/UnexpectedError.tsx';
import { renderWithDestinations } from '../navigation-probe.tsx';

const renderPage = (node: ReactNode) => render(<MemoryRouter>{node}</MemoryRouter>);

const card = (n: number): PostCardView => ({
  slug: `post-${n}`,
  href: `/lifestyle/post-${n}`,
  title: `Post ${n}`,
  excerpt: `Excerpt ${n}`,
  category: 'Gear Guides',
  image: `/media/blog/post-${n}.svg`,
  date: '31 October 2026 at 10:00 am',
  dateTime: '2026-10-31T09:00:00.000Z',
  tags: ['lighting', 'gear', 'beginners'],
});

describe('HomePage', () => {
  it('offers the featured categories as ways into the shop, and no such section without them', () => {
    const categories = [
      {
        id: 'cat-backdrops',
        title: 'Backdrops',
        description: 'Muslin, vinyl and paper.',
        countText: '12 products',
        href: '/shop?category=backdrops',
      },
    ];
    const { unmount } = renderPage(<HomePage {...base} view={{ ...base.view, categories }} />);
    const section = screen.getByRole('region', { name: 'Shop by Category' });
    expect(within(section).getByRole('link', { name: 'Backdrops' })).toHaveAttribute('href', '/shop?category=backdrops');
    expect(within(section).getByText('Muslin, vinyl and paper.')).toBeInTheDocument();
    expect(within(section).getByText('12 products')).toBeInTheDocument();
    unmount();
    renderPage(<HomePage {...base} />);
    expect(screen.queryByRole('region', { name: 'Shop by Category' })).not.toBeInTheDocument();
  });

  const base: HomePageProps = {
    view: { posts: { status: 'loaded', cards: [card(1), card(2), card(3)], error: null }, products: [], categories: [], prefetch: [] },
    hero: { index: 1, count: 3, playing: true, position: '2 / 3' },
    sendHero: vi.fn(),
    showcase: { index: 0, count: 2, playing: true, position: '1 / 2' },
    sendShowcase: vi.fn(),
    counters: [
      { label: 'Products', text: '50+', finalText: '100+', settled: false },
      { label: 'Photos', text: '100+', finalText: '200+', settled: false },
      { label: 'Client Satisfaction', text: '49%', finalText: '98%', settled: false },
    ],
    onRetryPosts: vi.fn(),
  };

  it("the hero's Book a Session goes to /bookings and Shop Now to /shop", () => {
    for (const [name, destination] of [
      ['Book a Session', 'At /bookings'],
      ['Shop Now', 'At /shop'],
    ] as const) {
      const { unmount } = renderWithDestinations(<HomePage {...base} />);
      fireEvent.click(within(screen.getByRole('region', { name: 'Welcome' })).getByRole('link', { name }));
      expect(screen.getByText(destination)).toBeInTheDocument();
      unmount();
    }
  });

  it('shows the current hero slide with Book a Session and Shop Now, and sends pause and dots to the slider', () => {
    const sendHero = vi.fn();
    renderPage(<HomePage {...base} sendHero={sendHero} />);
    const hero = screen.getByRole('region', { name: 'Welcome' });
    expect(within(hero).getByText('Fashion, Art and Lifestyle')).toBeVisible();
    // Buttons, as the site spec calls them; where they lead is the next test.
    expect(within(hero).getByRole('link', { name: 'Book a Session' })).toBeInTheDocument();
    expect(within(hero).getByRole('link', { name: 'Shop Now' })).toBeInTheDocument();
    fireEvent.pointerEnter(hero);
    fireEvent.click(within(hero).getByRole('button', { name: 'Show slide 3' }));
    expect(sendHero.mock.calls.map(([event]) => event)).toEqual([{ type: 'pointer.enter' }, { type: 'slide.show', index: 2 }]);
  });

  it('lists the latest posts with Explore Captured Notes, and the counters with their final values for screen readers', () => {
    renderPage(<HomePage {...base} />);
    const teaser = screen.getByRole('region', { name: 'Captured Notes' });
    expect(within(teaser).getAllByRole('article')).toHaveLength(3);
    expect(within(teaser).getByRole('link', { name: 'Explore Captured Notes' })).toHaveAttribute('href', '/lifestyle');
    const numbers = screen.getByRole('region', { name: 'In Numbers' });
    expect(
      within(numbers)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['50+100+ Products', '100+200+ Photos', '49%98% Client Satisfaction']);
    // Counting: the moving number is hidden from screen readers, who get the final one.
    expect(within(numbers).getByText('50+')).toHaveAttribute('aria-hidden', 'true');
  });

  it('writes each settled counter once, so it reads and is found as exactly 100+, 200+ and 98%', () => {
    const settled = base.counters.map((counter) => ({ ...counter, text: counter.finalText, settled: true }));
    renderPage(<HomePage {...base} counters={settled} />);
    const numbers = screen.getByRole('region', { name: 'In Numbers' });
    for (const value of ['100+', '200+', '98%']) {
      expect(within(numbers).getAllByText(value)).toHaveLength(1);
      expect(within(numbers).getByText(value)).not.toHaveAttribute('aria-hidden');
    }
    expect(
      within(numbers)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['100+ Products', '200+ Photos', '98% Client Satisfaction']);
  });

  it("says 'Failed to load captured notes' with a retry", () => {
    const onRetryPosts = vi.fn();
    renderPage(
      <HomePage
        {...base}
        view={{
          posts: { status: 'failed', cards: [], error: 'Failed to load captured notes' },
          products: [],
          categories: [],
          prefetch: [],
        }}
        onRetryPosts={onRetryPosts}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load captured notes');
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(onRetryPosts).toHaveBeenCalledOnce();
  });

  it('moves the showcase carousel with previous, next and dots', () => {
    const sendShowcase = vi.fn();
    renderPage(<HomePage {...base} sendShowcase={sendShowcase} />);
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(screen.getByRole('button', { name: 'Show Human Stories' }));
    expect(sendShowcase.mock.calls.map(([event]) => event)).toEqual([
      { type: 'slide.previous' },
      { type: 'slide.next' },
      { type: 'slide.show', index: 1 },
    ]);
  });
});

describe('BlogListPage', () => {
  const loaded: BlogListView = {
    status: 'loaded',
    message: null,
    category: 'Gear Guides',
    categories: ['Gear Guides', 'Lifestyle'],
    cards: [card(1), card(2)],
    page: 2,
    pages: [1, 2, 'ellipsis', 5],
    previousPage: 1,
    nextPage: 3,
  };

  it('shows cards with category, date and up to 3 tags, and the pagination', () => {
    const send = vi.fn();
    renderPage(<BlogListPage view={loaded} send={send} />);
    const [first] = screen.getAllByRole('article');
    expect(first).toHaveTextContent('Gear Guides');
    expect(first).toHaveTextContent('31 October 2026 at 10:00 am');
    expect(
      within(first as HTMLElement)
        .getAllByRole('listitem')
        .map((tag) => tag.textContent),
    ).toEqual(['#lighting', '#gear', '#beginners']);
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    fireEvent.click(screen.getByRole('button', { name: 'Page 5' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    fireEvent.change(screen.getByLabelText('Category'), { target: { value: '' } });
    expect(send.mock.calls.map(([event]) => event)).toEqual([
      { type: 'page.choose', page: 5 },
      { type: 'page.choose', page: 1 },
      { type: 'category.choose', category: null },
    ]);
  });

  it("says 'No blog posts found.' and 'Failed to load blog posts' with Try Again", () => {
    const send = vi.fn();
    const { rerender } = renderPage(
      <BlogListPage view={{ ...loaded, status: 'empty', message: 'No blog posts found.', cards: [], pages: [] }} send={send} />,
    );
    expect(screen.getByText('No blog posts found.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
    rerender(
      <MemoryRouter>
        <BlogListPage view={{ ...loaded, status: 'failed', message: 'Failed to load blog posts', cards: [], pages: [] }} send={send} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load blog posts');
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(send).toHaveBeenCalledWith({ type: 'posts.retry' });
  });
});

describe('BlogPostPage', () => {
  const view: BlogPostView = {
    status: 'loaded',
    message: null,
    article: {
      slug: 'post-1',
      title: 'Golden Hour Portraits',
      category: 'Photography Tips',
      tags: ['portraits', 'ibadan'],
      date: '31 October 2026 at 10:00 am',
      dateTime: '2026-10-31T09:00:00.000Z',
      views: '1,204 views',
      image: '/media/blog/post-1.svg',
      html: '<p>Copper light.</p><script>window.hacked = true</script><img src="x" onerror="window.hacked = true">',
      description: 'Copper light.',
      publishedAt: '2026-10-31T09:00:00.000Z',
      modifiedAt: '2026-10-31T09:00:00.000Z',
      author: { name: 'Kunle Adeyemi', image: '/media/blog/author-kunle.svg', role: 'Founder' },
      relatedProducts: [],
      relatedPosts: [card(2)],
      sharing: false,
      liked: false,
    },
  };

  it('flags a post this browser liked, with no like control', () => {
    const article = { ...(view.article as NonNullable<BlogPostView['article']>), liked: true };
    renderPage(<BlogPostPage view={{ ...view, article }} onShare={vi.fn()} onRetry={vi.fn()} />);
    expect(screen.getByText('♥ You liked this post')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /like/i })).not.toBeInTheDocument();
  });

  it('says nothing of likes for a post this browser did not like', () => {
    renderPage(<BlogPostPage view={view} onShare={vi.fn()} onRetry={vi.fn()} />);
    expect(screen.queryByText('♥ You liked this post')).not.toBeInTheDocument();
  });

  it('shows breadcrumbs, badges, date, views, Share, the content, the author and You Might Also Like', () => {
    const onShare = vi.fn();
    renderPage(<BlogPostPage view={view} onShare={onShare} onRetry={vi.fn()} />);
    expect(
      within(screen.getByRole('navigation', { name: 'Breadcrumb' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Home', 'Blog', 'Golden Hour Portraits']);
    expect(screen.getByRole('link', { name: 'Back to Blog' })).toHaveAttribute('href', '/lifestyle');
    expect(screen.getByText('#portraits')).toBeInTheDocument();
    expect(screen.getByText('1,204 views')).toBeInTheDocument();
    expect(screen.getByText('Copper light.')).toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'About the author' })).toHaveTextContent('Kunle AdeyemiFounder');
    expect(screen.getByRole('heading', { name: 'You Might Also Like' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(onShare).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: 'Share' })).toHaveAttribute('aria-disabled', 'false');
  });

  it('marks Share aria-disabled while it shares, keeping the focus on it', () => {
    const article = { ...(view.article as NonNullable<BlogPostView['article']>), sharing: true };
    renderPage(<BlogPostPage view={{ ...view, article }} onShare={vi.fn()} onRetry={vi.fn()} />);
    const share = screen.getByRole('button', { name: 'Share' });
    expect(share).toHaveAttribute('aria-disabled', 'true');
    expect(share).not.toBeDisabled();
  });

  it('never runs script that reached the content: inserted markup does not execute', () => {
    renderPage(<BlogPostPage view={view} onShare={vi.fn()} onRetry={vi.fn()} />);
    expect((window as unknown as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it("says 'Post not found' with Back to Blog, and 'Failed to load blog post' with Try Again", () => {
    const onRetry = vi.fn();
    const { rerender } = renderPage(
      <BlogPostPage view={{ status: 'notFound', message: 'Post not found', article: null }} onShare={vi.fn()} onRetry={onRetry} />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Post not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Blog' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try Again' })).not.toBeInTheDocument();
    rerender(
      <MemoryRouter>
        <BlogPostPage view={{ status: 'failed', message: 'Failed to load blog post', article: null }} onShare={vi.fn()} onRetry={onRetry} />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});

describe('ContactPage', () => {
  const editing: ContactFormView = {
    form: { name: 'Tunde', email: '', phone: '', subject: '', message: 'Hello' },
    sending: false,
    sent: false,
    submitLabel: 'Send Message',
    messageCount: '5/2000',
    referenceId: '',
  };

  it('shows the hours, the counter, and sends edits and the submit', () => {
    const send = vi.fn();
    renderPage(<ContactPage view={editing} send={send} />);
    for (const line of ['Mon–Fri 9 AM–6 PM', 'Sat 10 AM–4 PM', 'Sun by appointment only'])
      expect(screen.getByText(line)).toBeInTheDocument();
    expect(screen.getByText('5/2000')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveAttribute('maxlength', '2000');
    fireEvent.change(screen.getByRole('textbox', { name: 'Subject' }), { target: { value: 'Portraits' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(send.mock.calls.map(([event]) => event)).toEqual([
      { type: 'field.change', field: 'subject', value: 'Portraits' },
      { type: 'form.submit' },
    ]);
  });

  it("disables the fields and reads 'Sending...' while sending", () => {
    renderPage(<ContactPage view={{ ...editing, sending: true, submitLabel: 'Sending...' }} send={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Name' })).toBeDisabled();
  });

  it("shows the reference id, the 24-hour promise, and 'Send Another Message' resets", () => {
    const send = vi.fn();
    renderPage(<ContactPage view={{ ...editing, sent: true, referenceId: 'MSG-20261120-7K2Q' }} send={send} />);
    expect(screen.getByRole('status')).toHaveTextContent('Your reference ID is MSG-20261120-7K2Q.');
    expect(screen.getByText('We will get back to you within 24 hours.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Send Another Message' }));
    expect(send).toHaveBeenCalledWith({ type: 'form.reset' });
  });
});

describe('FaqPage', () => {
  const view: FaqView = {
    query: '',
    searching: false,
    categories: [
      { id: 'general', name: 'General Questions', active: true },
      { id: 'orders', name: 'Orders & Shipping', active: false },
    ],
    groups: [
      {
        id: 'general',
        name: 'General Questions',
        questions: [
          { question: 'Where?', answer: 'Lagos.', open: false },
          { question: 'When?', answer: 'Weekdays.', open: true },
        ],
      },
    ],
    noResults: null,
  };

  it('shows each question closed or open on its own, and sends search, category and toggles', () => {
    const send = vi.fn();
    renderPage(<FaqPage view={view} send={send} />);
    expect(screen.getByRole('button', { name: 'Where?' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Lagos.')).not.toBeVisible();
    expect(screen.getByText('Weekdays.')).toBeVisible();
    expect(screen.getByRole('searchbox', { name: 'Search for answers...' })).toBe(screen.getByPlaceholderText('Search for answers...'));
    fireEvent.change(screen.getByPlaceholderText('Search for answers...'), { target: { value: 'ship' } });
    fireEvent.click(screen.getByRole('button', { name: 'Orders & Shipping' }));
    fireEvent.click(screen.getByRole('button', { name: 'Where?' }));
    expect(send.mock.calls.map(([event]) => event)).toEqual([
      { type: 'search.change', query: 'ship' },
      { type: 'category.select', category: 'orders' },
      { type: 'question.toggle', question: 'Where?' },
    ]);
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
  });
});

describe('UnexpectedErrorBoundary', () => {
  it("shows 'Unexpected Application Error!' when something escapes every page", () => {
    const Broken = () => {
      throw new Error('boom');
    };
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <UnexpectedErrorBoundary>
        <Broken />
      </UnexpectedErrorBoundary>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    log.mockRestore();
  });
});

describe('BookingsPage', () => {
  const slideshow = { index: 2, count: 3, playing: true, position: '3 / 3' };
  const loaded = (services: BookingsView['services']): BookingsView => ({ loading: false, loadError: '', services });

  it("names each service's link by its text alone ('Schedule Session', 'Request Item'); a configured online form opens in a new tab", () => {
    const services = bookingServices({ 'source-items': 'https://forms.example.ng/sourcing' });
    renderPage(<BookingsPage view={loaded(services)} send={vi.fn()} slideshow={slideshow} sendSlideshow={vi.fn()} />);
    const schedule = screen.getAllByRole('link', { name: 'Schedule Session' });
    const request = screen.getAllByRole('link', { name: 'Request Item' });
    // The slide shows the third service; the cards repeat all three.
    expect(schedule).toHaveLength(2);
    expect(request).toHaveLength(2);
    for (const link of request) {
      expect(link).toHaveAttribute('href', 'https://forms.example.ng/sourcing');
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAccessibleDescription('Source Items Not On List (opens in a new tab)');
    }
  });

  it('leads a service without an online form to the contact form with the service chosen, in the same tab', () => {
    renderPage(<BookingsPage view={loaded(bookingServices({}))} send={vi.fn()} slideshow={slideshow} sendSlideshow={vi.fn()} />);
    const [product, portrait] = screen.getAllByRole('link', { name: 'Schedule Session' });
    expect(product).toHaveAttribute('href', '/contact?service=product-photography');
    expect(product).not.toHaveAttribute('target');
    expect(product).toHaveAccessibleDescription('Product Photography, through our contact form');
    expect(portrait).toHaveAttribute('href', '/contact?service=portrait-photography');
    expect(screen.queryByText(/forms\.gle/)).toBeNull();
  });

  it('shows the services as the server answered them', () => {
    const services = bookingServices({}).map((service, index) =>
      index === 0 ? { ...service, title: 'Studio Product Shoots', buttonText: 'Book A Shoot' } : service,
    );
    renderPage(<BookingsPage view={loaded(services)} send={vi.fn()} slideshow={{ ...slideshow, index: 0 }} sendSlideshow={vi.fn()} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Studio Product Shoots' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Studio Product Shoots' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Book A Shoot' })).toHaveLength(2);
  });

  it('says when the services could not be loaded, and Try again asks for them again', () => {
    const send = vi.fn();
    renderPage(
      <BookingsPage
        view={{ loading: false, loadError: 'Failed to load our services', services: [] }}
        send={send}
        slideshow={slideshow}
        sendSlideshow={vi.fn()}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load our services');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(send).toHaveBeenCalledWith({ type: 'services.retry' });
    expect(screen.queryByRole('link', { name: 'Schedule Session' })).toBeNull();
  });
});
