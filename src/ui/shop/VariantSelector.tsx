import type { ProductDetailEvent } from '../../machines/shop/product-detail.machine.ts';
import type { VariantsView } from '../../machines/shop/product-detail.view.ts';
import * as styles from './ProductPage.css.ts';

interface VariantSelectorProps {
  readonly variants: VariantsView;
  readonly send: (event: ProductDetailEvent) => void;
}

/** The variants as choices, as the product view gives them (which, how many, which toggles). */
export function VariantSelector({ variants, send }: VariantSelectorProps) {
  return (
    <fieldset className={styles.variants}>
      <legend className={styles.blockTitle}>Options</legend>
      {variants.viewToggle && (
        <div className={styles.variantViews} role="group" aria-label="Options view">
          <button
            type="button"
            className={styles.smallToggle}
            aria-pressed={variants.layout === 'grid'}
            onClick={() => send({ type: 'variants.view', view: 'grid' })}
          >
            Grid
          </button>
          <button
            type="button"
            className={styles.smallToggle}
            aria-pressed={variants.layout === 'list'}
            onClick={() => send({ type: 'variants.view', view: 'list' })}
          >
            List
          </button>
        </div>
      )}
      <ul className={variants.layout === 'list' ? styles.variantList : styles.variantGrid}>
        {variants.options.map((option) => (
          <li key={option.id}>
            <button
              type="button"
              className={styles.variant}
              aria-pressed={option.selected}
              onClick={() => send({ type: 'variant.select', variantId: option.id })}
            >
              {option.image && <img className={styles.variantImage} src={option.image} alt="" />}
              <span className={styles.variantText}>
                <span className={styles.variantName}>{option.name}</span>
                <span>{option.priceText}</span>
                <span className={styles.variantStock}>{option.stockText}</span>
              </span>
            </button>
          </li>
        ))}
      </ul>
      {variants.more && (
        <button
          type="button"
          className={styles.textButton}
          aria-expanded={variants.more.expanded}
          onClick={() => send({ type: 'variants.toggleShowAll' })}
        >
          {variants.more.label}
        </button>
      )}
    </fieldset>
  );
}
