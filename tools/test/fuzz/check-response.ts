import type { FuzzRequest } from './fuzz-requests';

type Response = { statusCode: number; body: string };
type ErrorData = { detail?: unknown };
const russian = /[А-Яа-яЁё]/;

function detailProblem(detail: unknown): string | null {
  if (typeof detail !== 'string' || detail === '') return 'no detail';
  return russian.test(detail) ? null : `detail not in Russian: ${detail}`;
}

/** What is wrong with an answer: a 5xx, or a 4xx without a Russian `detail` (REST) or `error.data.detail` (tRPC). */
export function problemOf(request: FuzzRequest, response: Response): string | null {
  if (response.statusCode >= 500) return `${response.statusCode}: ${response.body.slice(0, 300)}`;
  // A HEAD answer has no body to carry a detail in.
  if (response.statusCode < 400 || request.method === 'HEAD') return null;
  let body: unknown;
  try {
    body = JSON.parse(response.body);
  } catch {
    return `${response.statusCode} without a JSON body: ${response.body.slice(0, 200)}`;
  }
  if (!request.url.startsWith('/trpc/')) {
    const problem = detailProblem((body as ErrorData | null)?.detail);
    return problem && `${response.statusCode} ${problem}: ${response.body.slice(0, 200)}`;
  }
  const items = Array.isArray(body) ? body : [body];
  for (const item of items as { error?: { data?: ErrorData } }[]) {
    if (!item?.error) continue;
    const problem = detailProblem(item.error.data?.detail);
    if (problem) return `${response.statusCode} ${problem}: ${response.body.slice(0, 200)}`;
  }
  return null;
}

/** A request as a line a person can paste into a test. */
export function describeRequest(request: FuzzRequest): string {
  const payload = request.payload === undefined ? '' : ` body=${JSON.stringify(request.payload.toString().slice(0, 300))}`;
  return `${request.role} ${request.method} ${request.url.slice(0, 300)} headers=${JSON.stringify(request.headers)}${payload}`;
}
