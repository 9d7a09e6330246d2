-- named(values, names, base, into): the table { [names[i]] = values[base + i] } (into `into` when given): a
-- script's KEYS or ARGV (or a run of them) by the names its layout gives (`-- layout:`, lua-scripts.ts), so the
-- Lua reads `k.record`, not KEYS[2].
local function named (values, names, base, into)
  local t = into or {}
  base = base or 0
  for i, name in ipairs(names) do t[name] = values[base + i] end
  return t
end
