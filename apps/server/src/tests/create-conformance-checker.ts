import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

type Response = { $ref?: string; content?: Record<string, unknown> };
export type OpenApiDocument = { paths: Record<string, Record<string, { responses: Record<string, Response> }>>; components: object };
type Answer = { statusCode: number; body: string; headers: Record<string, unknown> };

const pointerOf = (...parts: string[]) => parts.map((part) => part.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');

/**
 * Checks real answers against the document: the status must be one the operation lists, and a JSON
 * body must validate against the schema given for that status (OpenAPI 3.1 = JSON Schema 2020-12).
 */
export function createConformanceChecker(document: OpenApiDocument) {
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
  addFormats.default(ajv);
  ajv.addSchema(document, 'doc');

  return function problemOf(path: string, method: string, answer: Answer): string | null {
    const responses = document.paths[path]?.[method]?.responses ?? {};
    const status = String(answer.statusCode);
    let pointer = `#/${pointerOf('paths', path, method, 'responses', status)}`;
    let response = responses[status];
    if (!response) return `status ${status} is not documented: ${answer.body.slice(0, 200)}`;
    if (response.$ref) {
      pointer = response.$ref;
      response = pointer.split('/').slice(1).reduce<Record<string, unknown>>((node, key) => node[key] as Record<string, unknown>, document as never) as Response;
    }
    const contentType = String(answer.headers['content-type'] ?? '').split(';')[0]!;
    if (!response.content) return answer.body === '' ? null : `status ${status} is documented without a body, got: ${answer.body.slice(0, 200)}`;
    if (!(contentType in response.content) && !('*/*' in response.content)) return `${status}: content type ${contentType} is not documented`;
    if (contentType !== 'application/json') return null;
    const validate = ajv.getSchema(`doc${pointer}/${pointerOf('content', 'application/json', 'schema')}`);
    if (!validate) return `${status}: no schema at ${pointer}`;
    if (validate(JSON.parse(answer.body))) return null;
    return `${status}: ${ajv.errorsText(validate.errors?.slice(0, 3))}: ${answer.body.slice(0, 200)}`;
  };
}
