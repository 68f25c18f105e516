-- Name search, walking a word's holders without looking anything up (issue 10, search speed). A combination of
-- words ("nimo" and "kamo") was walked down its rarest word's holders, each holder's other words looked up by key:
-- three or four index pages per holder, and a combination few people hold walks every holder of its rarest word
-- (35,000 pages for one typed name at 1,000,000 people). Each row now carries its person's whole list of words, in
-- the primary key's index too, so the walk checks the other words on the index page it is reading.
alter table name_words add column words text[] not null default '{}';

update name_words n set words = name_words(u.name) from users u where u.id = n.user_id;

-- Set by index_name_words with every row, as the word itself is.
alter table name_words alter column words drop default;

alter table name_words drop constraint name_words_pkey, add primary key (word, user_id) include (words);

create or replace function index_name_words() returns trigger
language plpgsql
as $$ begin delete from name_words where user_id = new.id; insert into name_words (word, user_id, words) select word, new.id, name_words(new.name) from unnest(name_words(new.name)) as word; insert into search_word_deletes (variant, word) select variant, word from unnest(name_words(new.name)) as word, unnest(word_deletes(word)) as variant on conflict do nothing; return null; end $$;
