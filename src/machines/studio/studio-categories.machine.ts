import { assign, emit, fromPromise, setup, type AnyActorRef } from 'xstate';
import { categoryNameProblem, parentProblem } from '../../domain/studio-categories.ts';
import type { AppEffect } from '../app-effects.ts';
import { failureMessage } from '../request-failure.ts';
import { isLoggedIn } from '../session-ref.ts';
import type { StudioCategory, StudioCategoryRequest } from './studio-types.ts';
import { unprovided } from '../unprovided.ts';
import { loginGate } from '../login-gate.ts';

export const LOAD_CATEGORIES_FAILED = 'Failed to load the categories';
export const SAVE_CATEGORY_FAILED = 'Failed to save the category';

/** A category form as typed: the new one (id null) or one being renamed or moved. */
export interface CategoryForm {
  readonly id: string | null;
  readonly title: string;
  /** '' for the top. */
  readonly parentId: string;
  readonly error: string;
}

const EMPTY_FORM: CategoryForm = { id: null, title: '', parentId: '', error: '' };

interface CategoriesContext {
  readonly session: AnyActorRef | null;
  readonly categories: readonly StudioCategory[];
  readonly loadError: string;
  readonly adding: CategoryForm;
  readonly editing: CategoryForm | null;
}

export type StudioCategoriesEvent =
  | { type: 'add.title'; text: string }
  | { type: 'add.parent'; parentId: string }
  | { type: 'add.submit' }
  | { type: 'edit.open'; id: string }
  | { type: 'edit.title'; text: string }
  | { type: 'edit.parent'; parentId: string }
  | { type: 'edit.submit' }
  | { type: 'edit.cancel' }
  | { type: 'list.retry' };

export function categoryFormProblem(categories: readonly StudioCategory[], form: CategoryForm): string | null {
  return (
    categoryNameProblem(form.title) ??
    parentProblem(
      categories.map((category) => ({ id: category._id, parentId: category.parentId })),
      // Stryker disable next-line StringLiteral: a new category (id null) holds nothing yet, so any id that no category has gives the same answer; '' is only the stand-in for it.
      form.id ?? '',
      form.parentId || null,
    )
  );
}

const requestOf = (form: CategoryForm): StudioCategoryRequest => ({ title: form.title.trim(), parentId: form.parentId || null });

/** The open row's form: 'changing' is entered only with a row open (isEditing), and nothing closes it there. */
const openForm = (context: CategoriesContext) => context.editing as CategoryForm;

/** /studio/categories: the list, a form to add one, and one row at a time renamed or moved. */
export const studioCategoriesMachine = setup({
  types: {
    context: {} as CategoriesContext,
    events: {} as StudioCategoriesEvent,
    emitted: {} as AppEffect,
    input: {} as { session: AnyActorRef | null },
  },
  actors: {
    loadCategories: fromPromise<StudioCategory[]>(() => unprovided('loadCategories')),
    /** Resolves with the server's message ('Category added'). */
    saveCategory: fromPromise<string, { id: string | null; category: StudioCategoryRequest }>(() => unprovided('saveCategory')),
  },
  guards: {
    isLoggedIn: ({ context }) => isLoggedIn(context.session),
    newCategoryBreaksARule: ({ context }) => categoryFormProblem(context.categories, context.adding) !== null,
    changeBreaksARule: ({ context }) => context.editing !== null && categoryFormProblem(context.categories, context.editing) !== null,
    isEditing: ({ context }) => context.editing !== null,
  },
}).createMachine({
  id: 'studioCategories',
  context: ({ input }) => ({ session: input.session, categories: [], loadError: '', adding: EMPTY_FORM, editing: null }),
  initial: 'checkingLogin',
  // The new category's fields are filled in whatever the list is doing: what is typed while the
  // list (re)loads is kept, not dropped by a state that did not listen for it.
  on: {
    'add.title': { actions: assign({ adding: ({ context, event }) => ({ ...context.adding, title: event.text, error: '' }) }) },
    'add.parent': {
      actions: assign({ adding: ({ context, event }) => ({ ...context.adding, parentId: event.parentId, error: '' }) }),
    },
  },
  states: {
    ...loginGate<CategoriesContext, StudioCategoriesEvent>('loading'),
    loading: {
      invoke: {
        id: 'loadCategories',
        src: 'loadCategories',
        onDone: { target: 'ready', actions: assign({ categories: ({ event }) => event.output, loadError: '' }) },
        onError: { target: 'failed', actions: assign({ loadError: ({ event }) => failureMessage(event.error, LOAD_CATEGORIES_FAILED) }) },
      },
    },
    failed: { on: { 'list.retry': 'loading' } },
    ready: {
      initial: 'idle',
      // The open row's fields too, while a category saves: a refusal shows beside what is typed now.
      on: {
        'edit.title': {
          actions: assign({ editing: ({ context, event }) => context.editing && { ...context.editing, title: event.text, error: '' } }),
        },
        'edit.parent': {
          actions: assign({
            editing: ({ context, event }) => context.editing && { ...context.editing, parentId: event.parentId, error: '' },
          }),
        },
      },
      states: {
        idle: {
          on: {
            'add.submit': [
              {
                guard: 'newCategoryBreaksARule',
                actions: assign({
                  // newCategoryBreaksARule has just found the problem.
                  adding: ({ context }) => ({
                    ...context.adding,
                    error: categoryFormProblem(context.categories, context.adding) as string,
                  }),
                }),
              },
              { target: 'adding' },
            ],
            'edit.open': {
              actions: assign({
                editing: ({ context, event }) => {
                  const category = context.categories.find((candidate) => candidate._id === event.id);
                  return category ? { id: category._id, title: category.title, parentId: category.parentId ?? '', error: '' } : null;
                },
              }),
            },
            'edit.cancel': { actions: assign({ editing: null }) },
            'edit.submit': [
              {
                guard: 'changeBreaksARule',
                actions: assign({
                  editing: ({ context }) =>
                    // changeBreaksARule has just found the problem.
                    context.editing && { ...context.editing, error: categoryFormProblem(context.categories, context.editing) as string },
                }),
              },
              { guard: 'isEditing', target: 'changing' },
            ],
          },
        },
        adding: {
          invoke: {
            id: 'addCategory',
            src: 'saveCategory',
            input: ({ context }) => ({ id: null, category: requestOf(context.adding) }),
            onDone: {
              target: '#studioCategories.loading',
              actions: [
                assign({ adding: EMPTY_FORM }),
                emit(({ event }) => ({ type: 'toast', kind: 'success', message: event.output }) as const),
              ],
            },
            onError: {
              target: 'idle',
              actions: assign({
                adding: ({ context, event }) => ({ ...context.adding, error: failureMessage(event.error, SAVE_CATEGORY_FAILED) }),
              }),
            },
          },
        },
        changing: {
          invoke: {
            id: 'changeCategory',
            src: 'saveCategory',
            input: ({ context }) => ({ id: openForm(context).id, category: requestOf(openForm(context)) }),
            onDone: {
              target: '#studioCategories.loading',
              actions: [
                assign({ editing: null }),
                emit(({ event }) => ({ type: 'toast', kind: 'success', message: event.output }) as const),
              ],
            },
            onError: {
              target: 'idle',
              actions: assign({
                editing: ({ context, event }) =>
                  context.editing && { ...context.editing, error: failureMessage(event.error, SAVE_CATEGORY_FAILED) },
              }),
            },
          },
        },
      },
    },
  },
});
