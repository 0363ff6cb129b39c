import { homeworkStatuses } from '@ege/core/homework/homework-schemas';
import { describe, expect, it } from 'vitest';
import { homeworkStatusOptions } from './homework-status-options';

describe('homework status options', () => {
  it('offers every status the server knows, once each, in Russian', () => {
    expect(homeworkStatusOptions.map((option) => option.value).sort()).toEqual([...homeworkStatuses].sort());
    expect(homeworkStatusOptions.map((option) => option.label)).toEqual(['В процессе', 'Изменено', 'Выполнено']);
  });
});
