/** Variant selection on the product page. */

export const VARIANT_ATTRIBUTES = ['color', 'size', 'material', 'finish'] as const;
export type VariantAttribute = (typeof VARIANT_ATTRIBUTES)[number];

/** Variants first show this many; a show-more toggle reveals the rest. */
export const INITIAL_VISIBLE_VARIANTS = 6;
/** The grid/list view toggle appears above this many variants. */
export const VARIANT_VIEW_TOGGLE_ABOVE = 3;

export type Variant = {
  _id: string;
  color?: string | null;
  size?: string | null;
  material?: string | null;
  finish?: string | null;
  images?: readonly string[] | null;
};

export type AttributeSelection = Partial<Record<VariantAttribute, string>>;

/** Choosing a value sets it; choosing the chosen value again deselects it. */
export function toggleAttribute(selection: AttributeSelection, attribute: VariantAttribute, value: string): AttributeSelection {
  const { [attribute]: chosen, ...others } = selection;
  return chosen === value ? others : { ...others, [attribute]: value };
}

function valueOf(variant: Variant, attribute: VariantAttribute): string {
  return variant[attribute] ?? '';
}

/** Variants compatible with every chosen attribute (unchosen attributes match anything). */
export function matchingVariants<V extends Variant>(variants: readonly V[], selection: AttributeSelection): V[] {
  return variants.filter((variant) =>
    VARIANT_ATTRIBUTES.every((attribute) => {
      const chosen = selection[attribute];
      return chosen === undefined || valueOf(variant, attribute) === chosen;
    }),
  );
}

/** The variant whose attributes equal the selection exactly, attribute by attribute. */
export function exactMatch<V extends Variant>(variants: readonly V[], selection: AttributeSelection): V | undefined {
  return variants.find((variant) => VARIANT_ATTRIBUTES.every((attribute) => valueOf(variant, attribute) === (selection[attribute] ?? '')));
}

/** When the lookup leaves exactly one variant, it is selected without a further click. */
export function autoSelectedVariant<V extends Variant>(matches: readonly V[]): V | undefined {
  return matches.length === 1 ? matches[0] : undefined;
}

/** The attributes a variant stands for, for the selection state after auto-select. */
export function selectionOf(variant: Variant): AttributeSelection {
  const selection: AttributeSelection = {};
  for (const attribute of VARIANT_ATTRIBUTES) {
    const value = variant[attribute];
    if (value) selection[attribute] = value;
  }
  return selection;
}

/** The distinct values of one attribute, in first-seen order, for the selector's buttons. */
export function attributeValues(variants: readonly Variant[], attribute: VariantAttribute): string[] {
  const values = variants.map((variant) => valueOf(variant, attribute)).filter((value) => value !== '');
  return [...new Set(values)];
}

export type ImagedProduct = { images?: readonly string[] | null; image?: string | null };

/** The main image follows the selected variant's first image, else the product's first, else its single image. */
export function mainImage(product: ImagedProduct, selected?: Variant | null): string | undefined {
  return selected?.images?.[0] ?? product.images?.[0] ?? product.image ?? undefined;
}

export function visibleVariants<V>(variants: readonly V[], showAll: boolean): V[] {
  return showAll ? [...variants] : variants.slice(0, INITIAL_VISIBLE_VARIANTS);
}

export function hasMoreVariants(count: number): boolean {
  return count > INITIAL_VISIBLE_VARIANTS;
}

export function showsVariantViewToggle(count: number): boolean {
  return count > VARIANT_VIEW_TOGGLE_ABOVE;
}
