import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

export type VariantOptions = {
  name: string;
  tasks?: number[];
  tasksByType?: Record<string, number>;
  mode: 'KEGE' | 'all-in-one';
  show_results_mode: 'inline' | 'after';
};

export const uniqueVariantName = (prefix: string) => `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A variant of the given tasks made through the REST API with the user's token (not the list page). */
export async function createVariantThroughApi(request: APIRequestContext, access: string, options: VariantOptions): Promise<number> {
  const response = await request.post('/api/tasks/variants/', { data: { ...options, is_draft: false }, headers: { Authorization: `Bearer ${access}` } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { id: number }).id;
}

export async function variantSessionOf(request: APIRequestContext, access: string, id: number): Promise<{ answers: Record<string, unknown>; elapsed_seconds: number } | null> {
  const response = await request.get(`/api/tasks/variants/${id}/`, { headers: { Authorization: `Bearer ${access}` } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { session: { answers: Record<string, unknown>; elapsed_seconds: number } | null }).session;
}

/** The variant's running time. */
export function variantTimerOf(page: Page): Locator {
  return page.getByRole('group', { name: 'Время', exact: true }).getByRole('timer');
}

/** mm:ss or h:mm:ss in seconds. */
export function secondsOf(text: string): number {
  return text.split(':').reduce((total, part) => total * 60 + Number(part), 0);
}

export function taskNumber(page: Page, position: number): Locator {
  return page.getByRole('navigation', { name: 'Номера заданий' }).getByRole('button', { name: new RegExp(`^Задание ${position}(,|$)`) });
}
