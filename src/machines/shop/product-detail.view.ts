import { digitalFileText } from '../../domain/product-media.ts';
import type { SnapshotFrom } from 'xstate';
import { finalPrice, formatNairaWithKobo, hasDiscount, originalPrice, savings } from '../../domain/money.ts';
import { sharePicture } from '../../domain/share-picture.ts';
import { productTitle } from '../../domain/product-page.ts';
import { productRating } from '../../domain/reviews.ts';
import {
  addToCartButtonLabel,
  productAvailability,
  showsPreorderCheckbox,
  variantStockLabel,
  type Availability,
} from '../../domain/stock.ts';
import { hasMoreVariants, mainImage, showsVariantViewToggle, visibleVariants } from '../../domain/variants.ts';
import type { CarouselView } from './carousel.view.ts';
import type { Product, productDetailMachine, ProductTab, Variant, VariantView } from './product-detail.machine.ts';
import { currentStock, galleryImages, mainAdd, quantityCap, quickAdd } from './product-selection.ts';

/** Quantities without a stock figure stop here, as clampQuantity does. */
const NO_STOCK_FIGURE_MAX = 99;

const SCHEMA_AVAILABILITY: Record<Availability, string> = {
  'in-stock': 'https://schema.org/InStock',
  preorder: 'https://schema.org/PreOrder',
  'sold-out': 'https://schema.org/SoldOut',
};

/** What the children say: add to cart and the heart (src/machines/shared/*.view.ts), the image views (carousel.view.ts). */
export interface ChildViews {
  readonly cart: { readonly adding: boolean };
  readonly heart: { readonly inWishlist: boolean; readonly saving: boolean };
  readonly viewer: CarouselView;
}

export interface SimilarCard {
  readonly product: Product;
  readonly quickAddLabel: string;
  readonly quickAddDisabled: boolean;
}

/** One variant as a choice: its name (attributes, else 'Option N'), price, stock and first image. */
export interface VariantOption {
  readonly id: string;
  readonly name: string;
  readonly priceText: string;
  readonly stockText: string;
  readonly image: string | null;
  readonly selected: boolean;
}

/** The variant choices: six at first with a show-more toggle, a grid/list toggle above three. */
export interface VariantsView {
  readonly options: readonly VariantOption[];
  readonly layout: VariantView;
  readonly viewToggle: boolean;
  /** The show-all toggle, when there are more than six; null otherwise. */
  readonly more: { readonly label: string; readonly expanded: boolean } | null;
}

export interface ReadyProductView {
  readonly status: 'ready';
  readonly product: Product;
  readonly title: string;
  readonly metaImage: string | undefined;
  /** schema.org availability for the JSON-LD: the same rule as the page's stock text. */
  readonly schemaAvailability: string;
  readonly price: number;
  readonly images: readonly string[];
  /** The large image: the chosen one, else the first; null without photos. */
  readonly mainImage: string | null;
  /** Where the full-screen views open from the large image. */
  readonly mainImageIndex: number;
  readonly viewer: CarouselView;
  readonly discountBadge: string | null;
  readonly priceText: string;
  readonly originalPriceText: string | null;
  readonly savingsText: string | null;
  readonly rating: number;
  readonly ratingText: string;
  /** The variant choices; null for a product without variants. */
  readonly variants: VariantsView | null;
  readonly stockStatus: Availability;
  readonly stockText: string;
  readonly preorderOffered: boolean;
  readonly preorderTicked: boolean;
  readonly quantity: {
    readonly value: number;
    readonly min: number;
    readonly max: number;
    readonly canDecrease: boolean;
    readonly canIncrease: boolean;
  };
  readonly addButton: { readonly label: string; readonly disabled: boolean; readonly busy: boolean };
  readonly heart: { readonly pressed: boolean; readonly disabled: boolean };
  readonly tab: ProductTab;
  readonly similar: readonly SimilarCard[];
  /** What a digital product's buyer downloads, e.g. 'PDF, 2.4 MB'; null for a physical product. */
  readonly digitalFile: string | null;
}

export type ProductDetailView = { readonly status: 'loading' } | { readonly status: 'notFound' } | ReadyProductView;

