// npm test: every check, the fast ones first, and side by side where a 2-core machine gains from it.
//   1. format, contract freshness, contract lint: seconds each; a failure stops the run here.
//   2. the production build (dist/, with the server renderer), which the rendered-page tests use too.
//   3. two lanes at once: typecheck, lint and the first-load budget (one core, mostly) beside
//      Vitest (its workers). Typecheck and lint alone ended long before Vitest; with the budget
//      after them the lanes end close together (344 and 310 s on 27 November).
//   4. the browser journeys, on that one build (Chromium against a running server): they keep both
//      cores busy alone.
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

const FAST_CHECKS = [npmRun('format:check'), npmRun('api:check'), npmRun('api:lint')];
const BUILD: Step = { name: 'build', command: 'node', args: ['scripts/build-if-stale.ts'] };
const LANES: readonly (readonly Step[])[] = [[npmRun('typecheck'), npmRun('lint'), npmRun('bench:size')], [npmRun('test:unit')]];
const BROWSER_STEPS = [npmRun('test:e2e')];

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

outcomes.push(...(await inOrder([...FAST_CHECKS, BUILD])));
if (!failed()) outcomes.push(...(await Promise.all(LANES.map(inOrder))).flat());
if (!failed()) outcomes.push(...(await inOrder(BROWSER_STEPS)));

summary(outcomes, Math.round((performance.now() - started) / 1000));
process.exitCode = failed() ? 1 : 0;
