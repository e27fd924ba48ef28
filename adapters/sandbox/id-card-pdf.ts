import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import type { IdCardMeasure, IdCardView } from '../../domain/model';
import { idCardFigureTable } from '../../domain/rules/id-card-figures';
import { formatUsd } from '../../domain/rules/money';
import { tierLabel } from '../../domain/rules/network-tiers';
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

const MEASURE_NAMES: Readonly<Record<IdCardMeasure, string>> = {
  deductible: 'Deductible',
  outOfPocketMaximum: 'Out-of-pocket max',
  annualMaximum: 'Annual maximum',
};

/** The card's columns: the network tiers as the benefits label them, or one column when amounts are the same in every network. */
const networkName = (networkTier: string | null): string => (networkTier === null ? 'All networks' : tierLabel(networkTier));

const amountLines = (cell: { readonly individual: number | null; readonly family: number | null }): string[] => [
  ...(cell.individual === null ? [] : [`${formatUsd(cell.individual)} individual`]),
  ...(cell.family === null ? [] : [`${formatUsd(cell.family)} family`]),
];

/** The deductibles and maximums as a small table: a row per measure, a column per network. Answers where it ended. */
function drawFigures(page: PDFPage, card: IdCardView, top: number, fonts: Fonts): number {
  const table = idCardFigureTable(card.figures);
  if (table.rows.length === 0) return top;
  const labelWidth = 70;
  const columnWidth = (CARD_WIDTH - 20 - labelWidth) / table.networks.length;
  table.networks.forEach((networkTier, index) => write(page, networkName(networkTier), 10 + labelWidth + index * columnWidth, top, 6.5, fonts.bold, NAVY));
  let y = top - 9;
  for (const row of table.rows) {
    write(page, MEASURE_NAMES[row.measure], 10, y, 6.5, fonts.bold);
    const lines = row.cells.map(amountLines);
    lines.forEach((cellLines, index) => cellLines.forEach((line, lineIndex) => write(page, line, 10 + labelWidth + index * columnWidth, y - lineIndex * 8, 6.5, fonts.regular)));
    y -= Math.max(1, ...lines.map((cellLines) => cellLines.length)) * 8 + 2;
  }
  return y;
}

function drawBack(page: PDFPage, card: IdCardView, insurerName: string, fonts: Fonts): void {
  write(page, 'Your costs this plan year', 10, CARD_HEIGHT - 18, 8, fonts.bold, NAVY);
  const below = drawFigures(page, card, CARD_HEIGHT - 30, fonts);
  const y = Math.min(below, CARD_HEIGHT - 30) - 4;
  write(page, `Customer Service: ${card.customerServicePhone} (TTY 711)`, 10, y, 7, fonts.bold);
  write(page, `Consumer assistance: ${card.customerServiceWebsite}`, 10, y - 10, 7, fonts.regular);
  write(page, `Send claims to: ${insurerName}, PO Box 40384, Portland, OR 97240`, 10, y - 20, 6.5, fonts.regular);
  write(page, 'In an emergency, call 911 or go to the nearest emergency room.', 10, y - 30, 6.5, fonts.bold);
  write(page, 'This card does not guarantee coverage. Sandbox sample: not a real card.', 10, 8, 6, fonts.regular, MUTED);
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
