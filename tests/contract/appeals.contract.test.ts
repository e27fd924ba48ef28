import { describe, expect, it } from 'vitest';
import type { GatewayError } from '../../application/shared/gateway-error';
import type { AppealStatus, NewAppeal } from '../../domain/model';
import { CONTRACT_ASSEMBLIES, useContractAssembly } from './assemblies';
import { left, right, signIn } from './answers';

/**
 * Appeals and complaints over both assemblies, with each persona's own token: the subscriber appeals the
 * denied Humira request with a letter uploaded through the secure messages' upload, once for one
 * idempotency key; the spouse appeals her own denial and sees none of the subscriber's appeals (and is
 * refused them by id), nor may appeal his; the personas of each brand show every status; a decided appeal's
 * letter is a PDF; complaints are their sender's. The shared insurer keeps what each check filed, so each
 * check files a decision no other check files.
 */

/** The fields a 400 names, with their messages. */
function fieldErrorsOf(error: GatewayError): Readonly<Record<string, unknown>> {
  const data = error.kind === 'http' ? (error.errorData as { readonly fieldErrors?: Readonly<Record<string, unknown>> } | undefined) : undefined;
  return data?.fieldErrors ?? {};
}

const base64 = (text: string): string => Buffer.from(text).toString('base64');
const A_LETTER = '%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n';

let keys = 0;
const freshKey = (): string => `contract-appeal-${Date.now()}-${++keys}`;

const appealOf = (reference: string, over: Partial<NewAppeal> = {}): NewAppeal => ({
  decisionKind: 'authorization',
  reference,
  appellant: 'member',
  representativeName: null,
  representativeFormId: null,
  reason: 'My rheumatologist’s letter explains why methotrexate is not safe for me.',
  expedited: false,
  urgentAttestation: false,
  attachmentIds: [],
  ...over,
});

const EVERY_STATUS: readonly AppealStatus[] = ['received', 'in-review', 'more-information-needed', 'decided', 'external-review-requested'];

