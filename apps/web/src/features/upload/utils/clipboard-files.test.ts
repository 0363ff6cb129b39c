import { describe, expect, it } from 'vitest';
import { clipboardDeniedMessage, clipboardUnsupportedMessage, readClipboardFiles } from './clipboard-files';

const itemOf = (blobs: Record<string, Blob>) =>
  ({ types: Object.keys(blobs), getType: async (type: string) => blobs[type]!, presentationStyle: 'unspecified' }) as unknown as ClipboardItem;

describe('readClipboardFiles', () => {
  it('names a browser without the asynchronous clipboard', async () => {
    await expect(readClipboardFiles(undefined)).rejects.toThrow(clipboardUnsupportedMessage);
    await expect(readClipboardFiles({} as Clipboard)).rejects.toThrow(clipboardUnsupportedMessage);
  });

  it('names a refused permission', async () => {
    const refusing = { read: () => Promise.reject(new DOMException('Read permission denied.', 'NotAllowedError')) };
    await expect(readClipboardFiles(refusing)).rejects.toThrow(clipboardDeniedMessage);
  });

  it('makes files of what is not text', async () => {
    const png = new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' });
    const clipboard = { read: async () => [itemOf({ 'text/plain': new Blob(['x']), 'image/png': png })] };
    const files = await readClipboardFiles(clipboard);
    expect(files.map((file) => [file.name, file.type, file.size])).toEqual([['из-буфера-1.png', 'image/png', 4]]);
  });
});
