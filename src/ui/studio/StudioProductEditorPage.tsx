import { Link } from 'react-router';
import type { ProductEditorEvent } from '../../machines/studio/studio-product-editor.machine.ts';
import type { ProductEditorView } from '../../machines/studio/studio-product-editor.view.ts';
import type { ProductTextField } from '../../machines/studio/studio-product-form.ts';
import { lazyOverlay } from '../app/lazy-overlay.ts';
import { MachineForm } from '../widgets/MachineForm.tsx';
import * as styles from './Studio.css.ts';
import { StudioLoadState } from './StudioLoadState.tsx';
import { VariantsEditor } from './VariantsEditor.tsx';

const { Overlay: ConfirmDialog, preload: preloadConfirm } = lazyOverlay(
  async () => (await import('./CatalogueConfirmDialog.tsx')).CatalogueConfirmDialog,
);

interface Props {
  readonly view: ProductEditorView;
  readonly send: (event: ProductEditorEvent) => void;
}

const TEXT_FIELDS: readonly { field: ProductTextField; label: string; maxLength: number; numeric?: boolean; hint?: string }[] = [
  { field: 'title', label: 'Title', maxLength: 120 },
  { field: 'sku', label: 'SKU', maxLength: 40, hint: 'Capital letters, digits and hyphens, e.g. TRI-LAGOS-01' },
  { field: 'brand', label: 'Brand', maxLength: 60 },
  { field: 'price', label: 'Price (₦)', maxLength: 10, numeric: true },
  { field: 'discount', label: 'Discount (%)', maxLength: 2, numeric: true },
  { field: 'features', label: 'Features (comma-separated)', maxLength: 900 },
  { field: 'tags', label: 'Tags (comma-separated)', maxLength: 900 },
];

/** A product's form and its variants: add, edit, archive or restore. */
export function StudioProductEditorPage({ view, send }: Props) {
  const text = (field: ProductTextField) => (event: { target: { value: string } }) =>
    send({ type: 'field.change', field, value: event.target.value });
  return (
    <>
      <p>
        <Link className={styles.link} to="/studio/products">
          All products
        </Link>
      </p>
      <h1 className={styles.title}>{view.heading}</h1>
      <StudioLoadState view={view} loadingText="Loading the product…" onRetry={() => send({ type: 'load.retry' })} />
      {view.ready && (
        <>
          {view.status && (
            <p className={styles.toolbar}>
              <span>{view.status}</span>
              {view.shopHref && (
                <Link className={styles.link} to={view.shopHref}>
                  See it in the shop
                </Link>
              )}
              {view.stockHref && (
                <Link className={styles.link} to={view.stockHref}>
                  Stock and history
                </Link>
              )}
              {view.mediaHref && (
                <Link className={styles.link} to={view.mediaHref}>
                  Pictures and files
                </Link>
              )}
            </p>
          )}
          <MachineForm className={styles.card} onSubmit={() => !view.busy && send({ type: 'form.submit' })}>
            <h2 className={styles.subtitle}>Details</h2>
            {TEXT_FIELDS.slice(0, 1).map(({ field, label, maxLength }) => (
              <label key={field} className={styles.field}>
                {label}
                <input className={styles.input} maxLength={maxLength} value={view.form[field]} onChange={text(field)} />
              </label>
            ))}
            <label className={styles.field}>
              Description
              <textarea className={styles.textarea} maxLength={5000} value={view.form.description} onChange={text('description')} />
            </label>
            {TEXT_FIELDS.slice(1).map(({ field, label, maxLength, numeric, hint }) => (
              <label key={field} className={styles.field}>
                {label}
                <input
                  className={styles.input}
                  maxLength={maxLength}
                  inputMode={numeric ? 'numeric' : undefined}
                  autoComplete="off"
                  value={view.form[field]}
                  onChange={text(field)}
                />
                {hint && <span className={styles.muted}>{hint}</span>}
              </label>
            ))}
            <label className={styles.field}>
              Category
              <select className={styles.input} value={view.form.categoryId} onChange={text('categoryId')}>
                {view.categories.map((category) => (
                  <option key={category.value} value={category.value}>
                    {category.label}
                  </option>
                ))}
              </select>
            </label>
            <fieldset className={styles.choices}>
              <legend>Kind</legend>
              {(['physical', 'digital'] as const).map((kind) => (
                <label key={kind} className={styles.choice}>
                  <input
                    type="radio"
                    name="product-kind"
                    value={kind}
                    checked={view.form.productType === kind}
                    onChange={() => send({ type: 'field.change', field: 'productType', value: kind })}
                  />
                  {kind === 'physical' ? 'Physical' : 'Digital'}
                </label>
              ))}
            </fieldset>
            <label className={styles.choice}>
              <input
                type="checkbox"
                checked={view.form.bestseller}
                onChange={(event) => send({ type: 'flag.change', field: 'bestseller', value: event.target.checked })}
              />
              Bestseller
            </label>
            <label className={styles.choice}>
              <input
                type="checkbox"
                checked={view.form.preorderAllowed}
                onChange={(event) => send({ type: 'flag.change', field: 'preorderAllowed', value: event.target.checked })}
              />
              Pre-order allowed when sold out
            </label>
            {view.showStock && (
              <label className={styles.field}>
                Starting stock
                <input
                  className={styles.input}
                  inputMode="numeric"
                  autoComplete="off"
                  maxLength={5}
                  value={view.form.stock}
                  onChange={text('stock')}
                />
              </label>
            )}
            <VariantsEditor view={view} send={send} />
            {view.error && (
              <p role="alert" className={styles.problem}>
                {view.error}
              </p>
            )}
            {view.notice && !view.error && (
              <p role="status" className={styles.muted}>
                {view.notice}
              </p>
            )}
            <p className={styles.toolbar}>
              <button type="submit" className={styles.button} aria-disabled={view.busy}>
                {view.saving ? 'Saving…' : view.submitLabel}
              </button>
              {view.archiveAction && (
                <button
                  type="button"
                  className={styles.secondaryButton}
                  aria-disabled={view.busy}
                  onPointerEnter={preloadConfirm}
                  onFocus={preloadConfirm}
                  onClick={() => !view.busy && view.archiveAction && send({ type: 'confirm.ask', action: view.archiveAction })}
                >
                  {view.archiveLabel}
                </button>
              )}
            </p>
          </MachineForm>
        </>
      )}
      {view.confirm && (
        <ConfirmDialog confirm={view.confirm} onYes={() => send({ type: 'confirm.yes' })} onNo={() => send({ type: 'confirm.no' })} />
      )}
    </>
  );
}
