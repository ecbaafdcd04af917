import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { components } from '../../../src/api/schema.gen.ts';
import { ProductCard } from '../../../src/ui/widgets/ProductCard.tsx';
import { product } from '../../machines/shop/fixtures.ts';

type Product = components['schemas']['Product'];

function renderCard(overrides: Partial<Product>, priority?: boolean) {
  return render(
    <MemoryRouter>
      <ProductCard product={product(overrides)} action={<button type="button">Quick add</button>} priority={priority} />
    </MemoryRouter>,
  );
}

describe('ProductCard', () => {
  it('links its title to the product and shows its price, rating and action', () => {
    renderCard({ _id: 'p1', title: 'Canon R6', price: 1000, discount: 0, finalPrice: 1000, averageRating: 4.25, rating: 3, stock: 5 });
    expect(screen.getByRole('link', { name: 'Canon R6' })).toHaveAttribute('href', '/shop/p1');
    expect(screen.getByRole('img', { name: 'Rated 4.3 out of 5' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Quick add' })).toBeInTheDocument();
  });

  it('falls back to the old rating field when there is no average, and hides a zero rating', () => {
    renderCard({ averageRating: 0, rating: 4 });
    expect(screen.getByRole('img', { name: 'Rated 4.0 out of 5' })).toBeInTheDocument();
  });

  it('shows no rating when the product has none', () => {
    renderCard({ averageRating: 0, rating: 0 });
    expect(screen.queryByRole('img', { name: /Rated/ })).not.toBeInTheDocument();
  });

  // The picture is decorative (alt=""), so it is found by its tag: the first row's is the page's largest paint.
  it('loads its picture lazily, unless it is in the first row, where it loads at once with high priority', () => {
    const lazy = renderCard({ images: ['/a.svg'] }).container.querySelector('img');
    expect(lazy).toHaveAttribute('loading', 'lazy');
    expect(lazy).toHaveAttribute('fetchpriority', 'auto');
    const first = renderCard({ images: ['/b.svg'] }, true).container.querySelector('img[src="/b.svg"]');
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
  });
});
