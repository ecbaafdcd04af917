import { describe, expect, it } from 'vitest';
import { machineSources } from './support/machine-sources.ts';

// Conventions of src/README.md, checked on the sources so that a new machine keeps them: a machine
// takes the session as `AnyActorRef | null` and reads it only through the readers of
// session-ref.ts (studio-session.ts for the staff role), asks whether the customer is logged in
// with a guard named isLoggedIn, and it emits the app's effects, nothing of its own; the search
// box alone tells the screen that spawned it what was searched.
const READERS = new Set(['session-ref.ts', 'studio/studio-session.ts']);

describe('how machines meet the session and the app', () => {
  it('types the session as any actor, never as the session machine’s own actor', () => {
    const typed = machineSources.filter(([, source]) => /ActorRefFrom<typeof sessionMachine>/.test(source)).map(([file]) => file);
    expect(typed).toEqual([]);
  });

  it('reads the session’s snapshot only in the session readers', () => {
    const direct = machineSources
      .filter(([file, source]) => !READERS.has(file) && /session\??\.getSnapshot\(\)/.test(source))
      .map(([file]) => file);
    expect(direct).toEqual([]);
  });

  it('asks whether the customer is logged in by one guard name, isLoggedIn (a guest is not(isLoggedIn))', () => {
    const guardNames = machineSources.flatMap(([file, source]) =>
      [...source.matchAll(/(\w+): \(\{ context \}\) => !?isLoggedIn\(/g)].map((match) => `${file} ${match[1]}`),
    );
    expect(guardNames.length).toBeGreaterThan(25);
    expect(guardNames.filter((line) => !line.endsWith(' isLoggedIn'))).toEqual([]);
    const negated = machineSources.filter(([, source]) => source.includes('=> !isLoggedIn('));
    expect(negated).toEqual([]);
  });

  it('emits the app’s effects and nothing else, the search box’s outcome aside', () => {
    const emitted = machineSources.flatMap(([file, source]) =>
      [...source.matchAll(/emitted: \{\} as (\w+)/g)].map((match) => `${file}: ${match[1]}`),
    );
    expect(emitted.length).toBeGreaterThan(25);
    expect(emitted.filter((entry) => !entry.endsWith(': AppEffect'))).toEqual(['shared/search-with-suggestions.machine.ts: SearchOutcome']);
  });
});
