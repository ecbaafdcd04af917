import type { SnapshotFrom } from 'xstate';
import type { studioBlogCategoriesMachine } from './studio-blog-categories.machine.ts';

export function studioBlogCategoriesView(snapshot: SnapshotFrom<typeof studioBlogCategoriesMachine>) {
  const { context } = snapshot;
  return {
    loading: snapshot.matches('loading'),
    problem: snapshot.matches('failed') ? context.loadError : '',
    canRetry: snapshot.matches('failed'),
    busy: !snapshot.matches({ ready: 'idle' }),
    name: context.name,
    nameError: context.nameError,
    categories: context.categories.map((category) => ({
      id: category._id,
      name: category.name,
      posts: `${category.posts} ${category.posts === 1 ? 'post' : 'posts'}`,
      renaming: context.renamingId === category._id,
    })),
    rename: context.rename,
    renameError: context.renameError,
  };
}

export type StudioBlogCategoriesView = ReturnType<typeof studioBlogCategoriesView>;
