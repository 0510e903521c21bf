import Foundation
import Transitions

// View members that only change how something is drawn or rendered — the backing scale, a
// label's highlighted colour, text-container padding, text-size limits, cells' safe-area insets
// of a table — stored and read back (notes/uikit-surface.md, "ninth pass").

private enum StoredViewKeys {
    static func key() -> UnsafeRawPointer { UnsafeRawPointer(UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1)) }
    nonisolated(unsafe) static let contentScale = key()
    nonisolated(unsafe) static let linkTextAttributes = key()
    nonisolated(unsafe) static let dataDetectorTypes = key()
    nonisolated(unsafe) static let symbolEffects = key()
    nonisolated(unsafe) static let highlightedTextColor = key()
    nonisolated(unsafe) static let insetsContentViews = key()
    nonisolated(unsafe) static let minimumCategory = key()
    nonisolated(unsafe) static let maximumCategory = key()
    nonisolated(unsafe) static let defaultTextAttributes = key()
    nonisolated(unsafe) static let clearsContext = key()
    nonisolated(unsafe) static let editingAccessoryType = key()
    nonisolated(unsafe) static let focusGroupIdentifier = key()
    nonisolated(unsafe) static let allowsFocus = key()
    nonisolated(unsafe) static let pointerInteraction = key()
    nonisolated(unsafe) static let pointerStyleProvider = key()
    nonisolated(unsafe) static let minimumFontSize = key()
    nonisolated(unsafe) static let fieldAdjustsFontSize = key()
}

extension View {
    /// `contentScaleFactor`: pixels per point of the view's backing store — the screen's scale
    /// unless set (UIKit's default for a view on screen). Non-finite or non-positive values are
    /// ignored. Drawing only: geometry is in points.
    public var contentScaleFactor: CGFloat {
        get { AssociatedObjects.get(self, key: StoredViewKeys.contentScale) as? CGFloat ?? simulation.application.device.scale }
        set {
            guard newValue.isFinite, newValue > 0 else { return }
            AssociatedObjects.set(self, key: StoredViewKeys.contentScale, value: newValue, policy: .retain)
        }
    }

    /// `clearsContextBeforeDrawing` (default true): whether UIKit clears the backing store
    /// before `draw(_:)`. Drawing only: stored.
    public var clearsContextBeforeDrawing: Bool {
        get { AssociatedObjects.get(self, key: StoredViewKeys.clearsContext) as? Bool ?? true }
        set { AssociatedObjects.set(self, key: StoredViewKeys.clearsContext, value: newValue, policy: .retain) }
    }

    /// `minimumContentSizeCategory` / `maximumContentSizeCategory` (iOS 15): limits on the text
    /// size the view's content follows (stored: the simulated device keeps the default size).
    public var minimumContentSizeCategory: UIContentSizeCategory? {
        get { AssociatedObjects.get(self, key: StoredViewKeys.minimumCategory) as? UIContentSizeCategory }
        set { AssociatedObjects.set(self, key: StoredViewKeys.minimumCategory, value: newValue, policy: .retain) }
    }
    public var maximumContentSizeCategory: UIContentSizeCategory? {
        get { AssociatedObjects.get(self, key: StoredViewKeys.maximumCategory) as? UIContentSizeCategory }
        set { AssociatedObjects.set(self, key: StoredViewKeys.maximumCategory, value: newValue, policy: .retain) }
    }
    /// `appliedContentSizeCategoryLimitsDescription` (iOS 15): the limits, for debugging.
    public var appliedContentSizeCategoryLimitsDescription: String {
        "minimum: \(minimumContentSizeCategory?.rawValue ?? "none"), maximum: \(maximumContentSizeCategory?.rawValue ?? "none")"
    }
}

extension Label {
    /// `highlightedTextColor` (stored: the text is drawn).
    public var highlightedTextColor: UIColor? {
        get { AssociatedObjects.get(self, key: StoredViewKeys.highlightedTextColor) as? UIColor }
        set { AssociatedObjects.set(self, key: StoredViewKeys.highlightedTextColor, value: newValue, policy: .retain) }
    }
}

