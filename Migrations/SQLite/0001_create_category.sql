-- Product categories, addressed by a unique URL-friendly slug.
CREATE TABLE category (
    id INTEGER PRIMARY KEY,
    slug TEXT NOT NULL UNIQUE,
    name TEXT NOT NULL
);
