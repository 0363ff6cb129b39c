import { ApiError, type FieldErrors } from './api-error';
import { fetchWithAuth } from './fetch-with-auth';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A REST call under /api (for what tRPC does not carry, such as multipart uploads), with the error
 * texts of SPEC §8: detail, else error, else 'HTTP {status}'.
 */
export async function requestRest(path: string, init: RequestInit): Promise<unknown> {
  const response = await fetchWithAuth(`/api${path}`, init);
  const isJson = response.headers.get('content-type')?.includes('json') ?? false;
  if (!response.ok) {
    if (!isJson) throw new ApiError(`HTTP ${response.status}: Сервер недоступен`, response.status);
    const body: unknown = await response.json().catch(() => undefined);
    if (body === undefined) throw new ApiError(`HTTP ${response.status}: Неизвестная ошибка`, response.status);
    const detail = isRecord(body) ? (body.detail ?? body.error) : undefined;
    const fields = isRecord(body) && isRecord(body.errors) ? (body.errors as FieldErrors) : {};
    throw new ApiError(typeof detail === 'string' ? detail : `HTTP ${response.status}`, response.status, fields);
  }
  try {
    return await response.json();
  } catch {
    throw new ApiError('Ошибка парсинга ответа сервера', response.status);
  }
}
