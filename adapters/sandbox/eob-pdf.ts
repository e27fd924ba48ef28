import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import type { Address, Claim, EobDocument } from '../../domain/model';
import { winAnsi } from './pdf-text';

/**
 * Explanation of benefits as a real one-page PDF (letter size), laid out the way insurers print them:
 * who and what, the service lines with billed, allowed, plan paid and member share, the member's share
 * broken down, remarks, and appeal rights. Browser-safe (pdf-lib only).
 */

const NAVY = rgb(0.04, 0.24, 0.36);
const INK = rgb(0.13, 0.13, 0.13);
const MUTED = rgb(0.38, 0.38, 0.38);
const RULE = rgb(0.8, 0.83, 0.86);
const PAGE_WIDTH = 612;
const PAGE_HEIGHT = 792;
const MARGIN = 48;

export interface EobLetterFacts {
  readonly insurerName: string;
  readonly subscriberName: string;
  readonly subscriberId: string;
  readonly groupId: string;
  readonly groupName: string;
  readonly address: Address;
  readonly customerServicePhone: string;
}

const usd = (amount: number | null): string =>
  amount === null ? '-' : `$${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

const usDate = (iso: string | null): string => (iso === null ? '-' : `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`);

interface Fonts {
  readonly regular: PDFFont;
  readonly bold: PDFFont;
}

class Writer {
  constructor(
    private readonly page: PDFPage,
    private readonly fonts: Fonts,
  ) {}

  text(text: string, x: number, y: number, size = 9, bold = false, color = INK): void {
    this.page.drawText(winAnsi(text), { x, y, size, font: bold ? this.fonts.bold : this.fonts.regular, color });
  }

  /** Right-aligned at x. */
  right(text: string, x: number, y: number, size = 9, bold = false, color = INK): void {
    const font = bold ? this.fonts.bold : this.fonts.regular;
    this.text(text, x - font.widthOfTextAtSize(winAnsi(text), size), y, size, bold, color);
  }

  /** Cuts a text to a width with an ellipsis. */
  fit(text: string, width: number, size: number): string {
    const clean = winAnsi(text);
    if (this.fonts.regular.widthOfTextAtSize(clean, size) <= width) return clean;
    let cut = clean;
    while (cut.length > 1 && this.fonts.regular.widthOfTextAtSize(`${cut}...`, size) > width) cut = cut.slice(0, -1);
    return `${cut}...`;
  }

  rule(y: number): void {
    this.page.drawLine({ start: { x: MARGIN, y }, end: { x: PAGE_WIDTH - MARGIN, y }, thickness: 0.75, color: RULE });
  }

  band(y: number, height: number): void {
    this.page.drawRectangle({ x: 0, y, width: PAGE_WIDTH, height, color: NAVY });
  }
}

const STATUS_WORDS: Readonly<Record<Claim['status'], string>> = {
  processed: 'Processed',
  pending: 'Pending',
  denied: 'Denied',
  adjusted: 'Adjusted',
};

export async function renderEobPdf(claim: Claim, eob: EobDocument, facts: EobLetterFacts, today: string): Promise<Uint8Array> {
  // No automatic metadata: dates come from the sandbox's today so documents are reproducible.
  const doc = await PDFDocument.create({ updateMetadata: false });
  const stamp = new Date(`${today}T12:00:00Z`);
  doc.setTitle(winAnsi(eob.title));
  doc.setProducer('Member Dashboard sandbox insurer');
  doc.setCreationDate(stamp);
  doc.setModificationDate(stamp);
  const fonts = { regular: await doc.embedFont(StandardFonts.Helvetica), bold: await doc.embedFont(StandardFonts.HelveticaBold) };
  const page = doc.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
  const w = new Writer(page, fonts);

  w.band(PAGE_HEIGHT - 64, 64);
  w.text(facts.insurerName, MARGIN, PAGE_HEIGHT - 32, 14, true, rgb(1, 1, 1));
  w.text('Explanation of Benefits', MARGIN, PAGE_HEIGHT - 50, 10, false, rgb(1, 1, 1));
  w.right('THIS IS NOT A BILL', PAGE_WIDTH - MARGIN, PAGE_HEIGHT - 40, 11, true, rgb(1, 1, 1));

  let y = PAGE_HEIGHT - 96;
  const a = facts.address;
  w.text(facts.subscriberName, MARGIN, y, 10, true);
  w.text(a.addressLine1 + (a.addressLine2 === null ? '' : `, ${a.addressLine2}`), MARGIN, y - 13);
  w.text(`${a.city}, ${a.state} ${a.zipCode}`, MARGIN, y - 26);
  const facts2: readonly [string, string][] = [
    ['Statement date', usDate(eob.date)],
    ['Subscriber ID', facts.subscriberId],
    ['Group', `${facts.groupId} ${facts.groupName}`],
    ['Claim number', claim.claimId],
  ];
  facts2.forEach(([label, value], index) => {
    w.text(label, 330, y - index * 13, 8, false, MUTED);
    w.text(w.fit(value, 175, 9), 400, y - index * 13, 9, true);
  });

  y -= 68;
  w.rule(y + 12);
  const rows: readonly [string, string][] = [
    ['Patient', claim.memberName],
    ['Provider', `${claim.provider.name} (${claim.provider.networkStatus === 'in-network' ? 'in network' : 'out of network'})`],
    ['Dates of service', claim.serviceStartDate === claim.serviceEndDate ? usDate(claim.serviceStartDate) : `${usDate(claim.serviceStartDate)} - ${usDate(claim.serviceEndDate)}`],
    ['Received / processed', `${usDate(claim.receivedDate)} / ${usDate(claim.processedDate)}`],
    ['Claim status', STATUS_WORDS[claim.status] + (claim.statusReason === null ? '' : `: ${claim.statusReason}`)],
  ];
  rows.forEach(([label, value], index) => {
    w.text(label, MARGIN, y - index * 14, 8, false, MUTED);
    w.text(w.fit(value, 400, 9), 150, y - index * 14, 9, index === 0);
  });

  y -= rows.length * 14 + 14;
  const columns = { date: MARGIN, code: MARGIN + 54, description: MARGIN + 102, billed: 400, allowed: 455, paid: 510, share: PAGE_WIDTH - MARGIN };
  w.rule(y + 12);
  w.text('Date', columns.date, y, 8, true);
  w.text('Code', columns.code, y, 8, true);
  w.text('Service', columns.description, y, 8, true);
  w.right('Billed', columns.billed, y, 8, true);
  w.right('Allowed', columns.allowed, y, 8, true);
  w.right('Plan paid', columns.paid, y, 8, true);
  w.right('You owe', columns.share, y, 8, true);
  y -= 6;
  w.rule(y);
  y -= 12;
  for (const line of claim.serviceLines) {
    w.text(usDate(line.serviceDate), columns.date, y, 8);
    w.text(line.code, columns.code, y, 8);
    const tooth = line.toothNumber === null ? '' : ` (tooth ${line.toothNumber})`;
    w.text(w.fit(`${line.description}${tooth}`, columns.billed - columns.description - 48, 8), columns.description, y, 8);
    w.right(usd(line.billed), columns.billed, y, 8);
    w.right(usd(line.allowed), columns.allowed, y, 8);
    w.right(usd(line.planPaid), columns.paid, y, 8);
    w.right(usd(line.memberShare?.total ?? null), columns.share, y, 8);
    y -= 13;
    if (line.remark !== null) {
      w.text(w.fit(line.remark, 420, 7.5), columns.description, y + 2, 7.5, false, MUTED);
      y -= 11;
    }
  }
  w.rule(y + 6);
  y -= 8;
  w.text('Claim totals', columns.description, y, 9, true);
  w.right(usd(claim.billed), columns.billed, y, 9, true);
  w.right(usd(claim.allowed), columns.allowed, y, 9, true);
  w.right(usd(claim.planPaid), columns.paid, y, 9, true);
  w.right(usd(claim.memberShare?.total ?? null), columns.share, y, 9, true);

  y -= 30;
  w.text('What you owe the provider', MARGIN, y, 10, true, NAVY);
  const share = claim.memberShare;
  const parts: readonly [string, number][] = [
    ['Deductible', share?.deductible ?? 0],
    ['Copay', share?.copay ?? 0],
    ['Coinsurance', share?.coinsurance ?? 0],
    ['Not covered', share?.notCovered ?? 0],
  ];
  parts.forEach(([label, amount], index) => {
    w.text(label, MARGIN, y - 15 - index * 13, 9);
    w.right(usd(amount), MARGIN + 200, y - 15 - index * 13, 9);
  });
  w.text('Total you owe', MARGIN, y - 15 - parts.length * 13 - 4, 9, true);
  w.right(usd(share?.total ?? 0), MARGIN + 200, y - 15 - parts.length * 13 - 4, 9, true);

  y -= 110;
  w.text('Your right to appeal', MARGIN, y, 10, true, NAVY);
  const appeal = [
    'If you disagree with how this claim was processed, you may ask us to review it within 180 days of the statement date.',
    `Call Customer Service at ${facts.customerServicePhone} (TTY 711) or write to ${facts.insurerName}, Appeals Unit, PO Box 40384, Portland, OR 97240.`,
    'Keep this statement with your health records. Do not pay more than the amount shown under "You owe".',
  ];
  appeal.forEach((line, index) => w.text(w.fit(line, PAGE_WIDTH - 2 * MARGIN, 8), MARGIN, y - 14 - index * 12, 8));
  w.text(`Sandbox sample document, produced ${today}. Not a real explanation of benefits.`, MARGIN, 36, 7.5, false, MUTED);
  return doc.save();
}
