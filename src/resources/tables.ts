/** Every resource folder's tables, for the drizzle schema index (`src/server/db/schema/index.ts`). */
export * from './adjustments/table';
export * from './departments/table';
export * from './distributions/table';
export * from './expenses/table';
export * from './identity-verifications/table';
export * from './reviews/table';
export * from './time-off-requests/table';
export * from './project-codes/table';
export * from './purchase-orders/table';
export * from './holidays/table';
export * from './gsa-rates/table';
export * from './workers-comp-codes/table';
export * from './labor-posters/table';
export * from './platform-pages/table';
export * from './document-templates/table';
export * from './payroll-bank-accounts/table';
export * from './api-keys/table';
