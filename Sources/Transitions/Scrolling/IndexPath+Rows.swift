import Foundation

// UIKit's `IndexPath` spellings for table rows and collection items (Linux Foundation has the
// type but not these members).
extension IndexPath {
    /// `IndexPath(row:section:)`.
    public init(row: Int, section: Int) { self.init(indexes: [section, row]) }
    /// `IndexPath(item:section:)`.
    public init(item: Int, section: Int) { self.init(indexes: [section, item]) }
    /// `section`: the first index (settable, as UIKit's: `next.section += 1`).
    public var section: Int {
        get { self[0] }
        set { setIndex(newValue, at: 0) }
    }
    /// `row`: the second index.
    public var row: Int {
        get { self[1] }
        set { setIndex(newValue, at: 1) }
    }
    /// `item`: the second index.
    public var item: Int {
        get { self[1] }
        set { setIndex(newValue, at: 1) }
    }

    /// Sets index `position` of a table or collection path, first padding a shorter path with
    /// zeros (UIKit's paths have two indexes; setting one never traps).
    private mutating func setIndex(_ value: Int, at position: Int) {
        while count <= position { append(0) }
        self[position] = value
    }
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
