import type { Throughput } from './measure-throughput';

export type ResultRow = { label: string; result: Throughput };

export const targetShareOfFloor = 0.6;

/** A markdown table of the rows, the first being the floor the others are compared with. */
export function formatResults(rows: ResultRow[], notes: string[]): string {
  const floor = rows[0]?.result.requestsPerSecond ?? Number.NaN;
  const lines = [
    '| path | req/s | p50 ms | p99 ms | vs floor |',
    '|---|---:|---:|---:|---:|',
    ...rows.map(({ label, result }, index) => {
      const share = result.requestsPerSecond / floor;
      const verdict = index === 0 ? '' : share >= targetShareOfFloor ? ' ✓' : ' ✗';
      return `| ${label} | ${Math.round(result.requestsPerSecond)} | ${result.p50Ms} | ${result.p99Ms} | ${Math.round(share * 100)}%${verdict} |`;
    }),
  ];
  return `${lines.join('\n')}\n\n${notes.map((note) => `${note}\n`).join('')}`;
}
