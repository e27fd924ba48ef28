import { readdirSync, readFileSync } from 'node:fs';
import fc from 'fast-check';
import * as E from 'fp-ts/Either';
import * as t from 'io-ts';
import { describe, expect, it } from 'vitest';
import { arbitraryFor, jsonKey } from '../testing/arbitraries';
import * as codecs from './index';
import {
  AccountDetailsCodec,
  CalendarWireCodec,
  ErrorBodyCodec,
  MedicalBenefitsWireCodec,
  MemberCodec,
  PlanManagementDetailsCodec,
  PreferencesCodec,
  TokenResponseCodec,
} from './index';

/** Every codec the module exports (helpers such as `nullable` and `pageCodec` are functions, not codecs). */
const allCodecs: readonly [string, t.Mixed][] = Object.entries(codecs).flatMap(([name, value]): [string, t.Mixed][] =>
  value instanceof t.Type ? [[name, value]] : [],
);

// The envelope's own fields cannot double as tier names.
const tierRef = fc.record({ tierId: fc.string({ maxLength: 8 }), name: jsonKey().filter((name) => name !== 'asOfDate' && name !== 'tiers') });

/** Domain-shaped medical benefits whose byTier holds exactly the listed tiers, as the wire requires. */
const medicalBenefits = fc
  .uniqueArray(tierRef, { selector: (ref) => ref.name, maxLength: 3 })
  .chain((refs) =>
    fc.record({
      asOfDate: fc.string({ maxLength: 10 }),
      tiers: fc.constant(refs),
      byTier: fc.tuple(...refs.map(() => arbitraryFor(codecs.MedicalTierCodec))).map((tiers) =>
        Object.fromEntries(refs.map((ref, index) => [ref.name, tiers[index]])),
      ),
    }),
  );

/** Generators for the mapped codecs, in their domain form. */
const custom: ReadonlyMap<t.Mixed, fc.Arbitrary<unknown>> = new Map<t.Mixed, fc.Arbitrary<unknown>>([
  [MedicalBenefitsWireCodec, medicalBenefits],
  [CalendarWireCodec, fc.string()],
]);
const mappedCodecs: ReadonlySet<t.Mixed> = new Set(custom.keys());

/** What travels: encode, then through JSON text and back, as the sandbox server and fetch do. */
function decoded(codec: t.Mixed, payload: unknown): unknown {
  const result = codec.decode(payload);
  if (E.isLeft(result)) throw new Error(`generated ${codec.name} payload did not decode`);
  return result.right;
}

const overTheWire = (codec: t.Mixed, value: unknown): unknown => JSON.parse(JSON.stringify(codec.encode(value)));

describe('codecs', () => {
  it('are all read through the index, so that every codec file is checked below', () => {
    const here = new URL('.', import.meta.url);
    const index = readFileSync(new URL('index.ts', here), 'utf8');
    const files = readdirSync(here).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && file !== 'index.ts');
    expect(files.filter((file) => !index.includes(`export * from './${file.slice(0, -3)}';`))).toEqual([]);
  });

  it('never throw, whatever JSON arrives', () => {
    for (const [, codec] of allCodecs) {
      fc.assert(
        fc.property(fc.jsonValue(), (value) => {
          const result = codec.decode(value);
          expect(E.isLeft(result) || E.isRight(result)).toBe(true);
        }),
        { numRuns: 60 },
      );
    }
  });

  it.each(allCodecs)('%s round-trips generated valid payloads: decode(encode(x)) equals x', (_name, codec) => {
    const generated = arbitraryFor(codec, custom);
    fc.assert(
      fc.property(generated, (payload) => {
        // A mapped codec's generator yields the domain form; the others yield valid wire payloads.
        const value = mappedCodecs.has(codec) ? payload : decoded(codec, payload);
        expect(codec.decode(overTheWire(codec, value))).toEqual(E.right(value));
      }),
      { numRuns: 40 },
    );
  });
});

