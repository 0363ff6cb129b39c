/** SPEC §9: a poll replaces the list only if the first 20 results changed. */
export const signatureItemCount = 20;

export type SignedActivityItem = {
  task_id: number;
  status: string;
  answers_history: readonly { answered_at: string }[];
};

/**
 * What the auto-refresh compares between polls: each of the first 20 results' task id, status and
 * last answer time (the history is newest first), in order. A new attempt, a solve or a reorder
 * changes it; the same page fetched again does not.
 */
export function activitySignature(results: readonly SignedActivityItem[]): string {
  return results
    .slice(0, signatureItemCount)
    .map((item) => `${item.task_id}:${item.status}:${item.answers_history[0]?.answered_at ?? ''}`)
    .join('|');
}
