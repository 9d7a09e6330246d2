-- protocol's key_segment on one value, for comparing it with keySegment.
-- KEYS:
-- ARGV: value
-- include: key-segment
return key_segment(ARGV[1])