function priceOf(product: Product, variant: Variant | null) {
  const priced = variant ?? product;
  const discounted = hasDiscount(priced);
  return {
    price: finalPrice(priced),
    discountBadge: discounted ? `${priced.discount}% OFF` : null,
    priceText: formatNairaWithKobo(finalPrice(priced)),
    originalPriceText: discounted ? formatNairaWithKobo(originalPrice(priced)) : null,
    savingsText: discounted ? `You save ${formatNairaWithKobo(savings(priced))}` : null,
  };
}

function variantName(variant: Variant, position: number): string {
  const parts = [variant.color, variant.size, variant.material, variant.finish].filter((part): part is string => Boolean(part));
  return parts.length > 0 ? parts.join(' · ') : `Option ${position + 1}`;
}

function variantsOf(product: Product, selected: Variant | null, showAll: boolean, layout: VariantView): VariantsView | null {
  const { variants } = product;
  if (!product.hasVariants || variants.length === 0) return null;
  return {
    options: visibleVariants(variants, showAll).map((variant, position) => ({
      id: variant._id,
      name: variantName(variant, position),
      priceText: formatNairaWithKobo(finalPrice(variant)),
      stockText: variantStockLabel(variant.stock, product.preorder.allowed),
      image: variant.images[0] ?? null,
      selected: variant._id === selected?._id,
    })),
    layout,
    viewToggle: showsVariantViewToggle(variants.length),
    more: hasMoreVariants(variants.length)
      ? { label: showAll ? 'Show fewer options' : `Show all ${variants.length} options`, expanded: showAll }
      : null,
  };
}

function metaPicture(src: string | undefined): string | undefined {
  return src && sharePicture(src);
}

/** The product page, ready to render: every rule decided here or in the machine, none in the page. */
export function productDetailView(snapshot: SnapshotFrom<typeof productDetailMachine>, children: ChildViews): ProductDetailView {
  const { product, selectedVariant: variant, quantity, preorder, selection } = snapshot.context;
  // The product is there exactly in 'ready'.
  if (!product) return { status: snapshot.matches('loading') ? 'loading' : 'notFound' };
  const stock = currentStock(product, variant);
  const availability = productAvailability({ stock, preorder: product.preorder });
  const max = quantityCap(product, variant) ?? NO_STOCK_FIGURE_MAX;
  const rating = productRating(product);
  const press = mainAdd(product, variant, selection, quantity, preorder);
  const images = galleryImages(product, variant);
  const shown = snapshot.context.selectedImage ?? images[0] ?? null;
  // Checking the stock is the first step of adding.
  const adding = children.cart.adding || snapshot.matches({ ready: { stock: 'checking' } });
  return {
    status: 'ready',
    product,
    title: productTitle(product),
    // Link previews show no SVG or WebP: the JPEG twin of the product's main picture.
    metaImage: metaPicture(mainImage(product)),
    schemaAvailability: SCHEMA_AVAILABILITY[productAvailability(product).status],
    ...priceOf(product, variant),
    images,
    mainImage: shown,
    mainImageIndex: Math.max(
      0,
      images.findIndex((image) => image === shown),
    ),
    viewer: children.viewer,
    rating,
    ratingText: `${rating.toFixed(1)} (${product.reviewCount} ${product.reviewCount === 1 ? 'review' : 'reviews'})`,
    variants: variantsOf(product, variant, snapshot.context.showAllVariants, snapshot.context.variantView),
    stockStatus: availability.status,
    stockText: variant ? variantStockLabel(variant.stock, product.preorder.allowed) : availability.detail,
    preorderOffered: product.preorder.allowed && showsPreorderCheckbox(stock),
    preorderTicked: preorder,
    // Plus stops at the stock (or 99 without a stock figure), as the cart's does.
    quantity: { value: quantity, min: 1, max, canDecrease: quantity > 1, canIncrease: quantity < max },
    addButton: { label: addToCartButtonLabel(preorder), disabled: press.soldOut || adding, busy: adding },
    heart: { pressed: children.heart.inWishlist, disabled: children.heart.saving },
    tab: snapshot.context.tab,
    digitalFile: product.digitalFile ? digitalFileText(product.digitalFile) : null,
    similar: snapshot.context.similar.map((item) => ({
      product: item,
      quickAddLabel: `Quick add ${productTitle(item)} to cart`,
      quickAddDisabled: quickAdd(item).soldOut || children.cart.adding,
    })),
  };
}
