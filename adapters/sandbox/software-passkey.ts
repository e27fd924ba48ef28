import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

/**
 * A passkey authenticator in software, for tests that run without a browser: an ES256 (P-256) key per
 * credential, answers made as a platform authenticator makes them (attestation 'none', user present and
 * verified, a signature counter), and clientDataJSON from the origin given. It lets a test break what the
 * relying party must check: another origin, a counter that does not move on, no user verification.
 */

const b64url = (bytes: Uint8Array): string => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string): Buffer => createHash('sha256').update(data).digest();

interface Options {
  readonly challenge: string;
  readonly rp?: { readonly id?: string };
  readonly rpId?: string;
  readonly user?: { readonly id?: string };
}

export class SoftwarePasskey {
  /** The credential's id: random, or the one given (the API reference's examples keep theirs the same). */
  readonly id: Buffer;
  private readonly privateKey: KeyObject;
  private readonly publicJwk: { x: string; y: string };
  private userHandle = '';
  counter = 0;

  constructor(id: Uint8Array = randomBytes(16)) {
    this.id = Buffer.from(id);
    const pair = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    this.privateKey = pair.privateKey;
    const jwk = pair.publicKey.export({ format: 'jwk' });
    this.publicJwk = { x: jwk.x ?? '', y: jwk.y ?? '' };
  }

  /** The browser's answer to creation options (RegistrationResponseJSON), made at `origin`. */
  create(options: Readonly<Record<string, unknown>>, origin: string): Record<string, unknown> {
    const { challenge, rp, user } = options as unknown as Options;
    this.userHandle = user?.id ?? '';
    const cose = isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(this.publicJwk.x, 'base64url')],
        [-3, Buffer.from(this.publicJwk.y, 'base64url')],
      ]),
    );
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.id.length);
    const authData = Buffer.concat([this.authDataHead(rp?.id ?? '', 0x45), Buffer.alloc(16), idLength, this.id, Buffer.from(cose)]);
    const attestationObject = isoCBOR.encode(new Map<string, unknown>([['fmt', 'none'], ['attStmt', new Map()], ['authData', authData]]) as never);
    return {
      id: b64url(this.id),
      rawId: b64url(this.id),
      type: 'public-key',
      response: { clientDataJSON: this.clientData('webauthn.create', challenge, origin), attestationObject: b64url(attestationObject), transports: ['internal'] },
      clientExtensionResults: {},
    };
  }

  /** The passkey's answer to request options (AuthenticationResponseJSON): its counter moves on unless told to keep it. */
  get(options: Readonly<Record<string, unknown>>, origin: string, how: { readonly keepCounter?: boolean; readonly verified?: boolean } = {}): Record<string, unknown> {
    const { challenge, rpId } = options as unknown as Options;
    if (how.keepCounter !== true) this.counter += 1;
    const authData = this.authDataHead(rpId ?? '', how.verified === false ? 0x01 : 0x05);
    const clientDataJSON = this.clientData('webauthn.get', challenge, origin);
    const signature = sign('sha256', Buffer.concat([authData, sha256(Buffer.from(clientDataJSON, 'base64url'))]), this.privateKey);
    return {
      id: b64url(this.id),
      rawId: b64url(this.id),
      type: 'public-key',
      response: { clientDataJSON, authenticatorData: b64url(authData), signature: b64url(signature), userHandle: this.userHandle },
      clientExtensionResults: {},
    };
  }

  private authDataHead(rpId: string, flags: number): Buffer {
    const counter = Buffer.alloc(4);
    counter.writeUInt32BE(this.counter);
    return Buffer.concat([sha256(rpId), Buffer.from([flags]), counter]);
  }

  private clientData(type: string, challenge: string, origin: string): string {
    return b64url(Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false })));
  }
}
