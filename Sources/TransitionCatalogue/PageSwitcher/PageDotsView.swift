import Foundation
import Springs
import Transitions

/// Page dots: how many pages and which one is current.
public final class PageDotsView: View {
    public var numberOfPages = 0
    public var currentPage = 0
}
