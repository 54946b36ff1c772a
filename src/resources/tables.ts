/** Every resource folder's tables, for the drizzle schema index (`src/server/db/schema/index.ts`). */
export * from './distributions/table';
