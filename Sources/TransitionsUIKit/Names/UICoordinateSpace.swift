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
        return Self.boundingBox(of: rect) { convert($0, to: coordinateSpace) }
    }

    public func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
        if let v = coordinateSpace as? View { return convert(rect, from: v as View?) }
        return Self.boundingBox(of: rect) { convert($0, from: coordinateSpace) }
    }

    /// The bounding box of a rectangle's corners through `f` (UIKit's rule for rectangles under
    /// transforms).
    private static func boundingBox(of rect: CGRect, _ f: (CGPoint) -> CGPoint) -> CGRect {
        let corners = [
            CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
            CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY),
        ].map(f)
        let xs = corners.map(\.x), ys = corners.map(\.y)
        guard let x0 = xs.min(), let x1 = xs.max(), let y0 = ys.min(), let y1 = ys.max() else { return .null }
        return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
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
