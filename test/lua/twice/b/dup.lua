-- a helper whose name is taken twice in its lua/ tree
local function dup_b () return 2 end
