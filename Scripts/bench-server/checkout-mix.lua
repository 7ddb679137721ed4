-- wrk script of Scripts/bench-server.sh: the checkout mix. Each user of $BENCH_TOKENS_FILE (one bearer token a
-- line, one user each) adds one unit of a product from $BENCH_PRODUCT_IDS to the cart and, half a cycle later,
-- checks out. The tokens are split between the threads; a thread cycles through its users (all adds, then all
-- checkouts), so with more users than connections a user's add has been answered before its checkout is sent.
-- The statuses are counted and printed at the end (201 = created, 409 = out of stock or an empty cart).
local products = {}
for id in string.gmatch(os.getenv("BENCH_PRODUCT_IDS") or "1", "%d+") do
    products[#products + 1] = id
end
local threads = {}
local mine = {}
local step = 0
local product_index = 0
counts = {}

function setup(thread)
    threads[#threads + 1] = thread
    thread:set("slot", #threads - 1)
end

function init(args)
    local total = tonumber(os.getenv("BENCH_THREADS") or "2")
    local index = 0
    for token in io.lines(os.getenv("BENCH_TOKENS_FILE")) do
        if index % total == slot then
            mine[#mine + 1] = token
        end
        index = index + 1
    end
    product_index = slot * 53
end

function request()
    local users = #mine
    local k = step % (2 * users)
    step = step + 1
    if k < users then
        product_index = product_index % #products + 1
        return wrk.format("POST", "/cart/items", {
            ["Authorization"] = "Bearer " .. mine[k + 1],
            ["Content-Type"] = "application/json",
        }, '{"productId":' .. products[product_index] .. ',"quantity":1}')
    end
    return wrk.format("POST", "/orders", { ["Authorization"] = "Bearer " .. mine[k - users + 1] })
end

function response(status, headers, body)
    counts[status] = (counts[status] or 0) + 1
end

function done(summary, latency, requests)
    local total = {}
    for _, thread in ipairs(threads) do
        local thread_counts = thread:get("counts")
        for status, count in pairs(thread_counts) do
            total[status] = (total[status] or 0) + count
        end
    end
    local line = "statuses:"
    for status, count in pairs(total) do
        line = line .. " " .. status .. "=" .. count
    end
    print(line)
end
