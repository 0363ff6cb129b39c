import { describe, expect, it } from 'vitest';
import { generatorFieldMessage, generatorIdMessage, generatorSeedMessage, generatorTypeMessage, generatorVersionMessage, importTaskInput } from './import-task-schemas';

const task = { type: '5', difficulty: '2', text: '<p>Автомат…</p>', answer: '12', import_key: 'k', import_hash: '0'.repeat(64) };
const parse = (generator: unknown) => importTaskInput.safeParse({ ...task, generator });
const messagesOf = (generator: unknown) => {
  const result = parse(generator);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe("task.yaml's generator field", () => {
  it('is optional: a task without it has none', () => {
    for (const none of [undefined, '']) {
      const result = parse(none);
      expect(result.success && result.data.generator).toBeNull();
    }
  });

  it('takes the object, or its JSON text from a multipart form, with the version read as text by YAML', () => {
    for (const given of [{ id: 'type-05', version: 1, seed: 'a1b2' }, { id: 'type-05', version: '1', seed: 'a1b2' }, '{"id":"type-05","version":"1","seed":"a1b2"}']) {
      const result = parse(given);
      expect(result.success && result.data.generator).toEqual({ id: 'type-05', version: 1, seed: 'a1b2' });
    }
  });

  it('refuses a malformed field with one Russian message per mistake', () => {
    expect(messagesOf('junk')).toEqual([generatorFieldMessage]);
    expect(messagesOf({ id: 'type-05', version: 1, seed: 's', extra: 1 })).toEqual([generatorFieldMessage]);
    expect(messagesOf({ id: 'five', version: 0, seed: ' ' })).toEqual([generatorIdMessage, generatorVersionMessage, generatorSeedMessage]);
    expect(messagesOf({ id: 'type-05', version: 1.5, seed: 'x'.repeat(101) })).toEqual([generatorVersionMessage, generatorSeedMessage]);
  });

  it("names the task's own type", () => {
    expect(messagesOf({ id: 'type-06', version: 1, seed: 's' })).toEqual([generatorTypeMessage('type-06', 5)]);
  });
});
