import type { Page } from '@playwright/test';

interface Shift {
  readonly value: number;
  readonly sources: readonly string[];
}

declare global {
  interface Window {
    /** Every layout shift so far, including those the observer has not delivered yet. */
    layoutShiftsSoFar: () => Shift[];
  }
}

/** Runs in every page before its own scripts: records each layout shift and what moved. */
export function recordLayoutShifts() {
  type LayoutShift = PerformanceEntry & {
    value: number;
    hadRecentInput: boolean;
    sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
  };
  const name = (node: Node | undefined) => {
    if (!node) return '(gone)';
    if (!(node instanceof Element)) return node.nodeName;
    const label = node.getAttribute('aria-label') ?? node.textContent?.trim().slice(0, 30);
    return `${node.tagName.toLowerCase()}.${String(node.className).split(' ')[0]} "${label ?? ''}"`;
  };
  const rect = (box: DOMRectReadOnly) => `${box.x},${box.y} ${box.width}x${box.height}`;
  const shifts: Shift[] = [];
  const record = (entries: PerformanceEntry[]) => {
    for (const entry of entries as LayoutShift[]) {
      if (entry.hadRecentInput) continue;
      shifts.push({
        value: entry.value,
        sources: entry.sources.map((source) => `${name(source.node)}: ${rect(source.previousRect)} -> ${rect(source.currentRect)}`),
      });
    }
  };
  const observer = new PerformanceObserver((list) => record(list.getEntries()));
  observer.observe({ type: 'layout-shift', buffered: true });
  window.layoutShiftsSoFar = () => {
    record(observer.takeRecords());
    return shifts;
  };
}

/** The layout shifts so far, once the fonts are in and two more frames have been drawn. */
export async function layoutShifts(page: Page): Promise<Shift[]> {
  return page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    return window.layoutShiftsSoFar();
  });
}
