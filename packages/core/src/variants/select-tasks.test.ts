import { describe, expect, it } from 'vitest';
import { addPicks, pickedIds, shortageMessage, shortTypes, type Picks } from './select-tasks';

describe('merging the picked rows', () => {
  const wanted = new Map([
    [5, 2],
    [19, 1],
  ]);

  it('keeps each pick once, even when two walks met on it, and a block as its three in order', () => {
    const picks: Picks = new Map();
    addPicks(
      picks,
      [
        { type: 5, pick: 40, id: 40 },
        { type: 5, pick: 40, id: 40 },
        { type: 19, pick: 7, id: 7 },
        { type: 19, pick: 7, id: 7 },
        { type: 19, pick: 7, id: 8 },
        { type: 19, pick: 7, id: 8 },
        { type: 19, pick: 7, id: 9 },
        { type: 19, pick: 7, id: 9 },
      ],
      wanted,
    );
    expect(pickedIds(picks)).toEqual([40, 7, 8, 9]);
    expect(shortTypes(picks, wanted)).toEqual([5]);
  });

  it('fills up to the count with new picks in the order of the walk, by type and id in the end', () => {
    const picks: Picks = new Map();
    addPicks(picks, [{ type: 5, pick: 40, id: 40 }], wanted);
    addPicks(
      picks,
      [
        { type: 5, pick: 40, id: 40 },
        { type: 5, pick: 12, id: 12 },
        { type: 5, pick: 13, id: 13 },
        { type: 19, pick: 3, id: 3 },
        { type: 19, pick: 3, id: 4 },
        { type: 19, pick: 3, id: 5 },
        { type: 19, pick: 1, id: 1 },
      ],
      wanted,
    );
    expect(pickedIds(picks)).toEqual([12, 40, 3, 4, 5]);
    expect(shortTypes(picks, wanted)).toEqual([]);
  });

  it('words a shortage', () => {
    expect(shortageMessage([{ key: '5', needed: 3, available: 1 }, { key: '19-21', needed: 2, available: 0 }], true)).toBe(
      'Ошибка подбора задач: не хватает нерешённых заданий — тип 5: нужно 3, доступно 1; блоки 19-21: нужно 2, доступно 0',
    );
  });
});
