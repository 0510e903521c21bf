import Foundation

extension LayoutConstraint {
    /// `NSLayoutConstraint.FormatOptions`, with UIKit's raw values: an alignment of every view of
    /// a visual format string (bits 1…15, one per attribute), the direction of horizontal
    /// formats (bits 16–17) and the spacing (bit 19).
    public struct FormatOptions: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
        public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
        public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
        public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
        public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
        public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
        public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
        public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
        public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
        public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
        public static let alignmentMask = FormatOptions(rawValue: 0xFFFF)
        public static let directionLeadingToTrailing = FormatOptions([])
        public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
        public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
        public static let directionMask = FormatOptions(rawValue: 3 << 16)
        public static let spacingEdgeToEdge = FormatOptions([])
        public static let spacingBaselineToBaseline = FormatOptions(rawValue: 1 << 19)
        public static let spacingMask = FormatOptions(rawValue: 1 << 19)

        /// The attributes every view is aligned on.
        var alignments: [Attribute] {
            let table: [(FormatOptions, Attribute)] = [
                (.alignAllLeft, .left), (.alignAllRight, .right), (.alignAllTop, .top), (.alignAllBottom, .bottom),
                (.alignAllLeading, .leading), (.alignAllTrailing, .trailing), (.alignAllCenterX, .centerX),
                (.alignAllCenterY, .centerY), (.alignAllLastBaseline, .lastBaseline), (.alignAllFirstBaseline, .firstBaseline),
            ]
            return table.filter { contains($0.0) }.map(\.1)
        }
    }

    /// `constraints(withVisualFormat:options:metrics:views:)`: the constraints an ASCII-art layout
    /// describes (Apple's "Visual Format Language"), not yet active.
    ///
    /// `H:|-20-[title]-(>=8)-[button(44@750)]-|`: an optional orientation (`H:`, the default, or
    /// `V:`), the superview `|` at either end, views in brackets by their names in `views` with
    /// optional size predicates, and connections between them: none (`][`, 0 apart), `-`
    /// (standard spacing: 8 between siblings, 20 to the superview's edge — Apple's documented
    /// values), or `-predicates-`. A predicate is an optional relation (`==`, `>=`, `<=`), a
    /// constant (a number or a name in `metrics`) or, in a view's parentheses, another view
    /// (equal size), and an optional `@priority`. Each connection relates the later item's
    /// leading (top) edge to the earlier one's trailing (bottom) edge; horizontal formats use
    /// leading/trailing unless the options ask for left-to-right or right-to-left. Alignment
    /// options align every consecutive pair of views on the attribute, which must be across the
    /// format's axis.
    ///
    /// A format UIKit cannot parse raises `NSInvalidArgumentException` there; the model records
    /// the refusal (`LayoutError.visualFormat`, naming the position) and returns no constraints.
    public static func constraints(
        withVisualFormat format: String, options: FormatOptions = [], metrics: [String: Any]?, views: [String: Any]
    ) -> [LayoutConstraint] {
        do {
            var parser = VisualFormatParser(format: format, metrics: metrics ?? [:], views: views)
            return try parser.constraints(options: options)
        } catch let error as LayoutError {
            let simulation = views.values.lazy.compactMap { ($0 as AnyObject as? View)?.simulation }.first ?? Simulation.currentIfAny
            simulation?.reject(layout: error)
            return []
        } catch {
            return []
        }
    }
}

/// The parser and constraint builder behind `constraints(withVisualFormat:…)`.
struct VisualFormatParser {
    typealias Attribute = LayoutConstraint.Attribute
    typealias Relation = LayoutConstraint.Relation

    /// One predicate: relation, constant or view, priority.
    struct Predicate {
        var relation: Relation = .equal
        var constant: Double = 0
        var view: View?
        var priority: Float = 1000
    }
    /// The space between two consecutive items.
    enum Connection {
        /// Flush (`][`, `|[`): 0 apart.
        case flush
        /// `-`: the standard spacing.
        case standard
        case predicates([Predicate])
    }
    enum Item {
        case superview
        case view(View, [Predicate])
    }

    let format: String
    let chars: [Character]
    let metrics: [String: Any]
    let views: [String: Any]
    var index = 0

