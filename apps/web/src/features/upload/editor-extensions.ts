import { notifications } from '@mantine/notifications';
import { getUploadImageExtension, Link } from '@mantine/tiptap';
import Image from '@tiptap/extension-image';
import Subscript from '@tiptap/extension-subscript';
import Superscript from '@tiptap/extension-superscript';
import { TableKit } from '@tiptap/extension-table';
import StarterKit from '@tiptap/starter-kit';
import { describeError } from '../../lib/describe-error';
import { uploadEditorImage } from './upload-editor-image';

const UploadImage = getUploadImageExtension(Image, {
  onImageUpload: uploadEditorImage,
  onImageUploadError: (_file, error) => {
    notifications.show({ color: 'red', title: 'Ошибка загрузки изображения', message: describeError(error).message });
  },
});

/** The editor of a task's HTML: what the sanitiser on the server keeps, with images going up to /tasks/upload-image/. */
export function editorExtensions() {
  return [
    StarterKit.configure({ link: false, heading: { levels: [3, 4] } }),
    Link.configure({ openOnClick: false }),
    Subscript,
    Superscript,
    TableKit.configure({ table: { resizable: false } }),
    UploadImage,
  ];
}
