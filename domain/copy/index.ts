export * from './contact-copy';
export * from './error-copy';
export * from './notices-copy';
export * from './validation-copy';
