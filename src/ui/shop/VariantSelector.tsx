import { formatNairaWithKobo, finalPrice } from '../../domain/money.ts';
import { variantStockLabel } from '../../domain/stock.ts';
import { hasMoreVariants, showsVariantViewToggle, visibleVariants } from '../../domain/variants.ts';
import type { ProductDetailEvent, Variant, VariantView } from '../../machines/shop/product-detail.machine.ts';
import * as styles from './ProductPage.css.ts';

interface VariantSelectorProps {
  readonly variants: readonly Variant[];
  readonly selectedId: string | null;
  readonly showAll: boolean;
  readonly view: VariantView;
  readonly send: (event: ProductDetailEvent) => void;
}

export function variantName(variant: Variant, position: number): string {
  const parts = [variant.color, variant.size, variant.material, variant.finish].filter((part): part is string => Boolean(part));
  return parts.length > 0 ? parts.join(' · ') : `Option ${position + 1}`;
}

/** The variants as choices: six at first with a show-more toggle, a grid/list toggle above three. */
export function VariantSelector({ variants, selectedId, showAll, view, send }: VariantSelectorProps) {
  const shown = visibleVariants(variants, showAll);
  return (
    <fieldset className={styles.variants}>
      <legend className={styles.blockTitle}>Options</legend>
      {showsVariantViewToggle(variants.length) && (
        <div className={styles.variantViews} role="group" aria-label="Options view">
          <button type="button" className={styles.smallToggle} aria-pressed={view === 'grid'} onClick={() => send({ type: 'variants.view', view: 'grid' })}>
            Grid
          </button>
          <button type="button" className={styles.smallToggle} aria-pressed={view === 'list'} onClick={() => send({ type: 'variants.view', view: 'list' })}>
            List
          </button>
        </div>
      )}
      <ul className={view === 'list' ? styles.variantList : styles.variantGrid}>
        {shown.map((variant, position) => {
          const image = variant.images[0];
          return (
            <li key={variant._id}>
              <button
                type="button"
                className={styles.variant}
                aria-pressed={variant._id === selectedId}
                onClick={() => send({ type: 'variant.select', variantId: variant._id })}
              >
                {image && <img className={styles.variantImage} src={image} alt="" />}
                <span className={styles.variantText}>
                  <span className={styles.variantName}>{variantName(variant, position)}</span>
                  <span>{formatNairaWithKobo(finalPrice(variant))}</span>
                  <span className={styles.variantStock}>{variantStockLabel(variant.stock)}</span>
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      {hasMoreVariants(variants.length) && (
        <button type="button" className={styles.textButton} aria-expanded={showAll} onClick={() => send({ type: 'variants.toggleShowAll' })}>
          {showAll ? 'Show fewer options' : `Show all ${variants.length} options`}
        </button>
      )}
    </fieldset>
  );
}
