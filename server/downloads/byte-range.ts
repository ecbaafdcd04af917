/**
 * The one byte range of a `Range: bytes=...` header, for resuming a download. Several ranges,
 * other units and malformed headers are ignored (the whole file is served, as HTTP allows);
 * a range that starts past the end cannot be satisfied.
 */
export type RangeAnswer = { kind: 'whole' } | { kind: 'part'; start: number; end: number } | { kind: 'unsatisfiable' };

export function byteRange(header: string | undefined, size: number): RangeAnswer {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '');
  if (!match) return { kind: 'whole' };
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return { kind: 'whole' };
  if (first === '') {
    // A suffix: the last n bytes.
    const length = Number(last);
    if (length === 0) return { kind: 'unsatisfiable' };
    return { kind: 'part', start: Math.max(size - length, 0), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size) return { kind: 'unsatisfiable' };
  if (end < start) return { kind: 'whole' };
  return { kind: 'part', start, end };
}
