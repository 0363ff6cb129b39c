import path from 'node:path';

/** `<src>/features/<name>/...` of the web app; `<src>/components|lib/...` is shared code that no feature owns. */
const featureFile = /^(.*\/src)\/features\/([^/]+)\//;
const sharedFile = /^(.*\/src)\/(components|lib)\//;

function toPosix(file) {
  return file.split(path.sep).join('/');
}

/** The feature a resolved path lies in, if any. */
function featureOf(src, target) {
  const prefix = `${src}/features/`;
  if (!target.startsWith(prefix)) return null;
  return target.slice(prefix.length).split('/')[0] || null;
}

/**
 * A web feature is a slice that routes compose: one that imports another couples two screens that
 * change for different reasons. What both need goes to components/ or lib/, and those import no
 * feature at all. Types count too: a shape two features share is shared code.
 */
export const noCrossFeatureImports = {
  meta: {
    type: 'problem',
    docs: { description: 'A web feature imports no other feature; components/ and lib/ import no feature.' },
    messages: {
      otherFeature: "Feature '{{from}}' imports feature '{{to}}': move what both need to components/ or lib/, or compose them in a route.",
      sharedImportsFeature: "Shared code in {{layer}}/ imports feature '{{to}}': shared code depends on no feature.",
    },
    schema: [],
  },
  create(context) {
    const file = toPosix(context.filename);
    const inFeature = featureFile.exec(file);
    const inShared = sharedFile.exec(file);
    if (!inFeature && !inShared) return {};
    const src = (inFeature ?? inShared)[1];

    function check(sourceNode) {
      if (!sourceNode || typeof sourceNode.value !== 'string' || !sourceNode.value.startsWith('.')) return;
      const target = path.posix.resolve(path.posix.dirname(file), sourceNode.value);
      const to = featureOf(src, target);
      if (!to) return;
      if (inFeature && to !== inFeature[2]) {
        context.report({ node: sourceNode, messageId: 'otherFeature', data: { from: inFeature[2], to } });
      } else if (inShared) {
        context.report({ node: sourceNode, messageId: 'sharedImportsFeature', data: { layer: inShared[2], to } });
      }
    }

    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};
