import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { ExamSession } from '@ege/core/exam/exam-schemas';
import { registerThroughApi } from './test-users';

/** A rehearsal screen depends on the student's rehearsals: each look gets a student of its own, signed in on the open page. */
export async function signInFreshStudent(page: Page): Promise<string> {
  const student = await registerThroughApi(page.request);
  await page.goto('/');
  await page.evaluate((token) => window.localStorage.setItem('access', token), student.access);
  return student.access;
}

export async function startExamThroughApi(request: APIRequestContext, access: string): Promise<ExamSession> {
  const response = await request.post('/api/exam/start/', { data: {}, headers: { Authorization: `Bearer ${access}` } });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as ExamSession;
}

export async function saveExamAnswerThroughApi(request: APIRequestContext, access: string, examId: number, taskId: number, answer: string, timeSpent: number): Promise<void> {
  const response = await request.post(`/api/exam/${examId}/answer/`, {
    data: { task_id: taskId, answer: { user_answer: answer }, time_spent: timeSpent },
    headers: { Authorization: `Bearer ${access}` },
  });
  expect(response.status(), await response.text()).toBe(200);
}

export async function finishExamThroughApi(request: APIRequestContext, access: string, examId: number): Promise<void> {
  const response = await request.post(`/api/exam/${examId}/finish/`, { data: {}, headers: { Authorization: `Bearer ${access}` } });
  expect(response.status(), await response.text()).toBe(200);
}
