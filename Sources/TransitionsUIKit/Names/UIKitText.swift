import Foundation
import Transitions

// UIKit's names for text fields and labels (`Views/TextField.swift`, `TextFieldDelegate.swift`,
// `Label.swift`).

/// `UITextFieldDelegate`.
public typealias UITextFieldDelegate = TextFieldDelegate
/// `UIReturnKeyType`.
public typealias UIReturnKeyType = ReturnKeyType
/// `UIKeyboardType`.
public typealias UIKeyboardType = KeyboardType
/// `NSLineBreakMode` (not in Linux Foundation: checked with `swiftc -typecheck`).
public typealias NSLineBreakMode = LineBreakMode
