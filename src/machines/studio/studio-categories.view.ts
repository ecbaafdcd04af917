import type { SnapshotFrom } from 'xstate';
import type { studioCategoriesMachine } from './studio-categories.machine.ts';
import type { StudioCategory } from './studio-types.ts';

/** Each category with its place in the tree: top-level ones first, each followed by what it holds. */
function inTreeOrder(categories: readonly StudioCategory[]): { category: StudioCategory; depth: number }[] {
  const ids = new Set<string | null>(categories.map((category) => category._id));
  const ordered: { category: StudioCategory; depth: number }[] = [];
  const seen = new Set<string>();
  const visit = (parentId: string | null, depth: number) => {
    for (const category of categories) {
      const parent = ids.has(category.parentId) ? category.parentId : null;
      if (parent !== parentId || seen.has(category._id)) continue;
      seen.add(category._id);
      ordered.push({ category, depth });
      visit(category._id, depth + 1);
    }
  };
  visit(null, 0);
  // A loop in old data has no way in from the top: list it anyway.
  for (const category of categories) if (!seen.has(category._id)) ordered.push({ category, depth: 0 });
  return ordered;
}

export function studioCategoriesView(snapshot: SnapshotFrom<typeof studioCategoriesMachine>) {
  const { context } = snapshot;
  const titles = new Map(context.categories.map((category) => [category._id, category.title]));
  const tree = inTreeOrder(context.categories);
  const parentOptions = (excluding: string | null) => [
    { value: '', label: 'None (top level)' },
    ...tree
      .filter(({ category }) => category._id !== excluding)
      .map(({ category, depth }) => ({ value: category._id, label: `${'— '.repeat(depth)}${category.title}` })),
  ];
  const editing = context.editing;
  return {
    loading: snapshot.matches('loading'),
    problem: snapshot.matches('failed') ? context.loadError : '',
    canRetry: snapshot.matches('failed'),
    busy: !snapshot.matches({ ready: 'idle' }),
    adding: { ...context.adding, saving: snapshot.matches({ ready: 'adding' }), parents: parentOptions(null) },
    rows: tree.map(({ category, depth }) => ({
      id: category._id,
      title: category.title,
      depth,
      parent: category.parentId ? (titles.get(category.parentId) ?? '') : '',
      productCount: category.productCount,
      editing: editing?.id === category._id,
    })),
    editing: editing && { ...editing, saving: snapshot.matches({ ready: 'changing' }), parents: parentOptions(editing.id) },
  };
}

export type StudioCategoriesView = ReturnType<typeof studioCategoriesView>;
