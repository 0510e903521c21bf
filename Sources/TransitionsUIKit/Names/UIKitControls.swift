import Foundation
import Transitions

// UIKit's names for the model's switches, segmented controls and activity indicators
// (`Controls/Switch.swift`, `Controls/SegmentedControl.swift`, `Views/ActivityIndicatorView.swift`).

/// `UISwitch`.
public typealias UISwitch = Switch
/// `UIProgressView` (`ProgressView`), `UIPickerView` (`PickerView`: `pick(row:inComponent:)` is the user's spin).
public typealias UIProgressView = ProgressView
public typealias UIPickerView = PickerView
public typealias UIPickerViewDataSource = PickerViewDataSource
public typealias UIPickerViewDelegate = PickerViewDelegate
/// `UIPasteboard` (`Pasteboard`: one set per simulation).
public typealias UIPasteboard = Pasteboard
/// `UIStepper`.
public typealias UIStepper = Stepper
/// `UIPageControl`.
public typealias UIPageControl = PageControl
/// `UISegmentedControl`.
public typealias UISegmentedControl = SegmentedControl
/// `UIActivityIndicatorView`.
public typealias UIActivityIndicatorView = ActivityIndicatorView
