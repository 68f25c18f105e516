-- Search (issue 10): typo-tolerant, accent-insensitive name search, and the athlete search's test filters.
-- Both extensions are trusted (a database owner may create them) and PGlite ships them (db/connection.ts loads them).
create extension if not exists pg_trgm;

create extension if not exists unaccent;

-- A name as search compares it: lower case, accents dropped ("José" -> "jose"). unaccent() itself is only stable
-- (its dictionary could be changed), so an index may not use it; naming the dictionary and schema pins what it
-- reads, the usual way to make it immutable. Every query writes search_name(...) so the indexes below serve it.
create function search_name(name text) returns text
language sql immutable strict parallel safe
as $$ select lower(public.unaccent('public.unaccent'::regdictionary, name)) $$;

-- Kept beside the name, so checking a candidate row and scoring it reads a column instead of running unaccent
-- (a trigram index hands back many candidates for common trigrams; unaccent on each was most of a search's time).
alter table users add column search_name text generated always as (search_name(name)) stored;

alter table organisations add column search_name text generated always as (search_name(name)) stored;

-- Trigram indexes serve the % (similarity) and %> (word similarity) operators name search filters by.
create index users_search_name_idx on users using gin (search_name gin_trgm_ops);

create index organisations_search_name_idx on organisations using gin (search_name gin_trgm_ops);

-- A threshold ("vertical jump over 80 cm") and "sort by a test" walk one test's standings best first (merit is
-- higher-is-better for every test), from a cursor, stopping once a page is full.
create index ranking_standings_search_idx on ranking_standings (test_key, merit desc, profile_id);
