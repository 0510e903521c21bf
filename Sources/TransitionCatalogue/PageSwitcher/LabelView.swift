import Foundation
import Springs
import Transitions

/// A text label (the page name under the strip).
public final class LabelView: View {
    public var text = ""
}
