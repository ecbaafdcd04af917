import type { SnapshotFrom } from 'xstate';
import { COUNT_UP_MS, type countersMachine } from './counters.machine.ts';

/** 100+ products, 200+ photos, 98% client satisfaction. */
export const HOME_COUNTERS = [
  { target: 100, suffix: '+', label: 'Products' },
  { target: 200, suffix: '+', label: 'Photos' },
  { target: 98, suffix: '%', label: 'Client Satisfaction' },
] as const;

export interface CounterView {
  readonly label: string;
  /** What the number shows now, e.g. '37+'; the final value when counting is over. */
  readonly text: string;
  /** The final value, for screen readers, which should not hear every step. */
  readonly finalText: string;
  /** Whether the number shows its final value (counting is over, or never ran): then it is written once. */
  readonly settled: boolean;
}

export function countersView(snapshot: SnapshotFrom<typeof countersMachine>): CounterView[] {
  const progress = Math.min(1, snapshot.context.elapsedMs / COUNT_UP_MS);
  return HOME_COUNTERS.map((counter) => ({
    label: counter.label,
    text: `${Math.round(counter.target * progress)}${counter.suffix}`,
    finalText: `${counter.target}${counter.suffix}`,
    settled: progress === 1,
  }));
}
