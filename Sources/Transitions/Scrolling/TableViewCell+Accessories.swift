import Foundation

/// A cell's separator inset.
extension TableViewCell {
    /// `separatorInset` (stored: separators are drawn). UIKit's default is 15 points on the
    /// left.
    public var separatorInset: EdgeInsets {
        get { AssociatedObjects.get(self, key: CellKeys.separatorInset) as? EdgeInsets ?? EdgeInsets(top: 0, left: 15, bottom: 0, right: 0) }
        set { AssociatedObjects.set(self, key: CellKeys.separatorInset, value: newValue, policy: .retain) }
    }
}

enum CellKeys {
    nonisolated(unsafe) static let separatorInset = UnsafeRawPointer(UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1))
}
