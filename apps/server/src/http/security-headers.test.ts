import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerSecurityHeaders } from './security-headers';

describe('registerSecurityHeaders', () => {
  it("lets scripts come only from our origin, compile wasm (Pyodide) but never eval JavaScript, and workers only from our origin", async () => {
    const app = Fastify();
    registerSecurityHeaders(app, false);
    app.get('/', () => 'ok');
    const response = await app.inject({ method: 'GET', url: '/' });
    await app.close();
    const directives = new Map(
      String(response.headers['content-security-policy'])
        .split(';')
        .map((directive) => directive.trim().split(/\s+/))
        .map(([name = '', ...values]) => [name, values]),
    );
    expect(directives.get('script-src')).toEqual(["'self'", "'wasm-unsafe-eval'"]);
    expect(directives.get('worker-src')).toEqual(["'self'"]);
    expect(directives.get('default-src')).toEqual(["'self'"]);
    expect(directives.get('connect-src')).toEqual(["'self'"]);
    expect(directives.has('upgrade-insecure-requests')).toBe(false);
  });
});