const eligibility = {
  classPlanId: 'CP1',
  effectiveDate: '2024-01-01',
  terminationDate: null,
  classPlanEffectiveDate: '2024-01-01',
  eligible: true,
  insuranceType: 'PPO',
};
const member = {
  memberKey: 'M100',
  memberSuffix: 0,
  firstName: 'Pat',
  lastName: 'Rivera',
  relationship: 'S',
  relationshipDescription: 'Subscriber',
  dateOfBirth: '1980-05-01',
  sex: 'F',
  sexDescription: 'Female',
  hasOutOfAreaPlan: false,
  hasOtherMedical: false,
  hasOtherDental: false,
  role: 'subscriber',
  medicalEligibility: eligibility,
  dentalEligibility: { ...eligibility, insuranceType: undefined },
  visionEligibility: null,
  pharmacyEligibility: null,
};
const preferences = {
  emailAddress: null,
  electronicEob: 'Y',
  emailBreakingNews: 'N',
  electronicMedicareMailing: 'N',
  emailPaymentReminder: 'N',
  emailAutopayWithdrawalReminder: 'N',
  discontinuePaperStatements: 'N',
  emailWhenBillReady: 'N',
  emailEwpNotification: 'N',
  showEwpLandingPage: 'N',
};
const account = {
  subscriberId: '123456789',
  subscriberKey: 'S1',
  groupKey: 'G1',
  groupId: '10001',
  groupName: 'Example Employer',
  parentGroupId: '10000',
  parentGroupName: 'Example Parent',
  effectiveDate: '2024-01-01',
  hireDate: null,
  members: [member],
  preferences,
  address: {
    addressLine1: '1 Main St',
    addressLine2: null,
    city: 'Portland',
    state: 'OR',
    zipCode: '97201',
    country: 'US',
    phoneNumber: null,
  },
  chatConfig: null,
};

describe('codecs accept the shapes of spec section 3', () => {
  it('decodes account details with members, preferences and address', () => {
    expect(AccountDetailsCodec.decode(account)).toEqual(E.right(account));
  });

  it('decodes a token response with or without a redirect', () => {
    expect(E.isRight(TokenResponseCodec.decode({ token: 'a.b.c', redirect: null }))).toBe(true);
    expect(E.isRight(TokenResponseCodec.decode({ token: 'a.b.c', redirect: 'https://example.test/next' }))).toBe(true);
  });

  it('decodes an error body with any subset of code, message and errorData', () => {
    expect(ErrorBodyCodec.decode({ code: 'ACCOUNT_LOCKED' })).toEqual(E.right({ code: 'ACCOUNT_LOCKED' }));
    expect(E.isRight(ErrorBodyCodec.decode({}))).toBe(true);
  });
});

describe('codecs refuse wrong shapes', () => {
  it('refuses a member whose suffix is text', () => {
    expect(E.isLeft(MemberCodec.decode({ ...member, memberSuffix: '0' }))).toBe(true);
  });

  it('refuses a preference flag other than Y or N', () => {
    expect(E.isLeft(PreferencesCodec.decode({ ...preferences, electronicEob: 'yes' }))).toBe(true);
  });

  it('refuses a missing field rather than letting undefined into the domain', () => {
    const { members: _dropped, ...withoutMembers } = account;
    expect(E.isLeft(AccountDetailsCodec.decode(withoutMembers))).toBe(true);
  });

  it('refuses a cancellation status other than M or D', () => {
    const details = {
      eligibleAndActive: true,
      groupType: 'INDIVIDUAL',
      openEnrollmentStart: null,
      openEnrollmentEnd: null,
      currentPlanYear: null,
      upcomingPlanYear: null,
      coverageEndDateUponCancellation: null,
      coverageStartDateUponRenewal: null,
      directPlanCancellationStatus: { id: 'X' },
      directCancellationOptions: [],
      directShopUrl: null,
      exchangeUrl: null,
      exchangeUrlLabel: null,
    };
    expect(E.isLeft(PlanManagementDetailsCodec.decode(details))).toBe(true);
    expect(E.isRight(PlanManagementDetailsCodec.decode({ ...details, directPlanCancellationStatus: { id: 'D' } }))).toBe(true);
  });

  it('refuses a calendar without its HTML value', () => {
    expect(E.isLeft(CalendarWireCodec.decode({ data: { item: { content: {} } } }))).toBe(true);
    expect(E.isLeft(CalendarWireCodec.decode('<p>raw html</p>'))).toBe(true);
  });
});
