import { appRouter } from '@ege/api/app-router';
import { procedureDefinitionsOf } from '@ege/api/trpc-internals';
import type { FastifyInstance } from 'fastify';

export type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  additionalProperties?: JsonSchema | boolean;
  required?: string[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  format?: string;
  pattern?: string;
  default?: unknown;
};

export type RestOperation = {
  kind: 'rest';
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  pathParams: string[];
  query: Record<string, JsonSchema>;
  body: JsonSchema | null;
};
export type TrpcOperation = { kind: 'trpc'; name: string; type: 'query' | 'mutation'; input: JsonSchema | null };
export type Operation = RestOperation | TrpcOperation;

type OpenApiOperation = {
  operationId: string;
  parameters?: { in: string; name: string; schema: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
};

/** Every REST operation of the served /api/openapi.json, and every tRPC procedure with the same input shape. */
export async function readOperations(app: FastifyInstance): Promise<Operation[]> {
  const response = await app.inject({ method: 'GET', url: '/api/openapi.json' });
  const document = response.json() as { paths: Record<string, Record<string, OpenApiOperation>> };
  const rest: RestOperation[] = [];
  const definitions = procedureDefinitionsOf(appRouter);
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      // The server's own routes (/media, /theory, the document itself) are no procedures: fuzzed on their own.
      if (!('operationId' in operation) || !definitions.has(operation.operationId.replace(/-/g, '.'))) continue;
      const parameters = operation.parameters ?? [];
      const body = operation.requestBody?.content['application/json']?.schema ?? operation.requestBody?.content['multipart/form-data']?.schema ?? null;
      rest.push({
        kind: 'rest',
        name: operation.operationId.replace(/-/g, '.'),
        method: method.toUpperCase() as RestOperation['method'],
        path,
        pathParams: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        query: Object.fromEntries(parameters.filter((p) => p.in === 'query').map((p) => [p.name, p.schema])),
        body,
      });
    }
  }
  const inputs = new Map(rest.map((op) => [op.name, inputSchemaOf(op)]));
  const trpc: TrpcOperation[] = [...definitions].map(([name, { type }]) => ({ kind: 'trpc', name, type: type as TrpcOperation['type'], input: inputs.get(name) ?? null }));
  return [...rest, ...trpc];
}

/** The whole input of a procedure as one object: path and query parameters beside the body's fields. */
function inputSchemaOf(op: RestOperation): JsonSchema {
  const properties: Record<string, JsonSchema> = { ...op.body?.properties, ...op.query };
  for (const name of op.pathParams) properties[name] = { type: 'integer', minimum: 1 };
  return { ...op.body, type: 'object', properties };
}
