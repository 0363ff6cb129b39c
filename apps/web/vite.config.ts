import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { bundleBudgetPlugin } from './scripts/bundle-budget-plugin';
import { precompressPlugin } from './scripts/precompress-plugin';
import { pyodideAssetsPlugin } from './scripts/pyodide-assets-plugin';

const apiServer = 'http://localhost:3000';

export default defineConfig({
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: './src/routes',
      generatedRouteTree: './src/routeTree.gen.ts',
      quoteStyle: 'single',
      // `/` lands on /variants: its page comes with the first bundle instead of a round trip later.
      codeSplittingOptions: { splitBehavior: ({ routeId }) => (routeId === '/variants' ? [] : undefined) },
    }),
    react(),
    // `/` redirects to /variants: the budget counts the entry and that route (docs/decisions/025).
    bundleBudgetPlugin({ page: '/', routeFiles: ['src/routes/variants.tsx'], maxInitialGzipJs: 170_000 }),
    // The task page opened from a link: nothing of the Python panel is in it until 'Решить на Python' (issue 28).
    bundleBudgetPlugin({ page: '/trainer/task/{id}', routeFiles: ['src/routes/trainer.task.$id.tsx'], maxInitialGzipJs: 295_000 }),
    // Pyodide's runtime under /assets/pyodide-<version>/, precompressed below like the rest (docs/decisions/068).
    pyodideAssetsPlugin(),
    precompressPlugin(),
  ],
  // The Python worker is a module worker: it imports Pyodide's loader from our origin at run time.
  worker: { format: 'es' },
  build: {
    rolldownOptions: {
      output: {
        codeSplitting: {
          // What the first page runs comes in two files instead of some forty: on HTTP/1.1 a browser
          // opens six connections, so every extra file of the first load costs a round trip on 3G.
          // Libraries apart from the app's code, so a release that changes only the app keeps them cached.
          groups: [
            { name: 'vendor', tags: ['$initial'], test: /node_modules/, priority: 2 },
            { name: 'app', tags: ['$initial'], priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': apiServer,
      '/trpc': apiServer,
      '/media': apiServer,
    },
  },
});
