-- Prefix indexes for every prefix length from 2 to 8 characters (was 2 and 3).
--
-- A prefix term such as "camera"* whose length has no prefix index makes FTS5 read and merge the doclist of
-- every indexed word that starts with it, for every query and again for bm25's statistics; with a prefix
-- index of that length it reads one precomputed doclist and can stop early. At 1,000,000 products this took
-- search p99 from ~20 ms to ~7 ms, for ~190 MB more index. Words longer than 8 characters still merge.
--
-- FTS5 cannot change its prefix option in place, so the index is dropped and rebuilt from product. The
-- triggers from 0003 name productSearch and keep working against the new table.
DROP TABLE productSearch;

CREATE VIRTUAL TABLE productSearch USING fts5(
    name,
    description,
    content = 'product',
    content_rowid = 'id',
    tokenize = 'unicode61 remove_diacritics 2',
    prefix = '2 3 4 5 6 7 8'
);

INSERT INTO productSearch (productSearch) VALUES ('rebuild');
