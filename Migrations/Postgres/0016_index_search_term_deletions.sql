-- Search speed (issue 42): the vocabulary becomes a deletion index, as on SQLite (its migration 0017).
--
-- Every vocabulary term is stored under its keys (ProductDataIO's SearchTypoKeys): the term itself and every string
-- made by deleting one of its letters. A search looks up the keys of its word's stem; any two strings one edit apart
-- share a key, and ProductData keeps only the terms truly one edit away. The rows for the terms already known are
-- made here, from search_term, which this table replaces.
CREATE TABLE search_term_key (
    key text NOT NULL,
    term text NOT NULL,
    PRIMARY KEY (key, term)
);

INSERT INTO search_term_key (key, term)
SELECT term, term FROM search_term
UNION
SELECT left(term, position - 1) || substr(term, position + 1), term
FROM search_term, generate_series(1, length(term)) AS position
WHERE length(term) > 1
ON CONFLICT (key, term) DO NOTHING;

DROP TABLE search_term;
