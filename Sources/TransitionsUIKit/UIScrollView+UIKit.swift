import Foundation
import Transitions

// UIKit's names for scroll views and key-value observing over the model.

public typealias UIScrollView = ScrollView
public typealias UIScrollViewDelegate = ScrollViewDelegate

/// `NSKeyValueObservation`, `NSKeyValueObservingOptions`, `NSKeyValueObservedChange`,
/// `NSKeyValueChange`: Linux Foundation has none of them; these are the model's
/// (`KeyValueObservable`).
public typealias NSKeyValueObservation = KeyValueObservation
public typealias NSKeyValueObservingOptions = KeyValueObservingOptions
public typealias NSKeyValueObservedChange = KeyValueObservedChange
public typealias NSKeyValueChange = KeyValueChange

extension ScrollView {
    /// `zoom(to:animated:)`, `setZoomScale(_:animated:)`: zooming moves the content and is not
    /// modelled.
    @available(*, unavailable, message: "scroll-view zooming is not modelled: scale the content view's transform (or its frame) instead")
    public func zoom(to rect: CGRect, animated: Bool) { fatalError() }
    @available(*, unavailable, message: "scroll-view zooming is not modelled: scale the content view's transform (or its frame) instead")
    public func setZoomScale(_ scale: CGFloat, animated: Bool) { fatalError() }
    /// `contentLayoutGuide` / `frameLayoutGuide`: Auto Layout.
    @available(*, unavailable, message: "layout guides are Auto Layout: set contentSize and the content views' frames instead")
    public var contentLayoutGuide: Never { fatalError() }
    @available(*, unavailable, message: "layout guides are Auto Layout: set contentSize and the content views' frames instead")
    public var frameLayoutGuide: Never { fatalError() }
    /// `refreshControl`: pull-to-refresh is not modelled.
    @available(*, unavailable, message: "UIRefreshControl is not modelled: drive the refresh from scrollViewDidEndDragging(_:willDecelerate:) and contentOffset")
    public var refreshControl: Never { fatalError() }
    /// `flashScrollIndicators()`: draws only.
    public func flashScrollIndicators() {}
}
