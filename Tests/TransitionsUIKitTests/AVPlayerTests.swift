import Foundation
import Testing
import TransitionsUIKit

/// AVFoundation's player on the simulation's clock: time advances while playing a ready item;
/// network items fail offline; observers, seeks and the player layer and controller.
@Suite struct AVPlayerTests {
    /// A file item becomes ready on the next turn; the position then follows the clock at the
    /// rate, stands still while paused, and jumps on a seek.
    @Test func timeAdvancesWhilePlaying() throws {
        try withUIKitStage { sim, _ in
            let player = AVPlayer(url: URL(fileURLWithPath: "/tmp/clip.mp4"))
            let item = try #require(player.currentItem)
            var statuses: [AVPlayerItem.Status] = []
            let token = item.observe(\.status, options: [.new]) { item, _ in statuses.append(item.status) }
            player.play()
            #expect(player.timeControlStatus == .waitingToPlayAtSpecifiedRate && item.status == .unknown)
            sim.advance(by: 0.5)
            #expect(statuses == [.readyToPlay] && player.timeControlStatus == .playing)
            let start = player.currentTime().seconds
            sim.advance(by: 1)
            #expect(abs(player.currentTime().seconds - start - 1) < 1e-2)
            player.pause()
            let paused = player.currentTime()
            sim.advance(by: 1)
            #expect(player.currentTime() == paused && player.timeControlStatus == .paused)
            var sought: Bool?
            player.seek(to: CMTime(seconds: 10, preferredTimescale: 600)) { sought = $0 }
            #expect(player.currentTime().seconds == 10 && sought == nil)
            sim.advance(by: sim.frameInterval)
            #expect(sought == true && item.currentTime().seconds == 10)
            player.rate = 2
            sim.advance(by: 0.5)
            #expect(abs(player.currentTime().seconds - 11) < 1e-2)
            #expect(item.duration.isIndefinite)
            token.invalidate()
        }
    }

    /// Offline: an item at a network URL fails with "not connected"; a playing player waits.
    @Test func networkItemsFailOffline() throws {
        try withUIKitStage { sim, _ in
            let item = AVPlayerItem(url: URL(string: "https://example.com/live.m3u8")!)
            let player = AVPlayer(playerItem: item)
            player.play()
            try sim.runUntilIdle()
            #expect(item.status == .failed && (item.error as NSError?)?.code == NSURLErrorNotConnectedToInternet)
            #expect(player.timeControlStatus == .waitingToPlayAtSpecifiedRate && player.currentTime() == .zero)
        }
    }

    /// Periodic observers fire every interval while playing, stop while paused and once removed;
    /// bad input is refused and recorded.
    @Test func periodicObserversAndBadInput() throws {
        try withUIKitStage { sim, _ in
            let player = AVPlayer(url: URL(fileURLWithPath: "/tmp/clip.mp4"))
            var ticks: [Double] = []
            let token = player.addPeriodicTimeObserver(forInterval: CMTime(value: 1, timescale: 4), queue: .main) { ticks.append($0.seconds) }
            player.play()
            sim.advance(by: 1.1)
            #expect(ticks.count == 4)
            player.pause()
            sim.advance(by: 1)
            #expect(ticks.count == 4)
            player.removeTimeObserver(token)
            player.play()
            sim.advance(by: 1)
            #expect(ticks.count == 4)
            #expect(sim.violations.isEmpty)
            _ = player.addPeriodicTimeObserver(forInterval: .zero, queue: nil) { _ in Issue.record("never called") }
            player.seek(to: .indefinite)
            player.rate = -1
            #expect(player.rate == 1)
            #expect(sim.violations.filter { $0.kind == .rejectedCall }.count == 3)
            sim.advance(by: 0.5)
        }
    }

    /// The player layer and controller: the layer fills the controller's view and is ready once
    /// the item is; `CMTime` arithmetic and special values.
    @Test func layerControllerAndTimes() throws {
        try withUIKitStage { sim, root in
            let controller = AVPlayerViewController()
            controller.player = AVPlayer(url: URL(fileURLWithPath: "/tmp/clip.mp4"))
            root.present(controller, animated: false)
            try sim.runUntilIdle()
            let layer = try #require(controller.view.layer.sublayers?.compactMap { $0 as? AVPlayerLayer }.first)
            #expect(layer.frame == controller.view.bounds && layer.player === controller.player)
            #expect(controller.isReadyForDisplay && controller.contentOverlayView?.superview === controller.view)
            controller.videoGravity = .resizeAspectFill
            #expect(layer.videoGravity == .resizeAspectFill)
        }
        #expect(CMTimeGetSeconds(CMTimeMake(value: 3, timescale: 2) + CMTime(seconds: 0.25, preferredTimescale: 600)) == 1.75)
        #expect(CMTime(seconds: .nan, preferredTimescale: 600) == .invalid && !CMTime.invalid.isValid)
        #expect(CMTime(seconds: .infinity, preferredTimescale: 600).isPositiveInfinity)
        #expect(CMTime(seconds: 1e300, preferredTimescale: 600).isPositiveInfinity)
        #expect(CMTime.negativeInfinity < .zero && CMTime.zero < .positiveInfinity && CMTime.positiveInfinity < .indefinite)
        #expect((CMTime.indefinite + .zero).isIndefinite && (CMTime.positiveInfinity - .positiveInfinity) == .invalid)
        #expect(CMTime(value: 1, timescale: 0).isValid == false && CMTime.indefinite.seconds.isNaN)
    }
}
