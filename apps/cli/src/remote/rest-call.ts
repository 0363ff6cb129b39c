import { appRouter } from '@ege/api/app-router';
import { procedureDefinitionsOf, type ProcedureDefinition } from '@ege/api/trpc-internals';

/** The router's definition of a dotted procedure path ("authoring.upload"). */
export function procedureDefOf(path: string): ProcedureDefinition {
  const definition = procedureDefinitionsOf(appRouter).get(path);
  if (!definition) throw new Error(`Нет такой процедуры API: ${path}`);
  return definition;
}

export type RestCall = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Under /api, with the path parameters filled in: "/tasks/tasks/12/". */
  path: string;
  /** The other fields of the input: a query for GET and DELETE, the form's fields otherwise. */
  fields: Record<string, string>;
};

/**
 * A call as the REST route of its procedure takes it (register-rest-routes.ts reads the same meta):
 * `{id}` from the input, every other field as a form field — text as is, numbers and booleans
 * spelled out, lists and objects as JSON (the authoring schemas take '[["1","2"]]' and '1,2').
 */
export function restCallOf(path: string, input: unknown): RestCall {
  const openapi = procedureDefOf(path).meta?.openapi;
  if (!openapi || openapi.enabled === false) throw new Error(`У процедуры ${path} нет REST-адреса, файлы ей не передать`);
  const rest: Record<string, unknown> = typeof input === 'object' && input !== null ? { ...(input as Record<string, unknown>) } : {};
  const filled = openapi.path.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const value = rest[name];
    if (value === undefined || value === null) throw new Error(`Для ${path} не указан параметр пути ${name}`);
    delete rest[name];
    return encodeURIComponent(String(value));
  });
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(rest)) {
    const text = formTextOf(value);
    if (text !== undefined) fields[name] = text;
  }
  return { method: openapi.method, path: filled, fields };
}

function formTextOf(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  if (value instanceof Date) return value.toISOString();
  return JSON.stringify(value);
}
