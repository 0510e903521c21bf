import Foundation

/// A cell's built-in image view and separator inset.
extension TableViewCell {
    /// `imageView`: the built-in image view, made on first use and added to the content view
    /// (UIKit creates it lazily too, in the content view, for the default, subtitle and value
    /// styles; nil for `.value2`, which has none). It is placed at the leading 16-point margin,
    /// as tall and as wide as the content view is tall; the model does not move `textLabel`
    /// aside for it (UIKit's cell lays the labels out beside a visible image).
    public var imageView: ImageView? {
        guard style != .value2 else { return nil }
        if let v = builtInImageView { return v }
        let h = contentView.bounds.height
        let v = ImageView(frame: CGRect(x: 16, y: 0, width: h, height: h))
        contentView.addSubview(v)
        // A stored property, not an associated object: the associations table lets go of its
        // values only on its next use, which kept released cells' image views alive.
        builtInImageView = v
        return v
    }

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
