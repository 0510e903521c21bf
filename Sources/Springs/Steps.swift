/// Where the jumps of a `steps()` easing happen (CSS Easing Level 2).
public enum StepPosition: String, Sendable, Hashable, CaseIterable {
    case jumpStart = "jump-start", jumpEnd = "jump-end", jumpNone = "jump-none", jumpBoth = "jump-both"
    /// CSS `start` = jump-start, `end` = jump-end.
    public static let start = StepPosition.jumpStart
    public static let end = StepPosition.jumpEnd
}

/// CSS `steps(n, position)`: a staircase with n intervals.
public struct Steps: Sendable, Hashable {
    public let count: Int
    public let position: StepPosition

    /// - Throws: `SpringError` when `count` < 1, or < 2 for `jump-none` (as CSS requires).
    public init(_ count: Int, _ position: StepPosition = .end) throws(SpringError) {
        let minimum = position == .jumpNone ? 2 : 1
        guard count >= minimum else {
            throw .outOfRange(parameter: "count", value: Double(count), range: "[\(minimum), ∞) for \(position.rawValue)")
        }
        self.count = count
        self.position = position
    }

    /// The CSS step-easing algorithm for an input progress in [0, 1] (the before flag is unset).
    public func progress(at x: Double) -> Double {
        let input = x.isNaN ? 0 : min(max(x, 0), 1)
        var step = (input * Double(count)).rounded(.down)
        if position == .jumpStart || position == .jumpBoth { step += 1 }
        let jumps: Double
        switch position {
        case .jumpStart, .jumpEnd: jumps = Double(count)
        case .jumpNone: jumps = Double(count) - 1
        case .jumpBoth: jumps = Double(count) + 1
        }
        if step < 0 { step = 0 }
        if step > jumps { step = jumps }
        return step / jumps
    }
}

/// CSS `linear()` easing: a piecewise-linear curve through control points (CSS Easing Level 2).
///
/// Points are given as (output, input?) in order. Canonicalisation follows the spec: a missing
/// first input is 0, a missing last input is 1, an input smaller than an earlier one is raised
/// to it, and runs of missing inputs are spaced evenly between their neighbours.
public struct LinearEasing: Sendable, Hashable {
    public struct Point: Sendable, Hashable {
        public var output: Double
        public var input: Double
    }
    public let points: [Point]

    /// - Throws: `SpringError` for fewer than 2 points or a non-finite value.
    public init(_ stops: [(output: Double, input: Double?)]) throws(SpringError) {
        guard stops.count >= 2 else {
            throw .outOfRange(parameter: "points.count", value: Double(stops.count), range: "[2, ∞)")
        }
        var inputs: [Double?] = []
        var outputs: [Double] = []
        for s in stops {
            outputs.append(try Check.moderate("output", s.output))
            if let i = s.input { inputs.append(try Check.moderate("input", i)) } else { inputs.append(nil) }
        }
        if inputs[0] == nil { inputs[0] = 0 }
        if inputs[inputs.count - 1] == nil { inputs[inputs.count - 1] = 1 }
        var largest = -Double.infinity
        for i in inputs.indices {
            if let v = inputs[i] {
                largest = max(largest, v)
                inputs[i] = largest
            }
        }
        var i = 0
        while i < inputs.count {
            if inputs[i] == nil {
                var j = i
                while inputs[j] == nil { j += 1 }
                let a = inputs[i - 1] ?? 0, b = inputs[j] ?? 1
                let gaps = Double(j - i + 1)
                for k in i..<j { inputs[k] = a + (b - a) * Double(k - i + 1) / gaps }
                i = j
            }
            i += 1
        }
        points = zip(outputs, inputs).map { Point(output: $0, input: $1 ?? 0) }
    }

    /// Output at input progress `x`, extrapolating from the first/last two points outside.
    public func progress(at x: Double) -> Double {
        let input = x.isNaN ? 0 : x
        // The last point whose input ≤ x, so coincident inputs take the later point.
        var lo = 0
        for k in points.indices where points[k].input <= input { lo = k }
        if input < points[0].input { lo = 0 }
        let a: Point, b: Point
        if lo >= points.count - 1 {
            a = points[points.count - 2]
            b = points[points.count - 1]
            if input == b.input { return b.output }
        } else {
            a = points[lo]
            b = points[lo + 1]
        }
        if b.input == a.input { return b.output }
        return a.output + (b.output - a.output) * (input - a.input) / (b.input - a.input)
    }
}
