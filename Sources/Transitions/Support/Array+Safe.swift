import Foundation
import Springs

extension Array {
    package subscript(safe i: Int) -> Element? { indices.contains(i) ? self[i] : nil }
}
