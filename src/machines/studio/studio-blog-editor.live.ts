import { fromPromise } from 'xstate';
import { productSearchMachine } from './product-search.machine.ts';
import { studioBlogEditorMachine } from './studio-blog-editor.machine.ts';

const requests = () => import('./studio-blog.requests.ts');

/** The blog post editor wired to the real API. */
export const liveStudioBlogEditorMachine = studioBlogEditorMachine.provide({
  actors: {
    loadEditor: fromPromise(async ({ input, signal }) => {
      const calls = await requests();
      const [post, categories] = await Promise.all([
        input.postId === null ? null : calls.fetchStudioBlogPost(input.postId, signal).then((answer) => answer.post),
        calls.fetchStudioBlogCategories(signal),
      ]);
      return { post, categories };
    }),
    savePost: fromPromise(async ({ input, signal }) => {
      const answer = await (await requests()).requestBlogPostSave(input.postId, input.post, signal);
      return { message: answer.message ?? 'Post saved', post: answer.post };
    }),
    previewPost: fromPromise(async ({ input, signal }) => (await requests()).requestBlogPostPreview(input.postId, input.post, signal)),
    uploadPicture: fromPromise(async ({ input, signal }) => (await (await requests()).requestBlogPictureUpload(input.file, signal)).url),
    // A post relates only products on sale.
    productSearch: productSearchMachine.provide({
      actors: { searchProducts: fromPromise(async ({ input, signal }) => (await requests()).searchProductsForPost(input.text, signal)) },
    }),
  },
});
