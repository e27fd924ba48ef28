import * as t from 'io-ts';
import type { PriorAuthorizationRule } from '../../../domain/model';
import { ServiceCategoryCodec } from './authorizations';
import type { Same } from './common';

/** The plan's list of services and whether each needs prior authorization (GET /api/prior-authorizations/requirements). */
export const PriorAuthorizationRuleCodec = t.type(
  { code: t.string, description: t.string, category: ServiceCategoryCodec, required: t.boolean, keywords: t.readonlyArray(t.string) },
  'PriorAuthorizationRule',
);
const _rule: Same<t.TypeOf<typeof PriorAuthorizationRuleCodec>, PriorAuthorizationRule> = true;
export const PriorAuthorizationRulesCodec = t.readonlyArray(PriorAuthorizationRuleCodec, 'PriorAuthorizationRules');
