import { getStatisticsOverview } from '@ege/core/statistics/get-statistics-overview';
import { statisticsOverviewSchema } from '@ege/core/statistics/statistics-schemas';
import { router, signedInProcedure } from '../trpc';

const tags = ['users'];

// GET /users/stats/ (SPEC §7) stays in the users router as it is; the tab's own data lives here.
export const statisticsRouter = router({
  overview: signedInProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/users/stats/overview/',
        tags,
        summary: 'Статистика: итоги, карточки типов с оценкой скорости и точностью, решения по дням (Москва), опыт по неделям',
      },
    })
    .output(statisticsOverviewSchema)
    .query(({ ctx }) => getStatisticsOverview(ctx.deps, ctx.user.id)),
});
