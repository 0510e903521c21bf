import Foundation

// Darwin's time constants (`<sys/time.h>` via Dispatch): apps write
// `DispatchTime.now() + Double(Int64(0.3 * Double(NSEC_PER_SEC))) / Double(NSEC_PER_SEC)`.
// Neither Foundation nor Glibc nor Dispatch declares them on Linux (checked with
// `swiftc -typecheck`), so they are declared here with Darwin's type, `UInt64`.

/// Nanoseconds per second.
public let NSEC_PER_SEC: UInt64 = 1_000_000_000
/// Nanoseconds per millisecond.
public let NSEC_PER_MSEC: UInt64 = 1_000_000
/// Microseconds per second.
public let USEC_PER_SEC: UInt64 = 1_000_000
/// Nanoseconds per microsecond.
public let NSEC_PER_USEC: UInt64 = 1_000
