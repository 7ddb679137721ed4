#include "CrashVFSInternal.h"

#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/// The VFS half of the crash-simulating VFS: registration, the per-path durable state, the control functions and
/// the disk image. The per-file methods are in CrashFile.c.

tracked_file *crashvfs_track(crashvfs *vfs, const char *path, sqlite3_int64 size) {
    for (tracked_file *file = vfs->files; file; file = file->next) {
        if (strcmp(file->path, path) == 0) return file;
    }
    tracked_file *file = calloc(1, sizeof(tracked_file));
    if (!file) return NULL;
    file->path = strdup(path);
    if (!file->path) {
        free(file);
        return NULL;
    }
    file->synced_size = size;
    file->next = vfs->files;
    vfs->files = file;
    return file;
}

/// Caller holds the mutex.
static void forget(crashvfs *vfs, const char *path) {
    for (tracked_file **link = &vfs->files; *link; link = &(*link)->next) {
        tracked_file *file = *link;
        if (strcmp(file->path, path) == 0) {
            *link = file->next;
            crashvfs_free_undo(file);
            free(file->path);
            free(file);
            return;
        }
    }
}

static int crash_delete(sqlite3_vfs *base, const char *name, int sync_directory) {
    crashvfs *vfs = (crashvfs *)base;
    pthread_mutex_lock(&vfs->mutex);
    int powered_off = vfs->powered_off;
    if (!powered_off) forget(vfs, name);
    pthread_mutex_unlock(&vfs->mutex);
    if (powered_off) return SQLITE_IOERR_DELETE;
    return vfs->real->xDelete(vfs->real, name, sync_directory);
}

static int crash_access(sqlite3_vfs *base, const char *name, int flags, int *result) {
    crashvfs *vfs = (crashvfs *)base;
    return vfs->real->xAccess(vfs->real, name, flags, result);
}

static int crash_full_pathname(sqlite3_vfs *base, const char *name, int size, char *output) {
    crashvfs *vfs = (crashvfs *)base;
    return vfs->real->xFullPathname(vfs->real, name, size, output);
}

static void *crash_dl_open(sqlite3_vfs *base, const char *path) {
    crashvfs *vfs = (crashvfs *)base;
    return vfs->real->xDlOpen(vfs->real, path);
}

static void crash_dl_error(sqlite3_vfs *base, int size, char *message) {
    crashvfs *vfs = (crashvfs *)base;
    vfs->real->xDlError(vfs->real, size, message);
}

static void (*crash_dl_sym(sqlite3_vfs *base, void *library, const char *symbol))(void) {
    crashvfs *vfs = (crashvfs *)base;
    return vfs->real->xDlSym(vfs->real, library, symbol);
}

static void crash_dl_close(sqlite3_vfs *base, void *library) {
    crashvfs *vfs = (crashvfs *)base;
    vfs->real->xDlClose(vfs->real, library);
}

static int crash_randomness(sqlite3_vfs *base, int size, char *output) {
    crashvfs *vfs = (crashvfs *)base;
    return vfs->real->xRandomness(vfs->real, size, output);
}

static int crash_sleep(sqlite3_vfs *base, int microseconds) {
    crashvfs *vfs = (crashvfs *)base;
    return vfs->real->xSleep(vfs->real, microseconds);
}

static int crash_current_time(sqlite3_vfs *base, double *time) {
    crashvfs *vfs = (crashvfs *)base;
    return vfs->real->xCurrentTime(vfs->real, time);
}

static int crash_get_last_error(sqlite3_vfs *base, int size, char *message) {
    crashvfs *vfs = (crashvfs *)base;
    pthread_mutex_lock(&vfs->mutex);
    int injected = vfs->pending_errno;
    pthread_mutex_unlock(&vfs->mutex);
    if (injected) return injected;
    return vfs->real->xGetLastError(vfs->real, size, message);
}

static int crash_current_time_int64(sqlite3_vfs *base, sqlite3_int64 *time) {
    crashvfs *vfs = (crashvfs *)base;
    return vfs->real->xCurrentTimeInt64(vfs->real, time);
}

