import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { PostCardView } from '../../../src/machines/home/home.view.ts';
import { PostCard } from '../../../src/ui/widgets/PostCard.tsx';
import { axeViolations } from '../shop/support.tsx';

const card: PostCardView = {
  slug: 'golden-hour',
  href: '/lifestyle/golden-hour',
  title: 'Golden Hour Portraits',
  excerpt: 'Soft light, long shadows and a reflector.',
  category: 'Photography Tips',
  image: '/media/golden-hour.jpg',
  date: 'March 20, 2026',
  dateTime: '2026-03-20T14:05:00.000Z',
  tags: ['portraits', 'natural light', 'gear'],
};

function show(props: Partial<Parameters<typeof PostCard>[0]> = {}) {
  return render(
    <MemoryRouter>
      <PostCard card={card} {...props} />
    </MemoryRouter>,
  );
}

describe('PostCard', () => {
  it('links its title to the post, with the category, the excerpt and the date in a time element', async () => {
    const { container } = show();
    const article = screen.getByRole('article');
    expect(within(article).getByRole('heading', { level: 2, name: 'Golden Hour Portraits' })).toBeInTheDocument();
    expect(within(article).getByRole('link', { name: 'Golden Hour Portraits' })).toHaveAttribute('href', '/lifestyle/golden-hour');
    expect(within(article).getByText('Photography Tips')).toBeInTheDocument();
    expect(within(article).getByText('Soft light, long shadows and a reflector.')).toBeInTheDocument();
    const date = within(article).getByText('March 20, 2026');
    expect(date.tagName).toBe('TIME');
    expect(date).toHaveAttribute('datetime', '2026-03-20T14:05:00.000Z');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('lists its tags (the view keeps at most 3) as links to the blog filtered by that tag', () => {
    show();
    const tags = screen.getByRole('list', { name: 'Tags' });
    const links = within(tags).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['#portraits', '/lifestyle?tag=portraits'],
      ['#natural light', '/lifestyle?tag=natural+light'],
      ['#gear', '/lifestyle?tag=gear'],
    ]);
  });

  it('shows no tag list for a post without tags, and no picture for one without an image', () => {
    const { container } = show({ card: { ...card, tags: [], image: null } });
    expect(screen.queryByRole('list', { name: 'Tags' })).not.toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();
  });

  it('takes an h3 under a section heading', () => {
    show({ headingLevel: 3 });
    expect(screen.getByRole('heading', { level: 3, name: 'Golden Hour Portraits' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
  });

  // The picture is decorative (alt=""), so it is found by its tag.
  it('loads its picture lazily, unless it is in the first row (priority), where it loads at once with high priority', () => {
    const lazy = show().container.querySelector('img');
    expect(lazy).toHaveAttribute('src', '/media/golden-hour.jpg');
    expect(lazy).toHaveAttribute('alt', '');
    expect(lazy).toHaveAttribute('loading', 'lazy');
    expect(lazy).toHaveAttribute('fetchpriority', 'auto');
    const first = show({ priority: true }).container.querySelector('img');
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
  });
});
