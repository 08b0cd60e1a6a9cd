import ZoneKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// One mutex with several condition variables, so that a thread can wake only the threads waiting
/// for what it changed: with one `NSCondition`, every change wakes every waiting thread, and on a
/// busy pipeline most wake only to find it was not for them and sleep again (each a trip through
/// the kernel).
final class MultiCondition: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private let conditions: UnsafeMutablePointer<pthread_cond_t>
    private let count: Int

    /// A mutex with `count` condition variables, numbered from 0.
    init(conditions count: Int) {
        precondition(count >= 1, "a MultiCondition needs at least one condition")
        self.count = count
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
        conditions = .allocate(capacity: count)
        conditions.initialize(repeating: pthread_cond_t(), count: count)
        for index in 0..<count { pthread_cond_init(conditions + index, nil) }
    }

    deinit {
        for index in 0..<count { pthread_cond_destroy(conditions + index) }
        pthread_mutex_destroy(mutex)
        conditions.deallocate()
        mutex.deallocate()
    }

    func lock() { pthread_mutex_lock(mutex) }
    func unlock() { pthread_mutex_unlock(mutex) }

    /// Waits on condition `index` (the mutex locked), unlocking meanwhile. Like any condition
    /// variable it may return without a signal: check what was waited for again.
    func wait(_ index: Int) { pthread_cond_wait(conditions + index, mutex) }

    /// Wakes one thread waiting on condition `index`.
    func signal(_ index: Int) { pthread_cond_signal(conditions + index) }

    /// Wakes every thread waiting on condition `index`.
    func broadcast(_ index: Int) { pthread_cond_broadcast(conditions + index) }
}
