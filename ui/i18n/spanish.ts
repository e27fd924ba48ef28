import { ERROR_PAGE_COPY_ES, LOGIN_ERROR_COPY_ES } from '../../domain/copy/error-copy.es';
import { NOTICES_COPY_ES, PLAN_MANAGEMENT_COPY_ES } from '../../domain/copy/notices-copy.es';
import { SESSION_SERVER_COPY_ES } from '../../domain/copy/server-copy.es';
import { REFUSAL_COPY_ES } from '../../domain/copy/refusal-copy.es';
import { SESSION_FIELD_LABELS_ES, MEMBER_IDENTITY_LABELS_ES, SESSION_VALIDATION_COPY_ES } from '../../domain/copy/session-copy.es';
import { VALIDATION_COPY_ES, FIELD_LABELS_ES } from '../../domain/copy/validation-copy.es';
import { PREFERENCE_COPY_ES, ACCOUNT_COPY_ES } from '../account/account-copy.es';
import { ID_CARD_DOWNLOAD_COPY_ES } from '../account/id-card-copy.es';
import { DATA_SHARING_COPY_ES } from '../account/data-sharing-copy.es';
import { HEALTH_RECORD_COPY_ES } from '../account/health-record-copy.es';
import { BENEFITS_COPY_ES } from '../benefits/benefits-copy.es';
import { AUTHORIZATIONS_COPY_ES } from '../care/authorizations-copy.es';
import { CONTACT_DIRECTORY_COPY_ES } from '../../domain/copy/contact-copy.es';
import { FOOTER_COPY_ES } from '../../domain/copy/footer-copy.es';
import { FORMATS_COPY_ES } from '../../domain/copy/formats-copy.es';
import { RULES_COPY_ES } from '../../domain/copy/rules-copy.es';
import { LANGUAGE_ASSISTANCE_COPY_ES } from '../shell/language-assistance-copy.es';
import {
  AUTHORIZATION_FIELD_LABELS_ES,
  AUTHORIZATION_KIND_LABELS_ES,
  AUTHORIZATION_STATUS_LABELS_ES,
  CLAIM_STATUS_LABELS_ES,
  CLAIM_TYPE_LABELS_ES,
  CLAIMS_FIELD_LABELS_ES,
  COVERAGE_CATEGORY_LABELS_ES,
  ELIGIBILITY_STATUS_LABELS_ES,
  ESTIMATOR_FIELD_LABELS_ES,
  PRIMARY_CARE_FIELD_LABELS_ES,
  TIER_LABELS_ES,
  LIMIT_NAMES_ES,
  RELATIONSHIP_LABELS_ES,
} from '../../domain/copy/labels-copy.es';
import { PLAN_DAY_COPY_ES } from '../../domain/copy/plan-day-copy.es';
import { SHORTCUT_NAMES_ES } from '../../domain/copy/shortcut-copy.es';
import { TERMS_ES } from '../../domain/copy/terms-copy.es';
import { COMPONENTS_COPY_ES } from '../components/components-copy.es';
import { CARE_COPY_ES } from '../care/care-copy.es';
import { COST_ESTIMATOR_COPY_ES } from '../care/cost-estimator-copy.es';
import { CLAIMS_COPY_ES } from '../claims/claims-copy.es';
import { EOB_EXPLAINER_COPY_ES } from '../claims/eob-explainer-copy.es';
import { HOME_COPY_ES } from '../home/home-copy.es';
import { SECOND_FACTOR_INVITATION_COPY_ES } from '../home/second-factor-invitation-copy.es';
import { CHANGE_PASSWORD_COPY_ES } from '../session/change-password-copy.es';
import { GROUP_SELECTION_COPY_ES } from '../session/group-selection-copy.es';
import { IDLE_TIMEOUT_COPY_ES } from '../session/idle-timeout-copy.es';
import { LANDING_COPY_ES } from '../session/landing-copy.es';
import { LOGIN_COPY_ES } from '../session/login-copy.es';
import { SECOND_STEP_COPY_ES } from '../session/second-step-copy.es';
import { SECURITY_COPY_ES } from '../account/security-copy.es';
import { PASSKEYS_COPY_ES } from '../account/passkeys-copy.es';
import { PASSKEY_OUTCOME_COPY_ES } from '../session/passkey-outcome-copy.es';
import { PASSKEY_SIGN_IN_COPY_ES } from '../session/passkey-sign-in-copy.es';
import { FRESH_CHECK_COPY_ES } from '../components/fresh-check-copy.es';
import { PAGER_COPY_ES } from '../components/pager-copy.es';
import { LOGOUT_COPY_ES } from '../session/logout-copy.es';
import { NEW_ID_COPY_ES } from '../session/new-id-copy.es';
import { RECOVERY_COPY_ES } from '../session/recovery-copy.es';
import { REGISTRATION_POLICIES_COPY_ES, REGISTRATION_COPY_ES } from '../session/registration-copy.es';
import { UPDATE_EMAIL_COPY_ES } from '../session/update-email-copy.es';
import { ACCESSIBILITY_COPY_ES } from '../shell/accessibility-copy.es';
import { SHELL_COPY_ES, CHAT_COPY_ES, CONTACT_COPY_ES, ERROR_PAGE_UI_COPY_ES } from '../shell/shell-copy.es';
import { GROUP_CARDS_COPY_ES } from '../home/group-cards-copy.es';
import { CANCEL_PLAN_COPY_ES } from '../home/cancel-plan-copy.es';
import { ASK_COPY_ES, MESSAGE_RULES_COPY_ES, MESSAGE_TOPIC_NAMES_ES } from '../../domain/copy/messages-copy.es';
import { MESSAGES_COPY_ES } from '../messages/messages-copy.es';
import { UNREAD_COPY_ES } from '../messages/unread-copy.es';
import {
  APPEAL_OUTCOME_LABELS_ES,
  APPEAL_RULES_COPY_ES,
  APPEAL_STATUS_LABELS_ES,
  COMPLAINT_CATEGORY_NAMES_ES,
  COMPLAINT_STATUS_LABELS_ES,
  REMAINING_OPTION_LABELS_ES,
} from '../../domain/copy/appeals-copy.es';
import { APPEAL_FORM_COPY_ES } from '../appeals/appeal-form-copy.es';
import { APPEALS_COPY_ES } from '../appeals/appeals-copy.es';

