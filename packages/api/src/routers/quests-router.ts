import { abandonDailyQuest } from '@ege/core/quests/abandon-daily-quest';
import { abandonWeeklyQuest } from '@ege/core/quests/abandon-weekly-quest';
import { claimQuestBonus } from '@ege/core/quests/claim-quest-bonus';
import { completeQuestTask } from '@ege/core/quests/complete-quest-task';
import { generateDailyQuest } from '@ege/core/quests/generate-daily-quest';
import { getDailyQuest } from '@ege/core/quests/get-daily-quest';
import { getDailyStreak } from '@ege/core/quests/get-daily-streak';
import { getQuestStatistics } from '@ege/core/quests/get-quest-statistics';
import { getWeeklyOverview } from '@ege/core/quests/get-weekly-overview';
import { getWeeklyQuest } from '@ege/core/quests/get-weekly-quest';
import { listQuestBonuses } from '@ege/core/quests/list-quest-bonuses';
import {
  claimQuestBonusInput,
  completeQuestTaskInput,
  dailyQuestStateSchema,
  questBonusClaimSchema,
  questBonusesSchema,
  questMessageSchema,
  questStatisticsSchema,
  questTaskCompletionSchema,
  streakSchema,
  weeklyOverviewSchema,
  weeklyQuestIdInput,
  weeklyQuestSchema,
} from '@ege/core/quests/quest-schemas';
import { startWeeklyQuest } from '@ege/core/quests/start-weekly-quest';
import { router, signedInProcedure } from '../trpc';

const tags = ['quests'];

// Every call is the caller's own quests: signed in, and a quest id of another user is 404 (decision 038).
export const questsRouter = router({
  weekly: signedInProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/users/quest/',
        tags,
        summary: 'Квест недели: карта, прогресс, награды, история, статистика (создаётся при первом чтении, если понедельничная задача его не создала)',
      },
    })
    .output(weeklyOverviewSchema)
    .query(({ ctx }) => getWeeklyOverview(ctx.deps, ctx.user)),

  weeklyStatistics: signedInProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/users/quest/statistics/',
        tags,
        summary: 'Статистика квестов недели: total_quests, completed_quests, average_progress',
      },
    })
    .output(questStatisticsSchema)
    .query(({ ctx }) => getQuestStatistics(ctx.deps, ctx.user)),

  bonuses: signedInProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/users/quest/bonuses/',
        tags,
        summary: 'Бонусы квеста недели: пороги 25/50/75/100 % (+10/20/30/50 опыта), каждый — один раз',
      },
    })
    .output(questBonusesSchema)
    .query(({ ctx }) => listQuestBonuses(ctx.deps, ctx.user)),

  claimBonus: signedInProcedure
    .meta({ openapi: { method: 'POST', path: '/users/quest/bonuses/claim/', tags, summary: 'Получить бонус достигнутого порога {threshold}' } })
    .input(claimQuestBonusInput)
    .output(questBonusClaimSchema)
    .mutation(({ ctx, input }) => claimQuestBonus(ctx.deps, ctx.user, input)),

  weeklyById: signedInProcedure
    .meta({ openapi: { method: 'GET', path: '/users/quest/{id}/', tags, summary: 'Свой квест недели по id' } })
    .input(weeklyQuestIdInput)
    .output(weeklyQuestSchema)
    .query(({ ctx, input }) => getWeeklyQuest(ctx.deps, ctx.user, input.id)),

  start: signedInProcedure
    .meta({ openapi: { method: 'POST', path: '/users/quest/', tags, summary: 'Начать квест недели (если на этой неделе его нет или он отменён)' } })
    .output(weeklyQuestSchema)
    .mutation(({ ctx }) => startWeeklyQuest(ctx.deps, ctx.user)),

  completeTask: signedInProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/users/quest/complete-task/',
        tags,
        summary: 'Засчитать задачу квеста недели {task_type, task_id}: только решённую верно',
      },
    })
    .input(completeQuestTaskInput)
    .output(questTaskCompletionSchema)
    .mutation(({ ctx, input }) => completeQuestTask(ctx.deps, ctx.user, input)),

  abandon: signedInProcedure
    .meta({ openapi: { method: 'POST', path: '/users/quest/abandon/', tags, summary: 'Отказаться от квеста недели' } })
    .output(questMessageSchema)
    .mutation(({ ctx }) => abandonWeeklyQuest(ctx.deps, ctx.user)),

  daily: signedInProcedure
    .meta({ openapi: { method: 'GET', path: '/users/daily-quest/', tags, summary: 'Ежедневный квест: quest, can_generate, streak' } })
    .output(dailyQuestStateSchema)
    .query(({ ctx }) => getDailyQuest(ctx.deps, ctx.user)),

  generateDaily: signedInProcedure
    .meta({ openapi: { method: 'POST', path: '/users/daily-quest/', tags, summary: 'Сгенерировать ежедневный квест: 5 заданий, множитель серии' } })
    .output(dailyQuestStateSchema)
    .mutation(({ ctx }) => generateDailyQuest(ctx.deps, ctx.user)),

  abandonDaily: signedInProcedure
    .meta({ openapi: { method: 'POST', path: '/users/daily-quest/abandon/', tags, summary: 'Отменить ежедневный квест' } })
    .output(questMessageSchema)
    .mutation(({ ctx }) => abandonDailyQuest(ctx.deps, ctx.user)),

  streak: signedInProcedure
    .meta({ openapi: { method: 'GET', path: '/users/daily-quest/streak/', tags, summary: 'Серия ежедневных квестов: дни, множитель, заморозка' } })
    .output(streakSchema)
    .query(({ ctx }) => getDailyStreak(ctx.deps, ctx.user)),
});
