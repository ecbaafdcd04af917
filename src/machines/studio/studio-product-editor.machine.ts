import { assertEvent, assign, emit, fromPromise, setup, type AnyActorRef } from 'xstate';
import type { AppEffect } from '../app-effects.ts';
import { failureMessage } from '../request-failure.ts';
import { isLoggedIn } from '../session-ref.ts';
import {
  createRequest,
  draftProblem,
  draftOf,
  draftSetProblem,
  EMPTY_FORM,
  formOf,
  formProblem,
  mergeDrafts,
  newDraft,
  productRequest,
  variantRequest,
  type ProductFlag,
  type ProductForm,
  type ProductTextField,
  type VariantDraft,
  type VariantField,
} from './studio-product-form.ts';
import type {
  StudioCategory,
  StudioProduct,
  StudioProductCreateRequest,
  StudioProductRequest,
  StudioProductSaved,
  StudioVariantCreateRequest,
} from './studio-types.ts';
import { unprovided } from '../unprovided.ts';
import { loginGate } from '../login-gate.ts';

export const LOAD_PRODUCT_FAILED = 'Failed to load the product';
export const SAVE_FAILED = 'Failed to save the product';

/** An action that needs a yes first: the product's archive or restore, or a variant's. */
export type CatalogueAction =
  { kind: 'archive' | 'restore' } | { kind: 'removeVariant' | 'archiveVariant' | 'restoreVariant'; key: string };

/** One call the editor makes after a yes, or a variant's save. */
export type CatalogueChange =
  | { kind: 'archive'; productId: string; archived: boolean }
  | { kind: 'createVariant'; productId: string; variant: StudioVariantCreateRequest }
  | { kind: 'updateVariant'; productId: string; variantId: string; variant: StudioVariantCreateRequest }
  | { kind: 'removeVariant'; productId: string; variantId: string }
  | { kind: 'archiveVariant'; productId: string; variantId: string; archived: boolean };

interface EditorContext {
  readonly session: AnyActorRef | null;
  readonly productId: string | null;
  readonly product: StudioProduct | null;
  readonly categories: readonly StudioCategory[];
  readonly form: ProductForm;
  readonly variants: readonly VariantDraft[];
  readonly nextKey: number;
  /** What went wrong with the last save or change, in the rule's or the server's words. */
  readonly error: string;
  /** Which variant row the error is about ('' for the product). */
  readonly errorKey: string;
  /** What the last save or change did ('Product saved'). */
  readonly notice: string;
  readonly loadError: string;
  readonly pending: CatalogueAction | null;
  /** The row the running change is for. */
  readonly changingKey: string | null;
}

export type ProductEditorEvent =
  | { type: 'field.change'; field: ProductTextField; value: string }
  | { type: 'flag.change'; field: ProductFlag; value: boolean }
  | { type: 'variant.add' }
  | { type: 'variant.change'; key: string; field: VariantField; value: string }
  | { type: 'variant.discard'; key: string }
  | { type: 'variant.save'; key: string }
  | { type: 'form.submit' }
  | { type: 'confirm.ask'; action: CatalogueAction }
  | { type: 'confirm.yes' }
  | { type: 'confirm.no' }
  | { type: 'load.retry' };

const creating = (context: EditorContext) => context.productId === null;
const draftOfKey = (context: EditorContext, key: string | null) => context.variants.find((draft) => draft.key === key);

/** The id of the product on the server, for the states only a saved product reaches (saving, changing). */
// Stryker disable next-line StringLiteral: never null where it is read: a new product's form.submit goes to creating, its variant.save stays idle (variantIsNotSentAlone) and its confirm.ask is refused (questionIsAboutSomethingSaved).
const savedProductId = (context: EditorContext) => context.productId ?? '';

/** A question is asked only about what is on the server: a saved product, or a saved row of it. */
function isAboutSomethingSaved(context: EditorContext, action: CatalogueAction): boolean {
  if (creating(context)) return false;
  return !('key' in action) || context.variants.some((draft) => draft.key === action.key && draft.id !== null);
}

/** The call a confirmed action makes. */
function changeFor(context: EditorContext, action: CatalogueAction): CatalogueChange {
  const productId = savedProductId(context);
  if (!('key' in action)) return { kind: 'archive', productId, archived: action.kind === 'archive' };
  // Stryker disable next-line OptionalChaining,StringLiteral: questionIsAboutSomethingSaved let the question in only for a saved row, which has an id.
  const variantId = draftOfKey(context, action.key)?.id ?? '';
  if (action.kind === 'removeVariant') return { kind: 'removeVariant', productId, variantId };
  return { kind: 'archiveVariant', productId, variantId, archived: action.kind === 'archiveVariant' };
}

