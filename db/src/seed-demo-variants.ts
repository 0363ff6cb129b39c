import type { CoreDeps } from '@ege/core/context/core-deps';
import { isBlockType } from '@ege/core/generators/generate-block';
import { generatorsByType } from '@ege/core/generators/generators-by-type';
import { authUserColumns, type AuthUser } from '@ege/core/identity/auth-user';
import { storeFreshBlock, storeFreshTask } from '@ege/core/tasks/authoring/store-generated-task';
import { createVariant } from '@ege/core/variants/create-variant';
import { countKeys } from '@ege/core/variants/variant-schemas';

const seededKey = 'demo_variants_seeded';
const seedLockKey = 2026_1128;

/** The public variants a fresh install shows a guest on its landing (issue 26), in the order they are made. */
export const demoVariantNames = ['Демонстрационный вариант ЕГЭ', 'Вариант с новыми заданиями генераторов'] as const;

/**
 * Two public 27-task variants, once per database, owned by the demo admin: one from the demo bank
 * (one task of every type, one 19–21 block), and one whose generator types get freshly generated
 * tasks, the others the bank's. A database without the demo admin gets none. Returns how many it made.
 */
export async function seedDemoVariants(deps: CoreDeps): Promise<number> {
  return deps.db.transaction(async (trx) => {
    // Two instances starting at once: the second waits here, then finds them made.
    await trx.raw('SELECT pg_advisory_xact_lock(?)', [seedLockKey]);
    if (await trx('settings').where({ key: seededKey }).first('key')) return 0;
    const admin = (await trx('users').where({ username: 'admin', role: 'admin' }).first(...authUserColumns)) as AuthUser | undefined;
    if (!admin) return 0;
    const inTrx: CoreDeps = { ...deps, db: trx };
    const oneOfEach = Object.fromEntries(countKeys.map((key) => [key, 1]));
    const common = { subject: 'inf', is_public: true, mode: 'KEGE', show_results_mode: 'after', exclude_solved: false } as const;
    const fromBank = await createVariant(inTrx, admin, { ...common, name: demoVariantNames[0], tasksByType: oneOfEach });
    const generated = new Map<number, number>();
    // One generated 19–21 block gives the three questions: a variant holds blocks whole.
    const block = await storeFreshBlock(inTrx);
    for (const type of generatorsByType.keys()) generated.set(type, isBlockType(type) ? block[type - 19]! : await storeFreshTask(inTrx, type));
    const mixed = fromBank.tasks.map((task) => generated.get(task.type) ?? task.id);
    await createVariant(inTrx, admin, { ...common, name: demoVariantNames[1], tasks: mixed });
    await trx('settings').insert({ key: seededKey, value: 'true' });
    return demoVariantNames.length;
  });
}
