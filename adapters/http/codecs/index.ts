export * from './account';
export * from './auth';
export * from './benefits';
export * from './care';
export * from './common';
export * from './programs';
export * from './registration';
export * from './wire';
