/** Order statistics of timings in milliseconds (nearest rank, as latency reports usually give them). */
export type Summary = {
  runs: number;
  mean: number;
  p50: number;
  p95: number;
  p99: number;
  min: number;
  max: number;
};

export function summarize(samples: readonly number[]): Summary {
  if (samples.length === 0) {
    return {
      runs: 0,
      mean: Number.NaN,
      p50: Number.NaN,
      p95: Number.NaN,
      p99: Number.NaN,
      min: Number.NaN,
      max: Number.NaN,
    };
  }
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = (fraction: number) =>
    sorted[Math.max(0, Math.ceil(fraction * sorted.length) - 1)] ?? Number.NaN;
  return {
    runs: sorted.length,
    mean: sorted.reduce((sum, value) => sum + value, 0) / sorted.length,
    p50: rank(0.5),
    p95: rank(0.95),
    p99: rank(0.99),
    min: sorted[0] ?? Number.NaN,
    max: sorted[sorted.length - 1] ?? Number.NaN,
  };
}

export function median(samples: readonly number[]): number {
  return summarize(samples).p50;
}

export function ms(value: number): string {
  return Number.isFinite(value) ? value.toFixed(value < 10 ? 2 : 1) : 'n/a';
}

/** A plain text table: the first row is the header, columns padded to their widest cell. */
export function table(rows: readonly (readonly string[])[]): string {
  const widths: number[] = [];
  for (const row of rows) {
    row.forEach((cell, column) => {
      widths[column] = Math.max(widths[column] ?? 0, cell.length);
    });
  }
  const line = (row: readonly string[]) =>
    row
      .map((cell, column) =>
        column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0),
      )
      .join('  ');
  const [header, ...body] = rows;
  if (!header) {
    return '';
  }
  const rule = widths.map((width) => '-'.repeat(width)).join('  ');
  return [line(header), rule, ...body.map(line)].join('\n');
}
