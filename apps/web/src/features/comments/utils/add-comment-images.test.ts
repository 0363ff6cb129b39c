import { describe, expect, it } from 'vitest';
import { fileTooLargeMessage, notAnImageMessage } from '../../../lib/image-file-rules';
import { addCommentImages, tooManyImagesMessage } from './add-comment-images';

const image = (name: string, size = 10) => new File([new Uint8Array(size)], name, { type: 'image/png' });
const text = new File(['1 2 3'], 'numbers.txt', { type: 'text/plain' });
const huge = image('huge.png', 10 * 1024 * 1024 + 1);
const [a, b, c, d, e] = ['a', 'b', 'c', 'd', 'e'].map((name) => image(`${name}.png`)) as [File, File, File, File, File];

describe('addCommentImages', () => {
  it.each([
    ['images go in', [], [a, b], [a, b], null],
    ['a text file is refused', [a], [text, b], [a, b], notAnImageMessage],
    ['over 10 MB is refused', [], [huge], [], fileTooLargeMessage],
    ['exactly 10 MB passes', [], [image('edge.png', 10 * 1024 * 1024)], ['edge.png'], null],
    ['a fifth is refused', [a, b, c], [d, e], [a, b, c, d], tooManyImagesMessage],
    ['the first problem is the one shown', [], [text, huge], [], notAnImageMessage],
  ])('%s', (_name, chosen, picked, expectedFiles, expectedProblem) => {
    const result = addCommentImages(chosen, picked);
    expect(result.files.map((file) => file.name)).toEqual(expectedFiles.map((file) => (typeof file === 'string' ? file : file.name)));
    expect(result.problem).toBe(expectedProblem);
  });
});
