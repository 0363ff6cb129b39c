import { describe, expect, it } from 'vitest';
import { mediaDisposition } from './media-disposition';

describe('mediaDisposition', () => {
  it('shows images inline', () => {
    expect(mediaDisposition('/tmp/media/avatars/3-ab12.png')).toBe('inline');
    expect(mediaDisposition('/tmp/media/task-images/ff.JPEG')).toBe('inline');
  });

  it('downloads documents under their name without the random prefix', () => {
    expect(mediaDisposition('/tmp/media/tasks/7/0a1b2c3d4e5f-Zadanie_9.ods')).toBe("attachment; filename*=UTF-8''Zadanie_9.ods");
    expect(mediaDisposition('C:\\media\\tasks\\7\\0a1b2c3d4e5f-it\'s (1).txt')).toBe("attachment; filename*=UTF-8''it%27s%20%281%29.txt");
    expect(mediaDisposition('/media/x.svg')).toBe("attachment; filename*=UTF-8''x.svg");
  });
});
