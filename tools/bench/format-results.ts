import type { Throughput } from './measure-throughput';

export type ResultRow = { label: string; result: Throughput };

/** A floor and the app's paths that do the same work: each is compared with that floor. */
export type ResultGroup = { floor: ResultRow; paths: ResultRow[] };

export const targetShareOfFloor = 0.6;

/** One markdown table of all groups, each path with its share of its own group's floor. */
export function formatResults(groups: ResultGroup[], notes: string[]): string {
  const line = ({ label, result }: ResultRow, share: string) =>
    `| ${label} | ${Math.round(result.requestsPerSecond)} | ${result.p50Ms} | ${result.p99Ms} | ${share} |`;
  const lines = [
    '| path | req/s | p50 ms | p99 ms | vs its floor |',
    '|---|---:|---:|---:|---:|',
    ...groups.flatMap(({ floor, paths }) => [
      line(floor, '100%'),
      ...paths.map((row) => {
        const share = row.result.requestsPerSecond / floor.result.requestsPerSecond;
        return line(row, `${Math.round(share * 100)}% ${share >= targetShareOfFloor ? '✓' : '✗'}`);
      }),
    ]),
  ];
  return `${lines.join('\n')}\n\n${notes.map((note) => `${note}\n`).join('')}`;
}
