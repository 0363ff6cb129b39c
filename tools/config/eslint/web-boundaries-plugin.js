import { dataInApiFolders } from './data-in-api-folders.js';
import { noCrossFeatureImports } from './no-cross-feature-imports.js';
import { pureCoreImportsOnly } from './pure-core-imports-only.js';

/** The web app's import boundaries as lint rules (decisions 056 and 057). */
export const webBoundariesPlugin = {
  meta: { name: 'ege-web-boundaries' },
  rules: {
    'data-in-api-folders': dataInApiFolders,
    'no-cross-feature-imports': noCrossFeatureImports,
    'pure-core-imports-only': pureCoreImportsOnly,
  },
};
