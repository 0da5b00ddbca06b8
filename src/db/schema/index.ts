export * from './auth';
export * from './profiles';
export * from './calculation-settings';
export * from './subscriptions';
export * from './billing';
export * from './services';
export * from './clients';
export * from './proposals';
