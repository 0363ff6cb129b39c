import type { Notification } from '@ege/core/notifications/notification-schemas';
import { reportAnswerMessage } from '@ege/core/task-reports/report-answer-message';
import { describe, expect, it } from 'vitest';
import { notificationTarget } from './notification-target';

const base: Notification = {
  id: 1,
  kind: 'message',
  user_id: 2,
  message: 'Текст',
  related_homework_id: null,
  related_task_id: null,
  is_read: false,
  created_at: '2026-11-25T09:00:00.000Z',
};

describe('notificationTarget', () => {
  it('sends a teacher’s notice of homework done to the issuing page, a student’s homework to itself', () => {
    expect(notificationTarget({ ...base, kind: 'homework_done', related_homework_id: 7 })).toBe('issued');
    expect(notificationTarget({ ...base, kind: 'digest' })).toBe('issued');
    expect(notificationTarget({ ...base, related_homework_id: 7 })).toBe(7);
    expect(notificationTarget(base)).toBeNull();
  });

  it('sends the answer to an error report and a corrected key’s credit to their task, whatever the text names', () => {
    const message = reportAnswerMessage(412, 'accepted', 'ответ исправлен, спасибо! В задании № 7 всё верно.');
    expect(notificationTarget({ ...base, kind: 'report_answer', message, related_task_id: 412 })).toEqual({ taskId: 412 });
    expect(notificationTarget({ ...base, kind: 'rescored', message: 'Ответ задания № 9 исправлен', related_task_id: 9 })).toEqual({ taskId: 9 });
    expect(notificationTarget({ ...base, kind: 'report_answer', message: 'Ответ на сообщение' })).toBeNull();
  });
});
