-- Full-text search over product name and description. External content: the text lives in product,
-- the index in productSearch, and the triggers below keep them in sync.
CREATE VIRTUAL TABLE productSearch USING fts5(
    name,
    description,
    content = 'product',
    content_rowid = 'id',
    tokenize = 'unicode61 remove_diacritics 2',
    prefix = '2 3'
);

CREATE TRIGGER productSearchAfterInsert AFTER INSERT ON product BEGIN
    INSERT INTO productSearch (rowid, name, description) VALUES (new.id, new.name, new.description);
END;

CREATE TRIGGER productSearchAfterDelete AFTER DELETE ON product BEGIN
    INSERT INTO productSearch (productSearch, rowid, name, description)
    VALUES ('delete', old.id, old.name, old.description);
END;

CREATE TRIGGER productSearchAfterUpdate AFTER UPDATE OF name, description ON product BEGIN
    INSERT INTO productSearch (productSearch, rowid, name, description)
    VALUES ('delete', old.id, old.name, old.description);
    INSERT INTO productSearch (rowid, name, description) VALUES (new.id, new.name, new.description);
END;

-- Index any products that already exist.
INSERT INTO productSearch (productSearch) VALUES ('rebuild');
