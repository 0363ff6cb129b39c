import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classReportSql } from '@ege/core/classes/class-report-sql';
import { classSql } from '@ege/core/classes/class-sql';
import { createTestDatabase, type TestDatabase } from '../test/test-database';
import { seedClass } from './seed-class';
import { seedTaskBank } from './seed-tasks';
import { seedUsers } from './seed-users';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database.close());

describe('the benchmark’s class seed', () => {
  it("makes a teacher's list whose students have a year of first tries and his homework, as the report reads them", async () => {
    const db = database.db;
    await seedUsers(db, 100);
    const users = (await db('users').orderBy('id').pluck('id')) as number[];
    await seedTaskBank(db, { taskCount: 2_700, attemptCount: 0, benchUserIds: [users.at(-1) as number], solvesPerBenchUser: 1, solvedType: 8 });
    const [teacherId, ...studentIds] = users.slice(0, 31) as [number, ...number[]];
    const seeded = await seedClass(db, { teacherId, studentIds, attemptsPerStudent: 50, homeworkTasks: 10 });
    expect(seeded).toMatchObject({ students: 30, homeworkTasks: 300 });
    const { rows: firsts } = (await db.raw('SELECT user_id, count(*)::int AS n FROM task_attempts WHERE attempt_number = 1 GROUP BY user_id')) as { rows: { n: number }[] };
    expect(firsts).toHaveLength(30);
    expect(firsts.every((row) => row.n === 50)).toBe(true);
    expect(seeded.attempts).toBeGreaterThan(1_500);

    const { rows: students } = (await db.raw(classSql.students, { userId: teacherId, classId: seeded.classId })) as { rows: { id: number }[] };
    expect(students.map((student) => student.id).sort((a, b) => a - b)).toEqual(studentIds);
    const window = { userIds: studentIds, from: new Date(Date.now() - 366 * 86_400_000), to: new Date(Date.now() + 86_400_000) };
    const { rows: cells } = (await db.raw(classReportSql.cells, window)) as { rows: { first_tries: number }[] };
    expect(cells.reduce((sum, row) => sum + row.first_tries, 0)).toBe(1_500);
    const { rows: homework } = (await db.raw(classReportSql.homework, { userIds: studentIds, teacherId })) as { rows: { total: number; solved: number }[] };
    expect(homework).toHaveLength(30);
    expect(homework.every((row) => row.total === 10 && row.solved <= 10)).toBe(true);
  });
});
