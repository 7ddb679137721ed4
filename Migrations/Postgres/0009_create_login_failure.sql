-- Failed sign-ins, counted per username (scope 'user', the name in lower case) and per client (scope 'client'),
-- for the login rate limit. A row lives from a key's first failure until its window ends.
CREATE TABLE login_failure (
    scope text NOT NULL,
    key text NOT NULL,
    failure_count integer NOT NULL CHECK (failure_count > 0),
    window_start timestamptz NOT NULL,
    last_failure_at timestamptz NOT NULL,
    PRIMARY KEY (scope, key)
);

-- Every attempt forgets the keys whose window has ended.
CREATE INDEX login_failure_by_window ON login_failure (window_start);