    init(format: String, metrics: [String: Any], views: [String: Any]) {
        self.format = format
        chars = Array(format).filter { !$0.isWhitespace }
        self.metrics = metrics
        self.views = views
    }

    // MARK: Parsing

    func failure(_ reason: String) -> LayoutError {
        let column = min(index, chars.count)
        return .visualFormat(format: format, reason: "\(reason) (at character \(column))")
    }

    var peek: Character? { index < chars.count ? chars[index] : nil }

    mutating func take(_ c: Character) -> Bool {
        guard peek == c else { return false }
        index += 1
        return true
    }

    mutating func expect(_ c: Character, _ what: String) throws {
        guard take(c) else { throw failure("expected \(what)") }
    }

    mutating func name() -> String? {
        guard let first = peek, first.isLetter || first == "_" else { return nil }
        var s = ""
        while let c = peek, c.isLetter || c.isNumber || c == "_" {
            s.append(c)
            index += 1
        }
        return s
    }

    mutating func number() -> Double? {
        let start = index
        if peek == "-" || peek == "+" { index += 1 }
        var s = ""
        while let c = peek, c.isASCII, c.isNumber || c == "." {
            s.append(c)
            index += 1
        }
        guard !s.isEmpty, let v = Double(s), v.isFinite else {
            index = start
            return nil
        }
        return chars[start] == "-" ? -v : v
    }

    func metric(_ name: String) throws -> Double {
        guard let value = metrics[name] else { throw failure("\(name) is not a key in the metrics dictionary") }
        guard let d = numericValue(value), d.isFinite else { throw failure("the metric \(name) is not a finite number") }
        return d
    }

    func view(_ name: String) throws -> View {
        guard let value = views[name] else { throw failure("\(name) is not a key in the views dictionary") }
        guard let v = value as AnyObject as? View else { throw failure("\(name) in the views dictionary is not a view") }
        return v
    }

    /// A constant: a number or a metric's name.
    mutating func constant() throws -> Double {
        if let n = number() { return n }
        if let m = name() { return try metric(m) }
        throw failure("expected a number or a metric name")
    }

    /// `(relation)? (constant | view) (@priority)?`
    mutating func predicate(allowView: Bool) throws -> Predicate {
        var p = Predicate()
        if take("=") {
            try expect("=", "'=='")
        } else if take(">") {
            try expect("=", "'>='")
            p.relation = .greaterThanOrEqual
        } else if take("<") {
            try expect("=", "'<='")
            p.relation = .lessThanOrEqual
        }
        if let n = number() {
            p.constant = n
        } else if let n = name() {
            if metrics[n] != nil {
                p.constant = try metric(n)
            } else if allowView {
                p.view = try view(n)
            } else {
                throw failure("\(n) is not a key in the metrics dictionary")
            }
        } else {
            throw failure("expected a constant or a view name in a predicate")
        }
        if take("@") {
            let priority = try constant()
            guard priority >= 1, priority <= 1000 else { throw failure("priority \(priority) outside 1…1000") }
            p.priority = Float(priority)
        }
        return p
    }

    /// `(p, p, …)` or a simple predicate (a constant alone).
    mutating func predicateList(allowView: Bool) throws -> [Predicate] {
        if take("(") {
            var list = [try predicate(allowView: allowView)]
            while take(",") { list.append(try predicate(allowView: allowView)) }
            try expect(")", "')'")
            return list
        }
        return [Predicate(constant: try constant())]
    }

    /// After an item: the connection to the next one, or nil at the end.
    mutating func connection() throws -> Connection? {
        guard let c = peek else { return nil }
        if c == "[" { return .flush }
        if c == "|" { return .flush }
        try expect("-", "'-', '[' or '|'")
        if peek == "[" || peek == "|" { return .standard }
        let list = try predicateList(allowView: false)
        try expect("-", "'-' after the spacing")
        return .predicates(list)
    }

    /// `[name(predicates)?]`
    mutating func viewItem() throws -> Item {
        try expect("[", "'['")
        guard let n = name() else { throw failure("expected a view name") }
        let v = try view(n)
        var predicates: [Predicate] = []
        if peek == "(" { predicates = try predicateList(allowView: true) }
        try expect("]", "']'")
        return .view(v, predicates)
    }

    // MARK: Building

