import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { Redirect, useParams } from 'wouter';
import type { Provider } from '../../domain/model';
import { formatPrimaryCareDate } from '../../domain/rules/formats';
import { SEARCH_PAGE_SIZES, SEARCH_RADIUS_MILES } from '../../domain/rules/primary-care-selection';
import { useScreenStore } from '../app/ServicesProvider';
import { useMemberLoad } from './use-member-load';
import { Modal } from '../components/Modal';
import { PageHeading } from '../components/PageHeading';
import { Pager } from '../components/Pager';
import { SelectField } from '../components/SelectField';
import { Spinner } from '../components/Spinner';
import { TextField } from '../components/TextField';
import { ZipField } from '../components/ZipField';
import { CareLayout } from './CareLayout';
import { CARE_COPY } from './care-copy';
import { PrimaryCareSearchStore } from './primary-care-search-store';
import { Locations, providerDisplayName } from './ProviderDetails';
import { Form } from '../components/Form';
import { SearchButton, SearchResults } from './SearchResults';
import { BackLink } from '../components/BackLink';

function ProviderCard({ provider, onChoose }: { readonly provider: Provider; readonly onChoose: () => void }) {
  const name = providerDisplayName(provider.providerName, provider.title);
  const accepting = provider.acceptingNewPatients !== false;
  return (
    <li className="card provider-card" data-testid="provider-result">
      <div className="provider-card__head">
        <h3 className="card__title">{name}</h3>
        <span className={accepting ? 'care-pill care-pill--yes' : 'care-pill care-pill--no'}>{accepting ? CARE_COPY.accepting : CARE_COPY.notAccepting}</span>
      </div>
      <dl className="provider-card__facts">
        {provider.providerGroupName !== null && (
          <div>
            <dt>{CARE_COPY.groupLabel}</dt>
            <dd translate="no">{provider.providerGroupName}</dd>
          </div>
        )}
        {provider.specialty !== null && (
          <div>
            <dt>{CARE_COPY.specialtyLabel}</dt>
            <dd>{provider.specialty}</dd>
          </div>
        )}
        {provider.distance !== null && (
          <div>
            <dt>{CARE_COPY.distanceLabel}</dt>
            <dd>{CARE_COPY.miles(provider.distance)}</dd>
          </div>
        )}
        {provider.languages.length > 0 && (
          <div>
            <dt>{CARE_COPY.languagesLabel}</dt>
            <dd>{provider.languages.join(', ')}</dd>
          </div>
        )}
      </dl>
      <Locations locations={provider.locations} />
      <div className="provider-card__actions">
        {accepting && provider.providerId !== null ? (
          <button type="button" className="button button--primary" onClick={onChoose}>
            {CARE_COPY.choose}{' '}
            <span className="visually-hidden">({name})</span>
          </button>
        ) : (
          <p className="provider-card__note">{CARE_COPY.notAcceptingNote}</p>
        )}
      </div>
    </li>
  );
}

const SelectionModal = observer(function SelectionModal({ store }: { readonly store: PrimaryCareSearchStore }) {
  const draft = store.draft;
  const legendId = useId();
  const errorId = useId();
  if (draft === null) return null;
  const name = providerDisplayName(draft.provider.providerName, draft.provider.title);
  return (
    <Modal
      open
      title={CARE_COPY.selectModalTitle(name)}
      primaryLabel={CARE_COPY.confirm}
      cancelLabel={CARE_COPY.cancel}
      busy={draft.busy}
      onClose={(result) => {
        if (result === 'primary') {
          void store.confirmSelection();
          return false;
        }
        store.cancelSelection();
        return undefined;
      }}
    >
      <fieldset className="pcp-choose" aria-describedby={draft.errors.members === undefined ? undefined : errorId}>
        <legend id={legendId} className="field__label">
          {CARE_COPY.selectMembersLegend}
        </legend>
        {store.selectable.map((member) => {
          const checked = draft.memberKeys.includes(member.member.memberKey);
          return (
            <label key={member.member.memberKey} className="pcp-choose__option">
              <input type="checkbox" checked={checked} disabled={draft.busy} onChange={(event) => store.toggleMember(member.member.memberKey, event.target.checked)} />
              <span>{CARE_COPY.selectMemberOption(`${member.member.firstName} ${member.member.lastName}`, formatPrimaryCareDate(member.effectiveDate))}</span>
            </label>
          );
        })}
        {draft.errors.members !== undefined && (
          <p id={errorId} className="field__error" role="alert">
            {draft.errors.members}
          </p>
        )}
      </fieldset>
      <TextField
        label={CARE_COPY.emailLabel}
        type="email"
        autoComplete="email"
        value={draft.email}
        error={draft.errors.email}
        disabled={draft.busy}
        onValueChange={(value) => store.setEmail(value)}
      />
      <p className="pcp-choose__hint">{CARE_COPY.emailHint}</p>
    </Modal>
  );
});

