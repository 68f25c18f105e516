-- Every change to the known words of people's names (search_words: a new word, or how many hold one) is told on the
-- channel podium_name_words as "<holders> <word>" when it commits. Each server process keeps the words in memory and
-- answers a name search's first question from them (modules/search/name-dictionary.ts).
create function name_word_told() returns trigger
language plpgsql
as $$ begin perform pg_notify('podium_name_words', new.holders || ' ' || new.word); return null; end $$;

create trigger search_words_told_on_insert after insert on search_words
for each row execute function name_word_told();

create trigger search_words_told_on_update after update of holders on search_words
for each row when (old.holders is distinct from new.holders) execute function name_word_told();
