import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createActor, type AnyActorLogic, type AnyStateMachine } from 'xstate';
import { machineSources } from './support/machine-sources.ts';

// Every machine declares its requests as placeholders that the wiring (*.live.ts) replaces. Found
// here from the sources, so a new machine's requests are covered without being listed.
// (profile's machines share one setup() in profile.setup.ts.)
const modules = import.meta.glob<Record<string, unknown>>(['../../src/machines/**/*.machine.ts', '../../src/machines/**/*.setup.ts'], {
  eager: true,
});

function isMachine(value: unknown): value is AnyStateMachine {
  return typeof value === 'object' && value !== null && 'implementations' in value && 'config' in value;
}

/** The names of the promise actors declared in a machine file's setup(). */
function placeholderNames(file: string): string[] {
  const source = readFileSync(new URL(file, import.meta.url), 'utf8');
  return [...source.matchAll(/(\w+): fromPromise\b/g)].map((match) => match[1] ?? '');
}

/** The error a request actor fails with when the wiring did not provide it. */
function failureOf(logic: AnyActorLogic): Promise<string> {
  return new Promise((resolve) => {
    const actor = createActor(logic, { input: {} });
    actor.subscribe({ complete: () => resolve('it succeeded'), error: (error) => resolve((error as Error).message) });
    actor.start();
  });
}

const folderOf = (file: string) => file.slice(0, file.lastIndexOf('/'));

const cases = Object.keys(modules).flatMap((file) => {
  // The file's own machines first, then its folder's: a shared setup() is used by its neighbours.
  const neighbours = Object.keys(modules).filter((other) => other !== file && folderOf(other) === folderOf(file));
  const machines = [file, ...neighbours].flatMap((source) => Object.values(modules[source] ?? {}).filter(isMachine));
  return placeholderNames(file).map((name) => {
    const machine = machines.find((candidate) => name in (candidate.implementations.actors as Record<string, AnyActorLogic>));
    return { file: file.replace('../../src/machines/', ''), name, machine };
  });
});

describe('a request the wiring did not provide fails and names itself', () => {
  it('finds the placeholders of every machine', () => {
    expect(cases.length).toBeGreaterThanOrEqual(67);
  });

  it('is written with unprovided() or notProvided(), never by hand', () => {
    const handWritten = machineSources
      .filter(([file, source]) => file !== 'unprovided.ts' && source.includes('is not provided'))
      .map(([file]) => file);
    expect(handWritten).toEqual([]);
  });

  it.each(cases)('$file: $name', async ({ name, machine }) => {
    expect(machine, `no exported machine declares ${name}`).toBeDefined();
    const logic = (machine?.implementations.actors as Record<string, AnyActorLogic>)[name] as AnyActorLogic;
    expect(await failureOf(logic)).toBe(`${name} is not provided`);
  });
});
