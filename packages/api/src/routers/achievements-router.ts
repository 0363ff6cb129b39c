import { achievementCarouselInput, achievementCarouselSchema, achievementProgressSchema } from '@ege/core/achievements/achievement-schemas';
import { getAchievementCarousel } from '@ege/core/achievements/get-achievement-carousel';
import { getAchievementProgress } from '@ege/core/achievements/get-achievement-progress';
import { router, signedInProcedure } from '../trpc';

const tags = ['achievements'];

export const achievementsRouter = router({
  progress: signedInProcedure
    .meta({ openapi: { method: 'GET', path: '/users/achievements/progress/', tags, summary: 'Все достижения с прогрессом вызывающего, категории, число полученных' } })
    .output(achievementProgressSchema)
    .query(({ ctx }) => getAchievementProgress(ctx.deps, ctx.user)),

  carousel: signedInProcedure
    .meta({ openapi: { method: 'GET', path: '/users/achievements/carousel/', tags, summary: 'Карусель достижений профиля: категория, лимит, только полученные, порядок; настройки прокрутки' } })
    .input(achievementCarouselInput)
    .output(achievementCarouselSchema)
    .query(({ ctx, input }) => getAchievementCarousel(ctx.deps, ctx.user, input)),
});
