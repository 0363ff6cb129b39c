import { attachToComment, createComment, deleteComment, updateComment, voteComment } from '@ege/core/comments/change-comments';
import {
  commentIdInput,
  commentViewSchema,
  createCommentInput,
  listCommentsInput,
  updateCommentInput,
  voteCommentInput,
} from '@ege/core/comments/comment-schemas';
import { listComments } from '@ege/core/comments/list-comments';
import { z } from '@ege/core/validation/z';
import { publicProcedure, router, signedInProcedure } from '../trpc';

const tags = ['comments'];
const detail = z.object({ detail: z.string() });

export const commentsRouter = router({
  list: publicProcedure
    .meta({ openapi: { method: 'GET', path: '/comments/', tags, protect: false, summary: 'Комментарии к объекту, деревом' } })
    .input(listCommentsInput)
    .output(z.array(commentViewSchema))
    .query(({ ctx, input }) => listComments(ctx.deps, ctx.actor, input)),

  create: signedInProcedure
    .meta({ openapi: { method: 'POST', path: '/comments/', tags, summary: 'Написать комментарий или ответ (parent)' } })
    .input(createCommentInput)
    .output(z.object({ id: z.number() }))
    .mutation(async ({ ctx, input }) => ({ id: await createComment(ctx.deps.db, ctx.user, input) })),

  update: signedInProcedure
    .meta({ openapi: { method: 'PUT', path: '/comments/{id}/', tags, summary: 'Изменить: автор, модератор, администратор' } })
    .input(updateCommentInput)
    .output(detail)
    .mutation(async ({ ctx, input }) => {
      await updateComment(ctx.deps.db, ctx.actor, input.id, input.text);
      return { detail: 'Комментарий изменён' };
    }),

  remove: signedInProcedure
    .meta({ openapi: { method: 'DELETE', path: '/comments/{id}/', tags, summary: 'Удалить: автор, модератор, администратор' } })
    .input(commentIdInput)
    .output(detail)
    .mutation(async ({ ctx, input }) => {
      await deleteComment(ctx.deps, ctx.actor, input.id);
      return { detail: 'Комментарий удалён' };
    }),

  vote: signedInProcedure
    .meta({ openapi: { method: 'POST', path: '/comments/{id}/like/', tags, summary: 'Лайк или дизлайк; тот же голос ещё раз его снимает' } })
    .input(voteCommentInput)
    .output(z.object({ likes_count: z.number(), dislikes_count: z.number(), my_vote: z.boolean().nullable() }))
    .mutation(({ ctx, input }) => voteComment(ctx.deps.db, ctx.user, input.id, input.is_like)),

  attach: signedInProcedure
    .meta({
      openapi: { method: 'POST', path: '/comments/{id}/attachments/', tags, contentTypes: ['multipart/form-data'], summary: 'Приложить изображение (form-data, поле file)' },
    })
    .input(commentIdInput)
    .output(z.object({ id: z.number(), file: z.string() }))
    .mutation(({ ctx, input }) => attachToComment(ctx.deps, ctx.actor, input.id, ctx.files.get('file')?.[0])),
});
