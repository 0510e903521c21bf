import Foundation
import Transitions

/// `UIFeedbackGenerator`: haptics are felt, not seen — each generator records what it was asked
/// to play (`events`), with the simulation time, and has no other effect.
open class UIFeedbackGenerator: UIKitNSObject {
    /// What was played: a description and the simulation time.
    public private(set) var events: [(kind: String, time: Double)] = []
    /// `prepare()` calls (recorded too: preparing is how apps cut latency).
    public private(set) var prepareCount = 0
    public override init() { super.init() }
    public func prepare() { prepareCount += 1 }
    func record(_ kind: String) { events.append((kind, Simulation.current.now)) }
}

/// `UIImpactFeedbackGenerator`.
public final class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    public enum FeedbackStyle: Int, Sendable { case light, medium, heavy, soft, rigid }
    public let style: FeedbackStyle
    public init(style: FeedbackStyle) {
        self.style = style
        super.init()
    }
    public override convenience init() { self.init(style: .medium) }
    public func impactOccurred() { record("impact \(style)") }
    public func impactOccurred(intensity: CGFloat) { record("impact \(style) \(intensity)") }
}

/// `UISelectionFeedbackGenerator`.
public final class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    public func selectionChanged() { record("selection") }
}

/// `UINotificationFeedbackGenerator`.
public final class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    public enum FeedbackType: Int, Sendable { case success, warning, error }
    public func notificationOccurred(_ type: FeedbackType) { record("notification \(type)") }
}
