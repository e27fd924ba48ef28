import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useSearch } from 'wouter';
import { ESTIMATE_ORDERS, ESTIMATOR_FIELD_LABELS, fitsAge, type EstimateOrder, type ServiceEstimate } from '../../domain/rules/cost-estimate';
import { formatUsd } from '../../domain/rules/money';
import type { EstimateResult, EstimatorMember } from '../../application/care/estimate-costs';
import { useScreenStore } from '../app/ServicesProvider';
import { PageHeading } from '../components/PageHeading';
import { SelectField } from '../components/SelectField';
import { Spinner } from '../components/Spinner';
import { TextField } from '../components/TextField';
import { ZipField } from '../components/ZipField';
import { gatewayLang } from '../i18n/gateway-lang';
import { CareLayout } from './CareLayout';
import { COST_ESTIMATOR_COPY as COPY } from './cost-estimator-copy';
import { CostEstimatorStore } from './cost-estimator-store';
import { readEstimateQuery } from './estimate-query';
import { Form } from '../components/Form';
import './cost-estimator.css';
import { SearchButton, SearchResults } from './SearchResults';

function Breakdown({ item, planName }: { readonly item: ServiceEstimate; readonly planName: string | null }) {
  const { estimate, sharing, remaining, price } = item;
  const parts = (['deductible', 'copay', 'coinsurance', 'overAnnualMaximum'] as const).filter((part) => estimate[part] > 0);
  const dental = price.service.category === 'dental';
  return (
    <details className="estimate__details">
      <summary>
        {COPY.breakdownSummary}
        <span className="visually-hidden"> {COPY.breakdownFor(price.service.name, price.providerName)}</span>
      </summary>
      {parts.length > 0 && (
        <dl className="estimate__parts">
          {parts.map((part) => (
            <div key={part}>
              <dt>{COPY.parts[part]}</dt>
              <dd>{formatUsd(estimate[part])}</dd>
            </div>
          ))}
        </dl>
      )}
      <h4 className="estimate__assumptions-heading">{COPY.assumptionsHeading}</h4>
      <ul className="estimate__assumptions">
        {planName !== null && <li>{COPY.plan(planName)}</li>}
        <li>{COPY.sharing(sharing.sharingClass, sharing.copay, sharing.coinsurance, sharing.deductibleApplies)}</li>
        {sharing.deductibleApplies && <li>{COPY.deductibleLeft(remaining.individualDeductible, remaining.familyDeductible)}</li>}
        {!dental && <li>{COPY.outOfPocketLeft(remaining.individualOutOfPocket, remaining.familyOutOfPocket)}</li>}
        {remaining.annualMaximum !== null && <li>{COPY.annualMaximumLeft(remaining.annualMaximum)}</li>}
        <li>{COPY.inNetworkOnly}</li>
      </ul>
    </details>
  );
}

function EstimateCard({ item, planName, member }: { readonly item: ServiceEstimate; readonly planName: string | null; readonly member: EstimatorMember }) {
  const { price, estimate } = item;
  const ages = price.service.ages;
  return (
    <li className="card estimate" data-testid="estimate">
      <h3 className="card__title estimate__service">
        <span lang={gatewayLang(price.service.language)}>{price.service.name}</span> <span className="estimate__code">({price.service.code})</span>
      </h3>
      {ages !== null && !fitsAge(price.service, member.age) && (
        <p className="estimate__ages" data-testid="other-ages">
          {COPY.otherAges(ages.from, ages.to, member.name)}
        </p>
      )}
      <p className="estimate__provider">
        <strong>{price.providerName}</strong>
        {price.groupName !== null && <span>, {price.groupName}</span>}
        <br />
        <span className="estimate__address">
          {price.addressLine1}, {price.city}, {price.state} {price.zipCode}
        </span>
      </p>
      <dl className="estimate__figures">
        <div className="estimate__you-pay">
          <dt>{COPY.youPay}</dt>
          <dd>{formatUsd(estimate.memberPays)}</dd>
        </div>
        <div>
          <dt>{COPY.rate}</dt>
          <dd>{formatUsd(estimate.rate)}</dd>
        </div>
        <div>
          <dt>{COPY.planPays}</dt>
          <dd>{formatUsd(estimate.planPays)}</dd>
        </div>
        <div>
          <dt>{COPY.distance}</dt>
          <dd>{price.distance === null ? COPY.distanceUnknown : COPY.miles(price.distance)}</dd>
        </div>
      </dl>
      <Breakdown item={item} planName={planName} />
    </li>
  );
}

