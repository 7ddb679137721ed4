#include "CrashVFS.h"

#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <sqlite3.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

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

static void free_undo(tracked_file *file) {
    undo_record *record = file->undo;
    while (record) {
        undo_record *next = record->next;
        free(record);
        record = next;
    }
    file->undo = NULL;
}

/// Caller holds the mutex.
static tracked_file *track(crashvfs *vfs, const char *path, sqlite3_int64 size) {
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
            free_undo(file);
            free(file->path);
            free(file);
            return;
        }
    }
}

/// Saves the bytes of [offset, offset + length) that exist in the file before they are overwritten or cut off.
/// Caller holds the mutex.
static int remember(crash_file *file, sqlite3_int64 offset, sqlite3_int64 length) {
    sqlite3_int64 size = 0;
    int rc = file->real->pMethods->xFileSize(file->real, &size);
    if (rc != SQLITE_OK) return rc;
    if (offset >= size || length <= 0) return SQLITE_OK;
    if (offset + length > size) length = size - offset;
    undo_record *record = malloc(sizeof(undo_record) + (size_t)length);
    if (!record) return SQLITE_IOERR_NOMEM;
    record->offset = offset;
    record->length = (size_t)length;
    rc = file->real->pMethods->xRead(file->real, record->bytes, (int)length, offset);
    if (rc != SQLITE_OK) {
        free(record);
        return rc == SQLITE_IOERR_SHORT_READ ? SQLITE_IOERR_READ : rc;
    }
    record->next = file->tracked->undo;
    file->tracked->undo = record;
    return SQLITE_OK;
}

/// Counts one operation; returns non-zero when the power is (now) off. Caller holds the mutex.
static int count_and_check_power(crashvfs *vfs) {
    vfs->operations += 1;
    if (!vfs->powered_off && vfs->cut_at > 0 && vfs->operations >= vfs->cut_at) vfs->powered_off = 1;
    return vfs->powered_off;
}

/// Returns the injected code when `operation`'s armed fault fires now, else SQLITE_OK. Caller holds the mutex.
static int injected_fault(crashvfs *vfs, crashvfs_operation operation) {
    if (vfs->fault_operation != operation) return SQLITE_OK;
    vfs->fault_countdown -= 1;
    if (vfs->fault_countdown > 0) return SQLITE_OK;
    vfs->fault_operation = 0;
    vfs->faults_injected += 1;
    vfs->pending_errno = vfs->fault_errno;
    return vfs->fault_code;
}

static int crash_close(sqlite3_file *handle) {
    crash_file *file = (crash_file *)handle;
    return file->real->pMethods->xClose(file->real);
}

static int crash_read(sqlite3_file *handle, void *buffer, int amount, sqlite3_int64 offset) {
    crash_file *file = (crash_file *)handle;
    return file->real->pMethods->xRead(file->real, buffer, amount, offset);
}

static int crash_write(sqlite3_file *handle, const void *buffer, int amount, sqlite3_int64 offset) {
    crash_file *file = (crash_file *)handle;
    crashvfs *vfs = file->vfs;
    pthread_mutex_lock(&vfs->mutex);
    int rc = SQLITE_OK;
    int injected_errno = 0;
    if (count_and_check_power(vfs)) {
        rc = SQLITE_IOERR_WRITE;
    } else if ((rc = injected_fault(vfs, CRASHVFS_WRITE)) != SQLITE_OK) {
        injected_errno = vfs->fault_errno;
    } else {
        if (file->tracked) rc = remember(file, offset, amount);
        if (rc == SQLITE_OK) rc = file->real->pMethods->xWrite(file->real, buffer, amount, offset);
        if (rc == SQLITE_OK) vfs->pending_errno = 0;
    }
    pthread_mutex_unlock(&vfs->mutex);
    /* The unix VFS leaves the failed call's errno behind; so does an injected failure. */
    if (injected_errno) errno = injected_errno;
    return rc;
}

static int crash_truncate(sqlite3_file *handle, sqlite3_int64 size) {
    crash_file *file = (crash_file *)handle;
    crashvfs *vfs = file->vfs;
    pthread_mutex_lock(&vfs->mutex);
    int rc = SQLITE_OK;
    if (count_and_check_power(vfs)) {
        rc = SQLITE_IOERR_TRUNCATE;
    } else {
        if (file->tracked) rc = remember(file, size, (sqlite3_int64)1 << 62);
        if (rc == SQLITE_OK) rc = file->real->pMethods->xTruncate(file->real, size);
    }
    pthread_mutex_unlock(&vfs->mutex);
    return rc;
}

