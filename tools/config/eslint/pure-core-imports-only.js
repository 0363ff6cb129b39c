import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const corePrefix = '@ege/core/';
/** Server packages of the workspace: the web client takes only their types (the router's type). */
const typesOnlyPackages = ['@ege/api', '@ege/server', '@ege/db', '@ege/cli'];

function isTypeOnlyImport(node) {
  if (node.type === 'ImportDeclaration') {
    if (node.importKind === 'type') return true;
    return node.specifiers.length > 0 && node.specifiers.every((specifier) => specifier.importKind === 'type');
  }
  if (node.type === 'ExportNamedDeclaration' || node.type === 'ExportAllDeclaration') return node.exportKind === 'type';
  return false;
}

/** What a core file imports at run time: type-only imports and exports vanish in the bundle, so they don't count. */
function valueImportsOf(file) {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  const found = [];
  function visit(node) {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const typeOnly =
        clause !== undefined &&
        (clause.isTypeOnly ||
          (!clause.name &&
            clause.namedBindings !== undefined &&
            ts.isNamedImports(clause.namedBindings) &&
            clause.namedBindings.elements.length > 0 &&
            clause.namedBindings.elements.every((element) => element.isTypeOnly)));
      if (!typeOnly) found.push(node.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      if (!node.isTypeOnly) found.push(node.moduleSpecifier.text);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [argument] = node.arguments;
      if (argument && ts.isStringLiteral(argument)) found.push(argument.text);
    }
    ts.forEachChild(node, visit);
  }
  visit(source);
  return found;
}

function resolveFile(base) {
  const stem = base.replace(/\.js$/, '');
  for (const candidate of [`${stem}.ts`, `${stem}.tsx`, `${stem}/index.ts`]) {
    if (fs.existsSync(candidate)) return candidate;
  }
  return null;
}

/**
 * Why a core module may not run in the browser: the chain of imports from it to a package outside
 * the allowed ones (knex, objection, pg, argon2, node:fs, ...), or null when it and everything it
 * imports is pure. Cached per file and run: a lint run sees each core file once.
 */
function createPurityCheck(coreSrc, browserPackages) {
  const verdicts = new Map();
  function isBrowserPackage(specifier) {
    return browserPackages.some((name) => specifier === name || specifier.startsWith(`${name}/`));
  }
  function impurityOf(file) {
    if (verdicts.has(file)) return verdicts.get(file);
    verdicts.set(file, null); // an import cycle is judged by its other edges
    let verdict = null;
    for (const specifier of valueImportsOf(file)) {
      let next = null;
      if (specifier.startsWith('.')) next = resolveFile(path.resolve(path.dirname(file), specifier));
      else if (specifier.startsWith(corePrefix)) next = resolveFile(path.join(coreSrc, specifier.slice(corePrefix.length)));
      else if (!isBrowserPackage(specifier)) {
        verdict = [specifier];
        break;
      }
      if (next === null) continue;
      const below = impurityOf(next);
      if (below) {
        verdict = [specifier, ...below];
        break;
      }
    }
    verdicts.set(file, verdict);
    return verdict;
  }
  return { impurityOf, resolve: (subpath) => resolveFile(path.join(coreSrc, subpath)) };
}

/**
 * Web imports from core only what runs in a browser: schemas, rules, formatting. A "core service
 * module" is one that reaches, through its value imports however deep, a package the browser has no
 * business with (anything but the `browserPackages`: the database drivers, argon2, node: builtins,
 * the HTML sanitiser...). Judged from the code rather than a list of names, so moving a core folder
 * changes nothing here, and a pure module that starts to query the database is caught the day it does.
 */
export const pureCoreImportsOnly = {
  meta: {
    type: 'problem',
    docs: { description: 'Web imports no core service module and only types from the server packages.' },
    messages: {
      serviceModule:
        "'{{module}}' is a core service module (it reaches '{{chain}}'): web imports only pure core modules; move the pure part (schemas, limits, rules) to a module of its own.",
      serverPackage: "'{{module}}' is server code: web imports only its types (import type).",
    },
    schema: [
      {
        type: 'object',
        properties: {
          coreSrc: { type: 'string' },
          browserPackages: { type: 'array', items: { type: 'string' } },
        },
        required: ['coreSrc'],
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    const [{ coreSrc, browserPackages = ['zod'] }] = context.options;
    const purity = createPurityCheck(coreSrc, browserPackages);

    function check(node) {
      const specifier = node.source?.value;
      if (typeof specifier !== 'string' || isTypeOnlyImport(node)) return;
      if (typesOnlyPackages.some((name) => specifier === name || specifier.startsWith(`${name}/`))) {
        context.report({ node: node.source, messageId: 'serverPackage', data: { module: specifier } });
        return;
      }
      if (!specifier.startsWith(corePrefix)) return;
      const file = purity.resolve(specifier.slice(corePrefix.length));
      if (file === null) return; // an unknown module is the type checker's to report
      const chain = purity.impurityOf(file);
      if (chain) context.report({ node: node.source, messageId: 'serviceModule', data: { module: specifier, chain: chain.join(' → ') } });
    }

    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};
