import Foundation

extension Application {
    /// `sendAction(_:to:from:for:)`: `action` to `target`; with a nil target, to the key window's
    /// first responder and up the responder chain from there (from the key window when nothing is
    /// first responder) to the first that can perform it — the idiom
    /// `UIApplication.shared.sendAction(#selector(UIResponder.resignFirstResponder), to: nil,
    /// from: nil, for: nil)` puts the keyboard away. True when some object handled it.
    @discardableResult
    public func sendAction(_ action: TypedSelector, to target: Any?, from sender: Any?, for event: Event?) -> Bool {
        if let target {
            guard let object = target as AnyObject?, action.canBeInvoked(on: object) else { return false }
            return action.invoke(on: object, with: sender, and: event)
        }
        let window = keyWindow ?? allWindows.first
        var responder: Responder? = window?.currentFirstResponder ?? window
        var seen = Set<ObjectIdentifier>()
        while let r = responder, seen.insert(ObjectIdentifier(r)).inserted {
            if action.canBeInvoked(on: r) { return action.invoke(on: r, with: sender, and: event) }
            responder = r.next
        }
        return false
    }
}
