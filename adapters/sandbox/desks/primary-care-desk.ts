import { left, right } from 'fp-ts/Either';
import type { PcpHistoryEntry, PcpSearchRequest, PcpSearchResponse, PcpSelectRequest, PrimaryCareEligibility, PrimaryCareMember, Provider } from '../../../domain/model';
import { familyMembersVisibleTo } from '../../../domain/rules/claims';
import { emailRules } from '../../../domain/rules/validators';
import { ageOn } from '../../../domain/rules/cost-estimate';
import { PROVIDER_DIRECTORY, findProvider, matchesSearch, milesBetween, seesPatientAged, zipCentroid } from '../personas/provider-directory';
import { OPEN_ENDED, isIsoDate } from '../sandbox-dates';
import { type Answer, type MemberSession, type Token, checkPaging, fail, satisfies, type SandboxState } from '../sandbox-state';

/** The sandbox insurer's desk for primary care history, search and selection (the primary care port). */
export class PrimaryCareDesk {
  constructor(private readonly state: SandboxState) {}

  pcpMembers(token: Token, today: string): Answer<readonly PrimaryCareMember[]> {
    // Scoped as claims are: a dependant sees only their own primary care history.
    return this.state.withMember(token, today, (session) => {
      const visible = new Set(familyMembersVisibleTo(session.viewer, session.plan.account.members).map((member) => member.memberKey));
      return right(this.pcpMembersOf(session).filter((member) => visible.has(member.memberKey)));
    });
  }

  pcpEligibility(token: Token, today: string): Answer<PrimaryCareEligibility> {
    return this.state.withMember(token, today, (session) => right(session.plan.primaryCare.eligibility));
  }

  provider(token: Token, request: { readonly providerId: string }, today: string): Answer<Provider> {
    return this.state.withMember(token, today, () => {
      const provider = findProvider(request.providerId);
      return provider === undefined ? fail(404, 'PROVIDER_NOT_FOUND', 'Provider not found.') : right(provider);
    });
  }

  cityOfPortland(token: Token, today: string): Answer<string | null> {
    return this.state.withMember(token, today, (session) => right(session.plan.cityOfPortlandDueDate));
  }

  selectPcp(token: Token, request: PcpSelectRequest, today: string): Answer<string> {
    return this.state.withMember(token, today, (session) => {
      const eligibility = session.plan.primaryCare.eligibility;
      if (!eligibility.eligible) return fail(403, 'NOT_ELIGIBLE', 'Primary care selection is not part of this plan.');
      if (request.pcpSelectList.length === 0) return fail(400, 'NO_MEMBERS', 'Choose at least one member.');
      for (const selection of request.pcpSelectList) {
        if (!eligibility.members.includes(selection.memberKey)) return fail(400, 'MEMBER_NOT_ELIGIBLE', 'That member cannot choose a primary care provider.');
        if (!isIsoDate(selection.effectiveDate)) return fail(400, 'INVALID_DATE', 'effectiveDate must be yyyy-mm-dd.');
      }
      const provider = findProvider(request.providerId);
      if (provider === undefined) return fail(404, 'PROVIDER_NOT_FOUND', 'Provider not found.');
      if (request.email !== null && request.email.trim() !== '' && !satisfies(request.email.trim(), emailRules())) {
        return fail(400, 'INVALID_EMAIL', 'Enter a valid email address.');
      }
      const selections = this.state.familyState(session.familyKey).pcpSelections;
      for (const selection of request.pcpSelectList) selections.push({ ...selection, providerId: request.providerId });
      const confirmation = `PCP${today.replace(/-/g, '')}-${String(selections.length).padStart(4, '0')}`;
      const name = provider.title === null ? provider.providerName : `${provider.providerName}, ${provider.title}`;
      return right(`${name} is now the primary care provider. Confirmation number ${confirmation}.`);
    });
  }

  searchProviders(token: Token, request: { readonly search: PcpSearchRequest; readonly page: number; readonly size: number }, today: string): Answer<PcpSearchResponse> {
    return this.state.withMember(token, today, (session) => {
      const { search, page, size } = request;
      if (!/^\d{5}$/.test(search.zip.trim())) return fail(400, 'INVALID_ZIP', 'Enter a 5-digit ZIP code.');
      if (!(search.radius > 0 && search.radius <= 500)) return fail(400, 'INVALID_RADIUS', 'Choose a distance between 1 and 500 miles.');
      const paging = checkPaging(page, size);
      if (paging !== null) return left(paging);
      const origin = zipCentroid(search.zip.trim());
      // Only clinicians who see every member searched for, at their age on the day the choice would start.
      const ages = search.members.map((member) =>
        ageOn(session.plan.account.members.find((candidate) => candidate.memberKey === member.memberKey)?.dateOfBirth ?? null, member.effectiveDate),
      );
      const found =
        origin === null
          ? []
          : PROVIDER_DIRECTORY.flatMap((provider) => {
              const distances = provider.locations
                .map((location) => zipCentroid(location.zipCode))
                .filter((point): point is readonly [number, number] => point !== null)
                .map((point) => milesBetween(origin, point));
              const distance = distances.length === 0 ? null : Math.min(...distances);
              const fits = distance !== null && distance <= search.radius && matchesSearch(provider, search.searchString) && ages.every((age) => seesPatientAged(provider, age));
              return fits ? [{ ...provider, distance }] : [];
            }).sort((a, b) => (a.distance ?? 0) - (b.distance ?? 0) || a.providerName.localeCompare(b.providerName));
      return right({
        data: found.slice(page * size, page * size + size),
        page: { number: page, size, totalElements: found.length, totalPages: Math.ceil(found.length / size) },
      });
    });
  }

  /** History with this instance's selections applied: a new selection ends the one it overlaps. */
  private pcpMembersOf(session: MemberSession): PrimaryCareMember[] {
    const selections = this.state.families.get(session.familyKey)?.pcpSelections ?? [];
    return session.plan.primaryCare.members.map((member) =>
      selections
        .filter((selection) => selection.memberKey === member.memberKey)
        .reduce<PrimaryCareMember>((current, selection) => {
          const provider = findProvider(selection.providerId);
          if (provider === undefined) return current;
          const kept = current.pcp360History
            .filter((entry) => entry.beginDate < selection.effectiveDate)
            .map((entry): PcpHistoryEntry =>
              entry.endDate === null || entry.endDate > selection.effectiveDate
                ? { ...entry, endDate: selection.effectiveDate, pcpSelected: false, pcpTerminationReason: 'Member changed provider' }
                : entry,
            );
          const terminationDate = member.eligibleDates[0]?.terminationDate ?? null;
          const chosen: PcpHistoryEntry = {
            providerId: selection.providerId,
            providerName: provider.providerName,
            providerTitle: provider.title,
            beginDate: selection.effectiveDate,
            endDate: terminationDate ?? OPEN_ENDED,
            pcpSelected: true,
            pcpTerminationReason: null,
            locations: provider.locations,
          };
          return { ...current, pcp360History: [...kept, chosen] };
        }, member),
    );
  }
}
