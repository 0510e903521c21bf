import Foundation
import Transitions

// UIKit's names for the model's switches, segmented controls and activity indicators
// (`Controls/Switch.swift`, `Controls/SegmentedControl.swift`, `Views/ActivityIndicatorView.swift`).

/// `UISwitch`.
public typealias UISwitch = Switch
/// `UIStepper`.
public typealias UIStepper = Stepper
/// `UIPageControl`.
public typealias UIPageControl = PageControl
/// `UISegmentedControl`.
public typealias UISegmentedControl = SegmentedControl
/// `UIActivityIndicatorView`.
public typealias UIActivityIndicatorView = ActivityIndicatorView
