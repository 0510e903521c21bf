import Springs

// Every Apple parameterisation, with read-back of every parameter.
let swiftUI = try Spring(duration: 0.5, bounce: 0.3)          // mass 1, stiffness 157.9, damping 17.6
let ca      = try Spring(mass: 1, stiffness: 100, damping: 10) // duration 0.628, bounce 0.5
let uikit   = try Spring(uikitDuration: 0.5, dampingRatio: 0.7, initialVelocity: 2)
let settled = try Spring(settlingDuration: 0.8, dampingRatio: 0.6)
let presets = [Spring.smooth, .snappy, .bouncy]

// Closed form, exact in every regime (ζ = 0 … 10⁶, including ζ = 1 and its neighbours).
let x = swiftUI.value(at: 0.1, from: 0, to: 320, initialVelocity: 0)
let v = swiftUI.velocity(at: 0.1, from: 0, to: 320)
let p = uikit.progress(at: 0.25)                  // UIKit's 0 → 1 progress

// Settling: the exact last ε-crossing, and Core Animation's estimate.
let t = try ca.settlingDuration(epsilon: 1e-3, velocityEpsilon: 1e-3)
let caT = try Spring(mass: 1, stiffness: 100, damping: 5).coreAnimationSettlingDuration  // ≈ 2.85 s

// Sampling through the exact propagator Φ(h) = e^{Ah}; batches into caller buffers.
var sampler = try SpringSampler(spring: .bouncy, step: 1.0 / 120, from: .init(position: 1, velocity: 0))
let frames = sampler.positions(count: 240)
let springs = [Spring.bouncy, .snappy], states = [SpringState(position: 1, velocity: 0), SpringState(position: -1, velocity: 0)]
var batch = try SpringBatch(springs: springs, states: states, step: 1.0 / 120)
var buffer = [Double](repeating: 0, count: 240 * springs.count)
try buffer.withUnsafeMutableBufferPointer { try batch.render(frames: 240, into: $0) }  // frame-major

// Retargeting keeps value and velocity continuous.
let motion = try SpringMotion(spring: .snappy, from: 0, to: 100)
let redirected = try motion.retargeted(to: 40, at: 0.12)

// Inverse problems.
let zeta = try Spring.dampingRatio(forOvershoot: 0.1)
let k = try Spring.stiffness(duration: 0.5, bounce: 0.3)

// Timing curves: Bézier presets, CSS steps() and linear(), springs, reversal, speed.
let ease = TimingCurve.easeInEaseOut.progress(at: 0.3)
let back = TimingCurve.easeIn.reversed              // what a cancelled transition runs
let css = TimingCurve.linear(try LinearEasing([(0, nil), (0.25, 0.75), (1, nil)]))
let stepped = TimingCurve.steps(try Steps(4, .jumpEnd))
let spring = try TimingCurve.uikitSpring(duration: 0.5, dampingRatio: 0.7)
// snippet.hide
print("SpringsTour: ok", x, v, p, t, caT, frames.count, zeta, k, ease, spring.progress(at: 0.5))
