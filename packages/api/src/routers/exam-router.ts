import { finishExam } from '@ege/core/exam/finish-exam';
import { getExam } from '@ege/core/exam/get-exam';
import { getExamResult } from '@ege/core/exam/get-exam-result';
import { listExams } from '@ege/core/exam/list-exams';
import { saveExamAnswer } from '@ege/core/exam/save-exam-answer';
import { startExam } from '@ege/core/exam/start-exam';
import {
  examFinishSchema,
  examIdInput,
  examListSchema,
  examResultSchema,
  examSavedSchema,
  examSessionSchema,
  saveExamAnswerInput,
  startExamInput,
} from '@ege/core/exam/exam-schemas';
import { router, signedInProcedure } from '../trpc';

const tags = ['exam'];

// Every id is checked against the caller in core: another's rehearsal is 404, its result readable only by the homework's teacher.
export const examRouter = router({
  list: signedInProcedure
    .meta({ openapi: { method: 'GET', path: '/exam/', tags, summary: 'Пробные экзамены: идущий (если есть) и 50 последних завершённых' } })
    .output(examListSchema)
    .query(({ ctx }) => listExams(ctx.deps, ctx.user)),

  start: signedInProcedure
    .meta({ openapi: { method: 'POST', path: '/exam/start/', tags, summary: 'Начать пробный экзамен (27 заданий, 3:55:00) или получить идущий; homework_id — экзамен из ДЗ в его окне' } })
    .input(startExamInput)
    .output(examSessionSchema)
    .mutation(({ ctx, input }) => startExam(ctx.deps, ctx.user, input)),

  get: signedInProcedure
    .meta({ openapi: { method: 'GET', path: '/exam/{id}/', tags, summary: 'Пробный экзамен: задания без ответов, сохранённые ответы, время сервера' } })
    .input(examIdInput)
    .output(examSessionSchema)
    .query(({ ctx, input }) => getExam(ctx.deps, ctx.user, input)),

  saveAnswer: signedInProcedure
    .meta({ openapi: { method: 'POST', path: '/exam/{id}/answer/', tags, summary: 'Сохранить ответ на задание (answer: null — очистить) и время на нём; после конца времени — 409' } })
    .input(saveExamAnswerInput)
    .output(examSavedSchema)
    .mutation(({ ctx, input }) => saveExamAnswer(ctx.deps, ctx.user, input)),

  finish: signedInProcedure
    .meta({ openapi: { method: 'POST', path: '/exam/{id}/finish/', tags, summary: 'Завершить пробный экзамен: проверка, первичный и тестовый балл, обновлённый прогноз' } })
    .input(examIdInput)
    .output(examFinishSchema)
    .mutation(({ ctx, input }) => finishExam(ctx.deps, ctx.user, input)),

  result: signedInProcedure
    .meta({ openapi: { method: 'GET', path: '/exam/{id}/result/', tags, summary: 'Результат пробного экзамена: ученику, выдавшему ДЗ преподавателю или администратору' } })
    .input(examIdInput)
    .output(examResultSchema)
    .query(({ ctx, input }) => getExamResult(ctx.deps, ctx.user, input)),
});
