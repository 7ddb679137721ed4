-- Login sessions. Only a hash of the token is stored; sessions go away with their user.
CREATE TABLE session (
    id INTEGER PRIMARY KEY,
    tokenHash BLOB NOT NULL UNIQUE,
    userId INTEGER NOT NULL REFERENCES user(id) ON DELETE CASCADE,
    createdAt TEXT NOT NULL,
    expiresAt TEXT NOT NULL
);

-- Cascading deletes and "log out everywhere" look sessions up by user; expiry purges by date.
CREATE INDEX sessionByUser ON session(userId);
CREATE INDEX sessionByExpiry ON session(expiresAt);
