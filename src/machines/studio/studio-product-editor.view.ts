import type { SnapshotFrom } from 'xstate';
import type { CatalogueAction, productEditorMachine } from './studio-product-editor.machine.ts';
import type { VariantDraft } from './studio-product-form.ts';

function variantName(draft: VariantDraft): string {
  return [draft.color, draft.size, draft.material, draft.finish].filter((value) => value.trim() !== '').join(' / ') || 'New variant';
}

const QUESTIONS: Record<CatalogueAction['kind'], { title: string; confirm: string }> = {
  archive: { title: 'Archive this product?', confirm: 'Archive' },
  restore: { title: 'Put this product back on sale?', confirm: 'Restore' },
  removeVariant: { title: 'Remove this variant?', confirm: 'Remove' },
  archiveVariant: { title: 'Archive this variant?', confirm: 'Archive variant' },
  restoreVariant: { title: 'Offer this variant again?', confirm: 'Restore variant' },
};

function questionText(action: CatalogueAction, subject: string): string {
  switch (action.kind) {
    case 'archive':
      return `“${subject}” leaves the shop: listings, search and its page. Old orders and downloads still show it.`;
    case 'restore':
      return `“${subject}” is on sale again at once.`;
    case 'removeVariant':
      return `The variant ${subject} and its stock are removed for good.`;
    case 'archiveVariant':
      return `The variant ${subject} leaves the product's page. Old orders still show it.`;
    case 'restoreVariant':
      return `The variant ${subject} is offered again at once.`;
  }
}

export function productEditorView(snapshot: SnapshotFrom<typeof productEditorMachine>) {
  const { context } = snapshot;
  const creating = context.productId === null;
  const product = context.product;
  const idle = snapshot.matches({ ready: 'idle' });
  const pending = context.pending;
  const pendingDraft = pending && 'key' in pending ? context.variants.find((draft) => draft.key === pending.key) : undefined;
  return {
    // No snapshot is ever in 'checkingLogin': its eventless choice is made before the first one (login-gate.ts).
    loading: snapshot.matches('loading'),
    problem: snapshot.matches('failed') ? context.loadError : '',
    canRetry: snapshot.matches('failed'),
    ready: snapshot.matches('ready'),
    creating,
    heading: creating ? 'New product' : (product?.title ?? 'Product'),
    archived: product?.archived ?? false,
    status: product ? (product.archived ? 'Archived: not in the shop' : 'On sale') : '',
    shopHref: product && !product.archived ? `/shop/${encodeURIComponent(product._id)}` : null,
    mediaHref: product ? `/studio/products/${encodeURIComponent(product._id)}/media` : null,
    stockHref: product ? `/studio/stock/${encodeURIComponent(product._id)}` : null,
    form: context.form,
    categories: context.categories.map((category) => ({ value: category._id, label: category.title })),
    showStock: creating && context.variants.length === 0,
    submitLabel: creating ? 'Add product' : 'Save product',
    saving: snapshot.matches({ ready: 'creating' }) || snapshot.matches({ ready: 'saving' }),
    busy: !idle,
    error: context.errorKey === '' ? context.error : '',
    notice: context.notice,
    archiveAction: product ? ({ kind: product.archived ? 'restore' : 'archive' } as const) : null,
    archiveLabel: product?.archived ? 'Restore product' : 'Archive product',
    variants: context.variants.map((draft) => ({
      key: draft.key,
      name: variantName(draft),
      saved: draft.id !== null,
      values: draft,
      // An ordered variant keeps its attributes and price; a new product's rows are sent with it.
      editable: !draft.ordered,
      showStock: draft.id === null,
      canSave: !creating && !draft.ordered,
      saveLabel: draft.id === null ? 'Add variant' : 'Save variant',
      canRemove: !creating && draft.id !== null && !draft.ordered,
      canDiscard: draft.id === null,
      archiveAction:
        creating || draft.id === null ? null : ({ kind: draft.archived ? 'restoreVariant' : 'archiveVariant', key: draft.key } as const),
      archiveLabel: draft.archived ? 'Restore variant' : 'Archive variant',
      note: [draft.ordered ? 'Ordered: only archive it or take its stock to 0' : '', draft.archived ? 'Archived' : '']
        .filter(Boolean)
        .join('. '),
      stock: draft.id !== null ? draft.stock : null,
      error: context.errorKey === draft.key ? context.error : '',
      // changingKey is set only while a change runs: on the way into 'changing', back to null on its way out.
      changing: context.changingKey === draft.key,
    })),
    // A question is pending only while it is asked ('confirming') and while its change runs
    // ('changing'), and only about a loaded product (questionIsAboutSomethingSaved).
    confirm:
      pending && product
        ? {
            ...QUESTIONS[pending.kind],
            text: questionText(pending, pendingDraft ? variantName(pendingDraft) : product.title),
            working: snapshot.matches({ ready: 'changing' }),
          }
        : null,
  };
}

export type ProductEditorView = ReturnType<typeof productEditorView>;
