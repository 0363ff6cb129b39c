import { describe, expect, it } from 'vitest';
import { mergeBlockCounts } from './merge-block-counts';

describe('mergeBlockCounts', () => {
  it('folds 19, 20 and 21 into 19-21 as the largest of them', () => {
    expect(mergeBlockCounts({ '1': 2, '19': 1, '20': 3, '21': 2, '27': 1 })).toEqual({ '1': 2, '19-21': 3, '27': 1 });
  });

  it('takes 19-21 itself into the maximum when it comes along', () => {
    expect(mergeBlockCounts({ '19-21': 2, '19': 1 })).toEqual({ '19-21': 2 });
    expect(mergeBlockCounts({ '19-21': 1, '21': 4 })).toEqual({ '19-21': 4 });
  });

  it('leaves other keys alone and adds no 19-21 when none of the four is given', () => {
    expect(mergeBlockCounts({ '5': 0, '18': 1, '22': 2 })).toEqual({ '5': 0, '18': 1, '22': 2 });
    expect(mergeBlockCounts({})).toEqual({});
  });

  it('keeps a zero block count as zero', () => {
    expect(mergeBlockCounts({ '19': 0, '20': 0 })).toEqual({ '19-21': 0 });
  });
});