static int crash_sync(sqlite3_file *handle, int flags) {
    crash_file *file = (crash_file *)handle;
    crashvfs *vfs = file->vfs;
    pthread_mutex_lock(&vfs->mutex);
    int rc = SQLITE_OK;
    int injected_errno = 0;
    if (count_and_check_power(vfs)) {
        rc = SQLITE_IOERR_FSYNC;
    } else if ((rc = injected_fault(vfs, CRASHVFS_SYNC)) != SQLITE_OK) {
        injected_errno = vfs->fault_errno;
    } else {
        rc = file->real->pMethods->xSync(file->real, flags);
        if (rc == SQLITE_OK && file->tracked) {
            sqlite3_int64 size = 0;
            rc = file->real->pMethods->xFileSize(file->real, &size);
            free_undo(file->tracked);
            file->tracked->synced_size = size;
        }
        if (rc == SQLITE_OK) vfs->pending_errno = 0;
    }
    pthread_mutex_unlock(&vfs->mutex);
    /* The unix VFS leaves the failed call's errno behind; so does an injected failure. */
    if (injected_errno) errno = injected_errno;
    return rc;
}

static int crash_file_size(sqlite3_file *handle, sqlite3_int64 *size) {
    crash_file *file = (crash_file *)handle;
    return file->real->pMethods->xFileSize(file->real, size);
}

static int crash_lock(sqlite3_file *handle, int level) {
    crash_file *file = (crash_file *)handle;
    return file->real->pMethods->xLock(file->real, level);
}

static int crash_unlock(sqlite3_file *handle, int level) {
    crash_file *file = (crash_file *)handle;
    return file->real->pMethods->xUnlock(file->real, level);
}

static int crash_check_reserved_lock(sqlite3_file *handle, int *result) {
    crash_file *file = (crash_file *)handle;
    return file->real->pMethods->xCheckReservedLock(file->real, result);
}

static int crash_file_control(sqlite3_file *handle, int operation, void *argument) {
    crash_file *file = (crash_file *)handle;
    return file->real->pMethods->xFileControl(file->real, operation, argument);
}

static int crash_sector_size(sqlite3_file *handle) {
    crash_file *file = (crash_file *)handle;
    return file->real->pMethods->xSectorSize(file->real);
}

static int crash_device_characteristics(sqlite3_file *handle) {
    crash_file *file = (crash_file *)handle;
    return file->real->pMethods->xDeviceCharacteristics(file->real);
}

static int crash_shm_map(sqlite3_file *handle, int region, int size, int extend, void volatile **pointer) {
    crash_file *file = (crash_file *)handle;
    return file->real->pMethods->xShmMap(file->real, region, size, extend, pointer);
}

static int crash_shm_lock(sqlite3_file *handle, int offset, int count, int flags) {
    crash_file *file = (crash_file *)handle;
    return file->real->pMethods->xShmLock(file->real, offset, count, flags);
}

static void crash_shm_barrier(sqlite3_file *handle) {
    crash_file *file = (crash_file *)handle;
    file->real->pMethods->xShmBarrier(file->real);
}

static int crash_shm_unmap(sqlite3_file *handle, int delete_flag) {
    crash_file *file = (crash_file *)handle;
    return file->real->pMethods->xShmUnmap(file->real, delete_flag);
}

/// No memory-mapped I/O: every read and write goes through xRead/xWrite, where the VFS can see it.
static int crash_fetch(sqlite3_file *handle, sqlite3_int64 offset, int amount, void **pointer) {
    (void)handle;
    (void)offset;
    (void)amount;
    *pointer = NULL;
    return SQLITE_OK;
}

static int crash_unfetch(sqlite3_file *handle, sqlite3_int64 offset, void *pointer) {
    (void)handle;
    (void)offset;
    (void)pointer;
    return SQLITE_OK;
}

static const sqlite3_io_methods crash_io_methods = {
    3,
    crash_close,
    crash_read,
    crash_write,
    crash_truncate,
    crash_sync,
    crash_file_size,
    crash_lock,
    crash_unlock,
    crash_check_reserved_lock,
    crash_file_control,
    crash_sector_size,
    crash_device_characteristics,
    crash_shm_map,
    crash_shm_lock,
    crash_shm_barrier,
    crash_shm_unmap,
    crash_fetch,
    crash_unfetch,
};

static int crash_open(sqlite3_vfs *base, const char *name, sqlite3_file *handle, int flags, int *out_flags) {
    crashvfs *vfs = (crashvfs *)base;
    crash_file *file = (crash_file *)handle;
    memset(file, 0, sizeof(crash_file));
    file->vfs = vfs;
    file->real = (sqlite3_file *)&file[1];
    int rc = vfs->real->xOpen(vfs->real, name, file->real, flags, out_flags);
    if (rc != SQLITE_OK) {
        file->base.pMethods = NULL;
        return rc;
    }
    if (name) {
        sqlite3_int64 size = 0;
        file->real->pMethods->xFileSize(file->real, &size);
        pthread_mutex_lock(&vfs->mutex);
        file->tracked = track(vfs, name, size);
        pthread_mutex_unlock(&vfs->mutex);
    }
    file->base.pMethods = &crash_io_methods;
    return SQLITE_OK;
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
    vfs->base.xOpen = crash_open;
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
