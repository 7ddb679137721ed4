-- wrk script of Scripts/bench-server.sh: GET /products?q=WORD&perPage=20, rotating over the words in
-- $BENCH_SEARCH_WORDS (separated by spaces; prefixes match, as in `search lapt`).
local words = {}
for word in string.gmatch(os.getenv("BENCH_SEARCH_WORDS") or "laptop", "%S+") do
    words[#words + 1] = word
end
local next_index = 0

function request()
    next_index = next_index % #words + 1
    return wrk.format("GET", "/products?q=" .. words[next_index] .. "&perPage=20")
end
