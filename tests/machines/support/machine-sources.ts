// The sources of src/machines as text, for the tests that check a house convention on every
// machine's source, so that a new machine keeps it without being listed anywhere.

const FOLDER = '../../../src/machines/';
const raw = import.meta.glob<string>('../../../src/machines/**/*.ts', { eager: true, query: '?raw', import: 'default' });

/** Each source file of src/machines with its path under that folder ('shop/cart.machine.ts'). */
export const machineSources: readonly (readonly [file: string, source: string])[] = Object.entries(raw).map(
  ([file, source]) => [file.replace(FOLDER, ''), source] as const,
);

// A glob that matched nothing (a moved folder) would let every convention check pass on no files.
if (machineSources.length < 100) throw new Error(`machine-sources.ts read ${machineSources.length} files under src/machines`);
