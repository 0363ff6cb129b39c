import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import type { Actor } from '../identity/actor';
import type { CoreDeps } from '../context/core-deps';
import { lockAndCount } from '../db/lock-and-count';
import { AppError } from '../errors/app-error';
import { checkImage } from '../storage/check-image';
import type { AuthUser } from '../identity/auth-user';
import { mayEditComment } from './comment-permissions';
import type { CreateCommentInput } from './comment-schemas';
import { messages } from '../text/messages';
import { pluralRu } from '../text/plural-ru';

export const commentNotFoundMessage = 'Комментарий не найден';
const mayNotEditMessage = 'Изменять и удалять комментарий могут его автор, модераторы и администраторы';
export const maxCommentAttachments = 4;

type CommentRow = { id: number; author_id: number; content_type: string; object_id: number; deleted_at: Date | null };

async function loadLiveComment(db: Knex, id: number): Promise<CommentRow> {
  const row = await db('comments').where({ id }).first('id', 'author_id', 'content_type', 'object_id', 'deleted_at');
  if (!row || row.deleted_at) throw new AppError('NOT_FOUND', commentNotFoundMessage);
  return row;
}

async function loadEditableComment(db: Knex, actor: Actor, id: number): Promise<CommentRow> {
  const row = await loadLiveComment(db, id);
  if (!mayEditComment(actor, row.author_id)) throw new AppError('FORBIDDEN', mayNotEditMessage);
  return row;
}

/** Comments are plain text: stored as typed, always shown escaped; control characters are dropped. */
function cleanText(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '').trim();
}

export async function createComment(db: Knex, user: AuthUser, input: CreateCommentInput): Promise<number> {
  const target = await db('tasks').where({ id: input.object_id }).first('id');
  if (!target) throw new AppError('NOT_FOUND', messages.taskNotFound);
  if (input.parent) {
    const parent = await loadLiveComment(db, input.parent);
    if (parent.content_type !== input.content_type || parent.object_id !== input.object_id) {
      throw new AppError('BAD_REQUEST', 'Ответ должен относиться к тому же заданию');
    }
  }
  const [row] = await db('comments')
    .insert({ content_type: input.content_type, object_id: input.object_id, parent_id: input.parent ?? null, author_id: user.id, text: cleanText(input.text) })
    .returning('id');
  return row!.id;
}

export async function updateComment(db: Knex, actor: Actor, id: number, text: string): Promise<void> {
  await loadEditableComment(db, actor, id);
  await db('comments').where({ id }).update({ text: cleanText(text), updated_at: db.fn.now() });
}

export async function deleteComment(deps: CoreDeps, actor: Actor, id: number): Promise<void> {
  await loadEditableComment(deps.db, actor, id);
  // Under the comment's lock, as attachToComment adds: an attachment committed meanwhile goes too, file and all.
  const files = await deps.db.transaction(async (trx) => {
    await trx('comments').where({ id }).forUpdate().first('id');
    const removed = await trx('comment_attachments').where({ comment_id: id }).delete().returning('file');
    await trx('comments').where({ id }).update({ deleted_at: trx.fn.now(), text: '' });
    return removed;
  });
  await Promise.all(files.map((f) => deps.storage.remove(f.file)));
}

/** One vote per user and comment: the same vote again takes it back, the other one replaces it. */
export async function voteComment(db: Knex, user: AuthUser, id: number, isLike: boolean): Promise<{ likes_count: number; dislikes_count: number; my_vote: boolean | null }> {
  await loadLiveComment(db, id);
  await db.transaction(async (trx) => {
    const existing = await trx('comment_votes').where({ comment_id: id, user_id: user.id }).forUpdate().first('is_like');
    if (existing?.is_like === isLike) {
      await trx('comment_votes').where({ comment_id: id, user_id: user.id }).delete();
    } else {
      await trx('comment_votes').insert({ comment_id: id, user_id: user.id, is_like: isLike }).onConflict(['comment_id', 'user_id']).merge();
    }
  });
  const counts = (await db('comment_votes')
    .where({ comment_id: id })
    .first(db.raw('count(*) filter (where is_like)::int as likes'), db.raw('count(*) filter (where not is_like)::int as dislikes'))) as { likes: number; dislikes: number };
  const mine = await db('comment_votes').where({ comment_id: id, user_id: user.id }).first('is_like');
  return { likes_count: counts.likes, dislikes_count: counts.dislikes, my_vote: mine?.is_like ?? null };
}

const tooManyAttachments = () => new AppError('BAD_REQUEST', `Можно приложить не более ${maxCommentAttachments} ${pluralRu(maxCommentAttachments, ['файла', 'файлов', 'файлов'])}`);

/**
 * An image attached to one's own comment (or as a moderator); at most four per comment, however many
 * arrive at once: the count that decides is taken under the comment's lock (lockAndCount). The file is
 * stored before that transaction, so no connection waits on storage while holding the lock, and is
 * removed again when the request is refused.
 */
export async function attachToComment(deps: CoreDeps, actor: Actor, id: number, file: { data: Buffer } | undefined): Promise<{ id: number; file: string }> {
  if (!file) throw new AppError('BAD_REQUEST', 'Выберите файл', { fields: { file: ['Выберите файл'] } });
  await loadEditableComment(deps.db, actor, id);
  // Only spares storing a file that is sure to be refused; it decides nothing.
  const before = (await deps.db('comment_attachments').where({ comment_id: id }).count({ n: '*' }).first()) as { n: string | number };
  if (Number(before.n) >= maxCommentAttachments) throw tooManyAttachments();
  const { extension } = await checkImage(file.data, 'file');
  const key = `comments/${id}-${randomBytes(8).toString('hex')}.${extension}`;
  await deps.storage.save(key, file.data);
  try {
    const rowId = await deps.db.transaction(async (trx) => {
      const count = await lockAndCount(trx, { table: 'comments', id, where: { deleted_at: null } }, { table: 'comment_attachments', foreignKey: 'comment_id' });
      if (count === null) throw new AppError('NOT_FOUND', commentNotFoundMessage);
      if (count >= maxCommentAttachments) throw tooManyAttachments();
      const [row] = await trx('comment_attachments').insert({ comment_id: id, file: key }).returning('id');
      return row!.id;
    });
    return { id: rowId, file: deps.storage.urlOf(key) };
  } catch (error) {
    await Promise.allSettled([deps.storage.remove(key)]);
    throw error;
  }
}
