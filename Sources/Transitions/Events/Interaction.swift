import Foundation

/// `UIInteraction`: an object that adds behaviour to a view (drag, drop, context menus, an app's
/// own swipe-to-pop): `addInteraction(_:)` tells it `willMove(to:)` then `didMove(to:)` with the
/// view, and it installs what it needs there (gesture recognizers, subviews); removal tells it
/// the same with nil. The interaction keeps its own `view` (weakly, as UIKit's do).
public protocol Interaction: AnyObject {
    /// The view this interaction is attached to.
    var view: View? { get }
    /// Before the interaction is attached to `view` (nil: before it is removed).
    func willMove(to view: View?)
    /// After the interaction is attached to `view` (nil: after it is removed).
    func didMove(to view: View?)
}

extension View {
    /// `interactions`: those added, in order; setting it removes the old ones and adds the new.
    public var interactions: [any Interaction] {
        get { interactionList }
        set {
            for old in interactionList where !newValue.contains(where: { $0 === old }) { removeInteraction(old) }
            for new in newValue where !interactionList.contains(where: { $0 === new }) { addInteraction(new) }
            interactionList = newValue.filter { n in interactionList.contains { $0 === n } }
        }
    }

    /// `addInteraction(_:)`: attaches `interaction` (moving it from another view it was on).
    public func addInteraction(_ interaction: any Interaction) {
        guard !interactionList.contains(where: { $0 === interaction }) else { return }
        if let other = interaction.view, other !== self { other.removeInteraction(interaction) }
        interaction.willMove(to: self)
        interactionList.append(interaction)
        interaction.didMove(to: self)
    }

    /// `removeInteraction(_:)`: detaches `interaction` if it is on this view.
    public func removeInteraction(_ interaction: any Interaction) {
        guard let i = interactionList.firstIndex(where: { $0 === interaction }) else { return }
        interaction.willMove(to: nil)
        interactionList.remove(at: i)
        interaction.didMove(to: nil)
    }
}
