-- Client search also finds a client by CPF or CNPJ (numeric or alphanumeric, IN RFB 2.229/2024).
-- The document is stored compact (CPF digits, or the CNPJ's 14 characters in upper case); the
-- search text carries it in lower case like the rest, and the query side drops the punctuation of
-- a document-like query, so '12.ABC.345/01DE-35', '12abc34501de35' and '345/01de' all find it.
CREATE OR REPLACE FUNCTION valora_client_search_text(name text, email text, project text, document text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, coalesce(name, '') || ' ' || coalesce(email, '') || ' ' || coalesce(project, '') || ' ' || coalesce(document, ''))) $$;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "clients_search_document_trgm_idx" ON "clients" USING gin (valora_client_search_text("name", "email", "project", "document") gin_trgm_ops);--> statement-breakpoint
DROP INDEX IF EXISTS "clients_search_trgm_idx";--> statement-breakpoint
DROP FUNCTION IF EXISTS valora_search_text(text, text, text);
