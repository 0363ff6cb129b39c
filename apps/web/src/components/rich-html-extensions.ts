import { notifications } from '@mantine/notifications';
import { getUploadImageExtension, Link } from '@mantine/tiptap';
import type { AnyExtension } from '@tiptap/core';
import Image from '@tiptap/extension-image';
import Subscript from '@tiptap/extension-subscript';
import Superscript from '@tiptap/extension-superscript';
import { TableKit } from '@tiptap/extension-table';
import StarterKit from '@tiptap/starter-kit';
import { describeError } from '../lib/describe-error';

/**
 * What the server's sanitiser of authors' HTML keeps (headings under the page's own, lists, code,
 * tables, links, sub/sup, images), with pictures going up through the screen's own upload call.
 */
export function richHtmlExtensions(uploadImage: (file: File) => Promise<string>, headingLevels: (2 | 3 | 4)[] = [2, 3, 4]): AnyExtension[] {
  const UploadImage = getUploadImageExtension(Image, {
    onImageUpload: uploadImage,
    onImageUploadError: (_file, error) => {
      notifications.show({ color: 'red', title: 'Ошибка загрузки изображения', message: describeError(error).message });
    },
  });
  return [
    StarterKit.configure({ link: false, heading: { levels: headingLevels } }),
    Link.configure({ openOnClick: false }),
    Subscript,
    Superscript,
    TableKit.configure({ table: { resizable: false } }),
    UploadImage,
  ];
}
