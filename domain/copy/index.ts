export * from './contact-copy';
export * from './error-copy';
export * from './footer-copy';
export * from './notices-copy';
export * from './validation-copy';
export * from './session-copy';
export * from './server-copy';
