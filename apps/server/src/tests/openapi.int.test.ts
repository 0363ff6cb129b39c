import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@ege/tools/test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type Document = { openapi: string; paths: Record<string, Record<string, unknown>> };

describe('REST from the same procedures, described by OpenAPI', () => {
  it('documents the spec paths of the auth and users calls', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json() as Document;
    expect(document.openapi).toMatch(/^3\./);
    const routes = Object.entries(document.paths).flatMap(([path, methods]) => Object.keys(methods).map((m) => `${m.toUpperCase()} ${path}`));
    expect(routes).toEqual(
      expect.arrayContaining([
        'POST /users/login/',
        'POST /users/logout/',
        'POST /users/token/refresh-cookie/',
        'GET /users/register/status/',
        'POST /users/register/',
        'GET /users/profile/',
        'PUT /users/profile/',
        'GET /users/profile/{id}/',
      ]),
    );
  });

  it('serves every documented route (none falls through to 404)', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as Document;
    for (const [path, methods] of Object.entries(document.paths)) {
      // Outside /api (/media, /theory): a made-up key is a true 404; openapi-conformance checks them with real files.
      if ('servers' in methods) continue;
      for (const method of Object.keys(methods)) {
        const url = `/api${path.replace('{id}', '1')}`;
        const response = await t.app.inject({ method: method.toUpperCase() as 'GET', url, headers: { 'content-type': 'application/json' }, payload: method === 'get' ? undefined : '{}' });
        expect(response.body, `${method} ${url}`).not.toBe(JSON.stringify({ detail: 'Не найдено' }));
        expect(response.statusCode, `${method} ${url}`).toBeLessThan(500);
      }
    }
  });

  it('has interactive docs at /api/docs', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('swagger');
  });
});
