import { textRuleParams } from '@ege/core/validation/text-rule';
import { z } from '@ege/core/validation/z';
import { describe, expect, it } from 'vitest';
import { appRouter } from './app-router';
import { procedureDefinitionsOf } from './trpc-internals';

/*
 * Every input of every procedure, walked down to its leaves: each place a client's text can enter
 * (a string, or an unknown that may hold strings) must carry the text rule (decision 016). A schema
 * built from a zod other than validation/z's, or a new kind of node, fails here by name.
 */

type Def = { type: string; [key: string]: unknown };
type Node = { _zod: { def: Def } };

// Formats whose own pattern admits neither NUL nor a surrogate.
const safeFormats = new Set(['email', 'datetime']);
const leafTypes = new Set(['number', 'int', 'boolean', 'bigint', 'date', 'enum', 'literal', 'null', 'undefined', 'void', 'never', 'nan', 'transform']);
const wrapperTypes = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'nonoptional', 'catch', 'success']);

function carriesRule(def: Def): boolean {
  const checks = (def.checks as Node[] | undefined) ?? [];
  return checks.some((check) => (check._zod.def.params as { rule?: string } | undefined)?.rule === textRuleParams.rule);
}

/** Paths inside the schema where text can get in without the rule. */
function findUnruledText(schema: Node, path: string, seen = new Set<Node>()): string[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const def = schema._zod.def;
  const walk = (child: unknown, at: string) => findUnruledText(child as Node, at, seen);
  if (def.type === 'string') return carriesRule(def) || safeFormats.has(def.format as string) ? [] : [path];
  if (def.type === 'unknown' || def.type === 'any') return carriesRule(def) ? [] : [path];
  if (leafTypes.has(def.type)) return [];
  if (wrapperTypes.has(def.type)) return walk(def.innerType, path);
  switch (def.type) {
    case 'object':
      return [
        ...Object.entries(def.shape as Record<string, Node>).flatMap(([key, child]) => walk(child, `${path}.${key}`)),
        ...(def.catchall ? walk(def.catchall, `${path}.*`) : []),
      ];
    case 'array':
      return walk(def.element, `${path}[]`);
    case 'record':
      return [...walk(def.keyType, `${path}{key}`), ...walk(def.valueType, `${path}{value}`)];
    case 'union':
      return (def.options as Node[]).flatMap((option, i) => walk(option, `${path}|${i}`));
    case 'intersection':
      return [...walk(def.left, path), ...walk(def.right, path)];
    case 'tuple':
      return [...(def.items as Node[]).flatMap((item, i) => walk(item, `${path}[${i}]`)), ...(def.rest ? walk(def.rest, `${path}[...]`) : [])];
    case 'pipe': {
      // z.stringbool() and the like: the text is read into a boolean or a number, never passed on.
      const out = (def.out as Node)._zod.def.type;
      const converted = ['boolean', 'number', 'enum', 'literal'].includes(out);
      return [...(converted ? [] : walk(def.in, path)), ...walk(def.out, path)];
    }
    case 'lazy':
      return walk((def.getter as () => Node)(), path);
    default:
      return [`${path} (a ${def.type} node this test does not know yet)`];
  }
}

const procedures = [...procedureDefinitionsOf(appRouter)];

describe('every procedure input carries the text rule', () => {
  it('finds text without the rule', () => {
    // z.z is plain zod, as a schema importing 'zod' itself would get it.
    const raw = z.object({ a: z.string(), b: z.array(z.z.string()), c: z.record(z.string(), z.z.unknown()) }) as unknown as Node;
    expect(findUnruledText(raw, 'input')).toEqual(['input.b[]', 'input.c{value}']);
  });

  it('walks a known number of procedures', () => {
    expect(procedures.length).toBeGreaterThan(40);
  });

  it.each(procedures)('%s', (name, procedure) => {
    expect(procedure.inputs.flatMap((input) => findUnruledText(input as Node, name))).toEqual([]);
  });
});
