import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { BlogArticleView } from '../../../src/machines/blog/blog-post.view.ts';
import { PostArticle } from '../../../src/ui/widgets/PostArticle.tsx';

const article: BlogArticleView = {
  slug: 'golden-hour',
  title: 'Golden hour in Lekki',
  category: 'Lifestyle',
  tags: ['light'],
  date: '27 November 2026 at 10:31 am',
  dateTime: '2026-11-27T09:31:00.000Z',
  views: '0 views',
  image: null,
  html: '<h2>Why the hour matters</h2><ul><li>Warm light</li></ul>',
  description: 'Warm light',
  publishedAt: '2026-11-27T09:31:00.000Z',
  modifiedAt: '2026-11-27T09:31:00.000Z',
  author: { name: 'Tola Writer', image: null, role: 'Owner' },
  relatedProducts: [],
  relatedPosts: [],
  sharing: false,
  liked: false,
};

describe('PostArticle', () => {
  it('renders the post as its public page does: title, text, author', () => {
    render(
      <MemoryRouter>
        <PostArticle article={article} onShare={vi.fn()} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Golden hour in Lekki' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Why the hour matters' })).toBeInTheDocument();
    expect(screen.getByText('Warm light').tagName).toBe('LI');
    expect(screen.getByRole('complementary', { name: 'About the author' })).toHaveTextContent('Tola WriterOwner');
    expect(screen.getByRole('button', { name: 'Share' })).toBeInTheDocument();
  });

  it('has no Share button without a share action (the studio’s preview)', () => {
    render(
      <MemoryRouter>
        <PostArticle article={article} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Golden hour in Lekki' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Share' })).not.toBeInTheDocument();
  });
});
