import type { AnyExtension } from '@tiptap/core';

/**
 * Which optional toolbar buttons an editor with these extensions can honour: a button whose command
 * the editor lacks throws on click (news once showed sub/superscript over an editor without them).
 */
export function toolbarCapabilitiesOf(extensions: readonly AnyExtension[]) {
  const names = new Set(extensions.map((extension) => extension.name));
  return {
    scripts: names.has('subscript') && names.has('superscript'),
    tables: names.has('tableKit') || names.has('table'),
    images: names.has('image'),
  };
}