/**
 * Every Spanish catalogue, by the id its English catalogue answers to (the export's name): one chunk,
 * loaded when a member chooses Spanish (ui/i18n/start-language.ts). ui/i18n/catalogues.test.ts checks that
 * every English catalogue has its translation here, with the same keys.
 */
export const SPANISH: Readonly<Record<string, object>> = {
  ACCESSIBILITY_COPY: ACCESSIBILITY_COPY_ES,
  ACCOUNT_COPY: ACCOUNT_COPY_ES,
  AUTHORIZATIONS_COPY: AUTHORIZATIONS_COPY_ES,
  BENEFITS_COPY: BENEFITS_COPY_ES,
  CANCEL_PLAN_COPY: CANCEL_PLAN_COPY_ES,
  CARE_COPY: CARE_COPY_ES,
  CHANGE_PASSWORD_COPY: CHANGE_PASSWORD_COPY_ES,
  CHAT_COPY: CHAT_COPY_ES,
  CLAIMS_COPY: CLAIMS_COPY_ES,
  CLAIM_STATUS_LABELS: CLAIM_STATUS_LABELS_ES,
  CLAIM_TYPE_LABELS: CLAIM_TYPE_LABELS_ES,
  RELATIONSHIP_LABELS: RELATIONSHIP_LABELS_ES,
  COVERAGE_CATEGORY_LABELS: COVERAGE_CATEGORY_LABELS_ES,
  ELIGIBILITY_STATUS_LABELS: ELIGIBILITY_STATUS_LABELS_ES,
  COMPONENTS_COPY: COMPONENTS_COPY_ES,
  CONTACT_COPY: CONTACT_COPY_ES,
  DATA_SHARING_COPY: DATA_SHARING_COPY_ES,
  HEALTH_RECORD_COPY: HEALTH_RECORD_COPY_ES,
  COST_ESTIMATOR_COPY: COST_ESTIMATOR_COPY_ES,
  EOB_EXPLAINER_COPY: EOB_EXPLAINER_COPY_ES,
  ERROR_PAGE_COPY: ERROR_PAGE_COPY_ES,
  ERROR_PAGE_UI_COPY: ERROR_PAGE_UI_COPY_ES,
  FIELD_LABELS: FIELD_LABELS_ES,
  GROUP_CARDS_COPY: GROUP_CARDS_COPY_ES,
  GROUP_SELECTION_COPY: GROUP_SELECTION_COPY_ES,
  HOME_COPY: HOME_COPY_ES,
  IDLE_TIMEOUT_COPY: IDLE_TIMEOUT_COPY_ES,
  ID_CARD_DOWNLOAD_COPY: ID_CARD_DOWNLOAD_COPY_ES,
  LANDING_COPY: LANDING_COPY_ES,
  LOGIN_COPY: LOGIN_COPY_ES,
  SECOND_STEP_COPY: SECOND_STEP_COPY_ES,
  SECURITY_COPY: SECURITY_COPY_ES,
  PASSKEYS_COPY: PASSKEYS_COPY_ES,
  PASSKEY_SIGN_IN_COPY: PASSKEY_SIGN_IN_COPY_ES,
  PASSKEY_OUTCOME_COPY: PASSKEY_OUTCOME_COPY_ES,
  FRESH_CHECK_COPY: FRESH_CHECK_COPY_ES,
  PAGER_COPY: PAGER_COPY_ES,
  SECOND_FACTOR_INVITATION_COPY: SECOND_FACTOR_INVITATION_COPY_ES,
  LOGIN_ERROR_COPY: LOGIN_ERROR_COPY_ES,
  LOGOUT_COPY: LOGOUT_COPY_ES,
  MEMBER_IDENTITY_LABELS: MEMBER_IDENTITY_LABELS_ES,
  NEW_ID_COPY: NEW_ID_COPY_ES,
  NOTICES_COPY: NOTICES_COPY_ES,
  PLAN_MANAGEMENT_COPY: PLAN_MANAGEMENT_COPY_ES,
  PREFERENCE_COPY: PREFERENCE_COPY_ES,
  RECOVERY_COPY: RECOVERY_COPY_ES,
  REFUSAL_COPY: REFUSAL_COPY_ES,
  REGISTRATION_COPY: REGISTRATION_COPY_ES,
  REGISTRATION_POLICIES_COPY: REGISTRATION_POLICIES_COPY_ES,
  SESSION_FIELD_LABELS: SESSION_FIELD_LABELS_ES,
  SESSION_SERVER_COPY: SESSION_SERVER_COPY_ES,
  SESSION_VALIDATION_COPY: SESSION_VALIDATION_COPY_ES,
  SHELL_COPY: SHELL_COPY_ES,
  UPDATE_EMAIL_COPY: UPDATE_EMAIL_COPY_ES,
  VALIDATION_COPY: VALIDATION_COPY_ES,
  TERMS: TERMS_ES,
  TIER_LABELS: TIER_LABELS_ES,
  LIMIT_NAMES: LIMIT_NAMES_ES,
  AUTHORIZATION_STATUS_LABELS: AUTHORIZATION_STATUS_LABELS_ES,
  AUTHORIZATION_KIND_LABELS: AUTHORIZATION_KIND_LABELS_ES,
  CLAIMS_FIELD_LABELS: CLAIMS_FIELD_LABELS_ES,
  AUTHORIZATION_FIELD_LABELS: AUTHORIZATION_FIELD_LABELS_ES,
  ESTIMATOR_FIELD_LABELS: ESTIMATOR_FIELD_LABELS_ES,
  SHORTCUT_NAMES: SHORTCUT_NAMES_ES,
  PRIMARY_CARE_FIELD_LABELS: PRIMARY_CARE_FIELD_LABELS_ES,
  LANGUAGE_ASSISTANCE_COPY: LANGUAGE_ASSISTANCE_COPY_ES,
  RULES_COPY: RULES_COPY_ES,
  PLAN_DAY_COPY: PLAN_DAY_COPY_ES,
  FORMATS_COPY: FORMATS_COPY_ES,
  CONTACT_DIRECTORY_COPY: CONTACT_DIRECTORY_COPY_ES,
  FOOTER_COPY: FOOTER_COPY_ES,
  MESSAGE_RULES_COPY: MESSAGE_RULES_COPY_ES,
  MESSAGE_TOPIC_NAMES: MESSAGE_TOPIC_NAMES_ES,
  APPEAL_RULES_COPY: APPEAL_RULES_COPY_ES,
  APPEAL_STATUS_LABELS: APPEAL_STATUS_LABELS_ES,
  APPEAL_OUTCOME_LABELS: APPEAL_OUTCOME_LABELS_ES,
  APPEAL_FORM_COPY: APPEAL_FORM_COPY_ES,
  APPEALS_COPY: APPEALS_COPY_ES,
  REMAINING_OPTION_LABELS: REMAINING_OPTION_LABELS_ES,
  COMPLAINT_CATEGORY_NAMES: COMPLAINT_CATEGORY_NAMES_ES,
  COMPLAINT_STATUS_LABELS: COMPLAINT_STATUS_LABELS_ES,
  ASK_COPY: ASK_COPY_ES,
  MESSAGES_COPY: MESSAGES_COPY_ES,
  UNREAD_COPY: UNREAD_COPY_ES,
};
