import { useId } from 'react';
import { COLORS, FEATURES, MATERIALS, SIZES } from '../../domain/filter-options.ts';
import { PRICE_BANDS, priceBandForRange } from '../../domain/price-bands.ts';
import type { Category, ChoiceFilter, ProductFilters, ShopListingEvent } from '../../machines/shop/shop-listing.machine.ts';
import * as styles from './FilterPanel.css.ts';

interface FilterPanelProps {
  readonly filters: ProductFilters;
  readonly categories: readonly Category[];
  readonly send: (event: ShopListingEvent) => void;
}

const CHOICE_GROUPS: readonly { filter: ChoiceFilter; legend: string; values: readonly string[] }[] = [
  { filter: 'color', legend: 'Colour', values: COLORS },
  { filter: 'size', legend: 'Size', values: SIZES },
  { filter: 'material', legend: 'Material', values: MATERIALS },
  { filter: 'features', legend: 'Features', values: FEATURES },
];

const PRODUCT_TYPES = [
  { value: undefined, label: 'All types' },
  { value: 'physical', label: 'Physical gear' },
  { value: 'digital', label: 'Digital products' },
] as const;

/** Category, type, price band (single choices), availability and the multi-choice groups. */
export function FilterPanel({ filters, categories, send }: FilterPanelProps) {
  const name = useId();
  const band = priceBandForRange(filters.priceMin, filters.priceMax);

  return (
    <div className={styles.panel}>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>Availability</legend>
        <label className={styles.option}>
          <input
            type="checkbox"
            checked={filters.inStock}
            onChange={(event) => send({ type: 'filters.change', patch: { inStock: event.target.checked } })}
          />
          In stock only
        </label>
        <label className={styles.option}>
          <input
            type="checkbox"
            checked={filters.showPreorder}
            onChange={(event) => send({ type: 'filters.change', patch: { showPreorder: event.target.checked } })}
          />
          Show pre-order items
        </label>
      </fieldset>

      <fieldset className={styles.group}>
        <legend className={styles.legend}>Category</legend>
        <label className={styles.option}>
          <input type="radio" name={`${name}-category`} checked={!filters.category} onChange={() => send({ type: 'filters.change', patch: { category: undefined } })} />
          All categories
        </label>
        {categories.map((category) => (
          <label key={category._id} className={styles.option}>
            <input
              type="radio"
              name={`${name}-category`}
              checked={filters.category === category._id}
              onChange={() => send({ type: 'filters.change', patch: { category: category._id } })}
            />
            {category.title}
          </label>
        ))}
      </fieldset>

      <fieldset className={styles.group}>
        <legend className={styles.legend}>Product type</legend>
        {PRODUCT_TYPES.map((type) => (
          <label key={type.label} className={styles.option}>
            <input
              type="radio"
              name={`${name}-type`}
              checked={filters.productType === type.value}
              onChange={() => send({ type: 'filters.change', patch: { productType: type.value } })}
            />
            {type.label}
          </label>
        ))}
      </fieldset>

      <fieldset className={styles.group}>
        <legend className={styles.legend}>Price</legend>
        <label className={styles.option}>
          <input type="radio" name={`${name}-price`} checked={!band} onChange={() => send({ type: 'filters.priceBand', bandId: null })} />
          Any price
        </label>
        {PRICE_BANDS.map((priceBand) => (
          <label key={priceBand.id} className={styles.option}>
            <input
              type="radio"
              name={`${name}-price`}
              checked={band?.id === priceBand.id}
              onChange={() => send({ type: 'filters.priceBand', bandId: priceBand.id })}
            />
            {priceBand.label}
          </label>
        ))}
      </fieldset>

      {CHOICE_GROUPS.map((group) => (
        <fieldset key={group.filter} className={styles.group}>
          <legend className={styles.legend}>{group.legend}</legend>
          <div className={styles.chips}>
            {group.values.map((value) => (
              <label key={value} className={styles.chip}>
                <input
                  type="checkbox"
                  className={styles.chipInput}
                  checked={filters[group.filter].includes(value)}
                  onChange={() => send({ type: 'filters.toggleChoice', filter: group.filter, value })}
                />
                <span className={styles.chipLabel}>{value}</span>
              </label>
            ))}
          </div>
        </fieldset>
      ))}

      <button type="button" className={styles.clear} onClick={() => send({ type: 'filters.clearAll' })}>
        Clear All
      </button>
    </div>
  );
}
