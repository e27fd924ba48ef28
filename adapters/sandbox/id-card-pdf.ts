import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import type { IdCardView } from '../../domain/model';
import type { SandboxDocument } from './personas/content-catalogue';
import { winAnsi } from './pdf-text';

/**
 * Real PDFs for the sandbox: ID cards (front and back of each card, at wallet-card size) and the plain
 * documents behind outline-of-coverage and Medicare links. Browser-safe (pdf-lib only).
 */

/** 3.5 x 2.25 inches, in points. */
const CARD_WIDTH = 252;
const CARD_HEIGHT = 162;
const NAVY = rgb(0.04, 0.24, 0.36);
const GOLD = rgb(0.95, 0.76, 0.31);
const INK = rgb(0.13, 0.13, 0.13);
const MUTED = rgb(0.38, 0.38, 0.38);

interface Fonts {
  readonly regular: PDFFont;
  readonly bold: PDFFont;
}

function write(page: PDFPage, text: string, x: number, y: number, size: number, font: PDFFont, color = INK): void {
  page.drawText(winAnsi(text), { x, y, size, font, color });
}

function drawFront(page: PDFPage, card: IdCardView, insurerName: string, fonts: Fonts): void {
  page.drawRectangle({ x: 0, y: CARD_HEIGHT - 30, width: CARD_WIDTH, height: 30, color: NAVY });
  page.drawRectangle({ x: 0, y: CARD_HEIGHT - 33, width: CARD_WIDTH, height: 3, color: GOLD });
  write(page, insurerName, 10, CARD_HEIGHT - 20, 11, fonts.bold, rgb(1, 1, 1));
  write(page, card.category.toUpperCase(), CARD_WIDTH - 10 - fonts.bold.widthOfTextAtSize(card.category.toUpperCase(), 8), CARD_HEIGHT - 19, 8, fonts.bold, GOLD);
  write(page, card.memberName, 10, CARD_HEIGHT - 50, 10, fonts.bold);
  const rows: readonly [string, string][] = [
    ['Subscriber ID', card.subscriberId],
    ['Group', `${card.groupId}  ${card.groupName}`],
    ['Plan', card.planName],
  ];
  rows.forEach(([label, value], index) => {
    const y = CARD_HEIGHT - 66 - index * 12;
    write(page, label, 10, y, 7, fonts.regular, MUTED);
    write(page, value, 70, y, 7, fonts.bold);
  });
  card.copays.forEach((copay, index) => {
    const column = index % 2;
    const y = 46 - Math.floor(index / 2) * 11;
    write(page, `${copay.label}: ${copay.value}`, 10 + column * 120, y, 7, fonts.regular);
  });
  if (card.rxBin !== null) {
    write(page, `RxBIN ${card.rxBin}   RxPCN ${card.rxPcn ?? ''}   RxGrp ${card.rxGroup ?? ''}`, 10, 12, 6.5, fonts.regular, MUTED);
  }
}

function drawBack(page: PDFPage, card: IdCardView, insurerName: string, fonts: Fonts): void {
  write(page, 'Member services', 10, CARD_HEIGHT - 20, 9, fonts.bold, NAVY);
  write(page, `Customer Service: ${card.customerServicePhone} (TTY 711)`, 10, CARD_HEIGHT - 34, 7, fonts.regular);
  write(page, 'Providers: verify eligibility and benefits online or by phone.', 10, CARD_HEIGHT - 46, 7, fonts.regular);
  write(page, `Send claims to: ${insurerName}, PO Box 40384, Portland, OR 97240`, 10, CARD_HEIGHT - 58, 7, fonts.regular);
  write(page, 'In an emergency, call 911 or go to the nearest emergency room.', 10, CARD_HEIGHT - 76, 7, fonts.bold);
  write(page, 'This card does not guarantee coverage. Sandbox sample: not a real card.', 10, 12, 6, fonts.regular, MUTED);
}

async function newDocument(title: string, today: string): Promise<{ readonly doc: PDFDocument; readonly fonts: Fonts }> {
  // No automatic metadata: the dates come from the sandbox's today so documents are reproducible.
  const doc = await PDFDocument.create({ updateMetadata: false });
  const stamp = new Date(`${today}T12:00:00Z`);
  doc.setTitle(winAnsi(title));
  doc.setProducer('Member Dashboard sandbox insurer');
  doc.setCreationDate(stamp);
  doc.setModificationDate(stamp);
  const fonts = { regular: await doc.embedFont(StandardFonts.Helvetica), bold: await doc.embedFont(StandardFonts.HelveticaBold) };
  return { doc, fonts };
}

/** One front page and one back page per card, in the order given. */
export async function renderIdCardPdf(cards: readonly IdCardView[], insurerName: string, today: string): Promise<Uint8Array> {
  const first = cards[0];
  const { doc, fonts } = await newDocument(first === undefined ? 'ID card' : `ID card: ${first.memberName}`, today);
  for (const card of cards) {
    drawFront(doc.addPage([CARD_WIDTH, CARD_HEIGHT]), card, insurerName, fonts);
    drawBack(doc.addPage([CARD_WIDTH, CARD_HEIGHT]), card, insurerName, fonts);
  }
  return doc.save();
}

/** A one-page letter-size document with a title and paragraphs. */
export async function renderDocumentPdf(document: SandboxDocument, insurerName: string, today: string): Promise<Uint8Array> {
  const { doc, fonts } = await newDocument(document.title, today);
  const page = doc.addPage([612, 792]);
  write(page, insurerName, 72, 720, 12, fonts.bold, NAVY);
  write(page, document.title, 72, 690, 16, fonts.bold);
  document.lines.forEach((line, index) => write(page, line, 72, 650 - index * 20, 11, fonts.regular));
  write(page, `Sandbox sample document, produced ${today}.`, 72, 72, 9, fonts.regular, MUTED);
  return doc.save();
}
