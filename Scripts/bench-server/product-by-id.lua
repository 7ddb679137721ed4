-- wrk script of Scripts/bench-server.sh: GET /products/{id}, rotating over the ids in $BENCH_PRODUCT_IDS
-- (separated by anything but digits), each thread starting at another place in the list.
local ids = {}
for id in string.gmatch(os.getenv("BENCH_PRODUCT_IDS") or "1", "%d+") do
    ids[#ids + 1] = id
end
local next_index = 0
local thread_count = 0

function setup(thread)
    thread_count = thread_count + 1
    thread:set("start", thread_count * 37)
end

function init(args)
    next_index = start or 0
end

function request()
    next_index = next_index % #ids + 1
    return wrk.format("GET", "/products/" .. ids[next_index])
end