const SearchContent = observer(function SearchContent({ suffix }: { readonly suffix: number }) {
  const store = useScreenStore(PrimaryCareSearchStore);
  useMemberLoad(store, suffix);

  if (store.notFound) return <Redirect to="/error/404" replace />;
  const member = store.member;
  if (member === null) return <Spinner label={CARE_COPY.loading} />;
  const results = store.results;
  return (
    <>
      <BackLink href="/find-care/primary-care">{CARE_COPY.backToPrimaryCare}</BackLink>
      <PageHeading>{CARE_COPY.searchHeading(member.member.firstName)}</PageHeading>
      <p className="care-intro">{CARE_COPY.searchIntro}</p>
      <Form className="card pcp-search" aria-label={CARE_COPY.searchFormLabel} onSubmit={() => void store.search()}>
        <ZipField label={CARE_COPY.zipLabel} value={store.zip} error={store.errors.zip} onValueChange={(value) => store.setZip(value)} />
        <SelectField label={CARE_COPY.radiusLabel} value={String(store.radius)} options={SEARCH_RADIUS_MILES.map((miles) => ({ value: String(miles), label: CARE_COPY.radiusOption(miles) }))} onValueChange={(value) => store.setRadius(Number(value))} />
        <TextField
          label={CARE_COPY.searchTextLabel}
          value={store.searchString}
          error={store.errors.searchString}
          onValueChange={(value) => store.setSearchString(value)}
          hint={CARE_COPY.searchTextHint}
        />
        <SearchButton className="pcp-search__actions" busy={store.searching}>
          {CARE_COPY.searchButton}
        </SearchButton>
      </Form>

      <SearchResults
        id="pcp-results-heading"
        className="pcp-results"
        heading={CARE_COPY.resultsHeading}
        busy={store.searching}
        count={store.searching ? CARE_COPY.searching : results === null ? '' : CARE_COPY.resultsCount(results.page.totalElements, store.searched?.zip ?? '')}
      >
        {results !== null && results.data.length === 0 && <p className="empty-state" data-testid="no-providers">{CARE_COPY.noResults}</p>}
        {results !== null && results.data.length > 0 && (
          <>
            <ul className="card-list provider-list">
              {results.data.map((provider) => (
                <ProviderCard key={provider.providerId ?? provider.providerName} provider={provider} onChoose={() => store.openSelection(provider)} />
              ))}
            </ul>
            <div className="pcp-pages">
              <Pager label={CARE_COPY.pagination} page={results.page.number + 1} pageCount={results.page.totalPages} onTurn={(page) => void store.turnTo(page - 1)} />
              <SelectField label={CARE_COPY.pageSizeLabel} value={String(store.size)} options={SEARCH_PAGE_SIZES.map((size) => ({ value: String(size), label: String(size) }))} onValueChange={(value) => void store.setSize(Number(value))} />
            </div>
          </>
        )}
      </SearchResults>
      <SelectionModal store={store} />
    </>
  );
});

export default function PrimaryCareSearchPage() {
  const params = useParams<{ suffix: string }>();
  const raw = params.suffix ?? '';
  if (!/^\d+$/.test(raw)) return <Redirect to="/error/404" replace />;
  return <CareLayout primaryCare>{() => <SearchContent suffix={Number(raw)} />}</CareLayout>;
}
