import type { VariantSummary } from '@ege/core/variants/variant-schemas';
import { describe, expect, it } from 'vitest';
import { joinHomeworkVariants } from './join-homework-variants';
import { assignmentFixture } from '@ege/core/homework/assignment-fixture';

const assignment = (id: number, variantId: number | null) => assignmentFixture(id, { variant_id: variantId });

function variant(id: number): VariantSummary {
  return {
    id,
    name: `Вариант ДЗ ${id}`,
    owner_id: 1,
    is_public: false,
    is_draft: false,
    created_at: '2026-11-20T10:00:00.000Z',
    updated_at: '2026-11-20T10:00:00.000Z',
    mode: 'KEGE',
    show_results_mode: 'after',
    source: 'homework',
    tasks: [],
    task_count: 0,
    progress: { solved: 0, total: 0 },
    has_results: false,
    can_edit: true,
  };
}

describe('joinHomeworkVariants', () => {
  it('gives each assignment its variant and keeps the active and completed lists apart', () => {
    const tab = joinHomeworkVariants({ active: [assignment(1, 10), assignment(2, null)], completed: [assignment(3, 30)] }, [variant(30), variant(10)]);
    expect(tab.active.map((item) => [item.assignment.id, item.variant?.id ?? null])).toEqual([
      [1, 10],
      [2, null],
    ]);
    expect(tab.completed.map((item) => [item.assignment.id, item.variant?.id ?? null])).toEqual([[3, 30]]);
    expect(tab.detached).toEqual([]);
  });

  it('lists the homework variants no assignment points at as detached', () => {
    const tab = joinHomeworkVariants({ active: [assignment(1, 10)], completed: [] }, [variant(10), variant(11)]);
    expect(tab.detached.map((item) => item.id)).toEqual([11]);
  });

  it('leaves the variant out when the list of variants does not have it yet', () => {
    const tab = joinHomeworkVariants({ active: [assignment(1, 10)], completed: [] }, []);
    expect(tab.active[0]?.variant).toBeNull();
  });
});
