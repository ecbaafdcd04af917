/** Checks per operation: how many ran, passed and failed, and the first failure's words. */
interface Row {
  checks: number;
  passed: number;
  failed: number;
  firstFailure: string;
}

export class Report {
  readonly rows = new Map<string, Row>();
  /** Flows the backend could not be walked through, with the reason (reported, never faked). */
  readonly notWalked: string[] = [];

  /** `problem` null is a pass. */
  record(operation: string, problem: string | null): void {
    const row = this.rows.get(operation) ?? { checks: 0, passed: 0, failed: 0, firstFailure: '' };
    row.checks += 1;
    if (problem === null) {
      row.passed += 1;
    } else {
      row.failed += 1;
      row.firstFailure ||= problem;
    }
    this.rows.set(operation, row);
  }

  get failed(): number {
    return [...this.rows.values()].reduce((sum, row) => sum + row.failed, 0);
  }

  get checks(): number {
    return [...this.rows.values()].reduce((sum, row) => sum + row.checks, 0);
  }

  table(): string {
    const header = ['operation', 'checks', 'passed', 'failed', 'first failure'];
    const lines = [...this.rows.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([name, row]) => [name, String(row.checks), String(row.passed), String(row.failed), row.firstFailure.slice(0, 140)]);
    const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => (line[column] ?? '').length)));
    const format = (cells: string[]) => cells.map((cell, column) => (column === 4 ? cell : cell.padEnd(widths[column] ?? 0))).join('  ');
    const out = [format(header), format(widths.map((width) => '-'.repeat(Math.min(width, 40))))];
    out.push(...lines.map(format));
    out.push('', `${this.checks} checks, ${this.checks - this.failed} passed, ${this.failed} failed, over ${this.rows.size} operations`);
    for (const reason of this.notWalked) out.push(`not walked: ${reason}`);
    return out.join('\n');
  }
}
