import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { storiesMachine, type GalleryImage } from '../../../src/machines/gallery/stories.machine.ts';
import type { StoriesQuery } from '../../../src/domain/gallery.ts';
import { galleryImage, sessionWith } from './fixtures.ts';

describe('storiesMachine', () => {
  it("spawns one like button per story, named like-{id}, with that story's like state and the session", async () => {
    const session = sessionWith('token');
    const stories = [galleryImage('a'), galleryImage('b', { isLiked: true, likeCount: 7 })];
    const actor = createActor(
      storiesMachine.provide({
        actors: { loadStories: fromPromise<readonly GalleryImage[], StoriesQuery>(() => Promise.resolve(stories)) },
      }),
      {
        clock: new SimulatedClock(),
        input: { session },
      },
    ).start();
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('loaded'));
    const { likes } = actor.getSnapshot().context;
    expect(likes.b?.id).toBe('like-b');
    expect(actor.getSnapshot().children['like-b']).toBe(likes.b);
    expect(likes.a?.getSnapshot().context).toEqual({
      imageId: 'a',
      isLiked: false,
      likeCount: 2,
      session,
      inList: true,
      before: null,
      failure: null,
    });
    expect(likes.b?.getSnapshot().context).toEqual({
      imageId: 'b',
      isLiked: true,
      likeCount: 7,
      session,
      inList: true,
      before: null,
      failure: null,
    });
  });

  it('asks for the page, category and search it was given, page 1 when none', async () => {
    const asked: unknown[] = [];
    const loadStories = fromPromise<readonly GalleryImage[], StoriesQuery>(async ({ input }) => {
      asked.push(input);
      return [];
    });
    for (const input of [{ session: null }, { session: null, query: { page: 2, category: 'Weddings', search: 'lagos' } }]) {
      const actor = createActor(storiesMachine.provide({ actors: { loadStories } }), { clock: new SimulatedClock(), input }).start();
      await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('loaded'));
    }
    expect(asked).toEqual([{ page: 1 }, { page: 2, category: 'Weddings', search: 'lagos' }]);
  });
});
