-- wrk script of Scripts/bench-hashing.sh: POST /users, a new username each request (the thread's slot, a random
-- run prefix and a counter), so every request asks for a real scrypt derivation. The statuses are counted and
-- printed at the end (201 = registered, 503 = the hashing pool was full: `busy`).
local threads = {}
local counter = 0
local prefix = ""

function setup(thread)
    threads[#threads + 1] = thread
    thread:set("slot", #threads)
end

function init(args)
    math.randomseed(os.time() + slot)
    prefix = string.format("h%d%05d", slot, math.random(0, 99999))
end

function request()
    counter = counter + 1
    local body = string.format('{"username":"%s%d","password":"bench-password-long"}', prefix, counter)
    return wrk.format("POST", "/users", { ["Content-Type"] = "application/json" }, body)
end

function response(status, headers, body)
    statuses = statuses or {}
    statuses[status] = (statuses[status] or 0) + 1
end

function done(summary, latency, requests)
    local totals = {}
    for _, thread in ipairs(threads) do
        local counts = thread:get("statuses")
        if counts then
            for status, count in pairs(counts) do totals[status] = (totals[status] or 0) + count end
        end
    end
    local parts = {}
    for status, count in pairs(totals) do parts[#parts + 1] = status .. "=" .. count end
    table.sort(parts)
    io.write("statuses: " .. table.concat(parts, " ") .. "\n")
end
