import { makeAutoObservable, runInAction } from 'mobx';
import { inject, injectable } from 'inversify';
import type { PcpSearchResponse, Provider } from '../../domain/model';
import {
  DEFAULT_SEARCH_PAGE_SIZE,
  DEFAULT_SEARCH_RADIUS_MILES,
  type PcpSearchErrors,
  type PcpSearchForm,
} from '../../domain/rules/primary-care-selection';
import { NAVIGATOR, type Navigator } from '../../application/ports/platform';
import { LoadPrimaryCare, type PrimaryCareMemberView, type PrimaryCareView } from '../../application/care/load-primary-care';
import { SearchPrimaryCare } from '../../application/care/search-primary-care';
import { SelectPrimaryCare, type SelectPrimaryCareErrors } from '../../application/care/select-primary-care';
import { AccountStore } from '../stores/account-store';
import { NotificationStore } from '../stores/notification-store';
import { LatestRequest } from '../stores/loadable';
import { SessionStore } from '../stores/session-store';
import { CARE_COPY } from './care-copy';
import { pathTo } from '../../domain/routes';
import { withoutError } from '../../application/shared/field-errors';

/** How long the confirmation of a selection stays on screen. */
const SELECTED_TOAST_MS = 8000;

export interface SelectionDraft {
  readonly provider: Provider;
  memberKeys: string[];
  email: string;
  errors: SelectPrimaryCareErrors;
  busy: boolean;
}

/**
 * /find-care/primary-care/{suffix}/search: search providers by ZIP, distance and name or specialty, page
 * through the results, and choose one for one or several members. After a choice the account state is
 * resolved again, so the home tile and the primary care pages show the new provider without a reload.
 */
@injectable()
export class PrimaryCareSearchStore {
  view: PrimaryCareView | null = null;
  member: PrimaryCareMemberView | null = null;
  notFound = false;
  zip = '';
  radius = DEFAULT_SEARCH_RADIUS_MILES;
  searchString = '';
  size = DEFAULT_SEARCH_PAGE_SIZE;
  errors: PcpSearchErrors = {};
  results: PcpSearchResponse | null = null;
  /** What the shown results were found with: page turns and a new page size stay within it, not within fields changed since. */
  searched: PcpSearchForm | null = null;
  draft: SelectionDraft | null = null;
  private readonly searches = new LatestRequest();

  constructor(
    @inject(LoadPrimaryCare) private readonly loadPrimaryCare: LoadPrimaryCare,
    @inject(SearchPrimaryCare) private readonly searchPrimaryCare: SearchPrimaryCare,
    @inject(SelectPrimaryCare) private readonly selectPrimaryCare: SelectPrimaryCare,
    @inject(AccountStore) private readonly account: AccountStore,
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(NotificationStore) private readonly notifications: NotificationStore,
    @inject(NAVIGATOR) private readonly navigator: Navigator,
  ) {
    makeAutoObservable<PrimaryCareSearchStore, 'loadPrimaryCare' | 'searchPrimaryCare' | 'selectPrimaryCare' | 'account' | 'session' | 'notifications' | 'navigator' | 'searches'>(this, {
      loadPrimaryCare: false,
      searchPrimaryCare: false,
      selectPrimaryCare: false,
      account: false,
      session: false,
      notifications: false,
      navigator: false,
      searches: false,
    });
  }

  get searching(): boolean {
    return this.searches.pending;
  }

  /** Members who may choose a provider now, the page's member first. */
  get selectable(): PrimaryCareMemberView[] {
    if (this.view === null || this.member === null) return [];
    const others = this.view.members.filter((member) => member.canSelect && member.member.memberKey !== this.member?.member.memberKey);
    return [this.member, ...others];
  }

