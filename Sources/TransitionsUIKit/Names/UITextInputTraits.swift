import Foundation
import Transitions

// `UITextInputTraits`: how the keyboard behaves for a text field or text view. There is no
// keyboard in the model, so the traits are stored and read back.

/// `UITextAutocapitalizationType`, `UITextAutocorrectionType`, `UITextSpellCheckingType`,
/// `UIKeyboardAppearance`, `UITextSmartQuotesType` (UIKit's raw values).
public enum UITextAutocapitalizationType: Int, Sendable, Hashable { case none, words, sentences, allCharacters }
public enum UITextAutocorrectionType: Int, Sendable, Hashable { case `default`, no, yes }
public enum UITextSpellCheckingType: Int, Sendable, Hashable { case `default`, no, yes }
public enum UIKeyboardAppearance: Int, Sendable, Hashable { case `default`, dark, light
    public static var alert: UIKeyboardAppearance { .dark }
}
public enum UITextSmartQuotesType: Int, Sendable, Hashable { case `default`, no, yes }
/// `UITextContentType`: what a field holds, for AutoFill.
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let name = UITextContentType(rawValue: "name")
    public static let username = UITextContentType(rawValue: "username")
    public static let password = UITextContentType(rawValue: "password")
    public static let newPassword = UITextContentType(rawValue: "new-password")
    public static let oneTimeCode = UITextContentType(rawValue: "one-time-code")
    public static let emailAddress = UITextContentType(rawValue: "email")
    public static let telephoneNumber = UITextContentType(rawValue: "tel")
    public static let URL = UITextContentType(rawValue: "url")
}

/// The traits text fields and text views adopt (stored per object).
public protocol UITextInputTraits: AnyObject {}

private enum TraitKeys {
    nonisolated(unsafe) static let values = UnsafeRawPointer(UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1))
}

/// One object's stored traits.
private final class StoredTraits {
    var autocapitalization = UITextAutocapitalizationType.sentences
    var autocorrection = UITextAutocorrectionType.default
    var spellChecking = UITextSpellCheckingType.default
    var appearance = UIKeyboardAppearance.default
    var smartQuotes = UITextSmartQuotesType.default
    var contentType: UITextContentType?
    var returnKeyAutomatically = false
}

extension UITextInputTraits {
    private var traits: StoredTraits {
        if let t = AssociatedObjects.get(self, key: TraitKeys.values) as? StoredTraits { return t }
        let t = StoredTraits()
        AssociatedObjects.set(self, key: TraitKeys.values, value: t, policy: .retain)
        return t
    }
    public var autocapitalizationType: UITextAutocapitalizationType {
        get { traits.autocapitalization }
        set { traits.autocapitalization = newValue }
    }
    public var autocorrectionType: UITextAutocorrectionType {
        get { traits.autocorrection }
        set { traits.autocorrection = newValue }
    }
    public var spellCheckingType: UITextSpellCheckingType {
        get { traits.spellChecking }
        set { traits.spellChecking = newValue }
    }
    public var keyboardAppearance: UIKeyboardAppearance {
        get { traits.appearance }
        set { traits.appearance = newValue }
    }
    public var smartQuotesType: UITextSmartQuotesType {
        get { traits.smartQuotes }
        set { traits.smartQuotes = newValue }
    }
    public var textContentType: UITextContentType! {
        get { traits.contentType }
        set { traits.contentType = newValue }
    }
    public var enablesReturnKeyAutomatically: Bool {
        get { traits.returnKeyAutomatically }
        set { traits.returnKeyAutomatically = newValue }
    }
}

extension TextField: UITextInputTraits {}
extension TextView: UITextInputTraits {}
/// `UISearchBar` adopts the traits too (its own values, as UIKit's bar keeps them).
extension UISearchBar: UITextInputTraits {
    /// `keyboardType`, `returnKeyType`: the bar's text field's.
    public var keyboardType: KeyboardType {
        get { searchTextField.keyboardType }
        set { searchTextField.keyboardType = newValue }
    }
    public var returnKeyType: ReturnKeyType {
        get { searchTextField.returnKeyType }
        set { searchTextField.returnKeyType = newValue }
    }
}

extension ViewController {
    /// `editButtonItem`: an Edit/Done bar button item that toggles `isEditing` (animated), made
    /// once per controller; its title follows the editing mode.
    public var editButtonItem: UIBarButtonItem {
        if let item = AssociatedObjects.get(self, key: EditButtonKeys.item) as? UIBarButtonItem { return item }
        let item = UIBarButtonItem(title: isEditing ? "Done" : "Edit", style: .plain) { [weak self] item in
            guard let self else { return }
            self.setEditing(!self.isEditing, animated: true)
            item.title = self.isEditing ? "Done" : "Edit"
            item.style = self.isEditing ? .done : .plain
        }
        AssociatedObjects.set(self, key: EditButtonKeys.item, value: item, policy: .retain)
        return item
    }
}

private enum EditButtonKeys {
    nonisolated(unsafe) static let item = UnsafeRawPointer(UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1))
}
