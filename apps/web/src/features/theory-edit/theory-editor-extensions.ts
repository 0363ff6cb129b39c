import { Extension, Node, type AnyExtension } from '@tiptap/core';
import { richHtmlExtensions } from '../../components/rich-html-extensions';
import { uploadTheoryImage } from './api/upload-theory-image';

const classAttribute = {
  default: null,
  parseHTML: (element: HTMLElement) => element.getAttribute('class'),
  renderHTML: (attributes: Record<string, unknown>) => (attributes.class ? { class: attributes.class as string } : {}),
};

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
        attributes: { class: classAttribute },
      },
    ];
  },
});

/** A framed block of the page (the worked example's condition, <div class="example">) stays a block. */
const ClassBox = Node.create({
  name: 'classBox',
  group: 'block',
  content: 'block+',
  defining: true,
  addAttributes: () => ({ class: classAttribute }),
  parseHTML: () => [{ tag: 'div' }],
  renderHTML: ({ HTMLAttributes }) => ['div', HTMLAttributes, 0],
});

export function theoryEditorExtensions(): AnyExtension[] {
  return [...richHtmlExtensions(uploadTheoryImage), KeepClassNames, ClassBox];
}
