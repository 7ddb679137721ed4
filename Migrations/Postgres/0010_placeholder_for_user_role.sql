-- A placeholder for helper B's 0010 (user role) so this branch's ids stay contiguous: delete it when B's lands.
SELECT 1;
