/**
 * Where one request's time goes, stage by stage, for the latency bench's breakdown
 * (bench/product-list-latency.ts). Off unless the bench's server turns it on; then each timed
 * stage adds its milliseconds to the tally of the request under way, which that server reads
 * once the answer is made and sends back in a `Server-Timing` header. The bench sends one request
 * at a time while it tallies, so one tally at a time is all there is; off, a timed stage costs
 * one comparison.
 */
let tally: Map<string, number> | undefined;

/** Starts the tally of the next request (the bench's server, before handing it to the app). */
export function startStageTally(): void {
  tally = new Map();
}

/** The request's tally, stage by stage in milliseconds; tallying stops until the next start. */
export function takeStageTally(): Map<string, number> {
  const taken = tally ?? new Map<string, number>();
  tally = undefined;
  return taken;
}

export function addStageTime(stage: string, milliseconds: number): void {
  tally?.set(stage, (tally.get(stage) ?? 0) + milliseconds);
}

/** Runs the work, counting its time under the stage when tallying. */
export function timeStage<T>(stage: string, work: () => T): T {
  if (!tally) return work();
  const started = performance.now();
  try {
    return work();
  } finally {
    addStageTime(stage, performance.now() - started);
  }
}
