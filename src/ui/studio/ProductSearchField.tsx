import type { ProductOption } from '../../machines/studio/product-search.machine.ts';
import type { ProductSearchView } from '../../machines/studio/product-search.view.ts';
import * as styles from './Studio.css.ts';
import { StudioSearchBox } from './StudioSearch.tsx';

interface Props {
  /** The field's label ('Search products'). */
  readonly label: string;
  /** What a found product's button does, before its title ('Choose', 'Add'). */
  readonly verb: string;
  readonly search: ProductSearchView;
  readonly onInput: (text: string) => void;
  readonly onChoose: (product: ProductOption) => void;
}

/**
 * A product searched as staff type (the screen's productSearch child): the field, 'Searching…',
 * the failure or 'No products found', and a button per product found. Enter in the field submits
 * nothing: the form it sits in (the picture's details, the post) is saved by its own button.
 */
export function ProductSearchField({ label, verb, search, onInput, onChoose }: Props) {
  return (
    <>
      <StudioSearchBox label={label} text={search.text} onInput={onInput} enterSubmits={false} />
      {search.searching && <p role="status">Searching…</p>}
      {search.problem && (
        <p role="alert" className={styles.problem}>
          {search.problem}
        </p>
      )}
      {search.noProducts && <p role="status">No products found</p>}
      {search.options.length > 0 && (
        <ul className={styles.list} aria-label="Products found">
          {search.options.map((product) => (
            <li key={product.id}>
              <button type="button" className={styles.secondaryButton} onClick={() => onChoose(product)}>
                {verb} {product.title}
              </button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
