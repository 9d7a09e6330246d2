-- Answers its arguments by name, then the names of a layout the definition gives.
-- KEYS:
-- ARGV: first second
-- layout: call
-- layout: extra
-- include: named
local a = named(ARGV, CALL_ARGS)
return { a.second, a.first, unpack(EXTRA_SOME_NAMES) }
