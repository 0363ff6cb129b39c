import type { SaveProgressInput } from '@ege/core/variants/variant-schemas';
import { fetchWithAuth } from '../../../lib/fetch-with-auth';

/**
 * The last save as the tab goes away (closed, reloaded, sent to the background on a phone): a
 * keepalive request outlives the page, which a tRPC call may not.
 */
export function sendProgressOnLeave({ id, ...progress }: SaveProgressInput): void {
  fetchWithAuth(`/api/tasks/variants/${id}/progress/`, {
    method: 'PUT',
    keepalive: true,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(progress),
  }).catch(() => {
    // The local draft keeps the progress anyway.
  });
}
