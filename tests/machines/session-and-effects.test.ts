import { describe, expect, it } from 'vitest';

// Two conventions of src/README.md, checked on the sources so that a new machine keeps them:
// a machine takes the session as `AnyActorRef | null` and reads it only through the readers of
// session-ref.ts (studio-session.ts for the staff role), and it emits the app's effects, nothing
// of its own; the search box alone tells the screen that spawned it what was searched.
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

  it('emits the app’s effects and nothing else, the search box’s outcome aside', () => {
    const emitted = Object.entries(sources).flatMap(([file, source]) =>
      [...source.matchAll(/emitted: \{\} as (\w+)/g)].map((match) => `${name(file)}: ${match[1]}`),
    );
    expect(emitted.length).toBeGreaterThan(25);
    expect(emitted.filter((entry) => !entry.endsWith(': AppEffect'))).toEqual(['shared/search-with-suggestions.machine.ts: SearchOutcome']);
  });
});
