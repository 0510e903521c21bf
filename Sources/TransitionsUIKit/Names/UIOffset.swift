import Foundation
import Transitions

public typealias UIOffset = Offset

/// `UIOffsetMake(_:_:)` (the C spelling).
public func UIOffsetMake(_ horizontal: CGFloat, _ vertical: CGFloat) -> UIOffset { UIOffset(horizontal: horizontal, vertical: vertical) }
