import { COLORS, FEATURES, MATERIALS, SIZES } from '../../domain/filter-options.ts';
import { PRICE_BANDS } from '../../domain/price-bands.ts';
import {
  type Brand,
  type Category,
  type ChoiceFilter,
  type ProductFilters,
  type ShopListingPageEvent,
} from '../../machines/shop/shop-listing.machine.ts';
import * as styles from './FilterPanel.css.ts';
import { RadioGroupFieldset, type RadioOption } from './RadioGroupFieldset.tsx';

interface FilterPanelProps {
  readonly filters: ProductFilters;
  readonly categories: readonly Category[];
  /** Offered as the Brand group; none (not loaded, or failed) leaves the group out. */
  readonly brands: readonly Brand[];
  /** The brand option shown chosen (the listing's view decides). */
  readonly selectedBrand: string | null;
  /** The price band option shown chosen (the listing's view decides). */
  readonly selectedPriceBand: string | null;
  readonly send: (event: ShopListingPageEvent) => void;
}

const CHOICE_GROUPS: readonly { filter: ChoiceFilter; legend: string; values: readonly string[] }[] = [
  { filter: 'color', legend: 'Colour', values: COLORS },
  { filter: 'size', legend: 'Size', values: SIZES },
  { filter: 'material', legend: 'Material', values: MATERIALS },
  { filter: 'features', legend: 'Features', values: FEATURES },
];

const ALL_CATEGORIES: RadioOption = { value: null, label: 'All categories' };
const ALL_BRANDS: RadioOption = { value: null, label: 'All brands' };

const PRODUCT_TYPES: readonly RadioOption[] = [
  { value: null, label: 'All types' },
  { value: 'physical', label: 'Physical gear' },
  { value: 'digital', label: 'Digital products' },
];

const PRICE_OPTIONS: readonly RadioOption[] = [
  { value: null, label: 'Any price' },
  ...PRICE_BANDS.map((band) => ({ value: band.id, label: band.label })),
];

/** Availability, category, type, brand and price band (single choices), and the multi-choice groups. */
export function FilterPanel({ filters, categories, brands, selectedBrand, selectedPriceBand, send }: FilterPanelProps) {
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

      <RadioGroupFieldset
        legend="Category"
        options={[ALL_CATEGORIES, ...categories.map((category) => ({ value: category._id, label: category.title }))]}
        selected={filters.category ?? null}
        onSelect={(category) => send({ type: 'filters.change', patch: { category: category ?? undefined } })}
      />

      <RadioGroupFieldset
        legend="Product type"
        options={PRODUCT_TYPES}
        selected={filters.productType ?? null}
        onSelect={(productType) => send({ type: 'filters.change', patch: { productType: productType ?? undefined } })}
      />

      {brands.length > 0 && (
        <RadioGroupFieldset
          legend="Brand"
          // Names only: catalogue-wide counts would disagree with the in-stock listing beside them.
          options={[ALL_BRANDS, ...brands.map((brand) => ({ value: brand.name, label: brand.name }))]}
          selected={selectedBrand}
          onSelect={(brand) => send({ type: 'filters.change', patch: { brand: brand ?? undefined } })}
        />
      )}

      <RadioGroupFieldset
        legend="Price"
        options={PRICE_OPTIONS}
        selected={selectedPriceBand}
        onSelect={(bandId) => send({ type: 'filters.priceBand', bandId })}
      />

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