extension TableView {
    /// `insetsContentViewsToSafeArea` (iOS 11, default true): cells' content views inset by the
    /// safe area (stored: the model's cells span the table's width).
    public var insetsContentViewsToSafeArea: Bool {
        get { AssociatedObjects.get(self, key: StoredViewKeys.insetsContentViews) as? Bool ?? true }
        set { AssociatedObjects.set(self, key: StoredViewKeys.insetsContentViews, value: newValue, policy: .retain) }
    }
}

/// `UIDataDetectorTypes`: the kinds of text a text view turns into links.
public struct UIDataDetectorTypes: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let phoneNumber = UIDataDetectorTypes(rawValue: 1 << 0)
    public static let link = UIDataDetectorTypes(rawValue: 1 << 1)
    public static let address = UIDataDetectorTypes(rawValue: 1 << 2)
    public static let calendarEvent = UIDataDetectorTypes(rawValue: 1 << 3)
    public static let shipmentTrackingNumber = UIDataDetectorTypes(rawValue: 1 << 4)
    public static let flightNumber = UIDataDetectorTypes(rawValue: 1 << 5)
    public static let lookupSuggestion = UIDataDetectorTypes(rawValue: 1 << 6)
    public static let money = UIDataDetectorTypes(rawValue: 1 << 7)
    public static let physicalValue = UIDataDetectorTypes(rawValue: 1 << 8)
    public static let all = UIDataDetectorTypes(rawValue: UInt.max)
}

extension TextView {
    /// `linkTextAttributes`: how links are drawn (drawing, stored).
    public var linkTextAttributes: [NSAttributedString.Key: Any]! {
        get { AssociatedObjects.get(self, key: StoredViewKeys.linkTextAttributes) as? [NSAttributedString.Key: Any] ?? [:] }
        set { AssociatedObjects.set(self, key: StoredViewKeys.linkTextAttributes, value: newValue ?? [:], policy: .retain) }
    }

    /// `dataDetectorTypes`: which text becomes links (text is not scanned: stored).
    public var dataDetectorTypes: UIDataDetectorTypes {
        get { AssociatedObjects.get(self, key: StoredViewKeys.dataDetectorTypes) as? UIDataDetectorTypes ?? [] }
        set { AssociatedObjects.set(self, key: StoredViewKeys.dataDetectorTypes, value: newValue, policy: .retain) }
    }

}

extension TextField {
    /// `adjustsFontSizeToFitWidth` and `minimumFontSize` (0 by default): whether the field shrinks
    /// its text to fit, and how far. Text is drawn, not laid out by size: stored.
    public var adjustsFontSizeToFitWidth: Bool {
        get { AssociatedObjects.get(self, key: StoredViewKeys.fieldAdjustsFontSize) as? Bool ?? false }
        set { AssociatedObjects.set(self, key: StoredViewKeys.fieldAdjustsFontSize, value: newValue, policy: .retain) }
    }
    public var minimumFontSize: CGFloat {
        get { AssociatedObjects.get(self, key: StoredViewKeys.minimumFontSize) as? CGFloat ?? 0 }
        set { AssociatedObjects.set(self, key: StoredViewKeys.minimumFontSize, value: newValue, policy: .retain) }
    }
    /// `defaultTextAttributes`: the attributes of the field's text. Setting them sets `font` and
    /// `textColor` from `.font` and `.foregroundColor` (as UIKit does; the others are stored), and
    /// reading gives the field's font and colour with the stored rest.
    public var defaultTextAttributes: [NSAttributedString.Key: Any] {
        get {
            var a = AssociatedObjects.get(self, key: StoredViewKeys.defaultTextAttributes) as? [NSAttributedString.Key: Any] ?? [:]
            a[.font] = font
            a[.foregroundColor] = textColor
            return a
        }
        set {
            if let f = newValue[.font] as? UIFont { font = f }
            if let c = newValue[.foregroundColor] as? UIColor { textColor = c }
            AssociatedObjects.set(self, key: StoredViewKeys.defaultTextAttributes, value: newValue, policy: .retain)
        }
    }
}

extension TableViewCell {
    /// `editingAccessoryType`: the accessory while the table is editing (stored: the model's
    /// editing mode draws no accessories).
    public var editingAccessoryType: AccessoryType {
        get { AssociatedObjects.get(self, key: StoredViewKeys.editingAccessoryType) as? AccessoryType ?? .none }
        set { AssociatedObjects.set(self, key: StoredViewKeys.editingAccessoryType, value: newValue, policy: .retain) }
    }
}

