import { describe, expect, it } from 'vitest';
import { createActor, type AnyActorLogic, type AnyStateMachine } from 'xstate';
import { addToCollectionMachine } from '../../../src/machines/gallery/add-to-collection.machine.ts';
import { imageDetailMachine } from '../../../src/machines/gallery/image-detail.machine.ts';
import { likeMachine } from '../../../src/machines/gallery/like.machine.ts';
import { showcaseItemMachine } from '../../../src/machines/gallery/showcase-item.machine.ts';
import { showcaseMachine } from '../../../src/machines/gallery/showcase.machine.ts';
import { storiesMachine } from '../../../src/machines/gallery/stories.machine.ts';

/** The error a gallery request actor fails with when the wiring (*.live.ts) did not provide it. */
function failureOf(machine: AnyStateMachine, name: string): Promise<string> {
  const logic = (machine.implementations.actors as Record<string, AnyActorLogic>)[name];
  if (!logic) throw new Error(`${machine.id} has no actor ${name}`);
  return new Promise((resolve) => {
    const actor = createActor(logic, { input: {} });
    actor.subscribe({ error: (error) => resolve((error as Error).message) });
    actor.start();
  });
}

describe('a gallery request the wiring did not provide fails and names itself', () => {
  const requests: [AnyStateMachine, string][] = [
    [addToCollectionMachine, 'list'],
    [addToCollectionMachine, 'add'],
    [addToCollectionMachine, 'create'],
    [imageDetailMachine, 'loadLists'],
    [likeMachine, 'toggle'],
    [likeMachine, 'refetch'],
    [showcaseItemMachine, 'loadShowcase'],
    [showcaseMachine, 'loadShowcase'],
    [storiesMachine, 'loadStories'],
  ];
  for (const [machine, name] of requests) {
    it(`${machine.id}: ${name}`, async () => {
      expect(await failureOf(machine, name)).toBe(`${name} is not provided`);
    });
  }
});
