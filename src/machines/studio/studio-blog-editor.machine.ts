import { assign, emit, fromPromise, sendTo, setup, type AnyActorRef } from 'xstate';
import { MAX_POST_RELATED_PRODUCTS } from '../../domain/studio-blog.ts';
import type { AppEffect } from '../app-effects.ts';
import { failureMessage } from '../request-failure.ts';
import { isLoggedIn } from '../session-ref.ts';
import type { StudioBlogCategory, StudioBlogPost, StudioBlogPostRequest, StudioBlogPostStatus, StudioBlogPreview } from './studio-types.ts';
import { unprovided } from '../unprovided.ts';
import { loginGate } from '../login-gate.ts';
import { EMPTY_FORM, formOf, formProblem, postRequestOf, type PostForm, type RelatedProduct } from './studio-blog-post-form.ts';
import { productSearchMachine, type ProductSearchEvent } from './product-search.machine.ts';

export const LOAD_POST_FAILED = 'Failed to load the post';
export const SAVE_POST_FAILED = 'Failed to save the post';
export const PREVIEW_FAILED = 'Failed to preview the post';
export const PICTURE_FAILED = 'Failed to upload the picture';

/** A picture uploaded for the text, waiting for the editor to put it where the cursor is. */
export interface PictureToInsert {
  readonly key: number;
  readonly url: string;
  readonly alt: string;
}

export interface EditorLoad {
  readonly post: StudioBlogPost | null;
  readonly categories: readonly StudioBlogCategory[];
}

interface EditorContext {
  readonly session: AnyActorRef | null;
  readonly postId: string | null;
  readonly post: StudioBlogPost | null;
  readonly categories: readonly StudioBlogCategory[];
  readonly form: PostForm;
  /** Bumped when the form is filled from the server, so the rich-text editor takes the loaded text once. */
  readonly loaded: number;
  readonly loadError: string;
  readonly problem: string;
  readonly pictures: readonly PictureToInsert[];
  readonly nextPicture: number;
  readonly pictureFile: File | null;
  readonly featuredFile: File | null;
  /** 'At most N related products' after an add past the limit, until the next add or search. */
  readonly relatedProblem: string;
  readonly preview: StudioBlogPreview | null;
}

export type StudioBlogEditorEvent =
  | { type: 'field.title'; text: string }
  | { type: 'field.excerpt'; text: string }
  | { type: 'field.category'; id: string }
  | { type: 'field.tags'; text: string }
  | { type: 'field.status'; status: StudioBlogPostStatus }
  | { type: 'field.publishAt'; text: string }
  | { type: 'content.change'; html: string; text: string; hasPicture: boolean }
  | { type: 'picture.choose'; file: File }
  | { type: 'picture.inserted'; key: number }
  | { type: 'featured.choose'; file: File }
  | { type: 'featured.remove' }
  | { type: 'related.add'; product: RelatedProduct }
  | { type: 'related.remove'; id: string }
  | { type: 'preview.open' }
  | { type: 'preview.close' }
  | { type: 'post.save' }
  | { type: 'load.retry' }
  | ProductSearchEvent;

/**
 * /studio/blog/new and /studio/blog/{id}: the post's text (a rich-text editor), its details, its
 * pictures, related products and state; a preview from the server as the public page shows it; save.
 * Related products are found by the productSearch child, which hears the field's typing; the form
 * keeps those added (at most MAX_POST_RELATED_PRODUCTS) and the search is cleared after each.
 */
