-- Placeholder on branch s37c only, so that the migration ids stay contiguous until the real migration of this
-- number (issue 37, brief: pre-assigned names) is merged: delete this file at that merge.
SELECT 1;
