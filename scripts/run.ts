import { spawn } from 'node:child_process';

/**
 * A stop asked of this process is the command's to act on: npm start runs the server as a child,
 * and a SIGTERM sent to npm start (a process manager, a container stopping) must reach the server
 * so that it drains, rather than leave it running on its own or cut it off.
 */
const FORWARDED: readonly NodeJS.Signals[] = ['SIGINT', 'SIGTERM', 'SIGHUP'];

/** Runs a command with inherited output, passing on the stops this process is sent; resolves with its exit code. */
export function run(command: string, args: readonly string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', env });
    const forward = (signal: NodeJS.Signals) => child.kill(signal);
    for (const signal of FORWARDED) process.on(signal, forward);
    const stopForwarding = () => FORWARDED.forEach((signal) => process.off(signal, forward));
    child.on('error', (error) => {
      stopForwarding();
      reject(error);
    });
    child.on('exit', (code, signal) => {
      stopForwarding();
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}
