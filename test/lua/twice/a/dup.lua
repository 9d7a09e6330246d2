-- a helper whose name is taken twice in its lua/ tree
local function dup_a () return 1 end
