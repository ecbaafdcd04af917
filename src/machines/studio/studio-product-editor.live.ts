import { fromPromise } from 'xstate';
import { productEditorMachine } from './studio-product-editor.machine.ts';

const requests = () => import('./studio-catalogue.requests.ts');

/** /studio/products/new and /studio/products/:id wired to the real API. */
export const liveProductEditorMachine = productEditorMachine.provide({
  actors: {
    loadEditor: fromPromise(async ({ input, signal }) => (await requests()).fetchProductEditor(input.productId, signal)),
    createProduct: fromPromise(async ({ input, signal }) => (await requests()).requestProductCreate(input, signal)),
    updateProduct: fromPromise(async ({ input, signal }) =>
      (await requests()).requestProductUpdate(input.productId, input.product, signal),
    ),
    changeCatalogue: fromPromise(async ({ input, signal }) => (await requests()).requestCatalogueChange(input, signal)),
  },
});
