-- Exact decimal arithmetic: Redis Lua numbers are doubles, exact only to 2^53, and HCS-20 amounts have
-- up to 18 digits. Values are split into 9-digit halves, each exact as a double.
local function split (s)
  if s == false or s == nil or s == '' then return 0, 0 end
  local n = #s
  if n <= 9 then return 0, tonumber(s) end
  return tonumber(string.sub(s, 1, n - 9)), tonumber(string.sub(s, n - 8))
end
local function join (hi, lo)
  if hi > 0 then return string.format('%d%09d', hi, lo) end
  return string.format('%d', lo)
end
local function dec_add (a, b)
  local ah, al = split(a)
  local bh, bl = split(b)
  local lo = al + bl
  local carry = math.floor(lo / 1000000000)
  return join(ah + bh + carry, lo - carry * 1000000000)
end
-- a - b, clamped at zero (a release never takes more than it reserved, but a stray call must not go negative)
local function dec_sub (a, b)
  local ah, al = split(a)
  local bh, bl = split(b)
  local hi, lo = ah - bh, al - bl
  if lo < 0 then lo = lo + 1000000000; hi = hi - 1 end
  if hi < 0 then return '0' end
  return join(hi, lo)
end
local function dec_cmp (a, b)
  local ah, al = split(a)
  local bh, bl = split(b)
  if ah ~= bh then return ah < bh and -1 or 1 end
  if al ~= bl then return al < bl and -1 or 1 end
  return 0
end
