import { describe, expect, it } from 'vitest';
import { AttachFile, toBase64, type PickedFile } from './secure-messages';
import type { MessagesGateway } from '../ports/messages-gateway';

describe('toBase64', () => {
  it('writes what Node writes, for every length remainder and every byte value', () => {
    const bytes = Uint8Array.from({ length: 770 }, (_, index) => (index * 37 + 11) % 256);
    for (const length of [0, 1, 2, 3, 4, 5, 255, 256, 769, 770]) {
      expect(toBase64(bytes.subarray(0, length))).toBe(Buffer.from(bytes.subarray(0, length)).toString('base64'));
    }
  });
});

describe('AttachFile', () => {
  const gateway = { upload: () => Promise.reject(new Error('a refused file is never sent')) } as unknown as MessagesGateway;
  const huge = (head: readonly number[]): PickedFile => ({
    name: 'scan.pdf',
    size: 200 * 1024 * 1024,
    head: (count) => Promise.resolve(Uint8Array.from(head).subarray(0, count)),
    bytes: () => Promise.reject(new Error('a refused file is never read whole')),
  });

  it('refuses a file over 10 MB from its first bytes and size, without reading it whole or sending it', async () => {
    expect(await new AttachFile(gateway).execute(huge([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31]), 0)).toEqual({ kind: 'refused', refusal: 'too-big', fileName: 'scan.pdf' });
  });

  it('refuses a sixth file whatever it is', async () => {
    expect(await new AttachFile(gateway).execute(huge([0x89, 0x50]), 5)).toEqual({ kind: 'refused', refusal: 'too-many', fileName: 'scan.pdf' });
  });
});
