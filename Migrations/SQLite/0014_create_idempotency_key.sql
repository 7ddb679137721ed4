-- Idempotency keys of state-changing HTTP requests (`Idempotency-Key`), per user: the fingerprint of the request that
-- claimed the key (method, path, SHA-256 of the body), 'in-flight' while it runs, then 'completed' with its answer
-- (status, headers, body) to replay. A key older than 24 hours counts as absent and is purged when its user claims.
CREATE TABLE idempotencyKey (
    userId INTEGER NOT NULL REFERENCES user(id) ON DELETE CASCADE,
    key TEXT NOT NULL CHECK (length(key) BETWEEN 1 AND 255),
    method TEXT NOT NULL,
    path TEXT NOT NULL,
    bodyHash BLOB NOT NULL CHECK (length(bodyHash) = 32),
    state TEXT NOT NULL CHECK (state IN ('in-flight', 'completed')),
    responseStatus INTEGER CHECK (responseStatus BETWEEN 100 AND 599),
    responseHeaders TEXT,
    responseBody BLOB,
    createdAt TEXT NOT NULL,
    PRIMARY KEY (userId, key),
    CHECK ((state = 'completed') = (responseStatus IS NOT NULL AND responseHeaders IS NOT NULL
        AND responseBody IS NOT NULL))
) WITHOUT ROWID;
