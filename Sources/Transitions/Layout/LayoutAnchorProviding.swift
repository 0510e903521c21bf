import Foundation

/// What views and layout guides share: the ten anchors of their edges, centres and sizes.
///
/// UIKit has no such protocol — Objective-C finds `topAnchor` on whatever object it is sent to,
/// so code holds "a view or a guide" as `AnyObject` and reads `item.topAnchor` by dynamic lookup.
/// `transit-uikit-rewrite` turns that read into `(item as! LayoutAnchorProviding).topAnchor`
/// (a force, as the lookup's implicitly unwrapped result is; `item?.topAnchor` casts
/// conditionally).
public protocol LayoutAnchorProviding: AnyObject {
    var leadingAnchor: LayoutXAxisAnchor { get }
    var trailingAnchor: LayoutXAxisAnchor { get }
    var leftAnchor: LayoutXAxisAnchor { get }
    var rightAnchor: LayoutXAxisAnchor { get }
    var centerXAnchor: LayoutXAxisAnchor { get }
    var topAnchor: LayoutYAxisAnchor { get }
    var bottomAnchor: LayoutYAxisAnchor { get }
    var centerYAnchor: LayoutYAxisAnchor { get }
    var widthAnchor: LayoutDimension { get }
    var heightAnchor: LayoutDimension { get }
}

extension View: LayoutAnchorProviding {}
extension LayoutGuide: LayoutAnchorProviding {}
