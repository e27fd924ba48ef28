/// <reference types="vite/client" />

// Set by vite.config.ts `define` from the VITE_GATEWAY environment variable (always present).
interface ImportMetaEnv {
  /** 'sandbox' (the default) or the production gateway's base URL. */
  readonly VITE_GATEWAY: string;
  /** Where the HTTP gateway adapter sends requests: '/gateway' in the sandbox, else the production URL. */
  readonly VITE_GATEWAY_BASE_URL: string;
  // Optional deployment settings, read by adapters/config.ts when present.
  readonly VITE_SSO_URL?: string;
  readonly VITE_REDIRECT_ALLOW_LIST?: string;
  readonly VITE_DOMAIN_HOSTS?: string;
  readonly VITE_GATEWAY_TIMEOUT_MS?: string;
  /** Idle session timeout: warning and logout after this many milliseconds without activity (13 and 15 minutes by default). */
  readonly VITE_IDLE_WARNING_MS?: string;
  readonly VITE_IDLE_LOGOUT_MS?: string;
  /** The eBill page; the sandbox serves a stand-in under the gateway when unset. */
  readonly VITE_EBILL_URL?: string;
  /** The one chat host chat may start for; the sandbox's own when unset in sandbox mode. */
  readonly VITE_CHAT_HOST?: string;
}

/**
 * VITE_FHIR_BASE_URL, set by vite.config.ts `define`: a payer's FHIR R4 Patient Access API (absolute, or a path on
 * the app's origin such as the sandbox's '/fhir'), which claims, authorizations and the ID card's coverage are
 * read from; '' when unset (all from VITE_GATEWAY). Absent outside a Vite build (Node assemblies).
 */
declare const __MD_FHIR_BASE_URL__: string | undefined;

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
