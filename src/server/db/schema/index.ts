export * from './profiles';
export * from './users';
export * from './branding';
export * from './events';
export * from './seed-runs';
export * from './verification-codes';
export * from './outbox';
export * from './preferences';
