import { VALIDATION_COPY } from '../copy/validation-copy';
import type { RegistrationPolicies } from '../model';

/** The registration policies form (spec sections 2, 4 and 5). */
export interface RegistrationPoliciesForm {
  readonly communicationPolicySigned: boolean;
  /** true: EOBs delivered electronically; false: on paper; null: not asked (non-subscribers). */
  readonly eobConsented: boolean | null;
}

/**
 * Start state (spec section 4): the communication policy unticked unless already signed; the EOB choice
 * null for non-subscribers, and for subscribers consented unless they already chose.
 */
export function registrationPoliciesStartState(policies: RegistrationPolicies, isSubscriber: boolean): RegistrationPoliciesForm {
  return {
    communicationPolicySigned: policies.isCommunicationPolicySigned,
    eobConsented: isSubscriber ? (policies.isEeobPreferenceConsented ?? true) : null,
  };
}

/** What is sent: only subscribers choose how EOBs are delivered, whatever the form holds. */
export function registrationPoliciesUpdate(form: RegistrationPoliciesForm, isSubscriber: boolean): RegistrationPolicies {
  return {
    isCommunicationPolicySigned: form.communicationPolicySigned,
    isEeobPreferenceConsented: isSubscriber ? (form.eobConsented ?? true) : null,
  };
}

/** Registration policies: the digital communications policy must be confirmed. */
export function validateRegistrationPolicies(f: { readonly communicationPolicySigned: boolean }): string | null {
  return f.communicationPolicySigned ? null : VALIDATION_COPY.communicationPolicyRequired;
}
