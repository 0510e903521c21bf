import Foundation

/// The phases of one display frame, in the order they run (UIKit's run loop: input events,
/// then display-link callbacks, then Core Animation's commit, which lays out, draws and
/// advances animations):
///
/// 1. `events`: touch delivery (`Window.sendEvent` → hit-testing → recognizers → responders).
/// 2. `displayLinks`: `CADisplayLink` targets and frame observers.
/// 3. `animations`: running property animators advance their fraction.
/// 4. `layout`: views that need layout are laid out (constraints solved, `layoutSubviews`).
/// 5. `checks`: the verification hooks look at the frame as it will be drawn.
/// 6. `commit`: finished animations are removed and their completions fire.
///
/// Scheduled events (timers, deferred completions) run between frames, at their own times.
public enum FramePhase: Int, CaseIterable, Sendable, Comparable {
    case events, displayLinks, animations, layout, checks, commit

    public static func < (a: FramePhase, b: FramePhase) -> Bool { a.rawValue < b.rawValue }
}

/// Work a simulation runs in one phase of every frame.
struct FrameParticipant {
    let id: Int
    let phase: FramePhase
    /// Keeps the simulation from being idle while registered (a display link does; a check does not).
    let keepsAwake: Bool
    let body: (Double) -> Void
}
