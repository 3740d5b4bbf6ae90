-- Trigram search (ILIKE %…%) on titles and names needs pg_trgm before the tables and their GIN indexes.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
