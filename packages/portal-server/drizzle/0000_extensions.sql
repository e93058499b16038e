-- Trigram similarity for search and "Did you mean" suggestions (pg_trgm is a trusted extension, so the
-- database owner may create it; PGlite loads it on every open).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
