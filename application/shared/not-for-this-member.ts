import { isLeft, right, type Either } from 'fp-ts/Either';
import type { GatewayError } from './gateway-error';

/**
 * Spec sections 2 and 8: a failed call goes to the error page with its status, unless its screen handles it
 * (domain/rules/error-catalogue.ts, SCREEN_HANDLED_URL_PARTS). A 403 or 404 from programs, plan management,
 * limits, the employee ID, primary care or the ID card service is such a failure, not a hidden tile.
 *
 * The one refusal that means "none" is named here: the Medicare materials service answers 403 to a member
 * without Medicare (spec section 8, "Medicare materials: 403 yields an empty list"), its normal way of saying
 * the materials are not for this member. Any other status from it is still a failure.
 */
export function notMedicareMeansNone<T>(result: Either<GatewayError, T>, none: T): Either<GatewayError, T> {
  return isLeft(result) && result.left.kind === 'http' && result.left.status === 403 ? right(none) : result;
}
