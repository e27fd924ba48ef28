import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { appealAttachmentRefusalMessage } from '../../../domain/rules/appeals';
import { ATTACHMENTS_PER_MESSAGE, attachmentRefusal, attachmentRefusalMessage } from '../../../domain/rules/secure-messages';
import type { MemberWorld } from '../../support/world';
import { answered } from '../shared/answers';

/*
 * Attaching a file to a secure message or to an appeal: one rule (domain/rules/attachments.ts: a PDF, JPEG
 * or PNG by its content, 10 MB at most, 5 files at most), worded for what the file is attached to.
 */

const CARRIER = 'attachments.carrier';

type Carrier = 'message' | 'appeal';

const CONTENTS: Readonly<Record<string, readonly number[]>> = {
  'a PDF': [0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37],
  'a JPEG': [0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46],
  'a PNG': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  // A .docx is a zip archive.
  'a Word file': [0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00],
  nothing: [],
};

Given(/^an? (message|appeal) that already carries (\d+) files$/, function (this: MemberWorld, carrier: Carrier, attached: string) {
  assert.ok(Number(attached) <= ATTACHMENTS_PER_MESSAGE);
  this.remember(CARRIER, { carrier, attached: Number(attached) });
});

When(
  /^the member attaches "([^"]+)" whose content is (a PDF|a JPEG|a PNG|a Word file|nothing) and whose size is ([\d.]+) MB$/,
  function (this: MemberWorld, name: string, content: string, megabytes: string) {
    const { carrier, attached } = this.recall<{ carrier: Carrier; attached: number }>(CARRIER);
    const head = Uint8Array.from(CONTENTS[content] ?? []);
    const refusal = attachmentRefusal({ head, size: Math.round(Number(megabytes) * 1024 * 1024) }, attached);
    const words = carrier === 'appeal' ? appealAttachmentRefusalMessage : attachmentRefusalMessage;
    this.result = refusal === null ? 'attached' : `refused: ${words(refusal, name)}`;
  },
);

// The verdict on the file as the rule gives it; the secure messages journey reads what attaching it answered.
Then(
  /^the file is (attached|refused: .+)$/,
  answered('the file is attached or refused', function (this: MemberWorld, verdict: string) {
    assert.equal(this.result, verdict);
  }),
);