  /** Loads the member of the page and, unless they may not choose, searches near the family's address. */
  async load(suffix: number): Promise<void> {
    const outcome = await this.loadPrimaryCare.execute();
    runInAction(() => {
      if (outcome.kind === 'error') {
        this.session.fail(outcome.error);
        return;
      }
      const member = outcome.kind === 'loaded' ? outcome.view.members.find((candidate) => candidate.member.memberSuffix === suffix) : undefined;
      if (outcome.kind !== 'loaded' || member === undefined || !member.canSelect) {
        this.notFound = true;
        return;
      }
      this.view = outcome.view;
      this.member = member;
      this.zip = outcome.view.account.address.zipCode.slice(0, 5);
    });
    if (this.member !== null) await this.search();
  }

  setZip(value: string): void {
    this.zip = value;
    this.errors = withoutError(this.errors, 'zip');
  }

  setRadius(value: number): void {
    this.radius = value;
  }

  setSearchString(value: string): void {
    this.searchString = value;
    this.errors = withoutError(this.errors, 'searchString');
  }

  async setSize(size: number): Promise<void> {
    this.size = size;
    if (this.searched !== null) await this.find(this.searched, 0);
  }

  /** The form as the member filled it in, from its first page. */
  search(): Promise<void> {
    return this.find({ zip: this.zip.trim(), radius: this.radius, searchString: this.searchString }, 0);
  }

  /** Another page (from 0) of what the shown results were found with. */
  async turnTo(page: number): Promise<void> {
    if (this.searched !== null) await this.find(this.searched, page);
  }

  private async find(criteria: PcpSearchForm, page: number): Promise<void> {
    const member = this.member;
    if (member === null || member.effectiveDate === null) return;
    const members = [{ memberKey: member.member.memberKey, effectiveDate: member.effectiveDate }];
    const size = this.size;
    await this.searches.run(() => this.searchPrimaryCare.execute(criteria, members, page, size), (outcome) => {
      if (outcome.kind === 'error') this.session.fail(outcome.error);
      else if (outcome.kind === 'invalid') this.errors = outcome.errors;
      else {
        this.errors = {};
        this.results = outcome.response;
        this.searched = criteria;
      }
    });
  }

  openSelection(provider: Provider): void {
    if (this.member === null) return;
    this.draft = {
      provider,
      memberKeys: [this.member.member.memberKey],
      email: this.view?.account.preferences.emailAddress ?? '',
      errors: {},
      busy: false,
    };
  }

  toggleMember(memberKey: string, chosen: boolean): void {
    const draft = this.draft;
    if (draft === null) return;
    draft.memberKeys = chosen ? [...new Set([...draft.memberKeys, memberKey])] : draft.memberKeys.filter((key) => key !== memberKey);
    draft.errors = withoutError(draft.errors, 'members');
  }

  setEmail(email: string): void {
    if (this.draft === null) return;
    this.draft.email = email;
    this.draft.errors = withoutError(this.draft.errors, 'email');
  }

  cancelSelection(): void {
    if (this.draft?.busy !== true) this.draft = null;
  }

  async confirmSelection(): Promise<void> {
    const draft = this.draft;
    const member = this.member;
    if (draft === null || member === null || draft.busy || draft.provider.providerId === null) return;
    draft.busy = true;
    const outcome = await this.selectPrimaryCare.execute({ providerId: draft.provider.providerId, memberKeys: draft.memberKeys, email: draft.email });
    if (outcome.kind === 'selected') {
      // The home tile and the menus read the account state: resolve it again before leaving.
      await this.account.reload();
    }
    runInAction(() => {
      draft.busy = false;
      switch (outcome.kind) {
        case 'invalid':
          draft.errors = outcome.errors;
          return;
        case 'refused':
          draft.errors = { members: outcome.message };
          return;
        case 'error':
          this.draft = null;
          this.session.fail(outcome.error);
          return;
        case 'selected':
          this.draft = null;
          this.notifications.notify({ message: CARE_COPY.selected(outcome.confirmation), status: 'success', dismissAfter: SELECTED_TOAST_MS });
          this.navigator.go(pathTo('primaryCareMember', { suffix: member.member.memberSuffix }));
      }
    });
  }
}
