import { describe, expect, it } from 'vitest';

// Conventions of src/README.md, checked on the sources so that a new machine keeps them: a machine
// takes the session as `AnyActorRef | null` and reads it only through the readers of
// session-ref.ts (studio-session.ts for the staff role), asks whether the customer is logged in
// with a guard named isLoggedIn, and it emits the app's effects, nothing of its own; the search
// box alone tells the screen that spawned it what was searched.
const sources = import.meta.glob<string>('../../src/machines/**/*.ts', { eager: true, query: '?raw', import: 'default' });
const name = (file: string) => file.replace('../../src/machines/', '');
const READERS = new Set(['session-ref.ts', 'studio/studio-session.ts']);

describe('how machines meet the session and the app', () => {
  it('reads the sources of every machine', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(100);
  });

  it('types the session as any actor, never as the session machine’s own actor', () => {
    const typed = Object.entries(sources)
      .filter(([, source]) => /ActorRefFrom<typeof sessionMachine>/.test(source))
      .map(([file]) => name(file));
    expect(typed).toEqual([]);
  });

  it('reads the session’s snapshot only in the session readers', () => {
    const direct = Object.entries(sources)
      .filter(([file, source]) => !READERS.has(name(file)) && /session\??\.getSnapshot\(\)/.test(source))
      .map(([file]) => name(file));
    expect(direct).toEqual([]);
  });

  it('asks whether the customer is logged in by one guard name, isLoggedIn (a guest is not(isLoggedIn))', () => {
    const guardNames = Object.entries(sources).flatMap(([file, source]) =>
      [...source.matchAll(/(\w+): \(\{ context \}\) => !?isLoggedIn\(/g)].map((match) => `${name(file)} ${match[1]}`),
    );
    expect(guardNames.length).toBeGreaterThan(25);
    expect(guardNames.filter((line) => !line.endsWith(' isLoggedIn'))).toEqual([]);
    const negated = Object.entries(sources).filter(([, source]) => source.includes('=> !isLoggedIn('));
    expect(negated).toEqual([]);
  });

  it('emits the app’s effects and nothing else, the search box’s outcome aside', () => {
    const emitted = Object.entries(sources).flatMap(([file, source]) =>
      [...source.matchAll(/emitted: \{\} as (\w+)/g)].map((match) => `${name(file)}: ${match[1]}`),
    );
    expect(emitted.length).toBeGreaterThan(25);
    expect(emitted.filter((entry) => !entry.endsWith(': AppEffect'))).toEqual(['shared/search-with-suggestions.machine.ts: SearchOutcome']);
  });
});
