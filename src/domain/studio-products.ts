/** The studio's catalogue rules: what a product and a variant must be before they are saved, and what an ordered one may still change. */

export const PRODUCT_TYPES = ['physical', 'digital'] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

export const TITLE_MIN_LENGTH = 3;
export const TITLE_MAX_LENGTH = 120;
export const DESCRIPTION_MAX_LENGTH = 5_000;
export const BRAND_MAX_LENGTH = 60;
export const MAX_PRICE = 100_000_000;
export const MAX_DISCOUNT = 90;
export const LABEL_MAX_LENGTH = 40;
export const MAX_LABELS = 20;
export const MAX_VARIANT_STOCK = 10_000;
export const MAX_VARIANTS = 50;

export const TITLE_TOO_SHORT = 'The title must be at least 3 characters';
export const TITLE_TOO_LONG = 'The title must be 120 characters or less';
export const DESCRIPTION_REQUIRED = 'Please enter a description';
export const DESCRIPTION_TOO_LONG = 'The description must be 5,000 characters or less';
export const SKU_FORMAT = 'The SKU must be 3 to 40 capital letters, digits or hyphens, starting with a letter or digit';
export const SKU_TAKEN = 'Another product already has this SKU';
export const BRAND_REQUIRED = 'Please enter a brand';
export const BRAND_TOO_LONG = 'The brand must be 60 characters or less';
export const CATEGORY_REQUIRED = 'Please choose a category';
export const CATEGORY_UNKNOWN = 'That category does not exist';
export const PRODUCT_TYPE_REQUIRED = 'Please choose physical or digital';
export const PRICE_INVALID = 'The price must be a whole number of naira above 0';
export const PRICE_TOO_HIGH = 'The price must be ₦100,000,000 or less';
export const DISCOUNT_INVALID = 'The discount must be a whole percent from 0 to 90';
export const LABEL_INVALID = 'Each feature and tag must be 1 to 40 characters';
export const TOO_MANY_LABELS = 'At most 20 features and 20 tags';
export const STOCK_INVALID = 'The stock must be a whole number from 0 to 10,000';
export const ATTRIBUTE_REQUIRED = 'Please give the variant a colour, size, material or finish';
export const ATTRIBUTE_TOO_LONG = 'A colour, size, material or finish must be 40 characters or less';
export const VARIANTS_DUPLICATE = 'Two variants have the same colour, size, material and finish';
export const TOO_MANY_VARIANTS = 'A product can have at most 50 variants';
export const ORDERED_VARIANT_LOCKED = 'This variant was ordered: it can only be archived or have its stock set to 0';
export const FIRST_VARIANT_NEEDS_EMPTY_STOCK = "Set the product's stock to 0 on its stock page before adding variants";

export interface ProductDraft {
  readonly title: string;
  readonly description: string;
  readonly sku: string;
  readonly brand: string;
  readonly categoryId: string;
  readonly productType: string;
  readonly price: number;
  readonly discount: number;
  readonly features: readonly string[];
  readonly tags: readonly string[];
}

export const VARIANT_ATTRIBUTES = ['color', 'size', 'material', 'finish'] as const;
export type VariantAttribute = (typeof VARIANT_ATTRIBUTES)[number];

export type VariantAttributes = Readonly<Record<VariantAttribute, string>>;

export interface VariantDraft extends VariantAttributes {
  readonly price: number;
}

/** SKUs are kept in capitals without surrounding spaces, so 'sku-1 ' and 'SKU-1' are the same SKU. */
export function normalizeSku(sku: string): string {
  return sku.trim().toUpperCase();
}

export function isProductType(value: string): value is ProductType {
  return (PRODUCT_TYPES as readonly string[]).includes(value);
}

function titleProblem(title: string): string | null {
  const length = title.trim().length;
  if (length < TITLE_MIN_LENGTH) return TITLE_TOO_SHORT;
  return length > TITLE_MAX_LENGTH ? TITLE_TOO_LONG : null;
}

function descriptionProblem(description: string): string | null {
  const length = description.trim().length;
  if (length === 0) return DESCRIPTION_REQUIRED;
  return length > DESCRIPTION_MAX_LENGTH ? DESCRIPTION_TOO_LONG : null;
}

function brandProblem(brand: string): string | null {
  const length = brand.trim().length;
  if (length === 0) return BRAND_REQUIRED;
  return length > BRAND_MAX_LENGTH ? BRAND_TOO_LONG : null;
}

