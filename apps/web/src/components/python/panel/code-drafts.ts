/**
 * A program as this browser last had it, per owner (a user's id, or the guest) and place (a task, or a
 * task inside one rehearsal): kept while offline and for guests, whose code lives only here. `synced`
 * says the server has this very text.
 */
export type CodeDraft = { code: string; savedAt: number; synced: boolean };
export type CodePlace = { taskId: number; examId: number | null };

const prefix = 'python-code';

export function codeDraftKey(owner: number | 'guest', place: CodePlace): string {
  const where = place.examId === null ? `task-${place.taskId}` : `exam-${place.examId}-task-${place.taskId}`;
  return `${prefix}:${owner}:${where}`;
}

export function readCodeDraft(key: string): CodeDraft | null {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(key) ?? 'null');
    if (typeof parsed !== 'object' || parsed === null) return null;
    const draft = parsed as Record<string, unknown>;
    if (typeof draft.code !== 'string' || typeof draft.savedAt !== 'number' || typeof draft.synced !== 'boolean') return null;
    return { code: draft.code, savedAt: draft.savedAt, synced: draft.synced };
  } catch {
    return null;
  }
}

export function writeCodeDraft(key: string, draft: CodeDraft): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(draft));
  } catch {
    // Storage full or switched off: the server (for a signed-in student) still gets the code.
  }
}

/**
 * Which text the editor opens with: a change made here that the server never got (offline, the tab
 * closed mid-save) wins over the server's copy unless the server's is newer (written on another
 * device since); otherwise the server's. `push` says the local text must still go to the server; null
 * code: nothing kept anywhere.
 */
export function pickCode(server: { code: string; updated_at: string | null } | null, local: CodeDraft | null): { code: string | null; push: boolean } {
  const serverTime = server?.updated_at ? Date.parse(server.updated_at) : Number.NEGATIVE_INFINITY;
  if (local && !local.synced && local.savedAt > serverTime) return { code: local.code, push: server !== null && local.code !== server.code };
  if (server && server.updated_at !== null) return { code: server.code, push: false };
  return { code: local?.code ?? null, push: false };
}
