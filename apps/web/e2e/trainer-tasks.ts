import { expect, type APIRequestContext } from '@playwright/test';

/** Ids of the tasks seed-trainer-tasks.ts put into the e2e database. */
export type SeededTrainerTasks = {
  /** Type 1, field answer '42', with a solution document and a road table П1…П8 wider than a phone. */
  field: number;
  /** Type 27, a 2×2 table answer [['1','2'],['3','4']]. */
  table27: number;
  /** Type 5, field answer '13'. */
  type5: number;
  /** Type 9 with one attached file. */
  withFile: number;
  /** The 19, 20, 21 questions of a block: '20', [['10','18']], '17'. */
  block: number[];
  /** Type 3, answer '7': of the specs only trainer-comments.spec.ts writes comments under it. */
  comments: number;
  /** Type 6, answer '42', whose statement and 'Разбор' each hold a line of code wider than a phone. */
  code: number;
  /** Type 17 with its file 17.txt (answer 4 and 70): solved by a program in the browser (python-panel.spec.ts). */
  python17: number;
};

export function seededTrainerTasks(): SeededTrainerTasks {
  const json = process.env.E2E_TRAINER_TASKS;
  if (!json) throw new Error('E2E_TRAINER_TASKS is not set: seed-trainer-tasks.ts must run as globalSetup');
  return JSON.parse(json) as SeededTrainerTasks;
}

export type KnownAnswer = { answer: string | null; answers: string[][] | null };

/**
 * The answers of any tasks as the demo admin sees them (staff get answers without revealing), for a
 * spec that meets tasks it did not seed, such as a random 19–21 block from the demo bank.
 */
export async function answersAsAdmin(newContext: () => Promise<APIRequestContext>, ids: number[]): Promise<Map<number, KnownAnswer>> {
  const api = await newContext();
  try {
    const login = await api.post('/api/users/login/', { data: { username: 'admin', password: 'admin-demo-1' } });
    expect(login.status(), await login.text()).toBe(200);
    const { access } = (await login.json()) as { access: string };
    const answers = new Map<number, KnownAnswer>();
    for (const id of ids) {
      const response = await api.get(`/api/tasks/task/${id}/`, { headers: { Authorization: `Bearer ${access}` } });
      expect(response.status(), await response.text()).toBe(200);
      const task = (await response.json()) as { answer?: string | null; answers?: string[][] | null };
      answers.set(id, { answer: task.answer ?? null, answers: task.answers ?? null });
    }
    return answers;
  } finally {
    await api.dispose();
  }
}
