import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { describe, expect, it } from 'vitest';

// npm start runs the server as a child of its own (scripts/start.ts); a SIGTERM sent to npm start
// must reach the server, which drains and exits, and npm start then ends with the server's code.

const SERVER_STAND_IN = `
  process.on('SIGTERM', () => { console.log('draining'); setTimeout(() => process.exit(3), 50); });
  setInterval(() => {}, 1000);
  console.log('listening');
`;

function startWrapper() {
  const script = `import('./scripts/run.ts').then(({ run }) => run(process.execPath, ['-e', ${JSON.stringify(SERVER_STAND_IN)}]).then((code) => process.exit(code)))`;
  const wrapper = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  let output = '';
  const said = (text: string) =>
    new Promise<void>((resolve) => {
      const check = () => output.includes(text) && resolve();
      wrapper.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        check();
      });
      check();
    });
  return { wrapper, said, output: () => output };
}

describe('scripts/run.ts', () => {
  it('passes a SIGTERM on to the command, waits for it, and ends with its exit code', async () => {
    const { wrapper, said, output } = startWrapper();
    await said('listening');
    const exited = once(wrapper, 'exit');
    wrapper.kill('SIGTERM');
    const [code] = await exited;
    expect(output()).toContain('draining');
    expect(code).toBe(3);
  });
});
