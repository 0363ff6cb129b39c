import { getForecast } from '@ege/core/learning/get-forecast';
import { getMastery } from '@ege/core/learning/get-mastery';
import { getNextPracticeTask } from '@ege/core/learning/get-next-practice-task';
import { getPracticeSummary } from '@ege/core/learning/get-practice-summary';
import { forecastSchema, masterySchema, practiceNextSchema, practiceSummaryInput, practiceSummarySchema } from '@ege/core/learning/learning-schemas';
import { startPracticeSession } from '@ege/core/learning/start-practice-session';
import { z } from '@ege/core/validation/z';
import { router, signedInProcedure } from '../trpc';

const tags = ['learning'];

// Every procedure reads the signed-in student's own data: there is no user id to ask for another's.
export const learningRouter = router({
  mastery: signedInProcedure
    .meta({ openapi: { method: 'GET', path: '/users/mastery/', tags, summary: 'Освоение типов: шанс решить с первой попытки, ответов учтено, когда повторить (FSRS)' } })
    .output(masterySchema)
    .query(({ ctx }) => getMastery(ctx.deps, ctx.user.id)),

  forecast: signedInProcedure
    .meta({ openapi: { method: 'GET', path: '/users/forecast/', tags, summary: 'Прогноз тестового балла: ожидаемый, 10–90 перцентили, шансы на 40, 46, 70, 80 и история по дням' } })
    .output(forecastSchema)
    .query(({ ctx }) => getForecast(ctx.deps, ctx.user.id)),

  practiceNext: signedInProcedure
    .meta({ openapi: { method: 'GET', path: '/users/practice/next/', tags, summary: 'Тренировка слабых мест: текущее или следующее задание сессии из 10 (по расписанию FSRS)' } })
    .output(practiceNextSchema)
    .query(({ ctx }) => getNextPracticeTask(ctx.deps, ctx.user.id)),

  practiceStart: signedInProcedure
    .meta({ openapi: { method: 'POST', path: '/users/practice/start/', tags, summary: 'Начать новую тренировку слабых мест (открытая закрывается)' } })
    .output(z.object({ session_id: z.number().int() }))
    .mutation(({ ctx }) => startPracticeSession(ctx.deps, ctx.user.id)),

  practiceSummary: signedInProcedure
    .meta({ openapi: { method: 'GET', path: '/users/practice/summary/', tags, summary: 'Итоги тренировки: что улучшилось и что повторить завтра' } })
    .input(practiceSummaryInput)
    .output(practiceSummarySchema)
    .query(({ ctx, input }) => getPracticeSummary(ctx.deps, ctx.user.id, input.session_id)),
});
