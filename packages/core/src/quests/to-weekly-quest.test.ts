import { describe, expect, it } from 'vitest';
import { bonusesOf } from './bonuses-of';
import type { LedgerRow, WeeklyQuestRow } from './quest-sql';
import { questStatisticsOf } from './quest-statistics-of';
import { toWeeklyQuest } from './to-weekly-quest';
import type { WeeklyLedger } from './weekly-ledger';

// The week of Monday 2026-11-23 (Moscow), made on Monday 10:00 MSK.
const row: WeeklyQuestRow = {
  id: 7,
  user_id: 1,
  week_start: '2026-11-23',
  status: 'active',
  tasks: [
    { key: '1', type: 1, task_ids: [11], base_experience: 10 },
    { key: '19-21', type: 19, task_ids: [19, 20, 21], base_experience: 30 },
    { key: '26', type: 26, task_ids: [26], base_experience: 5 },
    { key: '27', type: 27, task_ids: [27], base_experience: 2 },
  ],
  created_at: new Date('2026-11-23T07:00:00Z'),
  completed_at: null,
  deactivated_at: null,
  final_progress: null,
};
const paid = (source_id: string, amount: number, at: string): LedgerRow => ({ source_kind: 'weekly_quest', source_id, amount, created_at: new Date(at) });
const ledger: WeeklyLedger = new Map([
  [
    7,
    {
      // Tuesday 23:59 and Wednesday 00:00 in Moscow.
      tasks: new Map([
        ['1', paid('7:1', 20, '2026-11-24T20:59:00Z')],
        ['19-21', paid('7:19-21', 60, '2026-11-24T21:00:00Z')],
      ]),
      bonuses: new Map([[25, { source_kind: 'quest_bonus', source_id: '7:25', amount: 10, created_at: new Date('2026-11-24T21:01:00Z') }]]),
    },
  ],
]);

describe('toWeeklyQuest', () => {
  it('marks the paid tasks done, sums the rewards x2 and counts progress by Moscow day up to today', () => {
    const quest = toWeeklyQuest(row, ledger, new Date('2026-11-25T09:00:00Z'));
    expect(quest.progress).toMatchObject({ completed: 2, total: 4, percentage: 50 });
    expect(quest.progress.tasks_detail.map((task) => [task.key, task.is_completed, task.quest_experience])).toEqual([
      ['1', true, 20],
      ['19-21', true, 60],
      ['26', false, 10],
      ['27', false, 4],
    ]);
    expect(quest.rewards).toEqual({ base_experience: 47, quest_experience: 94, total_experience: 90, multiplier: 2 });
    expect(quest.historical_progress).toEqual([
      { date: '2026-11-23', completed: 0, percentage: 0 },
      { date: '2026-11-24', completed: 1, percentage: 25 },
      { date: '2026-11-25', completed: 2, percentage: 50 },
    ]);
    expect(quest).toMatchObject({
      tasks: { '1': 11, '19-21': 19, '26': 26, '27': 27 },
      formatted_week: '23.11 – 29.11.2026',
      final_progress: null,
      status_text: 'Активен',
    });
  });

  it('an expired quest shows its whole week, counts a late payment on the last day, and keeps its final progress', () => {
    const expired = toWeeklyQuest(
      { ...row, status: 'expired', deactivated_at: new Date('2026-12-01T09:00:00Z'), final_progress: 50 },
      ledger,
      new Date('2026-12-01T09:00:00Z'),
    );
    expect(expired.historical_progress).toHaveLength(7);
    expect(expired.historical_progress.at(-1)).toEqual({ date: '2026-11-29', completed: 2, percentage: 50 });
    expect(expired).toMatchObject({ status_text: 'Истек', status_color: 'gray', final_progress: 50 });
  });
});

describe('questStatisticsOf and bonusesOf', () => {
  it('averages the final (or current) progress of the quests not abandoned', () => {
    const now = new Date('2026-11-25T09:00:00Z');
    const quests = [
      toWeeklyQuest(row, ledger, now),
      toWeeklyQuest({ ...row, id: 8, status: 'completed', final_progress: 100 }, new Map(), now),
      toWeeklyQuest({ ...row, id: 9, status: 'abandoned' }, new Map(), now),
    ];
    expect(questStatisticsOf(quests)).toEqual({ total_quests: 2, completed_quests: 1, average_progress: 75 });
    expect(questStatisticsOf([])).toEqual({ total_quests: 0, completed_quests: 0, average_progress: 0 });
  });

  it('offers each reached threshold once', () => {
    const bonuses = bonusesOf(toWeeklyQuest(row, ledger, new Date('2026-11-25T09:00:00Z')), ledger);
    expect(bonuses.bonuses.map(({ threshold, reached, claimed, can_claim }) => [threshold, reached, claimed, can_claim])).toEqual([
      [25, true, true, false],
      [50, true, false, true],
      [75, false, false, false],
      [100, false, false, false],
    ]);
    expect(bonusesOf(null, ledger)).toMatchObject({ quest_id: null, percentage: 0 });
  });
});
