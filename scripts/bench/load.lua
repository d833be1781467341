-- wrk script for scripts/bench/load.mjs: cycles through the paths listed, one a line, in
-- the file named by WRK_PATHS, asking for gzip as browsers do.
local paths = {}
for line in io.lines(os.getenv("WRK_PATHS")) do
  paths[#paths + 1] = line
end
local next_index = 0

request = function()
  next_index = next_index % #paths + 1
  return wrk.format("GET", paths[next_index], { ["Accept-Encoding"] = "gzip" })
end
