-- Trigram matching for the global search palette: GIN indexes with gin_trgm_ops answer
-- `ilike '%part%'` without reading every row (the indexes are in the drizzle schema).
create extension if not exists pg_trgm;