/** A price in whole naira, above 0 and at most ₦100,000,000 (a typo of a few extra zeros is refused). */
export function priceProblem(price: number): string | null {
  if (!Number.isInteger(price) || price < 1) return PRICE_INVALID;
  return price > MAX_PRICE ? PRICE_TOO_HIGH : null;
}

function discountProblem(discount: number): string | null {
  return Number.isInteger(discount) && discount >= 0 && discount <= MAX_DISCOUNT ? null : DISCOUNT_INVALID;
}

function labelsProblem(features: readonly string[], tags: readonly string[]): string | null {
  if (features.length > MAX_LABELS || tags.length > MAX_LABELS) return TOO_MANY_LABELS;
  const bad = [...features, ...tags].some((label) => label.trim().length === 0 || label.trim().length > LABEL_MAX_LENGTH);
  return bad ? LABEL_INVALID : null;
}

/** The first thing wrong with a product as typed (the form checks it, the server again), or null. */
export function productProblem(draft: ProductDraft): string | null {
  return (
    titleProblem(draft.title) ??
    descriptionProblem(draft.description) ??
    (/^[A-Z0-9][A-Z0-9-]{2,39}$/.test(normalizeSku(draft.sku)) ? null : SKU_FORMAT) ??
    brandProblem(draft.brand) ??
    (draft.categoryId.trim() === '' ? CATEGORY_REQUIRED : null) ??
    (isProductType(draft.productType) ? null : PRODUCT_TYPE_REQUIRED) ??
    priceProblem(draft.price) ??
    discountProblem(draft.discount) ??
    labelsProblem(draft.features, draft.tags)
  );
}

/** A variant's stock when it is created: a whole number from 0 to 10,000. */
export function stockProblem(stock: number): string | null {
  return Number.isInteger(stock) && stock >= 0 && stock <= MAX_VARIANT_STOCK ? null : STOCK_INVALID;
}

/** The first thing wrong with a variant as typed: at least one attribute, each of at most 40 characters, and a valid price. */
export function variantProblem(draft: VariantDraft): string | null {
  const values = VARIANT_ATTRIBUTES.map((attribute) => draft[attribute].trim());
  if (values.every((value) => value === '')) return ATTRIBUTE_REQUIRED;
  if (values.some((value) => value.length > LABEL_MAX_LENGTH)) return ATTRIBUTE_TOO_LONG;
  return priceProblem(draft.price);
}

/** What makes two variants the same choice for a shopper: their attributes, any case, spaces around ignored. */
export function variantKey(attributes: VariantAttributes): string {
  return VARIANT_ATTRIBUTES.map((attribute) => attributes[attribute].trim().toLowerCase()).join('|');
}

/** A product's variants: at most 50, no two with the same attributes. */
export function variantSetProblem(variants: readonly VariantAttributes[]): string | null {
  if (variants.length > MAX_VARIANTS) return TOO_MANY_VARIANTS;
  return new Set(variants.map(variantKey)).size < variants.length ? VARIANTS_DUPLICATE : null;
}

/**
 * Whether a variant's attributes and price may change, or it may be removed: only while nobody has
 * ordered it (an order line must keep meaning what was bought). An ordered one can be archived, or
 * its stock taken to 0 on the stock page.
 */
export function variantChangeProblem(ordered: boolean): string | null {
  return ordered ? ORDERED_VARIANT_LOCKED : null;
}

/**
 * Adding a variant to a product that has none: its own stock must be 0 first, since a product with
 * variants sells from its variants' stock and the units it holds itself would be lost from view.
 */
export function variantAddProblem(hasVariants: boolean, productStock: number): string | null {
  return !hasVariants && productStock > 0 ? FIRST_VARIANT_NEEDS_EMPTY_STOCK : null;
}

/**
 * A whole-number field as typed (price, discount, stock): '12' and ' 12 ' are 12; blank, '1.5',
 * '-3', '1e3' or '12 naira' are NaN, which the rules call invalid.
 */
export function parseWholeNumber(text: string): number {
  const trimmed = text.trim();
  return /^\d{1,10}$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** A comma-separated list as typed ('Travel-friendly, Weatherproof'): trimmed, blanks dropped, duplicates once. */
export function parseLabels(text: string): string[] {
  const labels = text
    .split(',')
    .map((label) => label.trim())
    .filter((label) => label !== '');
  return [...new Set(labels)];
}
