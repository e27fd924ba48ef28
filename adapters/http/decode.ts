import * as E from 'fp-ts/Either';
import type * as t from 'io-ts';
import { decodeError, type GatewayError } from '../../application/shared/gateway-error';

/** Enough to point at the broken fields without flooding the error page or the log. */
const MAX_REPORTED = 5;

/**
 * A readable account of why a payload did not decode: the path to each failing field and what was
 * expected there. Unlike io-ts's PathReporter this never prints the offending value, because a
 * response body holds member data (names, dates of birth, tokens) that must not reach logs or screens.
 */
export function describeDecodeErrors(errors: t.Errors): string {
  const lines = errors.slice(0, MAX_REPORTED).map((error) => {
    const path = error.context
      .map((entry) => entry.key)
      .filter((key) => key !== '')
      .join('.');
    const expected = error.context[error.context.length - 1]?.type.name ?? 'unknown';
    return `${path === '' ? '<root>' : path}: expected ${expected}, got ${describeValue(error.value)}`;
  });
  const more = errors.length - MAX_REPORTED;
  return more > 0 ? `${lines.join('; ')}; and ${more} more` : lines.join('; ');
}

function describeValue(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

/** Decodes a payload, turning failure into the 502 decode error the application shows. Never throws. */
export function decodeWith<A>(codec: t.Decoder<unknown, A>, value: unknown): E.Either<GatewayError, A> {
  const result = codec.decode(value);
  return E.isRight(result) ? result : E.left(decodeError(`${codec.name}: ${describeDecodeErrors(result.left)}`));
}
