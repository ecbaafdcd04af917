import type { SnapshotFrom } from 'xstate';
import { describe, expect, it } from 'vitest';
import { GALLERY_TEXT } from '../../../src/domain/gallery.ts';
import type { storiesMachine } from '../../../src/machines/gallery/stories.machine.ts';
import { storiesView } from '../../../src/machines/gallery/stories.view.ts';

// A fixed snapshot in one state with no stories: the view reads matches() and context.stories only.
function snap(state: string): SnapshotFrom<typeof storiesMachine> {
  return { matches: (s: string) => s === state, context: { stories: [] } } as unknown as SnapshotFrom<typeof storiesMachine>;
}

describe('storiesView', () => {
  it('shows the loading and failed texts and no message once loaded', () => {
    expect(storiesView(snap('loading'))).toEqual({ status: 'loading', message: GALLERY_TEXT.loadingStories, stories: [] });
    expect(storiesView(snap('failed'))).toEqual({ status: 'failed', message: GALLERY_TEXT.storiesFailed, stories: [] });
    expect(storiesView(snap('loaded'))).toEqual({ status: 'loaded', message: '', stories: [] });
  });
});
