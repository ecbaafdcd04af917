import {
  parseLabels,
  parseWholeNumber,
  productProblem,
  stockProblem,
  variantProblem,
  variantSetProblem,
  type ProductType,
} from '../../domain/studio-products.ts';
import type {
  StudioProduct,
  StudioProductCreateRequest,
  StudioProductRequest,
  StudioVariant,
  StudioVariantCreateRequest,
} from './studio-types.ts';

/** The product form as typed: numbers and lists stay text until they are sent. */
export interface ProductForm {
  readonly title: string;
  readonly description: string;
  readonly sku: string;
  readonly brand: string;
  readonly categoryId: string;
  readonly productType: ProductType;
  readonly price: string;
  readonly discount: string;
  readonly features: string;
  readonly tags: string;
  /** The starting stock of a new product without variants. */
  readonly stock: string;
  readonly bestseller: boolean;
  readonly preorderAllowed: boolean;
}

export type ProductTextField =
  'title' | 'description' | 'sku' | 'brand' | 'categoryId' | 'productType' | 'price' | 'discount' | 'features' | 'tags' | 'stock';
export type ProductFlag = 'bestseller' | 'preorderAllowed';

/** One row of the variants editor: a saved variant (id) or a new one, as typed. */
export interface VariantDraft {
  readonly key: string;
  readonly id: string | null;
  readonly color: string;
  readonly size: string;
  readonly material: string;
  readonly finish: string;
  readonly price: string;
  readonly stock: string;
  readonly ordered: boolean;
  readonly archived: boolean;
}

export type VariantField = 'color' | 'size' | 'material' | 'finish' | 'price' | 'stock';

export const EMPTY_FORM: ProductForm = {
  title: '',
  description: '',
  sku: '',
  brand: '',
  categoryId: '',
  productType: 'physical',
  price: '',
  discount: '0',
  features: '',
  tags: '',
  stock: '0',
  bestseller: false,
  preorderAllowed: false,
};

export function formOf(product: StudioProduct): ProductForm {
  return {
    title: product.title,
    description: product.description,
    sku: product.sku,
    brand: product.brand,
    categoryId: product.categoryId,
    productType: product.productType,
    price: String(product.price),
    discount: String(product.discount),
    features: product.features.join(', '),
    tags: product.tags.join(', '),
    stock: String(product.stock),
    bestseller: product.bestseller,
    preorderAllowed: product.preorderAllowed,
  };
}

export function draftOf(variant: StudioVariant): VariantDraft {
  return {
    key: variant._id,
    id: variant._id,
    color: variant.color ?? '',
    size: variant.size ?? '',
    material: variant.material ?? '',
    finish: variant.finish ?? '',
    price: String(variant.price),
    stock: String(variant.stock),
    ordered: variant.ordered,
    archived: variant.archived,
  };
}

export function newDraft(key: string, price: string): VariantDraft {
  return { key, id: null, color: '', size: '', material: '', finish: '', price, stock: '0', ordered: false, archived: false };
}

/**
 * The rows after a save: the saved product's variants, except rows with edits not yet saved (they
 * keep what was typed, with the flags the server gave), then the new rows not yet saved.
 */
export function mergeDrafts(product: StudioProduct, drafts: readonly VariantDraft[], savedKey: string | null): VariantDraft[] {
  const kept = new Map(drafts.filter((draft) => draft.key !== savedKey).map((draft) => [draft.key, draft]));
  const saved = product.variants.map((variant) => {
    const draft = kept.get(variant._id);
    return draft ? { ...draft, ordered: variant.ordered, archived: variant.archived } : draftOf(variant);
  });
  return [...saved, ...drafts.filter((draft) => draft.id === null && draft.key !== savedKey)];
}

export function productRequest(form: ProductForm): StudioProductRequest {
  return {
    title: form.title,
    description: form.description,
    sku: form.sku,
    brand: form.brand,
    categoryId: form.categoryId,
    productType: form.productType,
    price: parseWholeNumber(form.price),
    discount: parseWholeNumber(form.discount),
    bestseller: form.bestseller,
    preorderAllowed: form.preorderAllowed,
    features: parseLabels(form.features),
    tags: parseLabels(form.tags),
  };
}

export function variantRequest(draft: VariantDraft): StudioVariantCreateRequest {
  const attributes = Object.fromEntries(
    (['color', 'size', 'material', 'finish'] as const)
      .filter((name) => draft[name].trim() !== '')
      .map((name) => [name, draft[name].trim()]),
  );
  return { ...attributes, price: parseWholeNumber(draft.price), stock: parseWholeNumber(draft.stock) };
}

export function createRequest(form: ProductForm, drafts: readonly VariantDraft[]): StudioProductCreateRequest {
  return drafts.length > 0
    ? { ...productRequest(form), variants: drafts.map(variantRequest) }
    : { ...productRequest(form), stock: parseWholeNumber(form.stock) };
}

const attributesOf = (draft: VariantDraft) => ({ color: draft.color, size: draft.size, material: draft.material, finish: draft.finish });

/** A variant row's first broken rule (its stock only counts for a new row). */
export function draftProblem(draft: VariantDraft): string | null {
  return (
    variantProblem({ ...attributesOf(draft), price: parseWholeNumber(draft.price) }) ??
    (draft.id === null ? stockProblem(parseWholeNumber(draft.stock)) : null)
  );
}

/** What stops the form from being sent: the product's rules, then (for a new product) its stock or its variants'. */
export function formProblem(form: ProductForm, drafts: readonly VariantDraft[], creating: boolean): string | null {
  const problem = productProblem(productRequest(form));
  if (problem || !creating) return problem;
  if (drafts.length === 0) return stockProblem(parseWholeNumber(form.stock));
  return drafts.map(draftProblem).find((found) => found !== null) ?? variantSetProblem(drafts.map(attributesOf));
}

/** A new row's attributes may not repeat another row's. */
export function draftSetProblem(drafts: readonly VariantDraft[]): string | null {
  return variantSetProblem(drafts.map(attributesOf));
}