extension View {
    /// `focusGroupIdentifier` (iOS 15): the focus group a keyboard's Tab moves between (stored:
    /// the simulated device has no hardware keyboard focus).
    public var focusGroupIdentifier: String? {
        get { AssociatedObjects.get(self, key: StoredViewKeys.focusGroupIdentifier) as? String }
        set { AssociatedObjects.set(self, key: StoredViewKeys.focusGroupIdentifier, value: newValue, policy: .retain) }
    }
}

extension CollectionView {
    /// `allowsFocus` (iOS 15; stored, as `focusGroupIdentifier`).
    public var allowsFocus: Bool {
        get { AssociatedObjects.get(self, key: StoredViewKeys.allowsFocus) as? Bool ?? false }
        set { AssociatedObjects.set(self, key: StoredViewKeys.allowsFocus, value: newValue, policy: .retain) }
    }
}

extension Button {
    /// `isPointerInteractionEnabled` (iPadOS 13.4; stored: no pointer on the simulated phone).
    public var isPointerInteractionEnabled: Bool {
        get { AssociatedObjects.get(self, key: StoredViewKeys.pointerInteraction) as? Bool ?? false }
        set { AssociatedObjects.set(self, key: StoredViewKeys.pointerInteraction, value: newValue, policy: .retain) }
    }
    /// `UIButton.PointerStyleProvider`: the style for the button under the pointer, given its
    /// proposed effect and shape.
    public typealias PointerStyleProvider = (Button, PointerEffect, PointerShape) -> PointerStyle?
    /// `pointerStyleProvider` (stored, never called: no pointer).
    public var pointerStyleProvider: PointerStyleProvider? {
        get { AssociatedObjects.get(self, key: StoredViewKeys.pointerStyleProvider) as? PointerStyleProvider }
        set { AssociatedObjects.set(self, key: StoredViewKeys.pointerStyleProvider, value: newValue, policy: .retain) }
    }
}

extension ImageView {
    /// The symbol effects the image view runs (`addSymbolEffect`), by kind and options, in the
    /// order added.
    public var symbolEffects: [(effect: String, options: SymbolEffectOptions)] {
        AssociatedObjects.get(self, key: StoredViewKeys.symbolEffects) as? [(effect: String, options: SymbolEffectOptions)] ?? []
    }

    /// `addSymbolEffect(_:options:animated:completion:)` (iOS 17): an animation of the symbol's
    /// drawing (bounce, pulse, …). Symbols are drawn: the effect is recorded (`symbolEffects`);
    /// the completion hears it finished on the next turn, as a discrete effect ends.
    public func addSymbolEffect(
        _ effect: some SymbolEffect, options: SymbolEffectOptions = .default, animated: Bool = true,
        completion: ((UISymbolEffectCompletionContext) -> Void)? = nil
    ) {
        let entry = (effect: effect.symbolEffectName, options: options)
        AssociatedObjects.set(self, key: StoredViewKeys.symbolEffects, value: symbolEffects + [entry], policy: .retain)
        guard let completion else { return }
        let context = UISymbolEffectCompletionContext(isFinished: true, effectName: effect.symbolEffectName)
        Simulation.current.schedule { completion(context) }
    }

    /// `removeSymbolEffect(ofType:options:animated:completion:)`: the effects of that kind end.
    public func removeSymbolEffect(
        ofType effect: some SymbolEffect, options: SymbolEffectOptions = .default, animated: Bool = true,
        completion: ((UISymbolEffectCompletionContext) -> Void)? = nil
    ) {
        let kind = effect.symbolEffectName.split(separator: ".").first.map(String.init) ?? ""
        let kept = symbolEffects.filter { ($0.effect.split(separator: ".").first.map(String.init) ?? "") != kind }
        AssociatedObjects.set(self, key: StoredViewKeys.symbolEffects, value: kept, policy: .retain)
        completion?(UISymbolEffectCompletionContext(isFinished: true, effectName: effect.symbolEffectName))
    }

    /// `removeAllSymbolEffects(options:animated:)`.
    public func removeAllSymbolEffects(options: SymbolEffectOptions = .default, animated: Bool = true) {
        AssociatedObjects.set(self, key: StoredViewKeys.symbolEffects, value: [(effect: String, options: SymbolEffectOptions)](), policy: .retain)
    }
}
