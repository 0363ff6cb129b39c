import { describe, expect, it } from 'vitest';
import { AppError } from '../../errors/app-error';
import { checkDocument, documentTypeMessage, isPlainText } from './check-document';
import { documentFixtures as f } from './document-fixtures';

describe('checkDocument', () => {
  it.each([
    ['task.pdf', f.pdf, 'pdf'],
    ['Задание 9.ods', f.ods, 'ods'],
    ['10.odt', f.odt, 'odt'],
    ['solution.docx', f.docx, 'docx'],
    ['table.xlsx', f.xlsx, 'xlsx'],
    ['old.doc', f.doc, 'doc'],
    ['old.xls', f.xls, 'xls'],
    ['17.txt', f.txt, 'txt'],
    ['17.TXT', f.cp1251Txt, 'txt'],
    ['25.csv', f.csv, 'csv'],
  ])('accepts %s by its content', async (name, data, extension) => {
    expect((await checkDocument(data, name, 'attachments')).extension).toBe(extension);
  });

  it('names the extension the bytes have, not the one given', async () => {
    expect(await checkDocument(f.ods, 'data.zip', 'attachments')).toEqual({ mime: 'application/vnd.oasis.opendocument.spreadsheet', extension: 'ods' });
    expect((await checkDocument(f.pdf, 'notes.txt', 'attachments')).extension).toBe('pdf');
  });

  it.each([
    ['a program renamed to .pdf', 'task.pdf', f.exe],
    ['a program renamed to .txt', 'task.txt', f.exe],
    ['a plain zip', 'files.zip', f.zip],
    ['a zip renamed to .ods', 'files.ods', f.zip],
    ['an installer in a DOC container', 'setup.doc', f.msi],
    ['text without a text name', 'script.sh', f.txt],
  ])('refuses %s', async (_label, name, data) => {
    const error = await checkDocument(data, name, 'solution_document').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: 'BAD_REQUEST', message: documentTypeMessage, fields: { solution_document: [documentTypeMessage] } });
  });

  it('refuses an empty file and one over 10 MB', async () => {
    await expect(checkDocument(Buffer.alloc(0), 'a.txt', 'attachments')).rejects.toMatchObject({ code: 'BAD_REQUEST', message: 'Файл пуст' });
    const big = Buffer.concat([f.pdf, Buffer.alloc(10 * 1024 * 1024)]);
    await expect(checkDocument(big, 'a.pdf', 'attachments')).rejects.toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'Файл слишком большой. Максимальный размер: 10MB',
    });
  });
});

describe('isPlainText', () => {
  it('takes UTF-8 and cp1251 text, not binary bytes', () => {
    expect(isPlainText(Buffer.from('Привет, мир\r\n\t1;2\n'))).toBe(true);
    expect(isPlainText(f.cp1251Txt)).toBe(true);
    expect(isPlainText(Buffer.from([0x31, 0x00, 0x32]))).toBe(false);
    expect(isPlainText(Buffer.from([0x31, 0x07]))).toBe(false);
    expect(isPlainText(Buffer.from([0xc0, 0x98, 0xc1]))).toBe(false);
  });
});
