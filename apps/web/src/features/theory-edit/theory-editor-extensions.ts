import { Extension, type AnyExtension } from '@tiptap/core';
import { richHtmlExtensions } from '../../components/rich-html-extensions';
import { uploadTheoryImage } from './upload-theory-image';

/**
 * Theory pages style blocks by class (the tip box, the facts, the worked example: theory.css), and
 * the server keeps those classes; the editor keeps them too, so an edit does not strip the page.
 */
const KeepClassNames = Extension.create({
  name: 'keepClassNames',
  addGlobalAttributes() {
    return [
      {
        types: ['paragraph', 'heading', 'bulletList', 'orderedList', 'listItem', 'blockquote'],
        attributes: {
          class: {
            default: null,
            parseHTML: (element) => element.getAttribute('class'),
            renderHTML: (attributes) => (attributes.class ? { class: attributes.class as string } : {}),
          },
        },
      },
    ];
  },
});

export function theoryEditorExtensions(): AnyExtension[] {
  return [...richHtmlExtensions(uploadTheoryImage), KeepClassNames];
}
