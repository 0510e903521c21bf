extension LayoutConstraint {
    /// `NSLayoutConstraint.Attribute`, with UIKit's raw values. Baselines are the bottom edge for
    /// views without text (the model draws no text): `firstBaseline` and `lastBaseline` ≈ `bottom`.
    public enum Attribute: Int, Sendable, Hashable, CustomStringConvertible {
        case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY
        case lastBaseline, firstBaseline
        case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
        case centerXWithinMargins, centerYWithinMargins
        case notAnAttribute = 0

        public static var baseline: Attribute { .lastBaseline }

        public var description: String {
            switch self {
            case .left: "left"
            case .right: "right"
            case .top: "top"
            case .bottom: "bottom"
            case .leading: "leading"
            case .trailing: "trailing"
            case .width: "width"
            case .height: "height"
            case .centerX: "centerX"
            case .centerY: "centerY"
            case .lastBaseline: "lastBaseline"
            case .firstBaseline: "firstBaseline"
            case .leftMargin: "leftMargin"
            case .rightMargin: "rightMargin"
            case .topMargin: "topMargin"
            case .bottomMargin: "bottomMargin"
            case .leadingMargin: "leadingMargin"
            case .trailingMargin: "trailingMargin"
            case .centerXWithinMargins: "centerXWithinMargins"
            case .centerYWithinMargins: "centerYWithinMargins"
            case .notAnAttribute: "notAnAttribute"
            }
        }

        enum Kind: Equatable { case x, y, size, none }

        var kind: Kind {
            switch self {
            case .left, .right, .leading, .trailing, .centerX, .leftMargin, .rightMargin, .leadingMargin, .trailingMargin, .centerXWithinMargins: .x
            case .top, .bottom, .centerY, .lastBaseline, .firstBaseline, .topMargin, .bottomMargin, .centerYWithinMargins: .y
            case .width, .height: .size
            case .notAnAttribute: .none
            }
        }

        /// Leading/trailing (directional) vs left/right (absolute): UIKit refuses to mix them.
        var isDirectional: Bool { [.leading, .trailing, .leadingMargin, .trailingMargin].contains(self) }
        var isAbsoluteX: Bool { [.left, .right, .leftMargin, .rightMargin].contains(self) }

        /// The margin attribute's edge attribute (on the item's layout-margins guide), or nil.
        var unmargined: Attribute? {
            switch self {
            case .leftMargin: .left
            case .rightMargin: .right
            case .topMargin: .top
            case .bottomMargin: .bottom
            case .leadingMargin: .leading
            case .trailingMargin: .trailing
            case .centerXWithinMargins: .centerX
            case .centerYWithinMargins: .centerY
            default: nil
            }
        }
    }

    /// `NSLayoutConstraint.Relation`.
    public enum Relation: Int, Sendable, Hashable, CustomStringConvertible {
        case lessThanOrEqual = -1, equal = 0, greaterThanOrEqual = 1
        public var description: String {
            switch self {
            case .lessThanOrEqual: "<="
            case .equal: "=="
            case .greaterThanOrEqual: ">="
            }
        }
    }
}
