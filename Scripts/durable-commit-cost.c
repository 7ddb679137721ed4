// Per-commit cost of a checkout-shaped write transaction at synchronous=NORMAL vs FULL (WAL, 16 KiB pages), as
// quoted in RELIABILITY.md ("Durable acknowledgements"). Build and run once:
//   gcc -O2 -o /tmp/durable-commit-cost Scripts/durable-commit-cost.c -lsqlite3 && /tmp/durable-commit-cost /tmp 2000
#include <sqlite3.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include <unistd.h>

static double now(void) { struct timespec t; clock_gettime(CLOCK_MONOTONIC, &t); return t.tv_sec + t.tv_nsec / 1e9; }
static void ok(int rc, sqlite3 *db, const char *what) { if (rc != SQLITE_OK && rc != SQLITE_DONE && rc != SQLITE_ROW) { fprintf(stderr, "%s: %s\n", what, sqlite3_errmsg(db)); exit(1); } }
static int cmp(const void *a, const void *b) { double x = *(const double *)a, y = *(const double *)b; return x < y ? -1 : x > y; }

int main(int argc, char **argv) {
    const char *dir = argc > 1 ? argv[1] : "/tmp";
    int n = argc > 2 ? atoi(argv[2]) : 2000;
    const char *modes[] = {"NORMAL", "FULL"};
    for (int round = 0; round < 4; round++) {
        int m = round % 2;
        char path[512]; snprintf(path, sizeof path, "%s/commit-cost-%d.sqlite", dir, round);
        unlink(path);
        sqlite3 *db; ok(sqlite3_open(path, &db), db, "open");
        ok(sqlite3_exec(db, "PRAGMA page_size=16384; PRAGMA journal_mode=WAL; PRAGMA foreign_keys=ON;"
            "CREATE TABLE product(id INTEGER PRIMARY KEY, stock INTEGER, updatedAt TEXT);"
            "CREATE TABLE customerOrder(id INTEGER PRIMARY KEY, userId INTEGER, totalCents INTEGER, createdAt TEXT);"
            "CREATE TABLE orderLine(orderId INTEGER, lineNumber INTEGER, productId INTEGER, quantity INTEGER, PRIMARY KEY(orderId, lineNumber)) WITHOUT ROWID;"
            "CREATE TABLE cartItem(userId INTEGER, productId INTEGER, quantity INTEGER, PRIMARY KEY(userId, productId)) WITHOUT ROWID;"
            "WITH RECURSIVE c(i) AS (SELECT 1 UNION ALL SELECT i+1 FROM c WHERE i<10000) INSERT INTO product SELECT i, 1000000, '' FROM c;", 0, 0, 0), db, "setup");
        char pragma[64]; snprintf(pragma, sizeof pragma, "PRAGMA synchronous=%s", modes[m]);
        ok(sqlite3_exec(db, pragma, 0, 0, 0), db, "sync");
        double *t = malloc(sizeof(double) * n);
        for (int i = 0; i < n; i++) {
            double start = now();
            ok(sqlite3_exec(db, "BEGIN IMMEDIATE", 0, 0, 0), db, "begin");
            char sql[512];
            snprintf(sql, sizeof sql, "UPDATE product SET stock=stock-1, updatedAt='x' WHERE id IN (%d,%d,%d);"
                "INSERT INTO customerOrder(userId,totalCents,createdAt) VALUES (1, 999, 'x');"
                "INSERT INTO orderLine VALUES (last_insert_rowid(),1,%d,1),(last_insert_rowid(),2,%d,1),(last_insert_rowid(),3,%d,1);"
                "DELETE FROM cartItem WHERE userId=1;", i*7%10000+1, i*13%10000+1, i*17%10000+1, 1, 2, 3);
            ok(sqlite3_exec(db, sql, 0, 0, 0), db, "work");
            ok(sqlite3_exec(db, "COMMIT", 0, 0, 0), db, "commit");
            t[i] = (now() - start) * 1000;
        }
        qsort(t, n, sizeof(double), cmp);
        double sum = 0; for (int i = 0; i < n; i++) sum += t[i];
        printf("synchronous=%-6s %d checkouts: mean %.3f ms, median %.3f ms, p99 %.3f ms\n", modes[m], n, sum / n, t[n/2], t[n*99/100]);
        free(t); sqlite3_close(db); unlink(path);
        char wal[600]; snprintf(wal, sizeof wal, "%s-wal", path); unlink(wal);
        snprintf(wal, sizeof wal, "%s-shm", path); unlink(wal);
    }
    return 0;
}