    mutating func constraints(options: LayoutConstraint.FormatOptions) throws -> [LayoutConstraint] {
        var vertical = false
        if chars.count >= 2, chars[1] == ":" {
            guard chars[0] == "H" || chars[0] == "V" else { throw failure("the orientation must be H: or V:") }
            vertical = chars[0] == "V"
            index = 2
        }
        var items: [Item] = []
        var connections: [Connection] = []
        if take("|") {
            items.append(.superview)
            guard let c = try connection() else { throw failure("expected a view after '|'") }
            connections.append(c)
        }
        while true {
            items.append(try viewItem())
            guard let c = try connection() else { break }
            connections.append(c)
            if take("|") {
                items.append(.superview)
                break
            }
        }
        guard index == chars.count else { throw failure("unexpected '\(chars[index])'") }

        let viewsInOrder: [View] = items.compactMap { if case let .view(v, _) = $0 { v } else { nil } }
        let superview = viewsInOrder.first?.superview
        if items.contains(where: { if case .superview = $0 { true } else { false } }), superview == nil {
            throw failure("unable to interpret '|': the related view has no superview")
        }

        let direction = options.intersection(.directionMask)
        let rightToLeft = !vertical && direction == .directionRightToLeft
        let (lead, trail): (Attribute, Attribute) =
            vertical ? (.top, .bottom) : direction == .directionLeftToRight || rightToLeft ? (.left, .right) : (.leading, .trailing)
        let size: Attribute = vertical ? .height : .width

        var out: [LayoutConstraint] = []
        func make(_ a: AnyObject, _ aa: Attribute, _ r: Relation, _ b: AnyObject?, _ ba: Attribute, _ c: Double, _ priority: Float) {
            let constraint = LayoutConstraint(item: a, attribute: aa, relatedBy: r, toItem: b, attribute: ba, multiplier: 1, constant: c)
            if priority < 1000 { constraint.priority = LayoutPriority(priority) }
            out.append(constraint)
        }

        // Sizes from the views' own predicates.
        for case let .view(v, predicates) in items {
            for p in predicates {
                if let other = p.view {
                    make(v, size, p.relation, other, size, 0, p.priority)
                } else {
                    make(v, size, p.relation, nil, .notAnAttribute, p.constant, p.priority)
                }
            }
        }
        // Spacing between consecutive items: later.lead (r) earlier.trail + c, or, right to left,
        // earlier.left (r) later.right + c.
        for (k, connection) in connections.enumerated() {
            let earlier = items[k], later = items[k + 1]
            let touchesSuperview: Bool = {
                if case .superview = earlier { return true }
                if case .superview = later { return true }
                return false
            }()
            let predicates: [Predicate] =
                switch connection {
                case .flush: [Predicate()]
                case .standard: [Predicate(constant: touchesSuperview ? 20 : 8)]
                case let .predicates(list): list
                }
            func object(_ item: Item) -> AnyObject { if case let .view(v, _) = item { v } else { superview! } }
            // The superview's edges are its inside: its leading edge relates to the first view's.
            let earlierAttr: Attribute = { if case .superview = earlier { lead } else { trail } }()
            let laterAttr: Attribute = { if case .superview = later { trail } else { lead } }()
            for p in predicates {
                if rightToLeft {
                    make(object(earlier), earlierAttr == .left ? .right : .left, p.relation, object(later),
                         laterAttr == .left ? .right : .left, p.constant, p.priority)
                } else {
                    make(object(later), laterAttr, p.relation, object(earlier), earlierAttr, p.constant, p.priority)
                }
            }
        }
        // Alignment of every consecutive pair of views across the axis.
        let alignments = options.alignments
        let along: Set<Attribute> = vertical ? [.top, .bottom, .centerY, .lastBaseline, .firstBaseline] : [.left, .right, .leading, .trailing, .centerX]
        if let bad = alignments.first(where: along.contains) {
            throw failure("the option aligning all views on \(bad) is along the format's own \(vertical ? "vertical" : "horizontal") axis")
        }
        for attribute in alignments {
            for (a, b) in zip(viewsInOrder, viewsInOrder.dropFirst()) { make(b, attribute, .equal, a, attribute, 0, 1000) }
        }
        return out
    }
}
