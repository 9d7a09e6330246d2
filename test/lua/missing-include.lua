-- include: no-such-helper
return 1
