import type { Either } from 'fp-ts/Either';

/**
 * Every way a gateway call can fail, as the application understands it. Adapters turn HTTP failures,
 * network failures and payloads that do not decode into one of these; nothing else escapes a port.
 * `status` is what the error page shows: the HTTP status, 1 for a network failure (spec section 8).
 */
export type GatewayError =
  | {
      readonly kind: 'http';
      readonly status: number;
      /** Machine-readable code from the error body, e.g. LOGIN_ATTEMPTS_REMAINING. */
      readonly code?: string;
      /** The server's human-readable message, when it sent one. */
      readonly message?: string;
      readonly errorData?: Readonly<Record<string, unknown>>;
    }
  | { readonly kind: 'network'; readonly status: 1 }
  | { readonly kind: 'timeout'; readonly status: 408 }
  | { readonly kind: 'decode'; readonly status: 502; readonly detail: string };

export type GatewayResult<T> = Promise<Either<GatewayError, T>>;

export const httpError = (status: number, extra: Omit<Extract<GatewayError, { kind: 'http' }>, 'kind' | 'status'> = {}): GatewayError => ({
  kind: 'http',
  status,
  ...extra,
});
export const networkError: GatewayError = { kind: 'network', status: 1 };
export const timeoutError: GatewayError = { kind: 'timeout', status: 408 };
export const decodeError = (detail: string): GatewayError => ({ kind: 'decode', status: 502, detail });
