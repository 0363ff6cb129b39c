import { describe, expect, it } from 'vitest';
import { clipboardNoFilesMessage } from './clipboard-files';
import { placePastedFiles } from './place-pasted-files';
import { noFiles } from '../api/upload-task';

const file = (name: string, type: string, size = 4) => new File([new Uint8Array(size)], name, { type });

describe('placePastedFiles', () => {
  it('puts a picture into the image field and documents into the attachments', () => {
    const png = file('снимок.png', 'image/png');
    const pdf = file('условие.pdf', 'application/pdf');
    const placed = placePastedFiles(noFiles, [png, pdf]);
    expect(placed.files.image).toBe(png);
    expect(placed.files.attachments).toEqual([pdf]);
    expect(placed.problems).toEqual({ image: null, attachments: null });
  });

  it('says there is nothing usable when only other kinds came', () => {
    const placed = placePastedFiles(noFiles, [file('run.exe', 'application/octet-stream')]);
    expect(placed.files).toBe(noFiles);
    expect(placed.problems).toEqual({ attachments: clipboardNoFilesMessage });
  });

  it('keeps the four-file limit, counting attachments a task keeps', () => {
    const current = { ...noFiles, attachments: [file('a.txt', 'text/plain'), file('b.txt', 'text/plain')] };
    const placed = placePastedFiles(current, [file('c.txt', 'text/plain'), file('d.txt', 'text/plain')], 1);
    expect(placed.files.attachments).toHaveLength(2);
    expect(placed.problems.attachments).toBe('Можно выбрать не более 4 файлов');
  });

  it('refuses a document over 10 MB by name', () => {
    const placed = placePastedFiles(noFiles, [file('big.pdf', 'application/pdf', 10 * 1024 * 1024 + 1)]);
    expect(placed.files.attachments).toEqual([]);
    expect(placed.problems.attachments).toBe('Файл слишком большой. Максимальный размер: 10MB');
  });
});
