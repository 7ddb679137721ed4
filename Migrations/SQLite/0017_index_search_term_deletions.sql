-- Search speed (issue 42): the vocabulary becomes a deletion index, so a misspelt word finds the terms one edit away
-- with a few key lookups instead of looking up hundreds of generated candidates.
--
-- Every vocabulary term is stored under its keys (ProductDataIO's SearchTypoKeys): the term itself and every string
-- made by deleting one of its letters. A search looks up the keys of its word's stem; any two strings one edit apart
-- share a key, and ProductData keeps only the terms truly one edit away. Terms are ASCII letters, so substr counts
-- letters. The rows for the terms already known are made here, from searchTerm, which this table replaces.
CREATE TABLE searchTermKey (
    key TEXT NOT NULL,
    term TEXT NOT NULL,
    PRIMARY KEY (key, term)
) WITHOUT ROWID;

INSERT OR IGNORE INTO searchTermKey (key, term)
SELECT term, term FROM searchTerm;

WITH RECURSIVE deletion(term, position) AS (
    SELECT term, 1 FROM searchTerm WHERE length(term) > 1
    UNION ALL
    SELECT term, position + 1 FROM deletion WHERE position < length(term)
)
INSERT OR IGNORE INTO searchTermKey (key, term)
SELECT substr(term, 1, position - 1) || substr(term, position + 1), term FROM deletion;

DROP TABLE searchTerm;
