import path from 'node:path';

/** `<src>/features/<name>/<rest>` of the web app. */
const featureFile = /^(.*\/src)\/features\/([^/]+)\/(.*)$/;
/** What reaches the server from the browser: the query library's hooks, the tRPC client, the query client. */
const dataModules = ['lib/trpc', 'lib/query-client'];

function toPosix(file) {
  return file.split(path.sep).join('/');
}

function isTypeOnly(node) {
  if (node.importKind === 'type' || node.exportKind === 'type') return true;
  return node.type === 'ImportDeclaration' && node.specifiers.length > 0 && node.specifiers.every((specifier) => specifier.importKind === 'type');
}

/**
 * A feature's data hooks live in its api/ folder (decision 057): its components, hooks and utils call
 * them and never the query library, the tRPC client or the query client themselves, so what a screen
 * reads and what a change refreshes is in one place per feature.
 */
export const dataInApiFolders = {
  meta: {
    type: 'problem',
    docs: { description: "Only a web feature's api/ folder imports the query library, lib/trpc or lib/query-client." },
    messages: {
      outsideApi: "'{{source}}' is data access: call it from a hook in features/{{feature}}/api/ and use that hook here.",
    },
    schema: [],
  },
  create(context) {
    const file = toPosix(context.filename);
    const inFeature = featureFile.exec(file);
    if (!inFeature || inFeature[3].startsWith('api/')) return {};
    const [, src, feature] = inFeature;

    function check(node, sourceNode) {
      if (!sourceNode || typeof sourceNode.value !== 'string' || (node && isTypeOnly(node))) return;
      const source = sourceNode.value;
      const isQueryLibrary = source === '@tanstack/react-query';
      const target = source.startsWith('.') ? path.posix.relative(src, path.posix.resolve(path.posix.dirname(file), source)) : null;
      if (isQueryLibrary || (target !== null && dataModules.includes(target.replace(/\.(ts|tsx|js)$/, '')))) {
        context.report({ node: sourceNode, messageId: 'outsideApi', data: { source, feature } });
      }
    }

    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(null, node.source),
    };
  },
};
