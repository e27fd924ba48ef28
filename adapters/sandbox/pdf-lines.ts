import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream, type PDFObject } from 'pdf-lib';

/**
 * The text a sandbox PDF draws, page by page, one string per text run in drawing order: what a member reads
 * on the printed card, for tests and tools. It reads the runs pdf-lib writes with its standard fonts (hex
 * strings shown with Tj, WinAnsi bytes); it is no general PDF text extractor.
 */
export async function pdfTextRuns(bytes: Uint8Array): Promise<string[][]> {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  return doc.getPages().map((page) => {
    const contents = page.node.Contents();
    const streams: PDFObject[] = contents instanceof PDFArray ? contents.asArray().map((ref) => doc.context.lookup(ref) ?? ref) : contents === undefined ? [] : [contents];
    return streams.flatMap((stream) => {
      if (!(stream instanceof PDFRawStream)) return [];
      const operators = new TextDecoder('latin1').decode(decodePDFRawStream(stream).decode());
      return [...operators.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)].map(([, hex = '']) =>
        String.fromCharCode(...(hex.match(/../g) ?? []).map((pair) => Number.parseInt(pair, 16))),
      );
    });
  });
}
