#ifndef CRASH_VFS_INTERNAL_H
#define CRASH_VFS_INTERNAL_H

#include "CrashVFS.h"

#include <pthread.h>
#include <sqlite3.h>
#include <stddef.h>

/// What one unsynced write (or truncate) replaced: `length` old bytes at `offset`. Newest first.
typedef struct undo_record {
    struct undo_record *next;
    sqlite3_int64 offset;
    size_t length;
    unsigned char bytes[];
} undo_record;

/// The durable state of one file (by path), shared by every handle open on it: fsync works per file, not per handle.
typedef struct tracked_file {
    struct tracked_file *next;
    char *path;
    sqlite3_int64 synced_size;
    undo_record *undo;
} tracked_file;

struct crashvfs {
    sqlite3_vfs base; /* first, so a sqlite3_vfs * is a crashvfs * */
    sqlite3_vfs *real;
    pthread_mutex_t mutex;
    tracked_file *files;
    long long operations;
    long long cut_at; /* operation number that cuts the power; 0 = never */
    int powered_off;
    crashvfs_operation fault_operation; /* 0 = none armed */
    long long fault_countdown;
    int fault_code;
    int fault_errno;
    int pending_errno; /* reported by xGetLastError until the next write or sync succeeds */
    long long faults_injected;
};

typedef struct crash_file {
    sqlite3_file base;
    crashvfs *vfs;
    tracked_file *tracked; /* NULL for files without a name (temporary files) */
    sqlite3_file *real;    /* the wrapped file, stored right after this struct */
    sqlite3_int64 padding; /* keeps the wrapped file 8-byte aligned */
} crash_file;

/// Frees a file's undo records (its writes became durable, or the file is gone). Caller holds the mutex.
void crashvfs_free_undo(tracked_file *file);

/// The durable state of `path`, created with `size` as its synced size on first use. Caller holds the mutex.
tracked_file *crashvfs_track(crashvfs *vfs, const char *path, sqlite3_int64 size);

/// The VFS's xOpen: opens the file with the wrapped VFS and puts the crash-simulating methods in front of it.
int crashvfs_open(sqlite3_vfs *base, const char *name, sqlite3_file *handle, int flags, int *out_flags);

#endif
