import type { Referral } from '../../../domain/model';
import { SandboxDay } from '../sandbox-dates';

/** Specialist referrals, spread over the family, several specialists and statuses; older ones have expired. */

const SPECIALISTS: readonly { readonly providerId: string; readonly name: string; readonly specialty: string }[] = [
  { providerId: 'S201144', name: 'Dr. Natalie Hughes, Rose City Cardiology', specialty: 'Cardiology' },
  { providerId: 'S201187', name: 'Dr. Aaron Feldman, Pearl District Dermatology', specialty: 'Dermatology' },
  { providerId: 'S201203', name: 'Dr. Kiran Bhatt, Westside Orthopedics', specialty: 'Orthopedic Surgery' },
  { providerId: 'S201256', name: 'Cascade Physical Therapy, Sellwood', specialty: 'Physical Therapy' },
  { providerId: 'S201279', name: 'Dr. Laura Mendez, Northwest Allergy & Asthma', specialty: 'Allergy and Immunology' },
  { providerId: 'S201310', name: 'Dr. Owen Gallagher, Portland Gastroenterology', specialty: 'Gastroenterology' },
  { providerId: 'S201335', name: 'Dr. Yuki Sato, Willamette ENT', specialty: 'Otolaryngology' },
  { providerId: 'S201362', name: 'Bridgeview Behavioral Health', specialty: 'Behavioral Health' },
  { providerId: 'S201398', name: 'Dr. Rebecca Stone, Children’s Endocrine Clinic', specialty: 'Pediatric Endocrinology' },
  { providerId: 'S201421', name: 'Dr. Paul Whitman, Eastside Eye Associates', specialty: 'Ophthalmology' },
];

export const REFERRAL_STATUSES: readonly { readonly code: string; readonly description: string }[] = [
  { code: 'APPROVED', description: 'Approved' },
  { code: 'PENDING', description: 'Pending review' },
  { code: 'DENIED', description: 'Denied' },
  { code: 'CANCELLED', description: 'Cancelled' },
];

/** Mostly approved, as in real life; the pattern repeats every seven referrals. */
const STATUS_PATTERN: readonly number[] = [0, 0, 1, 0, 2, 0, 3];
const DURATIONS_DAYS: readonly number[] = [90, 180, 365];
const VISITS: readonly number[] = [6, 12, 1, 4, 8];

export interface ReferredMember {
  readonly memberKey: string;
  readonly name: string;
}

/**
 * `count` referrals, newest first, each started 17 days before the next; with more than six, the
 * oldest have ended before today (expired).
 */
export function referralsFor(today: string, members: readonly ReferredMember[], count: number, seed: number): Referral[] {
  const day = SandboxDay.of(today);
  return Array.from({ length: count }, (_, index): Referral | null => {
    const member = members[(index + seed) % members.length];
    const specialist = SPECIALISTS[(index * 3 + seed) % SPECIALISTS.length];
    const status = REFERRAL_STATUSES[STATUS_PATTERN[index % STATUS_PATTERN.length] ?? 0];
    const duration = DURATIONS_DAYS[index % DURATIONS_DAYS.length] ?? 90;
    const authorized = VISITS[index % VISITS.length] ?? 1;
    if (member === undefined || specialist === undefined || status === undefined) return null;
    const start = day.minus({ days: 4 + index * 17 });
    const end = start.plus({ days: duration });
    const elapsedShare = Math.min(1, (index * 17 + 4) / duration);
    const used = status.code === 'APPROVED' ? Math.min(authorized, Math.round(authorized * elapsedShare)) : 0;
    return {
      referralId: `RF${start.iso.replace(/-/g, '').slice(2)}${String(seed * 100 + index).padStart(4, '0')}`,
      memberKey: member.memberKey,
      memberName: member.name,
      providerId: specialist.providerId,
      providerName: specialist.name,
      specialty: specialist.specialty,
      statusCode: status.code,
      statusDescription: status.description,
      startDate: start.iso,
      endDate: end.iso,
      visitsAuthorized: authorized,
      visitsUsed: used,
    };
  }).filter((referral): referral is Referral => referral !== null);
}
