import Foundation
import Springs

/// A text label (the page name under the strip).
public final class LabelView: View {
    public var text = ""
}
