import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from './openapi-document';
import { appRouter } from './app-router';
import { procedureDefinitionsOf } from './trpc-internals';
import { conflictOperations, credentialOperations, errorStatusesOf, rateLimitedOperations } from './openapi-error-responses';

type Operation = { operationId: string; security?: unknown[]; responses: Record<string, { $ref?: string }> };
const document = buildOpenApiDocument('http://localhost/api');
const operations = Object.entries(document.paths as Record<string, object>).flatMap(([path, item]) =>
  Object.entries(item as Record<string, Operation>).map(([method, operation]) => ({ path, method, operation })),
);
const byId = (id: string) => operations.find((op) => op.operation.operationId === id)!;

describe('the error responses of the OpenAPI document', () => {
  it('describes every error as {detail} (with errors by field where fields are to blame), none as the generator’s {message, code}', () => {
    const { schemas, responses } = document.components as { schemas: Record<string, unknown>; responses: Record<string, { content: Record<string, { schema: { $ref: string } }> }> };
    expect(Object.keys(schemas).filter((name) => name.startsWith('error.'))).toEqual([]);
    expect(schemas.Error).toEqual({ type: 'object', required: ['detail'], properties: { detail: expect.objectContaining({ type: 'string' }) }, additionalProperties: false });
    expect(schemas.FieldError).toMatchObject({ required: ['detail'], properties: { errors: { additionalProperties: { type: 'array', items: { type: 'string' } } } } });
    expect(responses.BadRequest!.content['application/json']!.schema.$ref).toBe('#/components/schemas/FieldError');
    expect(responses.NotFound!.content['application/json']!.schema.$ref).toBe('#/components/schemas/FieldError');
    expect(responses.InternalServerError!.content['application/json']!.schema.$ref).toBe('#/components/schemas/Error');
    for (const { operation } of operations) {
      for (const [status, response] of Object.entries(operation.responses)) {
        if (Number(status) >= 400) expect(response.$ref, `${operation.operationId} ${status}`).toMatch(/^#\/components\/responses\/\w+$/);
      }
    }
  });

  it('lists per operation the statuses it can give', () => {
    const statuses = (id: string) => Object.keys(byId(id).operation.responses).map(Number);
    expect(statuses('users-registerStatus')).toEqual([200, 400, 500, 503]);
    expect(statuses('users-login')).toEqual([200, 400, 401, 403, 404, 413, 415, 429, 500, 503]);
    expect(statuses('news-remove')).toEqual([204, 400, 401, 403, 404, 413, 415, 500, 503]);
    expect(statuses('groups-join')).toContain(409);
    expect(statuses('users-profile')).toEqual([200, 400, 401, 403, 500, 503]);
  });

  it('names only operations that exist in its lists of conflicts, rate limits and credential checks', () => {
    const ids = new Set(operations.map((op) => op.operation.operationId));
    const procedures = new Set([...procedureDefinitionsOf(appRouter).keys()].map((name) => name.replace('.', '-')));
    for (const id of [...conflictOperations, ...rateLimitedOperations, ...credentialOperations]) {
      expect(procedures.has(id) && ids.has(id), id).toBe(true);
    }
  });

  it('gives a request with a body the CSRF, size and type refusals', () => {
    expect(errorStatusesOf('get', {})).toEqual([400, 500, 503]);
    expect(errorStatusesOf('post', { security: [] })).toEqual([400, 401, 403, 413, 415, 500, 503]);
  });
});
