import { QueryClient, type InvalidateQueryFilters } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { invalidateAfterSolve } from './invalidate-after-solve';
import { trpc } from './trpc';

function invalidatedBy(solved?: Parameters<typeof invalidateAfterSolve>[1]) {
  const queryClient = new QueryClient();
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries').mockResolvedValue();
  void invalidateAfterSolve(queryClient, solved);
  return invalidate.mock.calls.map(([filters]) => filters as InvalidateQueryFilters);
}

/** Whether a query of this key is among those a call invalidated (and refetched when on screen). */
function covers(filters: InvalidateQueryFilters[], queryKey: readonly unknown[], refetched = true): boolean {
  const client = new QueryClient();
  client.setQueryData(queryKey, 1);
  const query = client.getQueryCache().find({ queryKey, exact: true });
  if (!query) throw new Error('no query');
  return filters.some((filter) => client.getQueryCache().findAll(filter).includes(query) && (filter.refetchType !== 'none') === refetched);
}

describe('invalidateAfterSolve', () => {
  it('refetches what shows the solve itself: experience, level and progress', () => {
    const filters = invalidatedBy();
    for (const key of [trpc.users.me.queryKey(), trpc.users.progress.queryKey(), trpc.users.stats.queryKey(), trpc.users.profile.queryKey()]) {
      expect(covers(filters, key), JSON.stringify(key)).toBe(true);
    }
  });

  it('marks stale, for their next visit, quests, achievements, statistics, top, pet, mastery, practice, homework and variants', () => {
    const filters = invalidatedBy();
    for (const key of [
      trpc.quests.daily.queryKey(),
      trpc.quests.weekly.queryKey(),
      trpc.quests.streak.queryKey(),
      trpc.quests.bonuses.queryKey(),
      trpc.achievements.progress.queryKey(),
      trpc.achievements.carousel.queryKey(),
      trpc.statistics.overview.queryKey(),
      trpc.top.list.queryKey({ period: 'week', limit: 10 }),
      trpc.pet.get.queryKey(),
      trpc.learning.mastery.queryKey(),
      trpc.learning.forecast.queryKey(),
      trpc.learning.practiceNext.queryKey(),
      trpc.homework.list.queryKey({ status: 'active', page_size: 1 }),
      trpc.variants.list.infiniteQueryKey({ tab: 'mine' }),
    ]) {
      expect(covers(filters, key, false), JSON.stringify(key)).toBe(true);
      expect(covers(filters, key, true), JSON.stringify(key)).toBe(false);
    }
  });

  it('refreshes the checked task and its statistics, not other tasks', () => {
    const filters = invalidatedBy({ taskId: 7 });
    expect(covers(filters, trpc.tasks.byId.queryKey({ id: 7 }))).toBe(true);
    expect(covers(filters, trpc.tasks.stats.queryKey({ id: 7 }))).toBe(true);
    expect(covers(filters, trpc.tasks.byId.queryKey({ id: 8 }))).toBe(false);
    expect(covers(invalidatedBy(), trpc.tasks.byId.queryKey({ id: 7 }))).toBe(false);
  });

  it('leaves what a solve does not change', () => {
    const filters = invalidatedBy({ taskId: 7 });
    for (const refetched of [true, false]) {
      expect(covers(filters, trpc.news.list.queryKey(), refetched)).toBe(false);
      expect(covers(filters, trpc.theory.pathKey(), refetched)).toBe(false);
    }
  });
});
