import { generateOpenApiDocument } from 'trpc-to-openapi';
import { appRouter } from './app-router';
import { withErrorResponses } from './openapi-error-responses';
import { procedureDefinitionsOf } from './trpc-internals';

export function buildOpenApiDocument(baseUrl: string) {
  const document = generateOpenApiDocument(appRouter, {
    title: 'ЕГЭ-тренажер по информатике: API',
    description:
      'Те же процедуры, что и tRPC на /trpc. Ошибки: JSON с полем detail (сообщение по-русски) и, для проверки полей, errors по полям.',
    version: '0.1.0',
    baseUrl,
    securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
  });
  return withErrorResponses({ ...document, paths: withSpecSlashes(withNoContent(document.paths ?? {})) });
}

/** The generator drops trailing slashes; the spec's paths keep them, and so does the document. */
function withSpecSlashes<T>(paths: Record<string, T>): Record<string, T> {
  const slashed = new Set<string>();
  for (const { meta } of procedureDefinitionsOf(appRouter).values()) {
    const path = meta?.openapi?.path;
    if (path?.endsWith('/')) slashed.add(path.slice(0, -1));
  }
  return Object.fromEntries(Object.entries(paths).map(([path, item]) => [slashed.has(path) ? `${path}/` : path, item]));
}

/** A procedure with `noContent` answers REST with 204 and no body (register-rest-routes), not the generator's 200. */
function withNoContent<T>(paths: Record<string, T>): Record<string, T> {
  for (const { meta } of procedureDefinitionsOf(appRouter).values()) {
    if (!meta?.noContent || !meta.openapi) continue;
    const path = meta.openapi.path.replace(/\/$/, '');
    const operation = (paths[path] as Record<string, { responses?: Record<string, unknown> }> | undefined)?.[meta.openapi.method.toLowerCase()];
    if (!operation?.responses) continue;
    const { 200: _ok, ...errors } = operation.responses;
    operation.responses = { 204: { description: meta.openapi.successDescription ?? 'No Content' }, ...errors };
  }
  return paths;
}
