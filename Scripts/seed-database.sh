#!/usr/bin/env bash
# Fill a shop database with a deterministic demo catalog, demo users and their past orders.
#
# This wraps `shop-cli seed` (built in release mode, so large catalogs seed quickly); every argument is passed on.
#
#   Scripts/seed-database.sh                                    # ./shop.sqlite (or $SHOP_DB): 240 products, 3 users
#   Scripts/seed-database.sh --db big.sqlite --products 1000000 --users 1000
#   Scripts/seed-database.sh --db shop.sqlite --replace --seed 7   # wipe the shop data first, other content
#   Scripts/seed-database.sh --database postgres://shop@127.0.0.1:5432/shop --products 1000000   # PostgreSQL (COPY)
#
# Options: --db PATH or --database URL ($SHOP_DATABASE_URL), --products N, --users N, --seed S, --replace (see `--help`). The same seed and counts always
# give the same content. Demo user N is userNNNN with the password password-NNNN. A database that already holds
# products or users is refused unless --replace is given. Progress goes to standard error, the summary to standard
# output; the exit status is 0 on success and 1 on failure.
set -euo pipefail

# Relative --db paths stay relative to the directory you run this from.
package="$(cd "$(dirname "$0")/.." && pwd)"
exec swift run --package-path "$package" -c release shop-cli seed "$@"
