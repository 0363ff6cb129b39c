import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const coreSource = dirname(fileURLToPath(import.meta.url));

/** Which domain folder imports which, from the product files' relative imports (tests left out). */
function domainImports(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  const domainOf = (file: string) => relative(coreSource, file).split('/')[0]!;
  for (const entry of readdirSync(coreSource, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.ts') || entry.name.endsWith('.test.ts')) continue;
    const file = join(entry.parentPath, entry.name);
    const from = domainOf(file);
    for (const [, spec] of readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*\(?\s*'(\.[^']+)'/g)) {
      const to = domainOf(resolve(dirname(file), spec!));
      if (to !== from) graph.set(from, (graph.get(from) ?? new Set()).add(to));
    }
  }
  return graph;
}

/** The groups of domains that import each other in a circle (Tarjan's strongly connected components). */
function circles(graph: Map<string, Set<string>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (stack.includes(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const group = stack.splice(stack.indexOf(node));
    if (group.length > 1) found.push(group.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

describe('core domain folders', () => {
  it('import each other in no circle but the rehearsal seal one (decision 058)', () => {
    expect(circles(domainImports())).toEqual([['exam', 'homework', 'solving', 'variants']]);
  });
});
