import Foundation

/// The appearance state machine (viewWill/DidAppear, viewWill/DidDisappear).
public enum AppearanceState: String, Sendable, Hashable {
    case disappeared, appearing, appeared, disappearing
}
