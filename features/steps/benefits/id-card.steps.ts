import assert from 'node:assert/strict';
import { type DataTable, Then, When } from '@cucumber/cucumber';
import type { IdCardMeasure, IdCardView } from '../../../domain/model';
import { idCardFigureTable, medicalCardFigures } from '../../../domain/rules/id-card-figures';
import { formatUsd } from '../../../domain/rules/money';
import { tierLabel } from '../../../domain/rules/network-tiers';
import { IdCards } from '../../../application/account/id-card';
import { BRANDS as SANDBOX_BRANDS } from '../../../adapters/sandbox/personas/content-catalogue';
import { LoadBenefits } from '../../../application/benefits/load-benefits';
import { BENEFITS_COPY } from '../../../ui/benefits/benefits-copy';
import type { MemberWorld } from '../../support/world';
import { accountStateOf } from '../home/home.steps';

/* The ID card's amounts as the card's use case answers them for the screen (the PDF and the e-mail print the same card). */

const CARD = 'idCard.card';

/** The words the card uses for each amount (the screen's English copy). */
const MEASURE_WORDS: Readonly<Record<IdCardMeasure, () => string>> = {
  deductible: () => BENEFITS_COPY.deductible,
  outOfPocketMaximum: () => BENEFITS_COPY.outOfPocket,
  annualMaximum: () => BENEFITS_COPY.idCardAnnualMaximum,
};

// Single-use: the ID card's statement of the plan's costs, which only the ID card feature reads.
When('they look at their {string} ID card', async function (this: MemberWorld, category: string) {
  const state = await accountStateOf(this);
  const outcome = await this.app().get(IdCards).view(state.viewer.memberKey);
  assert.equal(outcome.kind, 'loaded', `the ID cards did not load: ${JSON.stringify(outcome)}`);
  if (outcome.kind !== 'loaded') return;
  const card = outcome.cards.find((candidate) => candidate.category === category);
  assert.ok(card !== undefined, `no ${category} card among ${outcome.cards.map((candidate) => candidate.category).join(', ')}`);
  this.remember<IdCardView>(CARD, card);
});

// Single-use: the ID card's statement of the plan's costs, which only the ID card feature reads.
Then('the card states', function (this: MemberWorld, expected: DataTable) {
  const table = idCardFigureTable(this.recall<IdCardView>(CARD).figures);
  const amount = (value: number | null): string => (value === null ? '' : formatUsd(value));
  // Read network by network, as the card's columns are: each network's amounts, row by row.
  const stated = table.networks.flatMap((networkTier) =>
    table.rows.flatMap((row) =>
      row.cells
        .filter((cell) => cell.networkTier === networkTier && (cell.individual !== null || cell.family !== null))
        .map((cell) => ({
          network: networkTier === null ? BENEFITS_COPY.idCardAllNetworks : tierLabel(networkTier),
          amount: MEASURE_WORDS[row.measure](),
          individual: amount(cell.individual),
          family: amount(cell.family),
        })),
    ),
  );
  assert.deepEqual(stated, expected.hashes());
});

// Single-use: the ID card's statement of the plan's costs, which only the ID card feature reads.
Then("the card gives the consumer assistance phone {string} and the insurer's consumer assistance website", function (this: MemberWorld, phone: string) {
  const card = this.recall<IdCardView>(CARD);
  const website = SANDBOX_BRANDS[this.app().brand.domainId()].website;
  assert.deepEqual({ phone: card.customerServicePhone, website: card.customerServiceWebsite }, { phone, website });
  assert.match(website, /^www\.[a-z.]+\/help$/, 'a web address the member can type');
});

// Single-use: the ID card's statement of the plan's costs, which only the ID card feature reads.
Then("the card's amounts are those their medical benefits show", async function (this: MemberWorld) {
  const state = await accountStateOf(this);
  const outcome = await this.app().get(LoadBenefits).medical({ memberKey: state.viewer.memberKey });
  assert.equal(outcome.kind, 'loaded', `the medical benefits did not load: ${JSON.stringify(outcome)}`);
  if (outcome.kind !== 'loaded') return;
  const tiers = outcome.value.tiers.flatMap((tier) => (tier.benefits === null ? [] : [{ tierId: tier.tierId, name: tier.name, benefits: tier.benefits }]));
  const figures = medicalCardFigures(tiers, Object.fromEntries(tiers.map((tier) => [tier.name, tier.benefits])));
  assert.deepEqual(this.recall<IdCardView>(CARD).figures, figures);
});
