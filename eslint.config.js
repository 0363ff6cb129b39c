import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { webBoundariesPlugin } from './tools/config/eslint/web-boundaries-plugin.js';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/.tsbuild/**', '**/*.gen.ts', '**/test-results/**', '**/playwright-report/**', 'data/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-syntax': [
        'error',
        { selector: "MemberExpression[object.name='process'][property.name='env']", message: 'Read configuration once, in the app config module.' },
      ],
    },
  },
  {
    files: ['**/*-config.ts', '**/main.ts', 'tools/**', '**/*.config.ts', '**/*.mjs', 'apps/web/e2e/**', 'apps/web/screenshots/**'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    // Schemas take z from one module, whose string() and unknown() carry the text rule (decision 016).
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.{ts,tsx}', 'db/**/*.ts', 'tools/**/*.ts'],
    ignores: ['packages/core/src/validation/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'zod',
              message: "Import z from '@ege/core/validation/z' (or '../validation/z'): its string() refuses NUL and lone surrogates.",
              allowTypeImports: true,
            },
          ],
          patterns: [{ group: ['zod/*'], message: "Import z from '@ege/core/validation/z'.", allowTypeImports: true }],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'web-boundaries': webBoundariesPlugin },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Decision 056: features are independent slices; core reaches the browser only through pure modules.
      // Decision 057: a feature's data hooks are in its api/ folder.
      'web-boundaries/data-in-api-folders': 'error',
      'web-boundaries/no-cross-feature-imports': 'error',
      'web-boundaries/pure-core-imports-only': ['error', { coreSrc: fileURLToPath(new URL('./packages/core/src', import.meta.url)) }],
    },
  },
);
