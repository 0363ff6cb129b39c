import { createNews } from '@ege/core/news/create-news';
import { deleteNews } from '@ege/core/news/delete-news';
import { getNews } from '@ege/core/news/get-news';
import { listNews } from '@ege/core/news/list-news';
import { listRecentNews } from '@ege/core/news/list-recent-news';
import { createNewsInput, newsIdInput, newsItemSchema, newsPublishStateSchema, recentNewsInput, updateNewsInput } from '@ege/core/news/news-schemas';
import { newsWriterRule } from '@ege/core/news/news-writer-rule';
import { toggleNewsPublish } from '@ege/core/news/toggle-news-publish';
import { updateNews } from '@ege/core/news/update-news';
import { z } from '@ege/core/validation/z';
import { procedureFor, publicProcedure, router } from '../trpc';

const tags = ['news'];
/** Admins write news (docs/decisions/028). */
const writerProcedure = procedureFor(newsWriterRule);

export const newsRouter = router({
  list: publicProcedure
    .meta({ openapi: { method: 'GET', path: '/news/', tags, protect: false, summary: 'Новости: приоритет, затем новые; администраторам — и скрытые' } })
    .output(z.array(newsItemSchema))
    .query(({ ctx }) => listNews(ctx.deps.db, ctx.actor)),

  recent: publicProcedure
    .meta({ openapi: { method: 'GET', path: '/news/recent/', tags, protect: false, summary: 'Последние опубликованные новости (limit: 1–20, по умолчанию 5)' } })
    .input(recentNewsInput)
    .output(z.array(newsItemSchema))
    .query(({ ctx, input }) => listRecentNews(ctx.deps.db, input.limit)),

  get: publicProcedure
    .meta({ openapi: { method: 'GET', path: '/news/{id}/', tags, protect: false, summary: 'Новость; скрытая — только администраторам' } })
    .input(newsIdInput)
    .output(newsItemSchema)
    .query(({ ctx, input }) => getNews(ctx.deps.db, ctx.actor, input.id)),

  create: writerProcedure
    .meta({ openapi: { method: 'POST', path: '/news/', tags, summary: 'Написать новость (HTML очищается, как текст задания)' } })
    .input(createNewsInput)
    .output(newsItemSchema)
    .mutation(({ ctx, input }) => createNews(ctx.deps, ctx.actor, input)),

  update: writerProcedure
    .meta({ openapi: { method: 'PUT', path: '/news/{id}/', tags, summary: 'Изменить новость: переданные поля' } })
    .input(updateNewsInput)
    .output(newsItemSchema)
    .mutation(({ ctx, input }) => updateNews(ctx.deps, ctx.actor, input)),

  remove: writerProcedure
    .meta({ openapi: { method: 'DELETE', path: '/news/{id}/', tags, summary: 'Удалить новость', successDescription: 'Удалено: 204 без тела' }, noContent: true })
    .input(newsIdInput)
    .output(z.null())
    .mutation(async ({ ctx, input }) => {
      await deleteNews(ctx.deps.db, input.id);
      return null;
    }),

  togglePublish: writerProcedure
    .meta({ openapi: { method: 'POST', path: '/news/{id}/toggle-publish/', tags, summary: 'Опубликовать или скрыть новость; ответ — новый is_published' } })
    .input(newsIdInput)
    .output(newsPublishStateSchema)
    .mutation(({ ctx, input }) => toggleNewsPublish(ctx.deps, input.id)),
});
