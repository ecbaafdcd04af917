// npm test: every check, the fast ones first, and side by side where a 2-core machine gains from it.
// Three phases of two lanes each; a phase starts when the one before it passed.
//   1. the format check (about 15 s of one core) beside Chromium (got when there is none, once,
//      before two browser steps could ask for it at the same time), the production build (dist/
//      with the server renderer; the rendered-page tests use it too) and the contract's freshness
//      and lint (seconds each).
//   2. typecheck and lint (one core, mostly) beside Vitest (its workers).
//   3. the browser journeys (Chromium against a running server on that build) beside the
//      first-load budget (Chromium again, on a server of its own). The journeys leave a core idle
//      while one of them waits (a scheduled post's minute, a payment's poll), and the budget's page
//      loads fill it; beside Vitest, the budget took CPU from the longer lane.
// Each line of a step's output is prefixed with the step's name; a table of times ends the run.
import { spawn } from 'node:child_process';

interface Step {
  readonly name: string;
  readonly command: string;
  readonly args: readonly string[];
}

interface Outcome {
  readonly name: string;
  readonly code: number;
  readonly seconds: number;
}

const npmRun = (script: string): Step => ({ name: script, command: 'npm', args: ['run', '--silent', script] });

const CHROMIUM: Step = { name: 'chromium', command: 'node', args: ['scripts/ensure-chromium.ts'] };
const BUILD: Step = { name: 'build', command: 'node', args: ['scripts/build-if-stale.ts'] };
type Lane = readonly Step[];
const PHASES: readonly (readonly Lane[])[] = [
  [[npmRun('format:check')], [CHROMIUM, BUILD, npmRun('api:check'), npmRun('api:lint')]],
  [[npmRun('typecheck'), npmRun('lint')], [npmRun('test:unit')]],
  [[npmRun('test:e2e')], [npmRun('bench:size')]],
];

function prefixLines(name: string, target: NodeJS.WriteStream) {
  let pending = '';
  return {
    write(chunk: Buffer) {
      const lines = (pending + chunk.toString()).split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) target.write(`[${name}] ${line}\n`);
    },
    flush() {
      if (pending) target.write(`[${name}] ${pending}\n`);
    },
  };
}

function runStep(step: Step): Promise<Outcome> {
  const started = performance.now();
  console.log(`[${step.name}] started`);
  return new Promise((resolve) => {
    const child = spawn(step.command, [...step.args], { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: '0' } });
    const out = prefixLines(step.name, process.stdout);
    const err = prefixLines(step.name, process.stderr);
    child.stdout.on('data', out.write);
    child.stderr.on('data', err.write);
    const finish = (code: number) => {
      out.flush();
      err.flush();
      const seconds = Math.round((performance.now() - started) / 1000);
      console.log(`[${step.name}] ${code === 0 ? 'passed' : `FAILED (exit code ${code})`} in ${seconds} s`);
      resolve({ name: step.name, code, seconds });
    };
    child.on('error', (error) => {
      console.error(`[${step.name}] could not start: ${error.message}`);
      finish(1);
    });
    child.on('close', (code, signal) => finish(code ?? (signal ? 1 : 0)));
  });
}

/** Runs the steps one after another, stopping at the first that fails. */
async function inOrder(steps: readonly Step[]): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  for (const step of steps) {
    const outcome = await runStep(step);
    outcomes.push(outcome);
    if (outcome.code !== 0) break;
  }
  return outcomes;
}

function summary(outcomes: readonly Outcome[], wallSeconds: number): void {
  console.log('\nstep            result   seconds');
  for (const { name, code, seconds } of outcomes) {
    console.log(`${name.padEnd(16)}${(code === 0 ? 'passed' : 'FAILED').padEnd(9)}${String(seconds).padStart(7)}`);
  }
  console.log(`${'npm test'.padEnd(25)}${String(wallSeconds).padStart(7)}  (wall clock)`);
}

const started = performance.now();
const outcomes: Outcome[] = [];
const failed = () => outcomes.some((outcome) => outcome.code !== 0);

for (const lanes of PHASES) {
  outcomes.push(...(await Promise.all(lanes.map(inOrder))).flat());
  if (failed()) break;
}

summary(outcomes, Math.round((performance.now() - started) / 1000));
process.exitCode = failed() ? 1 : 0;