describe.shuffle.each(CONTRACT_ASSEMBLIES)('appeals and complaints over $name', ({ assemble }) => {
  const assembly = useContractAssembly(assemble);

  it('files the subscriber’s appeal of the denied Humira request with a letter, once for one idempotency key', async () => {
    const memberKey = await signIn(assembly(), 'subscriber');
    const letter = right(await assembly().messages.upload('rheumatologist-letter.pdf', base64(A_LETTER)));
    const key = freshKey();
    const filed = right(await assembly().appeals.file(appealOf('HL1004', { attachmentIds: [letter.attachmentId] }), key));
    expect(filed).toMatchObject({
      memberKey,
      aboutMemberKey: memberKey,
      decision: { kind: 'authorization', reference: 'HL1004', deniedLines: ['Adalimumab injections (Humira)'] },
      status: 'received',
      care: 'pre-service',
      attachments: [{ attachmentId: letter.attachmentId, fileName: 'rheumatologist-letter.pdf' }],
    });
    const again = right(await assembly().appeals.file(appealOf('HL1004', { attachmentIds: [letter.attachmentId] }), key));
    expect(again.appealId).toBe(filed.appealId);
    const listed = right(await assembly().appeals.appeals());
    expect(listed.filter((appeal) => appeal.decision.reference === 'HL1004')).toHaveLength(1);
    expect(right(await assembly().appeals.appeal(filed.appealId))).toEqual(filed);
    // A second appeal of the same decision while the first is open is refused, as is a letter before the decision.
    expect(left(await assembly().appeals.file(appealOf('HL1004'), freshKey()))).toMatchObject({ kind: 'http', status: 409, code: 'ALREADY_APPEALED' });
    expect(left(await assembly().appeals.decisionLetter(filed.appealId))).toMatchObject({ kind: 'http', status: 409 });
  });

  it('lets the spouse appeal her own denial and keeps the subscriber’s appeals from her', async () => {
    const subscriberAppeals = (await signIn(assembly(), 'subscriber'), right(await assembly().appeals.appeals()));
    expect(subscriberAppeals.length).toBeGreaterThan(0);

    const spouseKey = await signIn(assembly(), 'spouse');
    const filed = right(await assembly().appeals.file(appealOf('HL1008', { reason: 'A home test is not safe for me.' }), freshKey()));
    expect(filed).toMatchObject({ memberKey: spouseKey, aboutMemberKey: spouseKey, decision: { reference: 'HL1008' }, status: 'received' });
    const hers = right(await assembly().appeals.appeals());
    expect(hers.every((appeal) => appeal.memberKey === spouseKey)).toBe(true);
    expect(hers.map((appeal) => appeal.appealId)).toContain(filed.appealId);
    for (const appeal of subscriberAppeals) {
      expect(left(await assembly().appeals.appeal(appeal.appealId))).toMatchObject({ kind: 'http', status: 403 });
    }
    // The Humira request is the subscriber's: the spouse cannot see it, so it is not found for her.
    expect(left(await assembly().appeals.file(appealOf('HL1004'), freshKey()))).toMatchObject({ kind: 'http', status: 404 });
  });

  it('refuses what the rules refuse: an approved request, a representative without the form, an expedited appeal without the attestation', async () => {
    await signIn(assembly(), 'subscriber');
    expect(left(await assembly().appeals.file(appealOf('HL1001'), freshKey()))).toMatchObject({ kind: 'http', status: 409, code: 'NOT_APPEALABLE' });
    const representative = left(await assembly().appeals.file(appealOf('HL1004', { appellant: 'representative', representativeName: 'Dana Hollis' }), freshKey()));
    expect(representative).toMatchObject({ kind: 'http', status: 400, code: 'INVALID_APPEAL' });
    expect(Object.keys(fieldErrorsOf(representative))).toEqual(['representativeForm']);
    const urgent = left(await assembly().appeals.file(appealOf('HL1004', { expedited: true }), freshKey()));
    expect(Object.keys(fieldErrorsOf(urgent))).toEqual(['urgentAttestation']);
  });

  it.each([
    ['subscriber', 1],
    ['summit', 2],
    ['providence', 5],
  ] as const)('shows every status among the appeals of %s, the persona of its brand', async (username, domainId) => {
    const memberKey = await signIn(assembly(), username, domainId);
    const appeals = right(await assembly().appeals.appeals());
    expect(appeals.every((appeal) => appeal.memberKey === memberKey)).toBe(true);
    expect(new Set(appeals.map((appeal) => appeal.status))).toEqual(new Set(EVERY_STATUS));
    const decided = appeals.find((appeal) => appeal.status === 'decided');
    expect(decided?.decisionLetter).toBe(true);
    expect(decided?.outcome).not.toBeNull();
    const letter = right(await assembly().appeals.decisionLetter(decided?.appealId ?? ''));
    expect(letter.type).toBe('application/pdf');
    expect(new TextDecoder().decode(new Uint8Array(await letter.arrayBuffer()).subarray(0, 5))).toBe('%PDF-');
    const asked = appeals.find((appeal) => appeal.status === 'more-information-needed');
    expect(asked?.informationRequested).toMatch(/\S/);
  });

  it('takes a complaint and lists each member’s own', async () => {
    const memberKey = await signIn(assembly(), 'subscriber');
    const key = freshKey();
    const sent = right(await assembly().appeals.complain({ category: 'quality-of-care', description: 'The clinic kept me waiting three hours.' }, key));
    expect(sent).toMatchObject({ memberKey, category: 'quality-of-care', status: 'received', resolution: null });
    right(await assembly().appeals.complain({ category: 'quality-of-care', description: 'The clinic kept me waiting three hours.' }, key));
    const own = right(await assembly().appeals.complaints());
    expect(own.filter((complaint) => complaint.complaintId === sent.complaintId)).toHaveLength(1);
    expect(own.some((complaint) => complaint.status === 'resolved')).toBe(true);
    expect(left(await assembly().appeals.complain({ category: 'provider', description: ' ' }, freshKey()))).toMatchObject({ kind: 'http', status: 400 });

    await signIn(assembly(), 'spouse');
    expect(right(await assembly().appeals.complaints()).map((complaint) => complaint.complaintId)).not.toContain(sent.complaintId);
  });
});
