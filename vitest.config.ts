import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const ignored = ['**/node_modules/**', '**/dist/**', 'apps/web/e2e/**'];

/**
 * The longest files, longest first: most of their time is real processes (the CLI and servers, embedded
 * PostgreSQL) or thousands of seeds. Vitest starts the longest first when it has the last run's durations
 * (node_modules/.vite), else the largest files first; a fresh clone (CI) has none, and by size these came
 * between 2nd and 62nd of 87 integration files, so the longest of all began late and ended the run alone
 * on one worker. Measured 2026-11-29 (issue: CI under 20 minutes); a file missing here only starts later.
 */
const longestFirst = [
  'apps/cli/src/tests/readme-cli-lines.int.test.ts',
  'apps/server/src/tests/embedded-start.int.test.ts',
  'apps/server/src/tests/concurrent-start.int.test.ts',
  'apps/cli/src/tests/cli-generate.int.test.ts',
  'apps/server/src/tests/openapi-conformance.int.test.ts',
  'apps/server/src/tests/fuzz-operations.int.test.ts',
  'apps/cli/src/tests/cli-import.int.test.ts',
  'apps/server/src/tests/exam-year-forms.int.test.ts',
  'apps/server/src/tests/groups-permissions.int.test.ts',
  'packages/core/src/generators/types/type-24/type-24.test.ts',
  'apps/web/src/features/theory/theory-examples.test.ts',
  'packages/core/src/generators/types/type-27/type-27.test.ts',
  'packages/core/src/generators/types/type-19-21/stone-game.test.ts',
];

function shuffled<T>(items: T[], seed: number): T[] {
  let state = seed >>> 0;
  const random = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t ^= t + Math.imul(t ^ (t >>> 7), 61 | t);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const result = [...items];
  for (let i = result.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [result[i], result[j]] = [result[j]!, result[i]!];
  }
  return result;
}

class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    // --sequence.shuffle: the files in a random order too, as vitest's own sequencer would (seed in the log).
    if (this.ctx.config.sequence.shuffle) return shuffled(sorted, this.ctx.config.sequence.seed);
    const rank = (spec: TestSpecification) => {
      const index = longestFirst.findIndex((path) => spec.moduleId.endsWith(`/${path}`));
      return index === -1 ? longestFirst.length : index;
    };
    return sorted
      .map((spec, position) => ({ spec, position, rank: rank(spec) }))
      .sort((a, b) => a.rank - b.rank || a.position - b.position)
      .map(({ spec }) => spec);
  }
}

export default defineConfig({
  test: {
    sequence: { sequencer: LongestFirstSequencer },
    projects: [
      {
        test: {
          name: 'unit',
          include: ['{apps,packages,db,tools}/**/*.test.{ts,tsx}'],
          exclude: [...ignored, '**/*.int.test.{ts,tsx}'],
          // A worker imports the modules once for all its files instead of once per file: the unit run
          // went from 129 s to 76 s and integration from ~300 s to 167 s on 2 cores. It holds because
          // core takes its clock, database and secrets as arguments (CoreDeps), not from module state.
          isolate: false,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['{apps,packages,db,tools}/**/*.int.test.{ts,tsx}'],
          exclude: ignored,
          globalSetup: ['tools/test/global-setup.ts'],
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
