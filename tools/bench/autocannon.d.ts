// autocannon ships no types and @types/autocannon is not installed: only what the bench uses.
declare module 'autocannon' {
  export type Options = {
    url: string;
    connections: number;
    duration: number;
    headers?: Record<string, string>;
    skipAggregateResult: true;
  };

  /** A run's result before aggregation: histograms still encoded, so that runs can be merged. */
  export type RawResult = {
    totalCompletedRequests: number;
    /** Seconds. */
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    statusCodeStats: Record<string, { count: number }>;
  };

  export type AggregatedResult = { latency: { p50: number; p99: number } };

  function autocannon(options: Options): Promise<RawResult>;
  namespace autocannon {
    function aggregateResult(results: RawResult[], options: { url: string; connections: number }): AggregatedResult;
  }
  export default autocannon;
}
