export * from './federal';
export * from './fica';
export * from './frequency';
export * from './paycheck';
export * from './state';
export { FEDERAL_SOURCE, type FilingStatus } from './data/federal-2026';
export { FICA_SOURCE } from './data/fica-2026';
export { STATE_SOURCE } from './data/states';
