-- Echoes its key and arguments: what the wrapper sent, in order.
-- KEYS: first second ...
-- ARGV: one two ...
local out = {}
for _, k in ipairs(KEYS) do out[#out + 1] = k end
out[#out + 1] = '|'
for _, a in ipairs(ARGV) do out[#out + 1] = a end
return out
