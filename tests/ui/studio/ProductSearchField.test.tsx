import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ProductOption } from '../../../src/machines/studio/product-search.machine.ts';
import { EMPTY_PRODUCT_SEARCH, type ProductSearchView } from '../../../src/machines/studio/product-search.view.ts';
import type { StudioGalleryEvent } from '../../../src/machines/studio/studio-gallery.machine.ts';
import type { StudioGalleryView } from '../../../src/machines/studio/studio-gallery.view.ts';
import { ProductSearchField } from '../../../src/ui/studio/ProductSearchField.tsx';
import { StudioGalleryPage } from '../../../src/ui/studio/StudioGalleryPage.tsx';

const mug: ProductOption = { id: 'lens-mug', title: 'Camera Lens Coffee Mug' };

function field(search: Partial<ProductSearchView>) {
  const typed: string[] = [];
  const chosen: ProductOption[] = [];
  render(
    <form aria-label="A post" onSubmit={() => typed.push('submitted')}>
      <ProductSearchField
        label="Find a product by its title"
        verb="Add"
        search={{ ...EMPTY_PRODUCT_SEARCH, ...search }}
        onInput={(text) => typed.push(text)}
        onChoose={(product) => chosen.push(product)}
      />
    </form>,
  );
  return { typed, chosen };
}

describe('the studio’s product search field', () => {
  it('hands on each key, and Enter in it submits nothing', async () => {
    const { typed } = field({});
    const box = screen.getByRole('searchbox', { name: 'Find a product by its title' });
    expect(box).toHaveValue('');
    expect(box).toHaveAttribute('maxLength', '100');
    await userEvent.type(box, 'mu{Enter}');
    expect(typed).toEqual(['m', 'u']);
  });

  it('shows the text, Searching…, and nothing else while it searches', () => {
    field({ text: 'mug', searching: true });
    expect(screen.getByRole('searchbox')).toHaveValue('mug');
    expect(screen.getByRole('status')).toHaveTextContent('Searching…');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('offers each product found with a button named by what it does', async () => {
    const { chosen } = field({ text: 'mug', options: [mug] });
    const found = screen.getByRole('list', { name: 'Products found' });
    await userEvent.click(screen.getByRole('button', { name: 'Add Camera Lens Coffee Mug' }));
    expect(found).toBeInTheDocument();
    expect(chosen).toEqual([mug]);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says why a search failed, and when it found nothing', () => {
    field({ text: 'mug', problem: 'Failed to search the products' });
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to search the products');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says No products found', () => {
    field({ text: 'zzz', noProducts: true });
    expect(screen.getByRole('status')).toHaveTextContent('No products found');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

const draft: NonNullable<StudioGalleryView['draft']> = {
  id: 's1',
  title: 'Picture s1',
  description: '',
  category: 'portraits',
  photographer: 'Oju Studio',
  categories: [{ name: 'portraits', title: 'Portraits' }],
  productTitle: null,
  hasProduct: false,
  related: [],
  productSearch: { ...EMPTY_PRODUCT_SEARCH, text: 'mug', options: [mug] },
  canSave: true,
};

const gallery: StudioGalleryView = {
  loading: false,
  problem: '',
  canRetry: false,
  ready: true,
  title: 'Gallery: Product Showcase',
  galleries: [],
  publicHref: '/productshowcase',
  isShowcase: true,
  saving: false,
  empty: false,
  total: null,
  uploads: [],
  pictures: [
    {
      id: 's1',
      title: 'Picture s1',
      src: '/media/gallery/s1-wm-480.webp',
      alt: 'Picture s1',
      photographer: 'Oju Studio',
      category: 'Portraits',
      productTitle: null,
      stateText: 'Ready',
      failed: false,
      published: true,
      publishedText: 'Published',
      canPublish: false,
      canUnpublish: true,
      canMoveEarlier: false,
      canMoveLater: false,
      canEdit: false,
      canDelete: true,
      confirmingDelete: false,
      editing: true,
    },
  ],
  draft,
};

describe('a showcase picture’s product, searched as staff type', () => {
  it('sends what is typed to the search and the product chosen to the form, with no Search button', async () => {
    const sent: StudioGalleryEvent[] = [];
    render(
      <MemoryRouter>
        <StudioGalleryPage view={gallery} send={(event) => sent.push(event)} />
      </MemoryRouter>,
    );
    const form = screen.getByRole('form', { name: 'Picture details' });
    expect(screen.queryByRole('button', { name: 'Search' })).toBeNull();
    const box = screen.getByRole('searchbox', { name: 'Search products' });
    expect(box).toHaveValue('mug');
    await userEvent.type(box, 's{Enter}');
    await userEvent.click(screen.getByRole('button', { name: 'Choose Camera Lens Coffee Mug' }));
    expect(sent).toEqual([
      { type: 'productSearch.input', text: 'mugs' },
      { type: 'edit.productPick', product: mug },
    ]);
    expect(form).toBeInTheDocument();
  });
});
