import type { CommentView } from '@ege/core/comments/comment-schemas';
import { describe, expect, it } from 'vitest';
import { countComments } from './count-comments';

function comment(overrides: Partial<CommentView>): CommentView {
  return {
    id: 1,
    text: 'Текст',
    author: { id: 1, username: 'anna', first_name: '', avatar: null },
    created_at: '2026-03-15T12:00:00.000Z',
    updated_at: '2026-03-15T12:00:00.000Z',
    likes_count: 0,
    dislikes_count: 0,
    my_vote: null,
    is_deleted: false,
    can_edit: false,
    parent: null,
    attachments: [],
    replies: [],
    ...overrides,
  };
}

describe('countComments', () => {
  it.each([
    ['an empty thread', [], 0],
    ['two roots', [comment({ id: 1 }), comment({ id: 2 })], 2],
    ['replies at every level', [comment({ id: 1, replies: [comment({ id: 2, replies: [comment({ id: 3 }), comment({ id: 4 })] })] })], 4],
    ['a deleted placeholder with a reply', [comment({ id: 1, is_deleted: true, replies: [comment({ id: 2 })] })], 1],
  ])('%s', (_name, thread, expected) => {
    expect(countComments(thread)).toBe(expected);
  });
});
