#include "CrashVFSInternal.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

/// The per-file half of the crash-simulating VFS: every write and truncate saves what it replaces, a sync makes a
/// file's writes durable, a power cut or an armed fault makes the calls fail.

void crashvfs_free_undo(tracked_file *file) {
    undo_record *record = file->undo;
    while (record) {
        undo_record *next = record->next;
        free(record);
        record = next;
    }
    file->undo = NULL;
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
            crashvfs_free_undo(file->tracked);
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

int crashvfs_open(sqlite3_vfs *base, const char *name, sqlite3_file *handle, int flags, int *out_flags) {
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
        file->tracked = crashvfs_track(vfs, name, size);
        pthread_mutex_unlock(&vfs->mutex);
    }
    file->base.pMethods = &crash_io_methods;
    return SQLITE_OK;
}