export const studioBlogEditorMachine = setup({
  types: {
    context: {} as EditorContext,
    events: {} as StudioBlogEditorEvent,
    emitted: {} as AppEffect,
    input: {} as { session: AnyActorRef | null; postId: string | null },
    children: {} as { productSearch: 'productSearch' },
  },
  actors: {
    loadEditor: fromPromise<EditorLoad, { postId: string | null }>(() => unprovided('loadEditor')),
    savePost: fromPromise<{ message: string; post: StudioBlogPost }, { postId: string | null; post: StudioBlogPostRequest }>(() =>
      unprovided('savePost'),
    ),
    previewPost: fromPromise<StudioBlogPreview, { postId: string | null; post: StudioBlogPostRequest }>(() => unprovided('previewPost')),
    /** Resolves with the stored picture's url. */
    uploadPicture: fromPromise<string, { file: File }>(() => unprovided('uploadPicture')),
    productSearch: productSearchMachine,
  },
  guards: {
    isLoggedIn: ({ context }) => isLoggedIn(context.session),
    postBreaksARule: ({ context }) => formProblem(context.form) !== null,
    isNewPost: ({ context }) => context.postId === null,
    relatedListIsFull: ({ context }) => context.form.related.length >= MAX_POST_RELATED_PRODUCTS,
  },
}).createMachine({
  id: 'studioBlogEditor',
  context: ({ input }) => ({
    session: input.session,
    postId: input.postId,
    post: null,
    categories: [],
    form: EMPTY_FORM,
    loaded: 0,
    loadError: '',
    problem: '',
    pictures: [],
    nextPicture: 1,
    pictureFile: null,
    featuredFile: null,
    relatedProblem: '',
    preview: null,
  }),
  initial: 'checkingLogin',
  // The related products' search (product-search.machine.ts), for the screen's life.
  invoke: { id: 'productSearch', src: 'productSearch' },
  states: {
    ...loginGate<EditorContext, StudioBlogEditorEvent>('loading'),
    loading: {
      invoke: {
        id: 'loadEditor',
        src: 'loadEditor',
        input: ({ context }) => ({ postId: context.postId }),
        onDone: {
          target: 'ready',
          actions: assign({
            post: ({ event }) => event.output.post,
            categories: ({ event }) => event.output.categories,
            form: ({ event }) => formOf(event.output.post, event.output.categories),
            loaded: ({ context }) => context.loaded + 1,
            loadError: '',
          }),
        },
        onError: { target: 'failed', actions: assign({ loadError: ({ event }) => failureMessage(event.error, LOAD_POST_FAILED) }) },
      },
    },
    failed: { on: { 'load.retry': 'loading' } },
    ready: {
      type: 'parallel',
      on: {
        'field.title': { actions: assign({ form: ({ context, event }) => ({ ...context.form, title: event.text }), problem: '' }) },
        'field.excerpt': { actions: assign({ form: ({ context, event }) => ({ ...context.form, excerpt: event.text }), problem: '' }) },
        'field.category': { actions: assign({ form: ({ context, event }) => ({ ...context.form, categoryId: event.id }), problem: '' }) },
        'field.tags': { actions: assign({ form: ({ context, event }) => ({ ...context.form, tags: event.text }), problem: '' }) },
        'field.status': { actions: assign({ form: ({ context, event }) => ({ ...context.form, status: event.status }), problem: '' }) },
        'field.publishAt': { actions: assign({ form: ({ context, event }) => ({ ...context.form, publishAt: event.text }), problem: '' }) },
        'content.change': {
          actions: assign({
            form: ({ context, event }) => ({ ...context.form, html: event.html, text: event.text, hasPicture: event.hasPicture }),
            problem: '',
          }),
        },
        'picture.inserted': {
          actions: assign({ pictures: ({ context, event }) => context.pictures.filter((picture) => picture.key !== event.key) }),
        },
        'featured.remove': { actions: assign({ form: ({ context }) => ({ ...context.form, featuredImage: null }) }) },
        'related.remove': {
          actions: assign({
            form: ({ context, event }) => ({ ...context.form, related: context.form.related.filter((product) => product.id !== event.id) }),
          }),
        },
        'productSearch.input': { actions: [assign({ relatedProblem: '' }), sendTo('productSearch', ({ event }) => event)] },
        'related.add': [
          {
            guard: 'relatedListIsFull',
            actions: assign({ relatedProblem: `At most ${MAX_POST_RELATED_PRODUCTS} related products` }),
          },
          {
            actions: [
              assign({
                form: ({ context, event }) =>
                  context.form.related.some((chosen) => chosen.id === event.product.id)
                    ? context.form
                    : { ...context.form, related: [...context.form.related, event.product] },
                relatedProblem: '',
              }),
              sendTo('productSearch', { type: 'productSearch.clear' }),
            ],
          },
        ],
      },
      states: {
        form: {
          initial: 'editing',
          states: {
            editing: {
              on: {
                'post.save': [
                  {
                    guard: 'postBreaksARule',
                    // Stryker disable next-line StringLiteral: postBreaksARule has just found a problem, so formProblem is never null here.
                    actions: assign({ problem: ({ context }) => formProblem(context.form) ?? '' }),
                  },
                  { target: 'saving' },
                ],
                'preview.open': 'previewing',
              },
            },
            saving: {
              invoke: {
                id: 'savePost',
                src: 'savePost',
                input: ({ context }) => ({ postId: context.postId, post: postRequestOf(context.form) }),
                onDone: [
                  {
                    guard: 'isNewPost',
                    target: 'editing',
                    actions: [
                      assign({ postId: ({ event }) => event.output.post._id, post: ({ event }) => event.output.post }),
                      emit(({ event }) => ({ type: 'toast', kind: 'success', message: event.output.message }) as const),
                      emit(
                        ({ event }) =>
                          ({ type: 'navigate', to: `/studio/blog/${encodeURIComponent(event.output.post._id)}`, replace: true }) as const,
                      ),
                    ],
                  },
                  {
                    target: 'editing',
                    actions: [
                      assign({ post: ({ event }) => event.output.post }),
                      emit(({ event }) => ({ type: 'toast', kind: 'success', message: event.output.message }) as const),
                    ],
                  },
                ],
                onError: { target: 'editing', actions: assign({ problem: ({ event }) => failureMessage(event.error, SAVE_POST_FAILED) }) },
              },
            },
            previewing: {
              invoke: {
                id: 'previewPost',
                src: 'previewPost',
                input: ({ context }) => ({ postId: context.postId, post: postRequestOf(context.form) }),
                onDone: { target: 'preview', actions: assign({ preview: ({ event }) => event.output }) },
                onError: { target: 'editing', actions: assign({ problem: ({ event }) => failureMessage(event.error, PREVIEW_FAILED) }) },
              },
            },
            preview: {
              on: { 'preview.close': { target: 'editing', actions: assign({ preview: null }) } },
            },
          },
        },
        picture: {
          initial: 'idle',
          states: {
            idle: { on: { 'picture.choose': { target: 'uploading', actions: assign({ pictureFile: ({ event }) => event.file }) } } },
            uploading: {
              invoke: {
                id: 'uploadPicture',
                src: 'uploadPicture',
                input: ({ context }) => ({ file: context.pictureFile as File }),
                onDone: {
                  target: 'idle',
                  actions: assign({
                    pictures: ({ context, event }) => [
                      ...context.pictures,
                      { key: context.nextPicture, url: event.output, alt: altOf(context.pictureFile as File) },
                    ],
                    nextPicture: ({ context }) => context.nextPicture + 1,
                    pictureFile: null,
                  }),
                },
                onError: {
                  target: 'idle',
                  actions: [
                    assign({ pictureFile: null }),
                    emit(({ event }) => ({ type: 'toast', kind: 'error', message: failureMessage(event.error, PICTURE_FAILED) }) as const),
                  ],
                },
              },
            },
          },
        },
        featured: {
          initial: 'idle',
          states: {
            idle: { on: { 'featured.choose': { target: 'uploading', actions: assign({ featuredFile: ({ event }) => event.file }) } } },
            uploading: {
              invoke: {
                id: 'uploadFeatured',
                src: 'uploadPicture',
                input: ({ context }) => ({ file: context.featuredFile as File }),
                onDone: {
                  target: 'idle',
                  actions: assign({ form: ({ context, event }) => ({ ...context.form, featuredImage: event.output }), featuredFile: null }),
                },
                onError: {
                  target: 'idle',
                  actions: [
                    assign({ featuredFile: null }),
                    emit(({ event }) => ({ type: 'toast', kind: 'error', message: failureMessage(event.error, PICTURE_FAILED) }) as const),
                  ],
                },
              },
            },
          },
        },
      },
    },
  },
});

/** A picture's description from its file name ('lekki-beach.jpg' -> 'lekki beach'); the editor lets staff change it. */
function altOf(file: File): string {
  return file.name
    .replace(/\.[a-z0-9]+$/i, '')
    .replace(/[-_]+/g, ' ')
    .trim();
}
