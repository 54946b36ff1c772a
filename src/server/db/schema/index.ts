export * from './profiles';
export * from './users';
export * from './branding';
export * from './events';
export * from './seed-runs';
export * from './jobs';
export * from './assignments';
export * from './timesheets';
