-- key_segment(s): protocol's keySegment (keys.ts) for a script that must name a key after a value it read
-- from Redis (a job id in the tx index). Redis strings are bytes: every byte outside `A-Z a-z 0-9 . _ ~ @ -`
-- becomes `%XX`, which is what keySegment makes of any string without lone surrogates.
local function key_segment (s)
  return (string.gsub(s, '[^%w%._~@%-]', function (c) return string.format('%%%02X', string.byte(c)) end))
end
