import { describe, expect, it } from 'vitest';
import { codeDraftKey, pickCode } from './code-drafts';

const at = (iso: string) => Date.parse(iso);

describe('codeDraftKey', () => {
  it('keeps a rehearsal’s code apart from the trainer’s and one owner’s from another’s', () => {
    const keys = new Set([
      codeDraftKey(7, { taskId: 3, examId: null }),
      codeDraftKey(7, { taskId: 3, examId: 5 }),
      codeDraftKey(8, { taskId: 3, examId: null }),
      codeDraftKey('guest', { taskId: 3, examId: null }),
    ]);
    expect(keys.size).toBe(4);
  });
});

describe('pickCode', () => {
  const server = { code: 'print(1)', updated_at: '2026-11-29T10:00:00.000Z' };

  it('takes the server’s code when this browser has nothing newer', () => {
    expect(pickCode(server, null)).toEqual({ code: 'print(1)', push: false });
    expect(pickCode(server, { code: 'old', savedAt: at('2026-11-29T09:00:00Z'), synced: false })).toEqual({ code: 'print(1)', push: false });
    expect(pickCode(server, { code: 'print(1)', savedAt: at('2026-11-29T11:00:00Z'), synced: true })).toEqual({ code: 'print(1)', push: false });
  });

  it('keeps an unsent change made after the server’s copy, and says it must be sent', () => {
    expect(pickCode(server, { code: 'print(2)', savedAt: at('2026-11-29T11:00:00Z'), synced: false })).toEqual({ code: 'print(2)', push: true });
  });

  it('uses the browser’s copy when the server has none or cannot be reached (a guest, offline)', () => {
    const local = { code: 'x = 1', savedAt: at('2026-11-29T11:00:00Z'), synced: false };
    expect(pickCode({ code: '', updated_at: null }, local)).toEqual({ code: 'x = 1', push: true });
    expect(pickCode(null, local)).toEqual({ code: 'x = 1', push: false });
    expect(pickCode(null, null)).toEqual({ code: null, push: false });
    expect(pickCode({ code: '', updated_at: null }, null)).toEqual({ code: null, push: false });
  });
});
