import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { components } from '../../../src/api/schema.gen.ts';
import { TeaserCard } from '../../../src/ui/widgets/TeaserCard.tsx';
import { product } from '../../machines/shop/fixtures.ts';

type Product = components['schemas']['Product'];

function renderTeaser(overrides: Partial<Product>) {
  return render(
    <MemoryRouter>
      <TeaserCard product={product(overrides)} action={<button type="button">Add to Cart</button>} />
    </MemoryRouter>,
  );
}

// (home featured products, a post's related products).
describe('TeaserCard', () => {
  it('shows prices with two decimals, the struck-through price × (1 + discount/100), the review count and a link to /shop/{id}', () => {
    const { container } = renderTeaser({ _id: 'p1', title: 'Softbox', price: 45000, discount: 10, finalPrice: 40500, stock: 3 });
    expect(screen.getByRole('link', { name: 'Softbox' })).toHaveAttribute('href', '/shop/p1');
    expect(screen.getByText('₦40,500.00')).toBeInTheDocument();
    expect(container.querySelector('s')).toHaveTextContent('Was ₦49,500.00');
    expect(screen.getByText('1 review')).toBeInTheDocument();
    expect(screen.getByText('In Stock')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeInTheDocument();
  });

  it('reads Pre-order at stock 0 even when the product allows no pre-order (never Sold Out)', () => {
    renderTeaser({ stock: 0, preorder: { allowed: false }, reviews: [] });
    expect(screen.getAllByText('Pre-order')).not.toHaveLength(0);
    expect(screen.queryByText('Sold Out')).not.toBeInTheDocument();
    expect(screen.getByText('0 reviews')).toBeInTheDocument();
  });

  it('shows no struck-through price without a discount', () => {
    const { container } = renderTeaser({ price: 1000, discount: 0, finalPrice: 1000 });
    expect(screen.getByText('₦1,000.00')).toBeInTheDocument();
    expect(container.querySelector('s')).toBeNull();
  });
});
