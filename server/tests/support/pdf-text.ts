/**
 * The text of a PDF as a reader extracts it (PDF.js, through unpdf): what copying or searching in
 * a viewer gives, one string per page with its lines as PDF.js joins them.
 */
import { extractText, getDocumentProxy } from 'unpdf';

export async function pdfPages(pdf: Buffer | Uint8Array): Promise<string[]> {
  const document = await getDocumentProxy(new Uint8Array(pdf));
  const { text } = await extractText(document, { mergePages: false });
  return text;
}

/** All pages' text, joined. */
export async function pdfText(pdf: Buffer | Uint8Array): Promise<string> {
  return (await pdfPages(pdf)).join('\n');
}
