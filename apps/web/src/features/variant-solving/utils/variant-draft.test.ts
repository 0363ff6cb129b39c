import type { VariantSession } from '@ege/core/variants/variant-schemas';
import { describe, expect, it } from 'vitest';
import { isFinishedAttempt, parseLocalDraft, pickDraft, serverDraftOf, startingPointOf, type VariantDraft } from './variant-draft';
import { answersHandoffKeyOf, draftStorageKeyOf } from './variant-storage-keys';

const at = (iso: string) => Date.parse(iso);

const local = (savedAt: string, answer = 'local'): VariantDraft => ({
  answers: { '1': { user_answer: answer } },
  elapsedSeconds: 300,
  currentIndex: 2,
  savedAt: at(savedAt),
  verdicts: { '1': { answerKey: answer, isCorrect: true } },
});

const session = (updatedAt: string, finishedAt: string | null = null): VariantSession => ({
  answers: { '1': { user_answer: 'server' } },
  elapsed_seconds: 120,
  current_index: 1,
  updated_at: updatedAt,
  finished_at: finishedAt,
});

describe('storage keys', () => {
  it.each([
    [{ id: 5, source: null }, 'draft_variant_5'],
    [{ id: 5, source: 'generator' }, 'draft_variant_5'],
    [{ id: 9, source: 'homework' }, 'hw_9'],
  ])('%j → %s', (variant, key) => {
    expect(draftStorageKeyOf(variant)).toBe(key);
  });

  it('hands answers over per variant', () => {
    expect(answersHandoffKeyOf(12)).toBe('variant_answers_12');
  });
});

describe('parseLocalDraft', () => {
  it('reads a stored draft', () => {
    const draft = local('2025-01-01T10:00:00Z');
    expect(parseLocalDraft(JSON.stringify(draft))).toEqual(draft);
  });

  it('takes a draft without verdicts', () => {
    const { verdicts: _verdicts, ...old } = local('2025-01-01T10:00:00Z');
    expect(parseLocalDraft(JSON.stringify(old))?.verdicts).toEqual({});
  });

  it.each([null, '', 'not json', '[]', '{"answers":{}}', '{"answers":{"1":{"user_answer":5}},"elapsedSeconds":1,"currentIndex":0,"savedAt":1}', '{"answers":{},"elapsedSeconds":-1,"currentIndex":0,"savedAt":1}'])(
    'counts %j as none',
    (raw) => {
      expect(parseLocalDraft(raw)).toBeNull();
    },
  );
});

describe('serverDraftOf', () => {
  it('reads the session', () => {
    expect(serverDraftOf(session('2025-01-01T10:00:00Z'))).toEqual({
      answers: { '1': { user_answer: 'server' } },
      elapsedSeconds: 120,
      currentIndex: 1,
      savedAt: at('2025-01-01T10:00:00Z'),
      verdicts: {},
    });
  });

  it.each([
    ['no session', null, false],
    ['a finished session', session('2025-01-01T10:00:00Z', '2025-01-01T10:00:00Z'), false],
    ['a finished session stamped a moment after finishing', session('2025-01-01T10:00:00.040Z', '2025-01-01T10:00:00Z'), false],
    ['a save landing just after finishing', session('2025-01-01T10:00:04Z', '2025-01-01T10:00:00Z'), false],
    ['progress saved after finishing', session('2025-01-01T11:00:00Z', '2025-01-01T10:00:00Z'), true],
  ])('%s', (_name, value, present) => {
    expect(serverDraftOf(value) !== null).toBe(present);
  });
});

describe('pickDraft: the newer wins', () => {
  it.each([
    ['nothing anywhere', null, null, null],
    ['only local', local('2025-01-01T10:00:00Z'), null, 'local'],
    ['only server', null, session('2025-01-01T10:00:00Z'), 'server'],
    ['local newer', local('2025-01-01T10:05:00Z'), session('2025-01-01T10:00:00Z'), 'local'],
    ['server newer', local('2025-01-01T10:00:00Z'), session('2025-01-01T10:05:00Z'), 'server'],
    ['a tie goes to local', local('2025-01-01T10:00:00Z'), session('2025-01-01T10:00:00Z'), 'local'],
    ['local from before finishing is stale', local('2025-01-01T09:00:00Z'), session('2025-01-01T10:00:00Z', '2025-01-01T10:00:00Z'), null],
    ['local after finishing wins over the finished session', local('2025-01-01T11:00:00Z'), session('2025-01-01T10:00:00Z', '2025-01-01T10:00:00Z'), 'local'],
  ])('%s', (_name, localDraft, serverSession, winner) => {
    const picked = pickDraft(localDraft, serverSession);
    expect(picked?.answers['1']?.user_answer ?? null).toBe(winner);
  });

  it('keeps the local verdicts when the server wins', () => {
    expect(pickDraft(local('2025-01-01T10:00:00Z'), session('2025-01-01T10:05:00Z'))?.verdicts).toEqual({ '1': { answerKey: 'local', isCorrect: true } });
  });
});

describe('isFinishedAttempt', () => {
  it.each([
    ['never started', null, null, false],
    ['in progress', local('2025-01-01T10:00:00Z'), session('2025-01-01T10:00:00Z'), false],
    ['finished, nothing after', null, session('2025-01-01T10:00:00Z', '2025-01-01T10:00:00Z'), true],
    ['finished, a stale local draft from before', local('2025-01-01T09:00:00Z'), session('2025-01-01T10:00:00Z', '2025-01-01T10:00:00Z'), true],
    ['finished, then started again here', local('2025-01-01T11:00:00Z'), session('2025-01-01T10:00:00Z', '2025-01-01T10:00:00Z'), false],
    ['finished, then started again elsewhere', null, session('2025-01-01T11:00:00Z', '2025-01-01T10:00:00Z'), false],
  ])('%s', (_name, localDraft, serverSession, finished) => {
    expect(isFinishedAttempt(localDraft, serverSession)).toBe(finished);
  });
});

describe('startingPointOf', () => {
  const ids = (count: number) => Array.from({ length: count }, (_, index) => index + 1);

  it('starts from nothing', () => {
    expect(startingPointOf(null, ids(5))).toEqual({ answers: {}, elapsedSeconds: 0, currentIndex: 0, verdicts: {} });
  });

  it.each([
    [2, 5, 2],
    [7, 5, 4],
    [3, 0, 0],
  ])('keeps index %i inside %i tasks: %i', (index, count, expected) => {
    expect(startingPointOf({ ...local('2025-01-01T10:00:00Z'), currentIndex: index }, ids(count)).currentIndex).toBe(expected);
  });

  it('counts whole seconds', () => {
    expect(startingPointOf({ ...local('2025-01-01T10:00:00Z'), elapsedSeconds: 61.8 }, ids(3)).elapsedSeconds).toBe(61);
  });

  it('drops answers and verdicts of tasks no longer in the variant', () => {
    const draft = { ...local('2025-01-01T10:00:00Z'), answers: { '1': { user_answer: '5' }, '99': { user_answer: '7' } }, verdicts: { '99': { answerKey: '7', isCorrect: true } } };
    const start = startingPointOf(draft, [1, 2]);
    expect(start.answers).toEqual({ '1': { user_answer: '5' } });
    expect(start.verdicts).toEqual({});
  });
});
