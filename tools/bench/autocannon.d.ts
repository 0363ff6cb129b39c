// autocannon ships no types and @types/autocannon is not installed: only what the bench uses.
declare module 'autocannon' {
  /** What autocannon turns into the bytes of one request. */
  export type RequestParams = { method: string; path: string; headers: Record<string, string>; body?: string | Buffer };

  /** With setupRequest, the request is rebuilt before every send (per connection, in turn). */
  export type RequestSpec = { setupRequest?: (request: RequestParams) => RequestParams };

  export type Options = {
    url: string;
    connections: number;
    duration: number;
    method?: 'GET' | 'POST';
    headers?: Record<string, string>;
    body?: string;
    requests?: RequestSpec[];
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
