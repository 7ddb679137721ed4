#ifndef CRASH_VFS_H
#define CRASH_VFS_H

/// A SQLite VFS for tests that simulates a machine losing power, and disks that fail.
///
/// It wraps the default (unix) VFS. Every write goes to the real file, as into the operating system's page cache,
/// and the VFS remembers what each unsynced write replaced; `xSync` makes a file's writes durable (forgets the
/// undo data). `crashvfs_write_disk_image` copies a file as it would be found after a power cut: every write since
/// its last sync undone, and the file cut back to its synced size. That covers the database, its write-ahead log and
/// its rollback journal; the `-shm` index is rebuilt by SQLite from the log after a crash anyway.
///
/// After a power cut (armed to happen at the Nth write/sync/truncate, or at once) every write, sync, truncate and
/// delete fails with an I/O error, so nothing the program does afterwards can succeed. Faults: the Nth write or
/// sync fails once with a chosen SQLite code and `errno`, and the program carries on.
///
/// Each registered instance has its own state, so tests running in parallel each register their own name.

/// One registered crash-simulating VFS.
typedef struct crashvfs crashvfs;

/// What a fault injection targets.
typedef enum crashvfs_operation {
    /// `xWrite` calls.
    CRASHVFS_WRITE = 1,
    /// `xSync` calls.
    CRASHVFS_SYNC = 2
} crashvfs_operation;

/// Registers a new VFS named `name` (not the default) that wraps the default VFS. Returns NULL on failure.
/// The instance lives until the process ends.
crashvfs *crashvfs_register(const char *name);

/// Cuts the power at the `count`-th write, sync or truncate from now (1 = the next one, which then fails).
void crashvfs_arm_power_cut(crashvfs *vfs, long long count);

/// Cuts the power now.
void crashvfs_power_cut(crashvfs *vfs);

/// Whether the power has been cut.
int crashvfs_is_powered_off(crashvfs *vfs);

/// Makes the `count`-th call of `operation` from now fail once with `sqlite_code`, reporting `system_errno` as the
/// operating system's error (`sqlite3_system_errno`). A count of 0 disarms.
void crashvfs_inject_fault(crashvfs *vfs, crashvfs_operation operation, long long count, int sqlite_code,
                           int system_errno);

/// How many faults have been injected so far.
long long crashvfs_faults_injected(crashvfs *vfs);

/// How many writes, syncs and truncates the VFS has seen.
long long crashvfs_operation_count(crashvfs *vfs);

/// Copies the file at `path` (as SQLite named it: the database path, or with `-wal`/`-journal`) to `destination`
/// as a power cut would leave it: every unsynced write undone, the size cut back to the last synced size.
/// Returns 0 on success, 1 when `path` does not exist (nothing is written), -1 on an I/O error.
int crashvfs_write_disk_image(crashvfs *vfs, const char *path, const char *destination);

#endif
