export * from './account';
export * from './auth';
export * from './benefits';
export * from './brand';
export * from './care';
export * from './claims';
export * from './programs';
export * from './cost-estimator';
