import { deleteExpiredRateLimits } from '@ege/core/rate-limit/rate-limit';
import { deleteEndedSessions, deleteExpiredRefreshTokens } from '@ege/core/identity/sessions';
import type { Knex } from 'knex';
import type { FastifyBaseLogger } from 'fastify';

const hourMs = 60 * 60 * 1000;

/**
 * Drops ended sessions, spent refresh tokens and old rate-limit windows at start and then hourly. Idempotent deletes,
 * so several instances doing it at once is harmless; moves to the job queue when that lands.
 */
export function scheduleCleanups(db: Knex, log: FastifyBaseLogger): () => void {
  const run = async () => {
    try {
      await deleteEndedSessions(db);
      await deleteExpiredRefreshTokens(db);
      await deleteExpiredRateLimits(db, 24 * 60 * 60);
    } catch (error) {
      log.warn({ err: error }, 'cleanup failed');
    }
  };
  void run();
  const timer = setInterval(() => void run(), hourMs);
  timer.unref();
  return () => clearInterval(timer);
}
