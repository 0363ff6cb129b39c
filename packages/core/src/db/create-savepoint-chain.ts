import type { Knex } from 'knex';

export type SavepointChain = { run<T>(work: () => Promise<T>): Promise<T> };

/**
 * Runs pieces of work in one transaction, each in a savepoint of its own: one that fails is rolled back
 * alone and the transaction goes on. Releasing a piece's savepoint and setting the next one's are one
 * simple query, so a piece costs a single round trip more than its own statements (knex's nested
 * transactions cost three, and build a transaction object each).
 */
export function createSavepointChain(trx: Knex.Transaction, name: string): SavepointChain {
  let open = false;
  return {
    async run(work) {
      if (!open) {
        await trx.raw(`SAVEPOINT ${name}`);
        open = true;
      }
      try {
        const result = await work();
        await trx.raw(`RELEASE SAVEPOINT ${name}; SAVEPOINT ${name}`);
        return result;
      } catch (error) {
        // The savepoint stays after a rollback to it: the next piece runs under it.
        await trx.raw(`ROLLBACK TO SAVEPOINT ${name}`);
        throw error;
      }
    },
  };
}
