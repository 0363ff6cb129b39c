import { homeworkStatuses } from '@ege/core/homework/homework-schemas';
import { describe, expect, it } from 'vitest';
import { homeworkStatusLabels, homeworkStatusOptions } from './homework-status';

describe('homework status labels', () => {
  it('names every status the server knows in Russian, once each in the edit dialog', () => {
    expect(homeworkStatusLabels).toEqual({ in_progress: 'В процессе', completed: 'Выполнено', edited: 'Изменено' });
    expect(homeworkStatusOptions.map((option) => option.value).sort()).toEqual([...homeworkStatuses].sort());
  });
});
