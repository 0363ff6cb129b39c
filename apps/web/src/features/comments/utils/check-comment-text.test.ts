import { describe, expect, it } from 'vitest';
import { checkCommentText } from './check-comment-text';

describe('checkCommentText', () => {
  it.each([
    ['empty', '', { ok: false, message: 'Комментарий не может быть пустым' }],
    ['only spaces and line breaks', '   \n\t ', { ok: false, message: 'Комментарий не может быть пустым' }],
    ['trimmed, inner line breaks kept', '  Привет\nвсем  ', { ok: true, text: 'Привет\nвсем' }],
    ['5000 characters', 'я'.repeat(5000), { ok: true, text: 'я'.repeat(5000) }],
    ['5001 characters', 'я'.repeat(5001), { ok: false, message: 'Комментарий не длиннее 5000 символов' }],
  ])('%s', (_name, text, expected) => {
    expect(checkCommentText(text)).toEqual(expected);
  });
});
