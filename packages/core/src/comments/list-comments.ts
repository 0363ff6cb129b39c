import type { Actor } from '../identity/actor';
import type { CoreDeps } from '../context/core-deps';
import { assertNotSealed } from '../exam/assert-not-sealed';
import { mayEditComment } from './comment-permissions';
import type { CommentView } from './comment-schemas';

type Row = {
  id: number;
  parent_id: number | null;
  author_id: number;
  text: string;
  created_at: Date;
  updated_at: Date;
  deleted_at: Date | null;
  username: string;
  avatar: string | null;
  likes: number;
  dislikes: number;
};

export const deletedCommentText = 'Комментарий удалён';

/**
 * A thread as a tree, oldest first; a deleted comment stays only as the placeholder of its replies.
 * Others' comments under a task often give its answer: refused to the owner of a running rehearsal
 * that holds the task.
 */
export async function listComments(deps: CoreDeps, actor: Actor, target: { content_type: string; object_id: number }): Promise<CommentView[]> {
  const { db, storage } = deps;
  if (actor.kind === 'user' && target.content_type === 'task') await assertNotSealed(deps, actor.user.id, [target.object_id]);
  const rows = (await db('comments as c')
    .join('users as u', 'u.id', 'c.author_id')
    .where({ 'c.content_type': target.content_type, 'c.object_id': target.object_id })
    .orderBy('c.id')
    .select(
      'c.id', 'c.parent_id', 'c.author_id', 'c.text', 'c.created_at', 'c.updated_at', 'c.deleted_at', 'u.username', 'u.avatar',
      db.raw('(SELECT count(*)::int FROM comment_votes v WHERE v.comment_id = c.id AND v.is_like) AS likes'),
      db.raw('(SELECT count(*)::int FROM comment_votes v WHERE v.comment_id = c.id AND NOT v.is_like) AS dislikes'),
    )) as Row[];
  const ids = rows.map((row) => row.id);
  const userId = actor.kind === 'user' ? actor.user.id : null;
  const [votes, attachments] = await Promise.all([
    userId && ids.length ? db('comment_votes').where({ user_id: userId }).whereIn('comment_id', ids).select('comment_id', 'is_like') : [],
    ids.length ? db('comment_attachments').whereIn('comment_id', ids).orderBy('id').select('id', 'comment_id', 'file') : [],
  ]);
  const myVotes = new Map((votes as { comment_id: number; is_like: boolean }[]).map((v) => [v.comment_id, v.is_like]));

  const views = new Map<number, CommentView>();
  for (const row of rows) {
    const deleted = row.deleted_at !== null;
    views.set(row.id, {
      id: row.id,
      text: deleted ? deletedCommentText : row.text,
      author: { id: row.author_id, username: row.username, first_name: '', avatar: row.avatar ? storage.urlOf(row.avatar) : null },
      created_at: row.created_at.toISOString(),
      updated_at: row.updated_at.toISOString(),
      likes_count: row.likes,
      dislikes_count: row.dislikes,
      my_vote: myVotes.get(row.id) ?? null,
      is_deleted: deleted,
      can_edit: !deleted && mayEditComment(actor, row.author_id),
      parent: row.parent_id,
      attachments: [],
      replies: [],
    });
  }
  for (const a of attachments as { id: number; comment_id: number; file: string }[]) {
    const view = views.get(a.comment_id);
    if (view && !view.is_deleted) view.attachments.push({ id: a.id, file: storage.urlOf(a.file) });
  }
  const roots: CommentView[] = [];
  for (const view of views.values()) {
    const parent = view.parent === null ? undefined : views.get(view.parent);
    (parent ? parent.replies : roots).push(view);
  }
  return prune(roots);
}

/** Drops deleted comments that no live reply hangs from. */
function prune(list: CommentView[]): CommentView[] {
  return list.flatMap((view) => {
    view.replies = prune(view.replies);
    return view.is_deleted && view.replies.length === 0 ? [] : [view];
  });
}
