-- Full-text search over product name and description, with the meaning of the SQLite schema's FTS5 index
-- (unicode61, remove_diacritics 2, prefix terms): words are runs of letters and digits, folded to lower case and
-- without diacritics; every search word is a prefix and all are required; a name match weighs ten times a
-- description match.
--
-- A stored tsvector column (name weighted A, description B) with a GIN index: `search @@ query` with prefix
-- lexemes ('lapt':*) is answered from the index, ts_rank ranks. Chosen over pg_trgm: trigrams match substrings
-- anywhere in a word ("apt" would find "laptop"), need three characters to use the index, and rank by similarity,
-- not by where the words were found.
CREATE EXTENSION IF NOT EXISTS unaccent SCHEMA public;

-- The text the index and the queries both see: diacritics removed, lower case, every run of characters that are
-- not letters or digits turned into one space (so "USB-C", "foo.bar" and "café's" split into words as FTS5 splits
-- them, and the text search parser never sees e-mail, URL or file-path tokens). Case and letters are ICU's
-- (und-x-icu), not the database's locale: in a database with the C locale, lower() and [[:alnum:]] know ASCII only.
CREATE FUNCTION shop_search_text(value text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
RETURN regexp_replace(
    lower(public.unaccent('public.unaccent'::regdictionary, value) COLLATE "und-x-icu"), '[^[:alnum:]]+', ' ', 'g'
);

-- A search text (words of letters and digits, separated by spaces) as a query: every word a prefix, all required.
-- A text with no word gives an empty query, which matches nothing.
CREATE FUNCTION shop_search_query(words text) RETURNS tsquery
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
RETURN (
    SELECT to_tsquery('simple', coalesce(string_agg(quote_literal(word) || ':*', ' & '), ''))
    FROM regexp_split_to_table(public.shop_search_text(words), ' ') AS word
    WHERE word <> ''
);

ALTER TABLE product ADD COLUMN search tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('simple', public.shop_search_text(name)), 'A')
    || setweight(to_tsvector('simple', public.shop_search_text(description)), 'B')
) STORED;

CREATE INDEX product_search ON product USING gin (search);
