import { Link } from '@mantine/tiptap';
import StarterKit from '@tiptap/starter-kit';
import { describe, expect, it } from 'vitest';
import { richHtmlExtensions } from './rich-html-extensions';
import { toolbarCapabilitiesOf } from './toolbar-capabilities-of';

describe('toolbarCapabilitiesOf', () => {
  it('offers tables, pictures and sub/superscripts with the full set of extensions', () => {
    expect(toolbarCapabilitiesOf(richHtmlExtensions(async () => '/media/x.png', [3, 4]))).toEqual({ scripts: true, tables: true, images: true });
  });

  it('offers none of them to an editor of formatting and links only (news)', () => {
    expect(toolbarCapabilitiesOf([StarterKit.configure({ link: false }), Link])).toEqual({ scripts: false, tables: false, images: false });
  });
});