function variantSaveFor(context: EditorContext, key: string | null): CatalogueChange {
  const draft = draftOfKey(context, key) as VariantDraft;
  const productId = savedProductId(context);
  return draft.id === null
    ? { kind: 'createVariant', productId, variant: variantRequest(draft) }
    : { kind: 'updateVariant', productId, variantId: draft.id, variant: variantRequest(draft) };
}

function variantSaveProblem(context: EditorContext, key: string): string | null {
  return draftProblem(draftOfKey(context, key) as VariantDraft) ?? draftSetProblem(context.variants);
}

/**
 * /studio/products/new and /studio/products/:id: the product form and its variants editor. Rules are
 * checked before anything is sent; a failure keeps everything typed and says why; archive, restore
 * and a variant's removal or archive ask for a yes first.
 */
export const productEditorMachine = setup({
  types: {
    context: {} as EditorContext,
    events: {} as ProductEditorEvent,
    emitted: {} as AppEffect,
    input: {} as { session: AnyActorRef | null; productId: string | null },
  },
  actors: {
    loadEditor: fromPromise<{ categories: StudioCategory[]; product: StudioProduct | null }, { productId: string | null }>(() =>
      unprovided('loadEditor'),
    ),
    createProduct: fromPromise<StudioProductSaved, StudioProductCreateRequest>(() => unprovided('createProduct')),
    updateProduct: fromPromise<StudioProductSaved, { productId: string; product: StudioProductRequest }>(() => unprovided('updateProduct')),
    changeCatalogue: fromPromise<StudioProductSaved, CatalogueChange>(() => unprovided('changeCatalogue')),
  },
  guards: {
    isLoggedIn: ({ context }) => isLoggedIn(context.session),
    isCreating: ({ context }) => creating(context),
    variantIsNotSentAlone: ({ context, event }) => {
      assertEvent(event, 'variant.save');
      return creating(context) || draftOfKey(context, event.key) === undefined;
    },
    productBreaksARule: ({ context }) => formProblem(context.form, context.variants, creating(context)) !== null,
    variantBreaksARule: ({ context, event }) => {
      assertEvent(event, 'variant.save');
      return variantSaveProblem(context, event.key) !== null;
    },
    questionIsAboutSomethingSaved: ({ context, event }) => {
      assertEvent(event, 'confirm.ask');
      return isAboutSomethingSaved(context, event.action);
    },
  },
  actions: {
    edited: assign({ error: '', errorKey: '', notice: '' }),
  },
}).createMachine({
  id: 'productEditor',
  context: ({ input }) => ({
    session: input.session,
    productId: input.productId,
    product: null,
    categories: [],
    form: EMPTY_FORM,
    variants: [],
    nextKey: 1,
    error: '',
    errorKey: '',
    notice: '',
    loadError: '',
    pending: null,
    changingKey: null,
  }),
  initial: 'checkingLogin',
  states: {
    ...loginGate<EditorContext, ProductEditorEvent>('loading'),
    loading: {
      invoke: {
        id: 'loadEditor',
        src: 'loadEditor',
        input: ({ context }) => ({ productId: context.productId }),
        onDone: {
          target: 'ready',
          actions: assign(({ event }) => {
            const { categories, product } = event.output;
            return {
              categories,
              product,
              form: product ? formOf(product) : { ...EMPTY_FORM, categoryId: categories[0]?._id ?? '' },
              variants: product ? product.variants.map(draftOf) : [],
              loadError: '',
            };
          }),
        },
        onError: { target: 'failed', actions: assign({ loadError: ({ event }) => failureMessage(event.error, LOAD_PRODUCT_FAILED) }) },
      },
    },
    failed: { on: { 'load.retry': 'loading' } },
    ready: {
      initial: 'idle',
      // Typing is taken whatever runs: while one variant is saved the others' drafts (and the
      // product's fields) keep what is typed, and the save's answer keeps them (mergeDrafts).
      on: {
        'field.change': {
          actions: ['edited', assign({ form: ({ context, event }) => ({ ...context.form, [event.field]: event.value }) })],
        },
        'flag.change': {
          actions: ['edited', assign({ form: ({ context, event }) => ({ ...context.form, [event.field]: event.value }) })],
        },
        'variant.change': {
          actions: [
            'edited',
            assign({
              variants: ({ context, event }) =>
                context.variants.map((draft) => (draft.key === event.key ? { ...draft, [event.field]: event.value } : draft)),
            }),
          ],
        },
      },
      states: {
        idle: {
          on: {
            'variant.add': {
              actions: [
                'edited',
                assign({
                  variants: ({ context }) => [...context.variants, newDraft(`new-${context.nextKey}`, context.form.price)],
                  nextKey: ({ context }) => context.nextKey + 1,
                }),
              ],
            },
            'variant.discard': {
              actions: [
                'edited',
                assign({
                  variants: ({ context, event }) => context.variants.filter((draft) => draft.key !== event.key || draft.id !== null),
                }),
              ],
            },
            'variant.save': [
              // A new product's variants are sent with it; a row that is not there has nothing to send.
              { guard: 'variantIsNotSentAlone' },
              {
                guard: 'variantBreaksARule',
                actions: assign({
                  // Stryker disable next-line StringLiteral: variantBreaksARule has just found a problem, so it is never null here.
                  error: ({ context, event }) => variantSaveProblem(context, event.key) ?? '',
                  errorKey: ({ event }) => event.key,
                  notice: '',
                }),
              },
              { target: 'changing', actions: assign({ changingKey: ({ event }) => event.key, pending: null }) },
            ],
            'form.submit': [
              {
                guard: 'productBreaksARule',
                actions: assign({
                  // Stryker disable next-line StringLiteral: productBreaksARule has just found a problem, so it is never null here.
                  error: ({ context }) => formProblem(context.form, context.variants, creating(context)) ?? '',
                  errorKey: '',
                  notice: '',
                }),
              },
              { guard: 'isCreating', target: 'creating' },
              { target: 'saving' },
            ],
            'confirm.ask': {
              guard: 'questionIsAboutSomethingSaved',
              target: 'confirming',
              actions: assign({ pending: ({ event }) => event.action, error: '', errorKey: '', notice: '' }),
            },
          },
        },
        confirming: {
          on: {
            'confirm.no': { target: 'idle', actions: assign({ pending: null }) },
            'confirm.yes': {
              target: 'changing',
              actions: assign({ changingKey: ({ context }) => (context.pending && 'key' in context.pending ? context.pending.key : '') }),
            },
          },
        },
        creating: {
          invoke: {
            id: 'createProduct',
            src: 'createProduct',
            input: ({ context }) => createRequest(context.form, context.variants),
            onDone: {
              actions: [
                emit(({ event }) => ({ type: 'toast', kind: 'success', message: event.output.message }) as const),
                emit(
                  ({ event }) =>
                    ({ type: 'navigate', to: `/studio/products/${encodeURIComponent(event.output.product._id)}`, replace: true }) as const,
                ),
              ],
            },
            onError: { target: 'idle', actions: assign({ error: ({ event }) => failureMessage(event.error, SAVE_FAILED), errorKey: '' }) },
          },
        },
        saving: {
          invoke: {
            id: 'updateProduct',
            src: 'updateProduct',
            input: ({ context }) => ({ productId: savedProductId(context), product: productRequest(context.form) }),
            onDone: {
              target: 'idle',
              actions: [
                assign({
                  product: ({ event }) => event.output.product,
                  form: ({ event }) => formOf(event.output.product),
                  notice: ({ event }) => event.output.message,
                }),
                emit(({ event }) => ({ type: 'toast', kind: 'success', message: event.output.message }) as const),
              ],
            },
            onError: { target: 'idle', actions: assign({ error: ({ event }) => failureMessage(event.error, SAVE_FAILED), errorKey: '' }) },
          },
        },
        changing: {
          invoke: {
            id: 'changeCatalogue',
            src: 'changeCatalogue',
            input: ({ context }) => (context.pending ? changeFor(context, context.pending) : variantSaveFor(context, context.changingKey)),
            onDone: {
              target: 'idle',
              actions: [
                assign({
                  product: ({ event }) => event.output.product,
                  variants: ({ context, event }) => mergeDrafts(event.output.product, context.variants, context.changingKey),
                  notice: ({ event }) => event.output.message,
                  pending: null,
                  changingKey: null,
                }),
                emit(({ event }) => ({ type: 'toast', kind: 'success', message: event.output.message }) as const),
              ],
            },
            onError: {
              target: 'idle',
              actions: assign({
                error: ({ event }) => failureMessage(event.error, SAVE_FAILED),
                // Stryker disable next-line StringLiteral: changing is entered only with a changingKey set (confirm.yes, variant.save), never null here.
                errorKey: ({ context }) => context.changingKey ?? '',
                pending: null,
                changingKey: null,
              }),
            },
          },
        },
      },
    },
  },
});
