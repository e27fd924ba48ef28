import * as E from 'fp-ts/Either';
import type { GatewayError } from '../../application/shared/gateway-error';

/** A gateway answer the test expects to succeed: its value, or a failure that names what came back instead. */
export function right<A>(result: E.Either<GatewayError, A>): A {
  if (E.isLeft(result)) throw new Error(`expected success, got ${JSON.stringify(result.left)}`);
  return result.right;
}
