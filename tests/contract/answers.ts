import * as E from 'fp-ts/Either';
import type { GatewayError } from '../../application/shared/gateway-error';
import type { DomainId } from '../../domain/model';
import { readTokenClaims } from '../../domain/rules/token-claims';
import type { ContractAssembly } from './assemblies';

/** A gateway answer the test expects to succeed: its value, or a failure that names what came back instead. */
export function right<A>(result: E.Either<GatewayError, A>): A {
  if (E.isLeft(result)) throw new Error(`expected success, got ${JSON.stringify(result.left)}`);
  return result.right;
}

/** A gateway answer the test expects to fail: the failure, or an error naming what came back instead. */
export function left<A>(result: E.Either<GatewayError, A>): GatewayError {
  if (E.isRight(result)) throw new Error(`expected a failure, got ${JSON.stringify(result.right).slice(0, 200)}`);
  return result.left;
}

/** A gateway answer the test expects the insurer to refuse over HTTP (not a network or decoding failure). */
export function refusal<A>(result: E.Either<GatewayError, A>): GatewayError & { kind: 'http' } {
  const failure = left(result);
  if (failure.kind !== 'http') throw new Error(`expected an HTTP refusal, got ${failure.kind}`);
  return failure;
}

/** Signs the sandbox persona in on the assembly, as post-login routing would let them in; their member key. */
export async function signIn(assembly: ContractAssembly, username: string, domainId: DomainId = 1): Promise<string> {
  const token = right(await assembly.auth.login({ username, password: 'Sandbox1', domainId })).token;
  assembly.tokens.store(token);
  return readTokenClaims(token)?.memberKey ?? '';
}
