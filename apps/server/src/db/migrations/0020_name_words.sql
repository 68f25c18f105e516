-- Name search by word (issue 10, search speed). A trigram index over whole names hands back tens of thousands of
-- candidates at 1,000,000 people ("jonh smth" shares common trigrams with most names). Names are made of words, and
-- a country's names share few of them (about 85,000 distinct words for 1,000,000 people), so each typed word is
-- first matched to known words (exactly, as the start of a word, or one letter off), and the people holding those
-- words are then walked in id order (modules/search/person-names.ts).

-- A name's words as search compares them: lower case, accents dropped (search_name), apostrophes dropped so
-- "O'Brien" is the word "obrien", split at spaces and punctuation ("Jean-Luc" is "jean" and "luc"); each word once.
create function name_words(name text) returns text[]
language sql immutable strict parallel safe
as $$ select coalesce(array_agg(distinct word order by word), '{}') from regexp_split_to_table(regexp_replace(search_name(name), '[''’`]', '', 'g'), '[[:space:][:punct:]]+') as word where word <> '' $$;

-- A word with one letter left out, every way: two words one edit apart (a letter added, left out, changed, or two
-- swapped) share one of these or one is the other (the symmetric delete method). Words under 4 letters get none:
-- one letter off a three-letter name is mostly another name.
create function word_deletes(word text) returns text[]
language sql immutable strict parallel safe
as $$ select coalesce(array_agg(distinct left(word, i - 1) || substr(word, i + 1)), '{}') from generate_series(1, length(word)) as i where length(word) >= 4 $$;

-- Every word any person's name holds, once, with how many hold it (kept by name_words' triggers below): a search
-- walks the holders of a combination's rarest word and looks the others up. Words compare byte by byte ("C", in all
-- three tables, so their indexes serve each other's joins), and the words a typed start begins are a range of the
-- primary key. A word stays when its last holder renames, held by nobody.
create table search_words (
  word text collate "C" primary key,
  holders integer not null default 0 check (holders >= 0)
);

-- Each word's deletes, to find the words one edit from a typed one by equality.
create table search_word_deletes (
  variant text collate "C" not null,
  word text collate "C" not null,
  primary key (variant, word)
);

-- Who holds which word: walked per word in id order (the primary key), and read per person (user_id).
create table name_words (
  word text collate "C" not null,
  user_id uuid not null references users (id) on delete cascade,
  primary key (word, user_id)
);

create index name_words_user_idx on name_words (user_id);

-- Holders counted per statement, as rankings count standings (0003): one update per word a statement touches.
create function name_words_counted_on_insert() returns trigger
language plpgsql
as $$ begin insert into search_words as s (word, holders) select word, count(*) from new_rows group by word order by word on conflict (word) do update set holders = s.holders + excluded.holders; return null; end $$;

create function name_words_counted_on_delete() returns trigger
language plpgsql
as $$ begin update search_words s set holders = s.holders - gone.n from (select word, count(*) as n from old_rows group by word) as gone where s.word = gone.word; return null; end $$;

create trigger name_words_counted_on_insert after insert on name_words
referencing new table as new_rows for each statement execute function name_words_counted_on_insert();

create trigger name_words_counted_on_delete after delete on name_words
referencing old table as old_rows for each statement execute function name_words_counted_on_delete();

-- Kept by the database itself, so no code path that sets a name can forget it.
create function index_name_words() returns trigger
language plpgsql
as $$ begin delete from name_words where user_id = new.id; insert into name_words (word, user_id) select word, new.id from unnest(name_words(new.name)) as word; insert into search_word_deletes (variant, word) select variant, word from unnest(name_words(new.name)) as word, unnest(word_deletes(word)) as variant on conflict do nothing; return null; end $$;

create trigger users_name_words_insert after insert on users
for each row execute function index_name_words();

create trigger users_name_words_update after update of name on users
for each row when (old.name is distinct from new.name) execute function index_name_words();

insert into name_words (word, user_id) select word, id from users, unnest(name_words(name)) as word;

insert into search_word_deletes (variant, word) select variant, word from search_words, unnest(word_deletes(word)) as variant;

-- Plan every word as if many people held it: a name search reads a few holders of each word in id order and stops,
-- which is right for "james" (3 % of people) and costs nothing for a rare word, while PostgreSQL's estimate for an
-- unknown word (a few hundred rows) would make it read every holder of both words and sort them.
alter table name_words alter column word set (n_distinct = 50);

-- People are no longer matched by their whole name's trigrams (organisations still are).
drop index users_search_name_idx;

alter table users drop column search_name;

-- A test's standings walked best first, ties newest profile id first: the order search pages in (key desc, id desc),
-- so a page stops after its rows. Ascending ids made it read and sort every tie of a popular score first (6,500
-- athletes share the best 40-yard dash time in the search benchmark's data).
drop index ranking_standings_search_idx;

create index ranking_standings_search_idx on ranking_standings (test_key, merit desc, profile_id desc);