crashvfs *crashvfs_register(const char *name) {
    sqlite3_vfs *real = sqlite3_vfs_find(NULL);
    if (!real || !name) return NULL;
    crashvfs *vfs = calloc(1, sizeof(crashvfs));
    if (!vfs) return NULL;
    char *copy = strdup(name);
    if (!copy) {
        free(vfs);
        return NULL;
    }
    pthread_mutex_init(&vfs->mutex, NULL);
    vfs->real = real;
    vfs->base.iVersion = 2;
    vfs->base.szOsFile = (int)sizeof(crash_file) + real->szOsFile;
    vfs->base.mxPathname = real->mxPathname;
    vfs->base.zName = copy;
    vfs->base.xOpen = crashvfs_open;
    vfs->base.xDelete = crash_delete;
    vfs->base.xAccess = crash_access;
    vfs->base.xFullPathname = crash_full_pathname;
    vfs->base.xDlOpen = crash_dl_open;
    vfs->base.xDlError = crash_dl_error;
    vfs->base.xDlSym = crash_dl_sym;
    vfs->base.xDlClose = crash_dl_close;
    vfs->base.xRandomness = crash_randomness;
    vfs->base.xSleep = crash_sleep;
    vfs->base.xCurrentTime = crash_current_time;
    vfs->base.xGetLastError = crash_get_last_error;
    vfs->base.xCurrentTimeInt64 = crash_current_time_int64;
    if (sqlite3_vfs_register(&vfs->base, 0) != SQLITE_OK) {
        free(copy);
        free(vfs);
        return NULL;
    }
    return vfs;
}

void crashvfs_arm_power_cut(crashvfs *vfs, long long count) {
    pthread_mutex_lock(&vfs->mutex);
    vfs->cut_at = count > 0 ? vfs->operations + count : 0;
    pthread_mutex_unlock(&vfs->mutex);
}

void crashvfs_power_cut(crashvfs *vfs) {
    pthread_mutex_lock(&vfs->mutex);
    vfs->powered_off = 1;
    pthread_mutex_unlock(&vfs->mutex);
}

int crashvfs_is_powered_off(crashvfs *vfs) {
    pthread_mutex_lock(&vfs->mutex);
    int powered_off = vfs->powered_off;
    pthread_mutex_unlock(&vfs->mutex);
    return powered_off;
}

void crashvfs_inject_fault(crashvfs *vfs, crashvfs_operation operation, long long count, int sqlite_code,
                           int system_errno) {
    pthread_mutex_lock(&vfs->mutex);
    vfs->fault_operation = count > 0 ? operation : 0;
    vfs->fault_countdown = count;
    vfs->fault_code = sqlite_code;
    vfs->fault_errno = system_errno;
    pthread_mutex_unlock(&vfs->mutex);
}

long long crashvfs_faults_injected(crashvfs *vfs) {
    pthread_mutex_lock(&vfs->mutex);
    long long count = vfs->faults_injected;
    pthread_mutex_unlock(&vfs->mutex);
    return count;
}

long long crashvfs_operation_count(crashvfs *vfs) {
    pthread_mutex_lock(&vfs->mutex);
    long long count = vfs->operations;
    pthread_mutex_unlock(&vfs->mutex);
    return count;
}

/// Copies `source` to the descriptor `output`; 0 on success, 1 when the source is missing, -1 on error.
static int copy_file(const char *source, int output) {
    int input = open(source, O_RDONLY | O_CLOEXEC);
    if (input < 0) return errno == ENOENT ? 1 : -1;
    unsigned char buffer[65536];
    for (;;) {
        ssize_t count = read(input, buffer, sizeof(buffer));
        if (count == 0) break;
        if (count < 0 || write(output, buffer, (size_t)count) != count) {
            close(input);
            return -1;
        }
    }
    close(input);
    return 0;
}

int crashvfs_write_disk_image(crashvfs *vfs, const char *path, const char *destination) {
    pthread_mutex_lock(&vfs->mutex);
    int result = access(path, F_OK) == 0 ? 0 : 1;
    int output = -1;
    if (result == 0) {
        output = open(destination, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
        result = output < 0 ? -1 : copy_file(path, output);
    }
    if (result == 0) {
        tracked_file *file = NULL;
        for (tracked_file *candidate = vfs->files; candidate; candidate = candidate->next) {
            if (strcmp(candidate->path, path) == 0) file = candidate;
        }
        if (file) {
            /* Newest first, so the oldest saved bytes of a region are written last and win. */
            for (undo_record *record = file->undo; record && result == 0; record = record->next) {
                if (pwrite(output, record->bytes, record->length, (off_t)record->offset) != (ssize_t)record->length) {
                    result = -1;
                }
            }
            if (result == 0 && ftruncate(output, (off_t)file->synced_size) != 0) result = -1;
        }
    }
    if (output >= 0) close(output);
    pthread_mutex_unlock(&vfs->mutex);
    return result;
}
