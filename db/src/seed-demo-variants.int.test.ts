import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '@ege/core/clock/clock';
import type { CoreDeps } from '@ege/core/context/core-deps';
import { listVariants } from '@ege/core/variants/list-variants';
import { createPostgresFileStorage } from '@ege/core/storage/postgres-file-storage';
import { generousRateLimits } from '@ege/tools/test/test-app';
import { createTestDatabase, type TestDatabase } from '@ege/tools/test/test-database';
import { seedDemoAccounts } from './seed-demo-accounts';
import { seedDemoBank } from './seed-demo-bank';
import { demoVariantNames, seedDemoVariants } from './seed-demo-variants';

let t: TestDatabase;
let deps: CoreDeps;
beforeAll(async () => {
  t = await createTestDatabase();
  deps = { db: t.db, tokenSecret: 'x'.repeat(64), storage: createPostgresFileStorage(t.db), rateLimits: generousRateLimits, clock: systemClock };
});
afterAll(async () => t.close());

describe('the demo variants (issue 26)', () => {
  it('makes none without the demo admin, then two public 27-task variants once, also when two starters race', async () => {
    expect(await seedDemoVariants(deps)).toBe(0);
    await seedDemoAccounts(t.db);
    await seedDemoBank(t.db, deps.storage);
    const made = await Promise.all([seedDemoVariants(deps), seedDemoVariants(deps)]);
    expect(made.sort()).toEqual([0, 2]);
    expect(await seedDemoVariants(deps)).toBe(0);

    const shown = await listVariants(deps, null, { tab: 'public', page_size: 20 });
    expect(shown.results.map((variant) => variant.name).sort()).toEqual([...demoVariantNames].sort());
    for (const variant of shown.results) {
      expect(variant.tasks.map((task) => task.type).sort((a, b) => a - b), variant.name).toEqual(Array.from({ length: 27 }, (_, index) => index + 1));
    }
    const [bank, generated] = demoVariantNames.map((name) => shown.results.find((variant) => variant.name === name)!);
    const generatedIds = generated!.tasks.map((task) => task.id);
    const fresh = (await t.db('tasks').whereIn('id', generatedIds).whereNotNull('generator_seed').count({ n: '*' }).first()) as { n: number };
    expect(Number(fresh.n)).toBeGreaterThan(10);
    expect(bank!.tasks.filter((task) => generatedIds.includes(task.id)).length).toBe(27 - Number(fresh.n));
  });
});
