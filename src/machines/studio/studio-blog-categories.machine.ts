import { assign, emit, fromPromise, setup, type AnyActorRef } from 'xstate';
import { categoryNameProblem } from '../../domain/studio-blog.ts';
import type { AppEffect } from '../app-effects.ts';
import { failureMessage } from '../request-failure.ts';
import { isLoggedIn } from '../session-ref.ts';
import type { StudioBlogCategory } from './studio-types.ts';
import { unprovided } from '../unprovided.ts';
import { loginGate } from '../login-gate.ts';

export const LOAD_BLOG_CATEGORIES_FAILED = 'Failed to load the blog categories';
export const SAVE_BLOG_CATEGORY_FAILED = 'Failed to save the category';

interface Context {
  readonly session: AnyActorRef | null;
  readonly categories: readonly StudioBlogCategory[];
  readonly loadError: string;
  /** The new category's name, and the category being renamed with its new name. */
  readonly name: string;
  readonly nameError: string;
  readonly renamingId: string | null;
  readonly rename: string;
  readonly renameError: string;
}

export type StudioBlogCategoriesEvent =
  | { type: 'add.name'; text: string }
  | { type: 'add.submit' }
  | { type: 'rename.open'; id: string }
  | { type: 'rename.name'; text: string }
  | { type: 'rename.submit' }
  | { type: 'rename.cancel' }
  | { type: 'list.retry' };

/** /studio/blog/categories: the blog's categories, a form to add one, one at a time renamed. */
export const studioBlogCategoriesMachine = setup({
  types: {
    context: {} as Context,
    events: {} as StudioBlogCategoriesEvent,
    emitted: {} as AppEffect,
    input: {} as { session: AnyActorRef | null },
  },
  actors: {
    loadCategories: fromPromise<StudioBlogCategory[]>(() => unprovided('loadCategories')),
    /** Resolves with the server's message ('Category added'). */
    saveCategory: fromPromise<string, { id: string | null; name: string }>(() => unprovided('saveCategory')),
  },
  guards: {
    isLoggedIn: ({ context }) => isLoggedIn(context.session),
    nameIsMissing: ({ context }) => categoryNameProblem(context.name) !== null,
    newNameIsMissing: ({ context }) => categoryNameProblem(context.rename) !== null,
  },
}).createMachine({
  id: 'studioBlogCategories',
  context: ({ input }) => ({
    session: input.session,
    categories: [],
    loadError: '',
    name: '',
    nameError: '',
    renamingId: null,
    rename: '',
    renameError: '',
  }),
  initial: 'checkingLogin',
  // The new category's name is typed whatever the list is doing: a name typed while the list
  // (re)loads is kept, not dropped by a state that did not listen for it.
  on: { 'add.name': { actions: assign({ name: ({ event }) => event.text, nameError: '' }) } },
  states: {
    ...loginGate<Context, StudioBlogCategoriesEvent>('loading'),
    loading: {
      invoke: {
        id: 'loadCategories',
        src: 'loadCategories',
        onDone: { target: 'ready', actions: assign({ categories: ({ event }) => event.output, loadError: '' }) },
        onError: {
          target: 'failed',
          actions: assign({ loadError: ({ event }) => failureMessage(event.error, LOAD_BLOG_CATEGORIES_FAILED) }),
        },
      },
    },
    failed: { on: { 'list.retry': 'loading' } },
    ready: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'add.submit': [
              // nameIsMissing has just found the problem.
              { guard: 'nameIsMissing', actions: assign({ nameError: ({ context }) => categoryNameProblem(context.name) as string }) },
              { target: 'adding' },
            ],
            'rename.open': {
              actions: assign({
                renamingId: ({ event }) => event.id,
                rename: ({ context, event }) => context.categories.find((category) => category._id === event.id)?.name ?? '',
                renameError: '',
              }),
            },
            'rename.name': { actions: assign({ rename: ({ event }) => event.text, renameError: '' }) },
            'rename.cancel': { actions: assign({ renamingId: null, rename: '', renameError: '' }) },
            'rename.submit': [
              // newNameIsMissing has just found the problem.
              {
                guard: 'newNameIsMissing',
                actions: assign({ renameError: ({ context }) => categoryNameProblem(context.rename) as string }),
              },
              { target: 'renaming' },
            ],
          },
        },
        adding: {
          invoke: {
            id: 'addCategory',
            src: 'saveCategory',
            input: ({ context }) => ({ id: null, name: context.name.trim() }),
            onDone: {
              target: '#studioBlogCategories.loading',
              actions: [assign({ name: '' }), emit(({ event }) => ({ type: 'toast', kind: 'success', message: event.output }) as const)],
            },
            onError: {
              target: 'idle',
              actions: assign({ nameError: ({ event }) => failureMessage(event.error, SAVE_BLOG_CATEGORY_FAILED) }),
            },
          },
        },
        renaming: {
          invoke: {
            id: 'renameCategory',
            src: 'saveCategory',
            input: ({ context }) => ({ id: context.renamingId, name: context.rename.trim() }),
            onDone: {
              target: '#studioBlogCategories.loading',
              actions: [
                assign({ renamingId: null, rename: '' }),
                emit(({ event }) => ({ type: 'toast', kind: 'success', message: event.output }) as const),
              ],
            },
            onError: {
              target: 'idle',
              actions: assign({ renameError: ({ event }) => failureMessage(event.error, SAVE_BLOG_CATEGORY_FAILED) }),
            },
          },
        },
      },
    },
  },
});