const Results = observer(function Results({ store, result }: { readonly store: CostEstimatorStore; readonly result: EstimateResult }) {
  const finding = result.finding;
  if (finding.kind === 'unknown-code') return <p className="empty-state" data-testid="estimator-message">{COPY.unknownCode(finding.code)}</p>;
  if (finding.kind === 'no-results') return <p className="empty-state" data-testid="estimator-message">{COPY.noResults(store.searched)}</p>;
  if (finding.kind === 'no-coverage') return <p className="empty-state" data-testid="estimator-message">{COPY.noCoverage(result.member.name, finding.categories)}</p>;
  const estimates = store.estimates;
  const dental = estimates.some((item) => item.price.service.category === 'dental');
  return (
    <>
      <SelectField
        className="estimator__sort"
        label={COPY.sortLabel}
        value={store.order}
        options={ESTIMATE_ORDERS.map((order) => ({ value: order, label: COPY.sortOptions[order] }))}
        onValueChange={(value) => store.setOrder(value as EstimateOrder)}
      />
      <ul className="estimate-list">
        {estimates.map((item) => (
          <EstimateCard key={`${item.price.providerId}|${item.price.service.code}`} item={item} planName={result.planNames[item.price.service.category]} member={result.member} />
        ))}
      </ul>
      {dental && <p className="care-note">{COPY.dentalNote}</p>}
    </>
  );
});

const EstimatorContent = observer(function EstimatorContent() {
  const store = useScreenStore(CostEstimatorStore);
  const query = useSearch();
  useEffect(() => {
    void store.load(readEstimateQuery(query));
    // Read once, when the page opens: the form then holds what the member types.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [store]);

  if (store.notAllowed) {
    return (
      <>
        <PageHeading>{COPY.heading}</PageHeading>
        <p className="empty-state" data-testid="estimator-message">{COPY.notAllowed}</p>
      </>
    );
  }
  const start = store.start;
  if (start === null) return <Spinner label={COPY.loading} />;
  const result = store.result;
  const count = store.estimates.length;
  return (
    <>
      <PageHeading>{COPY.heading}</PageHeading>
      <p className="care-intro">{COPY.intro}</p>
      <Form className="card estimator-form" aria-label={COPY.formLabel} onSubmit={() => void store.estimate()}>
        {start.members.length > 1 && (
          <SelectField
            label={COPY.memberLabel}
            value={store.memberKey}
            options={start.members.map((member) => ({ value: member.memberKey, label: member.name }))}
            onValueChange={(value) => void store.setMember(value)}
          />
        )}
        <TextField label={ESTIMATOR_FIELD_LABELS.search} value={store.search} error={store.errors.search} hint={COPY.searchHint} onValueChange={(value) => store.setSearch(value)} maxLength={100} />
        <ZipField label={ESTIMATOR_FIELD_LABELS.zip} value={store.zip} error={store.errors.zip} onValueChange={(value) => store.setZip(value)} />
        <SearchButton className="estimator-form__actions" busy={store.searching}>
          {COPY.submit}
        </SearchButton>
      </Form>

      <SearchResults
        id="estimator-results-heading"
        className="estimator-results"
        heading={COPY.resultsHeading}
        busy={store.searching}
        count={store.searching ? COPY.searching : result === null || count === 0 ? '' : COPY.resultsCount(count, result.zip)}
      >
        {result !== null ? (
          <Results store={store} result={result} />
        ) : (
          !store.searching && (
            <p className="empty-state" data-testid="estimator-message">
              {COPY.notSearched}
            </p>
          )
        )}
        <p className="estimator-results__disclaimer">{COPY.disclaimer}</p>
      </SearchResults>
    </>
  );
});

export default function CostEstimatorPage() {
  return <CareLayout>{() => <EstimatorContent />}</CareLayout>;
}
