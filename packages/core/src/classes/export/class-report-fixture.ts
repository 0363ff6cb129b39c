import type { ClassCell, ClassReport } from '../class-schemas';

const types = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12', '13', '14', '15', '16', '17', '18', '19-21', '22', '23', '24', '25', '26', '27'];

const cell = (type: string, first_tries: number, first_correct: number, avg_time_seconds: number | null): ClassCell => ({
  type,
  first_tries,
  first_correct,
  success: first_tries === 0 ? null : first_correct / first_tries,
  avg_time_seconds,
});

/** A class report as the service returns it: two students, one with a forecast range and a homework, for the export's unit tests. */
export const classReportFixture: ClassReport = {
  class: { id: 7, name: 'Класс 9А', kind: 'list', group_id: null, students_count: 2 },
  period: 30,
  from_day: '2026-10-31',
  to_day: '2026-11-29',
  types,
  students: [
    {
      id: 11,
      username: 'ivanov',
      cells: types.map((type) => (type === '5' ? cell(type, 3, 2, 95.4) : type === '19-21' ? cell(type, 2, 1, 300) : cell(type, 0, 0, null))),
      forecast: { status: 'ready', expected_test_score: 71.6, p10: 64, p90: 79 },
      homework: { id: 40, kind: 'tasks', date: '2026-11-27T09:00:00.000Z', state: 'in_progress', solved: 2, total: 5 },
    },
    {
      id: 12,
      username: '-petrova',
      cells: types.map((type) => (type === '5' ? cell(type, 2, 0, 40) : cell(type, 0, 0, null))),
      forecast: { status: 'insufficient', tasks_answered: 2, need: 18 },
      homework: null,
    },
  ],
  stuck: {
    types: [{ type: '5', wrong_first_tries: 3, students: 2 }, { type: '19-21', wrong_first_tries: 1, students: 1 }],
    shared_wrong_answers: [
      {
        task_id: 501,
        type: 5,
        answer: '=1+1; "12"',
        students: [
          { id: 11, username: 'ivanov' },
          { id: 12, username: '-petrova' },
        ],
      },
    ],
  },
};
