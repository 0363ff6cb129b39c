import type { VariantSummary } from '@ege/core/variants/variant-schemas';
import { describe, expect, it } from 'vitest';
import { emptyCounts } from '../../../lib/type-counts';
import { newVariantValues, saveInputOf, variantValuesOf } from './variant-form-values';

const variant: VariantSummary = {
  id: 7,
  name: 'Мой вариант',
  owner_id: 1,
  is_public: false,
  is_draft: true,
  created_at: '2026-03-05T10:00:00.000Z',
  updated_at: '2026-03-05T10:00:00.000Z',
  mode: 'all-in-one',
  show_results_mode: 'inline',
  source: null,
  tasks: [
    { id: 1, type: 3, answer_type: 'field' },
    { id: 2, type: 3, answer_type: 'field' },
    { id: 3, type: 19, answer_type: 'field' },
    { id: 4, type: 20, answer_type: 'table' },
    { id: 5, type: 21, answer_type: 'field' },
  ],
  task_count: 5,
  progress: { solved: 0, total: 5 },
  has_results: false,
  can_edit: true,
};

describe('the create/edit dialog values', () => {
  it('starts a new variant in KEGE mode with results at the end', () => {
    expect(newVariantValues()).toEqual({ name: '', counts: emptyCounts(), mode: 'KEGE', show_results_mode: 'after', is_public: false });
  });

  it('prefills an edit from the variant, the block counted once', () => {
    const values = variantValuesOf(variant);
    expect(values).toMatchObject({ name: 'Мой вариант', mode: 'all-in-one', show_results_mode: 'inline', is_public: false });
    expect(values.counts['3']).toBe(2);
    expect(values.counts['19-21']).toBe(1);
  });

  it.each([
    [
      'a new variant sends its counts and the draft flag',
      { ...newVariantValues(), name: '  Пробный  ', counts: { ...emptyCounts(), '1': 2, '19-21': 1 } },
      { isDraft: true, canPublish: false },
      { name: 'Пробный', tasksByType: { '1': 2, '19-21': 1 }, is_draft: true, mode: 'KEGE', show_results_mode: 'after' },
    ],
    ['a blank name is left to the server', newVariantValues(), { isDraft: false, canPublish: false }, { tasksByType: {}, is_draft: false, mode: 'KEGE', show_results_mode: 'after' }],
    [
      'an admin sends is_public',
      { ...newVariantValues(), is_public: true },
      { isDraft: false, canPublish: true },
      { tasksByType: {}, is_draft: false, is_public: true, mode: 'KEGE', show_results_mode: 'after' },
    ],
    [
      'an edit with the same counts keeps the tasks',
      { ...variantValuesOf(variant), name: 'Новое имя' },
      { isDraft: false, canPublish: false, editing: variant },
      { name: 'Новое имя', is_draft: false, mode: 'all-in-one', show_results_mode: 'inline' },
    ],
    [
      'an edit with other counts sends them',
      { ...variantValuesOf(variant), counts: { ...variantValuesOf(variant).counts, '3': 1 } },
      { isDraft: true, canPublish: false, editing: variant },
      { name: 'Мой вариант', tasksByType: { '3': 1, '19-21': 1 }, is_draft: true, mode: 'all-in-one', show_results_mode: 'inline' },
    ],
  ])('%s', (_name, values, options, expected) => {
    expect(saveInputOf(values, options)).toEqual(expected);
  });
});
