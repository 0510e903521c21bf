import SpringODE

let solver = try ODESolver(system: LinearSpringSystem(spring: .bouncy), stepper: .rk8pd,
                           tolerance: ODETolerance(absolute: 1e-10, relative: 1e-10))
let solution = try solver.solve(from: [1, 0], times: CrossCheck.frameTimes(duration: 2, frameRate: 120))
let positions = try solution.component(0)   // positions at each frame (a typed error for a bad index)
let work = solution.statistics              // steps, failed steps, RHS and Jacobian evaluations

// Steppers: rk2, rk4, rkf45, rkck, rk8pd, msadams, msbdf, bsimp (the last two use the Jacobian).
// Systems: LinearSpringSystem, SpringVectorSystem (N axes), SpringChainSystem (two-way or
// follower chains), MovingTargetSpring (retargeting), DragSpringSystem, CoulombSpringSystem,
// RubberBandSystem; or your own `ODESystem`.
let table = try CrossCheck.table()   // regime × stepper: error against the closed form, work, time
