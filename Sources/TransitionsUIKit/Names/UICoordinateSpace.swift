import Foundation
import Transitions

/// `UICoordinateSpace`: something points and rectangles convert to and from — views (through
/// the model's `convert(_:to:)`, which follows frames, bounds origins and transforms) and the
/// screen (`UIScreen.main.coordinateSpace`).
public protocol UICoordinateSpace: AnyObject {
    func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint
    func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint
    func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect
    func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect
    var bounds: CGRect { get }
}

extension View: UICoordinateSpace {
    /// `coordinateSpace`: the view itself (its bounds' coordinates).
    public var coordinateSpace: any UICoordinateSpace { self }

    // A view argument goes to the model's `convert(_:to: View?)` (spelled `as View?`: a `View`
    // argument alone would choose these overloads again).
    /// `convert(_:to:)` for a coordinate space: a view's as `convert(_:to: view)`; the screen's
    /// through this view's window (whose frame is in screen coordinates).
    public func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint {
        if let v = coordinateSpace as? View { return convert(point, to: v as View?) }
        let inWindow = convert(point, to: nil as View?)
        let origin = window?.frame.origin ?? .zero
        let onScreen = CGPoint(x: inWindow.x + origin.x, y: inWindow.y + origin.y)
        if coordinateSpace is ScreenCoordinateSpace { return onScreen }
        return coordinateSpace.convert(onScreen, from: UIScreen.main.coordinateSpace)
    }

    public func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint {
        if let v = coordinateSpace as? View { return convert(point, from: v as View?) }
        let onScreen = coordinateSpace is ScreenCoordinateSpace ? point : coordinateSpace.convert(point, to: UIScreen.main.coordinateSpace)
        let origin = window?.frame.origin ?? .zero
        return convert(CGPoint(x: onScreen.x - origin.x, y: onScreen.y - origin.y), from: nil as View?)
    }

    public func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
        if let v = coordinateSpace as? View { return convert(rect, to: v as View?) }
        return boundingBox(of: rect) { convert($0, to: coordinateSpace) }
    }

    public func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
        if let v = coordinateSpace as? View { return convert(rect, from: v as View?) }
        return boundingBox(of: rect) { convert($0, from: coordinateSpace) }
    }
}

/// The screen's coordinate space (`UIScreen.coordinateSpace`): points on the simulated
/// device's screen in the current orientation.
public final class ScreenCoordinateSpace: UICoordinateSpace {
    private let screenBounds: CGRect
    init(bounds: CGRect) { screenBounds = bounds }
    public var bounds: CGRect { screenBounds }
    public func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint {
        coordinateSpace is ScreenCoordinateSpace ? point : coordinateSpace.convert(point, from: self)
    }
    public func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint {
        coordinateSpace is ScreenCoordinateSpace ? point : coordinateSpace.convert(point, to: self)
    }
    public func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
        coordinateSpace is ScreenCoordinateSpace ? rect : coordinateSpace.convert(rect, from: self)
    }
    public func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
        coordinateSpace is ScreenCoordinateSpace ? rect : coordinateSpace.convert(rect, to: self)
    }
}

extension UIScreen {
    /// `coordinateSpace`: the screen's, in the current orientation.
    public var coordinateSpace: any UICoordinateSpace { ScreenCoordinateSpace(bounds: bounds) }
}

/// `UIScreen.fixedCoordinateSpace`: the screen in its native (portrait, home-indicator-down)
/// orientation, whatever way the interface is turned. With W × H the portrait size and (x′, y′)
/// a point of the current interface: portrait is the identity; upside down (W − x′, H − y′);
/// landscape right — the device turned counter-clockwise, the interface's top along the device's
/// right edge — (W − y′, x′); landscape left (y′, H − x′).
public final class FixedCoordinateSpace: UICoordinateSpace {
    private let portrait: CGSize
    private let orientation: Device.Orientation
    init(portrait: CGSize, orientation: Device.Orientation) {
        self.portrait = portrait
        self.orientation = orientation
    }
    public var bounds: CGRect { CGRect(origin: .zero, size: portrait) }

    /// A point of the current interface (the screen's coordinate space) in fixed coordinates.
    private func fixed(_ p: CGPoint) -> CGPoint {
        let (w, h) = (portrait.width, portrait.height)
        switch orientation {
        case .portraitUpsideDown: return CGPoint(x: w - p.x, y: h - p.y)
        case .landscapeRight: return CGPoint(x: w - p.y, y: p.x)
        case .landscapeLeft: return CGPoint(x: p.y, y: h - p.x)
        default: return p
        }
    }
    /// A point in fixed coordinates in the current interface's.
    private func interface(_ p: CGPoint) -> CGPoint {
        let (w, h) = (portrait.width, portrait.height)
        switch orientation {
        case .portraitUpsideDown: return CGPoint(x: w - p.x, y: h - p.y)
        case .landscapeRight: return CGPoint(x: p.y, y: w - p.x)
        case .landscapeLeft: return CGPoint(x: h - p.y, y: p.x)
        default: return p
        }
    }

    public func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint {
        if coordinateSpace is FixedCoordinateSpace { return point }
        let onScreen = interface(point)
        if coordinateSpace is ScreenCoordinateSpace { return onScreen }
        return coordinateSpace.convert(onScreen, from: UIScreen.main.coordinateSpace)
    }
    public func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint {
        if coordinateSpace is FixedCoordinateSpace { return point }
        let onScreen = coordinateSpace is ScreenCoordinateSpace ? point : coordinateSpace.convert(point, to: UIScreen.main.coordinateSpace)
        return fixed(onScreen)
    }
    public func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
        boundingBox(of: rect) { convert($0, to: coordinateSpace) }
    }
    public func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
        boundingBox(of: rect) { convert($0, from: coordinateSpace) }
    }
}

extension UIScreen {
    /// `fixedCoordinateSpace` (iOS 8): the screen in its portrait orientation.
    public var fixedCoordinateSpace: any UICoordinateSpace { FixedCoordinateSpace(portrait: device.screenSize, orientation: device.orientation) }
}

/// The bounding box of a rectangle's corners through `f` (UIKit's rule for rectangles under
/// transforms and rotations).
private func boundingBox(of rect: CGRect, _ f: (CGPoint) -> CGPoint) -> CGRect {
    let corners = [
        CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
        CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY),
    ].map(f)
    let xs = corners.map(\.x), ys = corners.map(\.y)
    guard let x0 = xs.min(), let x1 = xs.max(), let y0 = ys.min(), let y1 = ys.max() else { return .null }
    return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
}
