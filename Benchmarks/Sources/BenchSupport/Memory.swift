import CBenchShims

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Process memory figures for the memory-retention and scale benchmarks.
public enum Memory {
    /// Bytes currently allocated from the C heap (glibc `mallinfo2`: in-use chunks plus mmapped blocks).
    public static func heapBytesInUse() -> Int {
        Int(bench_heap_bytes_in_use())
    }

    /// The process's peak resident set size so far, in bytes (`getrusage` `ru_maxrss`, which Linux reports in KiB).
    public static func peakResidentBytes() -> Int {
        var usage = rusage()
        #if os(Linux)
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return Int(usage.ru_maxrss) * 1024
        #else
        getrusage(RUSAGE_SELF, &usage)
        return Int(usage.ru_maxrss)
        #endif
    }
}
