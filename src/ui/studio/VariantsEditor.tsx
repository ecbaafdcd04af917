import type { ProductEditorEvent } from '../../machines/studio/studio-product-editor.machine.ts';
import type { ProductEditorView } from '../../machines/studio/studio-product-editor.view.ts';
import type { VariantField } from '../../machines/studio/studio-product-form.ts';
import * as styles from './Studio.css.ts';

interface Props {
  readonly view: ProductEditorView;
  readonly send: (event: ProductEditorEvent) => void;
}

const ATTRIBUTES: readonly { field: VariantField; label: string }[] = [
  { field: 'color', label: 'Colour' },
  { field: 'size', label: 'Size' },
  { field: 'material', label: 'Material' },
  { field: 'finish', label: 'Finish' },
  { field: 'price', label: 'Price (₦)' },
];

/** The product's variants, one fieldset each: typed, saved one by one on a saved product, or sent with a new one. */
export function VariantsEditor({ view, send }: Props) {
  return (
    <section aria-labelledby="variants-heading">
      <h2 id="variants-heading" className={styles.subtitle}>
        Variants
      </h2>
      {view.variants.length === 0 && <p className={styles.muted}>No variants: the product is sold as it is.</p>}
      {view.variants.map((variant, index) => (
        <fieldset key={variant.key} className={styles.choices}>
          <legend>
            Variant {index + 1}: {variant.name}
          </legend>
          {variant.note && <p className={styles.muted}>{variant.note}</p>}
          {ATTRIBUTES.map(({ field, label }) => (
            <label key={field} className={styles.field}>
              {label}
              <input
                className={styles.input}
                maxLength={40}
                autoComplete="off"
                inputMode={field === 'price' ? 'numeric' : undefined}
                readOnly={!variant.editable}
                value={variant.values[field]}
                onChange={(event) => send({ type: 'variant.change', key: variant.key, field, value: event.target.value })}
              />
            </label>
          ))}
          {variant.showStock ? (
            <label className={styles.field}>
              Starting stock
              <input
                className={styles.input}
                inputMode="numeric"
                autoComplete="off"
                maxLength={5}
                value={variant.values.stock}
                onChange={(event) => send({ type: 'variant.change', key: variant.key, field: 'stock', value: event.target.value })}
              />
            </label>
          ) : (
            <p>In stock: {variant.stock}</p>
          )}
          {variant.error && (
            <p role="alert" className={styles.problem}>
              {variant.error}
            </p>
          )}
          <p className={styles.toolbar}>
            {variant.canSave && (
              <button
                type="button"
                className={styles.secondaryButton}
                aria-disabled={view.busy}
                onClick={() => !view.busy && send({ type: 'variant.save', key: variant.key })}
              >
                {variant.changing ? 'Saving…' : variant.saveLabel}
              </button>
            )}
            {variant.canDiscard && (
              <button
                type="button"
                className={styles.secondaryButton}
                aria-disabled={view.busy}
                onClick={() => !view.busy && send({ type: 'variant.discard', key: variant.key })}
              >
                Discard
              </button>
            )}
            {variant.canRemove && (
              <button
                type="button"
                className={styles.secondaryButton}
                aria-disabled={view.busy}
                onClick={() => !view.busy && send({ type: 'confirm.ask', action: { kind: 'removeVariant', key: variant.key } })}
              >
                Remove
              </button>
            )}
            {variant.archiveAction && (
              <button
                type="button"
                className={styles.secondaryButton}
                aria-disabled={view.busy}
                onClick={() => !view.busy && variant.archiveAction && send({ type: 'confirm.ask', action: variant.archiveAction })}
              >
                {variant.archiveLabel}
              </button>
            )}
          </p>
        </fieldset>
      ))}
      <p>
        <button
          type="button"
          className={styles.secondaryButton}
          aria-disabled={view.busy}
          onClick={() => !view.busy && send({ type: 'variant.add' })}
        >
          Add a variant
        </button>
      </p>
    </section>
  );
}
