-- Name search, two words at once (issue 10, search speed). A combination of two words ("delli" and "viren") was
-- walked down the holders of the rarer one, checking each for the other: 2,300 index entries read to find the six
-- people holding both. Every pair of words a person's name holds is now a key of its own, so the people holding two
-- words are read directly, in id order, and only they are read. A person with a name of k words has k(k-1)/2 pairs
-- (most names: one). The row carries the person's whole list of words, as name_words' does (0021), for a third
-- typed word and for the words that would have matched better.
create table name_word_pairs (
  first text collate "C" not null,
  second text collate "C" not null check (first < second),
  user_id uuid not null references users (id) on delete cascade,
  words text[] not null,
  primary key (first, second, user_id) include (words)
);

create index name_word_pairs_user_idx on name_word_pairs (user_id);

insert into name_word_pairs (first, second, user_id, words)
select a, b, id, words from (select id, name_words(name) as words from users) u, unnest(words) as a, unnest(words) as b
 where a collate "C" < b collate "C";

alter table name_word_pairs alter column first set (n_distinct = 50);

create or replace function index_name_words() returns trigger
language plpgsql
as $$ begin delete from name_words where user_id = new.id; delete from name_word_pairs where user_id = new.id; insert into name_words (word, user_id, words) select word, new.id, name_words(new.name) from unnest(name_words(new.name)) as word; insert into name_word_pairs (first, second, user_id, words) select a, b, new.id, words from (select name_words(new.name) as words) w, unnest(words) as a, unnest(words) as b where a collate "C" < b collate "C"; insert into search_word_deletes (variant, word) select variant, word from unnest(name_words(new.name)) as word, unnest(word_deletes(word)) as variant on conflict do nothing; return null; end $$;

-- The same deletes as 0020's function, made in a loop rather than by a set query: a third of the cost of the name
-- search's candidate statement went to it.
create or replace function word_deletes(word text) returns text[]
language plpgsql immutable strict parallel safe
as $$ declare deletes text[] := '{}'; variant text; begin if length(word) < 4 then return deletes; end if; for i in 1 .. length(word) loop variant := left(word, i - 1) || substr(word, i + 1); if not variant = any(deletes) then deletes := deletes || variant; end if; end loop; return deletes; end $$;
