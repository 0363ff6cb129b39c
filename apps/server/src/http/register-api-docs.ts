import { buildOpenApiDocument } from '@ege/api/openapi-document';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { serverRoutePaths } from './server-route-paths';

/** /api/openapi.json and the interactive docs at /api/docs: the router's own meta and the server's own routes. */
export async function registerApiDocs(app: FastifyInstance, publicUrl: string): Promise<void> {
  const procedures = buildOpenApiDocument(`${publicUrl}/api`);
  const document = { ...procedures, paths: { ...procedures.paths, ...serverRoutePaths(publicUrl) } };
  app.get('/api/openapi.json', async () => document);
  await app.register(fastifySwagger, { mode: 'static', specification: { document: document as never } });
  await app.register(fastifySwaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    uiConfig: { url: '/api/openapi.json', docExpansion: 'list', deepLinking: true },
  });
}
