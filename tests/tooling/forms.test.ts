import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const UI = 'src/ui';
const MACHINE_FORM = path.join(UI, 'widgets', 'MachineForm.tsx');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    return file.endsWith('.tsx') ? [file] : [];
  });
}

describe('forms', () => {
  // A form sent before the app has taken the server's page over is held back and sent again by
  // MachineForm (src/ui/widgets/form-taken-over.ts): a form of its own would lose that send.
  it('are all MachineForms', () => {
    const plainForms = sources(UI).filter((file) => file !== MACHINE_FORM && /<form[\s>]/.test(readFileSync(file, 'utf8')));
    expect(plainForms).toEqual([]);
  });
});
