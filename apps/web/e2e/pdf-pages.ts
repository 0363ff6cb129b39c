import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** One page of a PDF as read back: its size in points, its text (spaces folded) and whether it paints a picture. */
export type PdfPage = { width: number; height: number; text: string; hasImage: boolean };

/** A4 in PDF points (1/72 inch): 210 × 297 mm. */
export const a4Points = { width: 595.28, height: 841.89 };

const imageOps = new Set<number>([OPS.paintImageXObject, OPS.paintInlineImageXObject, OPS.paintImageMaskXObject]);

/** The pages of a PDF made by page.pdf(), read with pdf.js as a reader would see them. */
export async function readPdfPages(pdf: Buffer): Promise<PdfPage[]> {
  const loading = getDocument({ data: new Uint8Array(pdf), verbosity: 0 });
  const document = await loading.promise;
  try {
    const pages: PdfPage[] = [];
    for (let number = 1; number <= document.numPages; number++) {
      const page = await document.getPage(number);
      const [, , width, height] = page.view as [number, number, number, number];
      const content = await page.getTextContent();
      const text = content.items
        .map((item) => ('str' in item ? item.str : ''))
        .join(' ')
        .replace(/\s+/g, ' ')
        .trim();
      const operators = await page.getOperatorList();
      pages.push({ width, height, text, hasImage: operators.fnArray.some((op) => imageOps.has(op)) });
    }
    return pages;
  } finally {
    await loading.destroy();
  }
}
