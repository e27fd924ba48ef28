import { isLeft } from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { PcpSearchRequest, PcpSearchResponse } from '../../domain/model';
import { pcpSearchErrors, pcpSearchRequest, type PcpSearchErrors, type PcpSearchForm } from '../../domain/rules/primary-care-selection';
import type { GatewayError } from '../shared/gateway-error';
import { PRIMARY_CARE_GATEWAY, type PrimaryCareGateway } from '../ports/primary-care-gateway';
import { fieldErrors } from '../shared/field-errors';

export type PcpSearchOutcome =
  | { readonly kind: 'invalid'; readonly errors: PcpSearchErrors }
  | { readonly kind: 'results'; readonly request: PcpSearchRequest; readonly response: PcpSearchResponse }
  | { readonly kind: 'error'; readonly error: GatewayError };

/**
 * Searches primary care providers for members (each with the day a choice would take effect) by ZIP,
 * radius and name or specialty text, one page at a time. Nothing is sent while the form is invalid.
 */
@injectable()
export class SearchPrimaryCare {
  constructor(@inject(PRIMARY_CARE_GATEWAY) private readonly primaryCare: PrimaryCareGateway) {}

  async execute(
    form: PcpSearchForm,
    members: readonly { readonly memberKey: string; readonly effectiveDate: string }[],
    page: number,
    size: number,
  ): Promise<PcpSearchOutcome> {
    const errors = fieldErrors(() => pcpSearchErrors(form));
    if (errors !== null) return { kind: 'invalid', errors };
    const request = pcpSearchRequest(form, members);
    const response = await this.primaryCare.search(request, Math.max(0, Math.floor(page)), size);
    return isLeft(response) ? { kind: 'error', error: response.left } : { kind: 'results', request, response: response.right };
  }
}
