import { noCrossFeatureImports } from './no-cross-feature-imports.js';
import { pureCoreImportsOnly } from './pure-core-imports-only.js';

/** The web app's import boundaries as lint rules (decision 056). */
export const webBoundariesPlugin = {
  meta: { name: 'ege-web-boundaries' },
  rules: {
    'no-cross-feature-imports': noCrossFeatureImports,
    'pure-core-imports-only': pureCoreImportsOnly,
  },
};
