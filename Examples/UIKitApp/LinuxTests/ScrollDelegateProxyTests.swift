import Testing
import TransitionsUIKit

/// The app's scroll-delegate proxy (MyApp/Transitions/ScrollDelegateProxy.swift), compiled
/// unchanged: its `conforms(to:)` override answers for the app's delegate too, and the scroll
/// reaches both.
@Suite struct ScrollDelegateProxyTests {
    @Test func theProxyAnswersForTheAppsDelegate() {
        let sim = Simulation()
        sim.asCurrent {
            let list = ListScrollDelegate()
            let proxy = ScrollDelegateProxy(appDelegate: list)
            let alone = ScrollDelegateProxy(appDelegate: nil)
            #expect(proxy.conforms(to: UIScrollViewDelegate.self) && alone.conforms(to: UIScrollViewDelegate.self))
            #expect(proxy.conforms(to: UITableViewDelegate.self), "through the app's delegate")
            #expect(!alone.conforms(to: UITableViewDelegate.self) && !proxy.conforms(to: UICollectionViewDelegate.self))
            #expect(list.conforms(to: UITableViewDelegate.self) && !list.conforms(to: UINavigationControllerDelegate.self))
            let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            scrollView.contentSize = CGSize(width: 100, height: 400)
            scrollView.delegate = proxy
            #expect(scrollView.delegate?.conforms(to: UITableViewDelegate.self) == true)
            scrollView.contentOffset = CGPoint(x: 0, y: 30)
            #expect(proxy.observedOffsets == [30] && list.scrolls == 1)
        }
        #expect(sim.violations.isEmpty, "\(sim.violations)")
    }
}
