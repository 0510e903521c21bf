import Testing
import TransitionsUIKit

/// The app's page indicator (MyApp/Transitions/PageDots.swift), compiled unchanged: its layer
/// subclass backs the view, and its timer runs on the simulation's clock.
@Suite struct PageDotsTests {
    @Test func theViewIsBackedByTheAppsLayerAndItsTimerAdvances() throws {
        let sim = Simulation()
        do {
            let dots = PageDotsView(frame: CGRect(x: 0, y: 0, width: 60, height: 10))
            #expect(dots.dotLayer.actions?["position"] is NSNull)
            #expect(RingLayer(width: 2).borderWidth == 2)
            dots.startAdvancing(every: 0.5)
            sim.advance(by: 1.2)
            #expect(dots.page == 2)
            dots.stopAdvancing()
            sim.advance(by: 2)
            #expect(dots.page == 2)
        }
    }
}
