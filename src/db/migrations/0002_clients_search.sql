-- Accent- and case-insensitive client search ("joao" finds "João"), fast for thousands of clients.
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
-- unaccent() is only STABLE; an index needs an IMMUTABLE wrapper bound to the unaccent dictionary.
CREATE OR REPLACE FUNCTION valora_search_text(name text, email text, project text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, coalesce(name, '') || ' ' || coalesce(email, '') || ' ' || coalesce(project, ''))) $$;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "clients_search_trgm_idx" ON "clients" USING gin (valora_search_text("name", "email", "project") gin_trgm_ops);
