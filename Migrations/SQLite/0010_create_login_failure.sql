-- Failed sign-ins, counted per username (scope 'user', the name in lower case) and per client (scope 'client'),
-- for the login rate limit. A row lives from a key's first failure until its window ends.
CREATE TABLE loginFailure (
    scope TEXT NOT NULL,
    key TEXT NOT NULL,
    failureCount INTEGER NOT NULL,
    windowStart TEXT NOT NULL,
    lastFailureAt TEXT NOT NULL,
    PRIMARY KEY (scope, key)
) WITHOUT ROWID;

-- Every attempt forgets the keys whose window has ended.
CREATE INDEX loginFailureByWindow ON loginFailure(windowStart);
