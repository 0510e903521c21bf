import Foundation

// UIKit's `IndexPath` spellings for table rows and collection items (Linux Foundation has the
// type but not these members).
extension IndexPath {
    /// `IndexPath(row:section:)`.
    public init(row: Int, section: Int) { self.init(indexes: [section, row]) }
    /// `IndexPath(item:section:)`.
    public init(item: Int, section: Int) { self.init(indexes: [section, item]) }
    /// `section`: the first index.
    public var section: Int { self[0] }
    /// `row`: the second index.
    public var row: Int { self[1] }
    /// `item`: the second index.
    public var item: Int { self[1] }
}

// The same on `NSIndexPath` (older code writes `NSIndexPath(row:section:)` and bridges it).
extension NSIndexPath {
    /// `NSIndexPath(row:section:)`.
    public convenience init(row: Int, section: Int) { self.init(indexes: [section, row], length: 2) }
    /// `NSIndexPath(item:section:)`.
    public convenience init(item: Int, section: Int) { self.init(indexes: [section, item], length: 2) }
    /// `section`: the first index.
    public var section: Int { index(atPosition: 0) }
    /// `row`: the second index.
    public var row: Int { index(atPosition: 1) }
    /// `item`: the second index.
    public var item: Int { index(atPosition: 1) }
}
