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
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
