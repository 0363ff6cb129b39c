import { describe, expect, it } from 'vitest';
import { checkTheoryValues, theoryFormValuesOf, theoryInputOf, theorySearchOf } from './theory-form-values';

describe('theory form values', () => {
  it('starts a new page of the type asked for, 20 and 21 as the block', () => {
    expect(theoryFormValuesOf(null, 5)).toMatchObject({ task_number: '5', status: 'published', difficulty: '1' });
    expect(theoryFormValuesOf(null, 21).task_number).toBe('19');
    expect(theoryFormValuesOf(null, undefined).task_number).toBe('');
  });

  it('asks for a title and a task number from 1 to 27, in the server words', () => {
    const values = { ...theoryFormValuesOf(null, undefined), title: '  ' };
    expect(checkTheoryValues(values)).toEqual({ task_number: 'Номер задания — число от 1 до 27', title: 'Заголовок обязателен' });
    expect(checkTheoryValues({ ...values, task_number: '28', title: 'A' })).toEqual({ task_number: 'Номер задания — число от 1 до 27' });
    expect(checkTheoryValues({ ...values, task_number: '27', title: 'A' })).toEqual({});
  });

  it('sends numbers and a trimmed title, and goes back to the block by its page name', () => {
    const input = theoryInputOf({ task_number: '5', title: ' Тема ', description: ' Кратко ', content: '<p>x</p>', difficulty: '2', status: 'draft', tags: ['a'] });
    expect(input).toEqual({ task_number: 5, title: 'Тема', description: 'Кратко', content: '<p>x</p>', difficulty: 2, status: 'draft', tags: ['a'] });
    expect(theorySearchOf(19)).toEqual({ type: '19-21' });
    expect(theorySearchOf(5)).toEqual({ type: 5 });
  });
});
