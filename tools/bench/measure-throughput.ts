import autocannon, { type RawResult, type RequestSpec } from 'autocannon';

/** What changes from one request to the next: headers added to the defaults, and a JSON body. */
export type RequestVariant = { headers?: Record<string, string>; body?: unknown };

export type Target = {
  label: string;
  url: string;
  expectInBody: string;
  method?: 'GET' | 'POST';
  /**
   * Called for every request (the probes included), e.g. to rotate users: one user's requests may
   * queue on its row lock, which would measure that lock rather than the endpoint.
   */
  nextRequest?: () => RequestVariant;
  /** Concurrent connections for this target, when fewer than the run's (a page read rarely and heavily). */
  connections?: number;
  /**
   * Seconds of its warm-up and of each of its rounds, for a target one request of which takes seconds
   * on a loaded machine: a round shorter than a request would count none.
   */
  roundSeconds?: number;
};

export type LoadOptions = { connections: number; warmUpSeconds: number; durationSeconds: number; headers: Record<string, string> };

export type Throughput = { requestsPerSecond: number; p50Ms: number; p99Ms: number };

const roundSeconds = 2;

/**
 * Warms every target up (JIT, pool connections), then measures them in short alternating rounds:
 * other load on the machine that comes and goes then weighs on all of them alike, and the ratios
 * stay meaningful. Any status but 200 or any socket error fails the run, so that a fast error page
 * never passes for a fast endpoint.
 */
export async function measureThroughput(targets: Target[], options: LoadOptions): Promise<Throughput[]> {
  const load = async (target: Target, duration: number) => {
    const result = await autocannon({
      url: target.url,
      method: target.method ?? 'GET',
      connections: target.connections ?? options.connections,
      duration,
      headers: options.headers,
      ...(target.nextRequest ? { requests: [varying(target.nextRequest, options.headers)] } : {}),
      skipAggregateResult: true,
    });
    assertAllOk(target.url, result);
    // Queued behind whatever the load left waiting for a pool connection: once it is answered, the
    // server is idle for the next run (and can be stopped without aborting those).
    await probe(target, options.headers);
    return result;
  };
  for (const target of targets) {
    await probe(target, options.headers);
    await load(target, Math.max(options.warmUpSeconds, target.roundSeconds ?? 0));
  }
  const rounds = Math.max(1, Math.round(options.durationSeconds / roundSeconds));
  const results = targets.map((): RawResult[] => []);
  for (let round = 0; round < rounds; round++) {
    for (const [index, target] of targets.entries()) results[index]!.push(await load(target, target.roundSeconds ?? options.durationSeconds / rounds));
  }
  return targets.map((target, index) => summarize(target, results[index]!, target.connections ?? options.connections));
}

/** Headers and body of one request as fetch and autocannon take them. */
function encode(variant: RequestVariant | undefined, defaults: Record<string, string>): { headers: Record<string, string>; body?: string } {
  const headers = { ...defaults, ...variant?.headers };
  if (variant?.body === undefined) return { headers };
  return { headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(variant.body) };
}

/** One request spec that autocannon rebuilds before every send, from the next variant. */
function varying(nextRequest: () => RequestVariant, defaults: Record<string, string>): RequestSpec {
  return { setupRequest: (request) => ({ ...request, ...encode(nextRequest(), defaults) }) };
}

function summarize(target: Target, results: RawResult[], connections: number): Throughput {
  const requests = results.reduce((sum, result) => sum + result.totalCompletedRequests, 0);
  const seconds = results.reduce((sum, result) => sum + result.duration, 0);
  const { latency } = autocannon.aggregateResult(results, { url: target.url, connections });
  return { requestsPerSecond: requests / seconds, p50Ms: latency.p50, p99Ms: latency.p99 };
}

function assertAllOk(url: string, result: RawResult): void {
  const counts = Object.entries(result.statusCodeStats).map(([status, { count }]) => [status, Number(count)] as const);
  const ok = counts.find(([status]) => status === '200')?.[1] ?? 0;
  const other = counts.filter(([status]) => status !== '200');
  if (other.length > 0 || result.non2xx > 0 || result.errors > 0 || ok === 0) {
    const statuses = other.map(([status, count]) => `${count}× ${status}`).join(', ') || 'none';
    throw new Error(`${url}: ${ok} OK; other statuses: ${statuses}; non-2xx ${result.non2xx}; errors ${result.errors} (timeouts ${result.timeouts})`);
  }
}

/** One plain request: the load only counts statuses, so make sure that 200 means the right body. */
async function probe(target: Target, defaults: Record<string, string>): Promise<void> {
  const method = target.method ?? 'GET';
  const response = await fetch(target.url, { method, ...encode(target.nextRequest?.(), defaults) });
  const body = await response.text();
  if (response.status !== 200 || !body.includes(target.expectInBody)) {
    throw new Error(`${method} ${target.url} answered ${response.status}: ${body.slice(0, 300)}`);
  }
}
