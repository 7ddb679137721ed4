-- Idempotency keys of state-changing HTTP requests (`Idempotency-Key`), per user: the fingerprint of the request that
-- claimed the key (method, path, SHA-256 of the body), 'in-flight' while it runs, then 'completed' with its answer
-- (status, headers, body) to replay. A key older than 24 hours counts as absent and is purged when its user claims.
-- Claims insert with ON CONFLICT DO NOTHING, so of several servers claiming one key exactly one gets it.
CREATE TABLE idempotency_key (
    user_id bigint NOT NULL REFERENCES shop_user (id) ON DELETE CASCADE,
    key text NOT NULL CHECK (length(key) BETWEEN 1 AND 255),
    method text NOT NULL,
    path text NOT NULL,
    body_hash bytea NOT NULL CHECK (length(body_hash) = 32),
    state text NOT NULL CHECK (state IN ('in-flight', 'completed')),
    response_status integer CHECK (response_status BETWEEN 100 AND 599),
    response_headers text,
    response_body bytea,
    created_at timestamptz NOT NULL,
    PRIMARY KEY (user_id, key),
    CHECK ((state = 'completed') = (response_status IS NOT NULL AND response_headers IS NOT NULL
        AND response_body IS NOT NULL))
);
