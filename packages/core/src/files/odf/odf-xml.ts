/** Shared pieces of the two OpenDocument builders (.ods, .odt). */
import { zipStore } from './zip-store';

// Characters XML 1.0 cannot carry at all; a task text containing one is a bug, not data to mangle.
// eslint-disable-next-line no-control-regex
const INVALID_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/;

export function xmlEscape(text: string): string {
  if (INVALID_XML.test(text)) throw new Error('ODF: text contains a character XML cannot hold');
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/**
 * A `<text:p>` body: ODF collapses runs of spaces and ignores raw tabs/newlines, so those become
 * <text:s/>, <text:tab/> and <text:line-break/> to survive a round trip through an office suite.
 */
export function textSpans(text: string): string {
  return text
    .split(/(\n| {2,}|\t)/)
    .map((part) => {
      if (part === '\n') return '<text:line-break/>';
      if (part === '\t') return '<text:tab/>';
      if (part.length >= 2 && /^ +$/.test(part)) return ` <text:s text:c="${part.length - 1}"/>`;
      return xmlEscape(part);
    })
    .join('');
}

export const NS = {
  office: 'urn:oasis:names:tc:opendocument:xmlns:office:1.0',
  table: 'urn:oasis:names:tc:opendocument:xmlns:table:1.0',
  text: 'urn:oasis:names:tc:opendocument:xmlns:text:1.0',
  meta: 'urn:oasis:names:tc:opendocument:xmlns:meta:1.0',
  manifest: 'urn:oasis:names:tc:opendocument:xmlns:manifest:1.0',
  style: 'urn:oasis:names:tc:opendocument:xmlns:style:1.0',
  fo: 'urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0',
} as const;

const HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';

/**
 * Packs an ODF document: `mimetype` first and stored (the spec's requirement), then the rest;
 * `deflate` compresses content.xml (for exam-sized sheets); `automaticStyles` are the content's own
 * styles (`<style:style>` elements), e.g. cell borders.
 */
export function packOdf(mimeType: string, bodyXml: string, options: { deflate?: boolean; automaticStyles?: string } = {}): Buffer {
  const automaticStyles = options.automaticStyles ?? '';
  const manifest =
    `${HEAD}<manifest:manifest xmlns:manifest="${NS.manifest}" manifest:version="1.2">` +
    `<manifest:file-entry manifest:full-path="/" manifest:version="1.2" manifest:media-type="${mimeType}"/>` +
    '<manifest:file-entry manifest:full-path="content.xml" manifest:media-type="text/xml"/>' +
    '<manifest:file-entry manifest:full-path="styles.xml" manifest:media-type="text/xml"/>' +
    '<manifest:file-entry manifest:full-path="meta.xml" manifest:media-type="text/xml"/>' +
    '</manifest:manifest>';
  const content =
    `${HEAD}<office:document-content xmlns:office="${NS.office}" xmlns:table="${NS.table}" ` +
    `xmlns:text="${NS.text}" xmlns:style="${NS.style}" xmlns:fo="${NS.fo}" office:version="1.2">` +
    `${automaticStyles === '' ? '' : `<office:automatic-styles>${automaticStyles}</office:automatic-styles>`}` +
    `<office:body>${bodyXml}</office:body></office:document-content>`;
  const styles = `${HEAD}<office:document-styles xmlns:office="${NS.office}" office:version="1.2"/>`;
  const meta =
    `${HEAD}<office:document-meta xmlns:office="${NS.office}" xmlns:meta="${NS.meta}" office:version="1.2">` +
    '<office:meta><meta:generator>ege-trainer demo bank</meta:generator></office:meta></office:document-meta>';
  return zipStore([
    { name: 'mimetype', data: mimeType },
    { name: 'META-INF/manifest.xml', data: manifest },
    { name: 'content.xml', data: content, deflate: options.deflate === true },
    { name: 'styles.xml', data: styles },
    { name: 'meta.xml', data: meta },
  ]);
}
