import { describe, expect, it } from 'vitest';
import { registrationPoliciesStartState, registrationPoliciesUpdate } from './registration-policies';

describe('registrationPoliciesStartState', () => {
  it('leaves the communication policy unticked unless it was signed', () => {
    expect(registrationPoliciesStartState({ isCommunicationPolicySigned: false, isEeobPreferenceConsented: null }, true).communicationPolicySigned).toBe(false);
    expect(registrationPoliciesStartState({ isCommunicationPolicySigned: true, isEeobPreferenceConsented: null }, true).communicationPolicySigned).toBe(true);
  });

  it('offers subscribers electronic EOBs by default, unless they already chose', () => {
    expect(registrationPoliciesStartState({ isCommunicationPolicySigned: false, isEeobPreferenceConsented: null }, true).eobConsented).toBe(true);
    expect(registrationPoliciesStartState({ isCommunicationPolicySigned: false, isEeobPreferenceConsented: false }, true).eobConsented).toBe(false);
    expect(registrationPoliciesStartState({ isCommunicationPolicySigned: false, isEeobPreferenceConsented: true }, true).eobConsented).toBe(true);
  });

  it('asks non-subscribers nothing about EOBs, whatever is on file', () => {
    expect(registrationPoliciesStartState({ isCommunicationPolicySigned: false, isEeobPreferenceConsented: true }, false).eobConsented).toBeNull();
    expect(registrationPoliciesStartState({ isCommunicationPolicySigned: false, isEeobPreferenceConsented: null }, false).eobConsented).toBeNull();
  });
});

describe('registrationPoliciesUpdate', () => {
  it('sends the subscriber’s EOB choice', () => {
    expect(registrationPoliciesUpdate({ communicationPolicySigned: true, eobConsented: false }, true)).toEqual({
      isCommunicationPolicySigned: true,
      isEeobPreferenceConsented: false,
    });
  });

  it('never sends an EOB choice for a non-subscriber', () => {
    expect(registrationPoliciesUpdate({ communicationPolicySigned: true, eobConsented: true }, false)).toEqual({
      isCommunicationPolicySigned: true,
      isEeobPreferenceConsented: null,
    });
  });
});
