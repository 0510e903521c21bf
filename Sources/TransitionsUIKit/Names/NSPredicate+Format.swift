import Foundation
import Transitions

/// `NSPredicate(format:…)`: Linux's Foundation has predicates only as closures
/// (`init(block:)`); this reads the format language apps write, so the common uses compile and
/// evaluate as on iOS — a form validating an email with `SELF MATCHES %@`, a search with
/// `SELF CONTAINS[c] %@`, a photo fetch with `mediaType == %d`.
///
/// The language read (Apple's "Predicate Format String Syntax"): comparisons `lhs op rhs` with
/// `==` `=` `!=` `<>` `<` `<=` `=<` `>` `>=` `=>` `BETWEEN` `IN` `CONTAINS` `BEGINSWITH`
/// `ENDSWITH` `LIKE` (`*` and `?` wildcards) `MATCHES` (an ICU regular expression matching the
/// whole string), the options `[c]` (case-insensitive) and `[d]` (diacritic-insensitive); `AND`
/// `&&`, `OR` `||`, `NOT` `!`, parentheses, `TRUEPREDICATE`, `FALSEPREDICATE`. Operands: `SELF`,
/// key paths (`a.b`), `%@` `%K` (a key path argument) `%d` `%i` `%ld` `%lu` `%f` `%s` arguments,
/// numbers, quoted strings, `TRUE`/`YES`, `FALSE`/`NO`, `NIL`/`NULL`, `{a, b}` lists.
///
/// Key paths are read from dictionaries, from the photo library's objects by their documented
/// keys, and from other objects' stored properties by name (Swift's reflection; a leading `_`
/// allowed). Numbers compare as numbers (Booleans as 0 and 1), strings as strings, dates by time.
///
/// A format Foundation would reject (`NSInvalidArgumentException: Unable to parse the format
/// string`) is recorded as a rejected call on the current simulation, and the predicate is false
/// for everything.
extension NSPredicate {
    public convenience init(format predicateFormat: String, _ args: Any...) {
        self.init(format: predicateFormat, argumentArray: args)
    }

    public convenience init(format predicateFormat: String, argumentArray arguments: [Any]?) {
        let parsed: PredicateFormat.Node?
        do {
            var parser = PredicateFormat(predicateFormat, arguments: arguments ?? [])
            parsed = try parser.parse()
        } catch {
            Simulation.current.record(.rejectedCall, "NSPredicate(format: \"\(predicateFormat)\"): unable to parse the format string (\(error))")
            parsed = nil
        }
        self.init(block: { object, _ in parsed?.evaluate(object) ?? false })
    }
}

/// A parsed predicate format and its evaluation (`NSPredicate(format:)`).
struct PredicateFormat {
    struct ParseError: Error, CustomStringConvertible {
        let description: String
    }

    /// A predicate.
    indirect enum Node {
        case constant(Bool)
        case not(Node)
        case and(Node, Node)
        case or(Node, Node)
        case compare(Operand, String, Set<Character>, Operand)

        func evaluate(_ object: Any?) -> Bool {
            switch self {
            case .constant(let b): return b
            case .not(let n): return !n.evaluate(object)
            case .and(let a, let b): return a.evaluate(object) && b.evaluate(object)
            case .or(let a, let b): return a.evaluate(object) || b.evaluate(object)
            case .compare(let l, let op, let options, let r):
                return PredicateFormat.compare(l.value(object), op, options, r.value(object))
            }
        }
    }

    /// An operand.
    enum Operand {
        case this
        case keyPath([String])
        case constant(Any?)
        case list([Operand])

        func value(_ object: Any?) -> Any? {
            switch self {
            case .this: return object
            case .keyPath(let path): return path.reduce(object) { PredicateFormat.lookup($1, in: $0) }
            case .constant(let v): return v
            case .list(let items): return items.map { $0.value(object) as Any }
            }
        }
    }

    private let tokens: [String]
    private var position = 0
    private var arguments: [Any]
    private var argumentIndex = 0

    init(_ format: String, arguments: [Any]) {
        tokens = Self.tokenize(format)
        self.arguments = arguments
    }

    // MARK: Tokens

    private static func tokenize(_ s: String) -> [String] {
        var out: [String] = []
        let chars = Array(s)
        var i = 0
        while i < chars.count {
            let c = chars[i]
            if c.isWhitespace { i += 1; continue }
            if c == "\"" || c == "'" {
                var j = i + 1, text = String(c)
                while j < chars.count, chars[j] != c {
                    if chars[j] == "\\", j + 1 < chars.count { j += 1 }
                    text.append(chars[j])
                    j += 1
                }
                out.append(text + String(c))
                i = j + 1
                continue
            }
            let two = i + 1 < chars.count ? String(chars[i...i + 1]) : ""
            if ["==", "!=", "<>", "<=", ">=", "=<", "=>", "&&", "||"].contains(two) {
                out.append(two)
                i += 2
                continue
            }
            if "()[]{},=<>!".contains(c) {
                out.append(String(c))
                i += 1
                continue
            }
            var j = i, word = ""
            while j < chars.count, !chars[j].isWhitespace, !"()[]{},=<>!\"'".contains(chars[j]) {
                word.append(chars[j])
                j += 1
            }
            out.append(word)
            i = j
        }
        return out
    }

    private var peek: String? { position < tokens.count ? tokens[position] : nil }
    private mutating func next() throws -> String {
        guard let t = peek else { throw ParseError(description: "unexpected end") }
        position += 1
        return t
    }
    private mutating func accept(_ words: String...) -> Bool {
        guard let t = peek, words.contains(where: { $0.caseInsensitiveCompare(t) == .orderedSame }) else { return false }
        position += 1
        return true
    }

    // MARK: Grammar

    mutating func parse() throws -> Node {
        let node = try parseOr()
        guard peek == nil else { throw ParseError(description: "unexpected \(peek!)") }
        return node
    }
    private mutating func parseOr() throws -> Node {
        var node = try parseAnd()
        while accept("OR", "||") { node = .or(node, try parseAnd()) }
        return node
    }
    private mutating func parseAnd() throws -> Node {
        var node = try parseNot()
        while accept("AND", "&&") { node = .and(node, try parseNot()) }
        return node
    }
    private mutating func parseNot() throws -> Node {
        if accept("NOT", "!") { return .not(try parseNot()) }
        if accept("TRUEPREDICATE") { return .constant(true) }
        if accept("FALSEPREDICATE") { return .constant(false) }
        if peek == "(" {
            // A parenthesised predicate (a list operand starts with `{`).
            let saved = (position, argumentIndex)
            position += 1
            if let node = try? parseOr(), accept(")") { return node }
            (position, argumentIndex) = saved
        }
        return try parseComparison()
    }

    private static let operators: [String: String] = [
        "==": "==", "=": "==", "!=": "!=", "<>": "!=", "<": "<", "<=": "<=", "=<": "<=", ">": ">", ">=": ">=", "=>": ">=",
        "MATCHES": "MATCHES", "CONTAINS": "CONTAINS", "BEGINSWITH": "BEGINSWITH", "ENDSWITH": "ENDSWITH", "LIKE": "LIKE",
        "IN": "IN", "BETWEEN": "BETWEEN",
    ]

    private mutating func parseComparison() throws -> Node {
        let lhs = try parseOperand()
        let word = try next()
        guard let op = Self.operators[word.uppercased()] else { throw ParseError(description: "expected an operator, found \(word)") }
        var options: Set<Character> = []
        if accept("[") {
            options = Set(try next().lowercased())
            guard accept("]") else { throw ParseError(description: "expected ]") }
        }
        return .compare(lhs, op, options, try parseOperand())
    }

    private mutating func argument() throws -> Any? {
        guard argumentIndex < arguments.count else { throw ParseError(description: "too few arguments") }
        defer { argumentIndex += 1 }
        let a = arguments[argumentIndex]
        if case Optional<Any>.none = a { return nil }
        return a
    }

    private mutating func parseOperand() throws -> Operand {
        let t = try next()
        if t == "{" {
            var items: [Operand] = []
            if accept("}") { return .list([]) }
            repeat { items.append(try parseOperand()) } while accept(",")
            guard accept("}") else { throw ParseError(description: "expected }") }
            return .list(items)
        }
        if t.hasPrefix("\"") || t.hasPrefix("'") { return .constant(String(t.dropFirst().dropLast())) }
        switch t.uppercased() {
        case "SELF": return .this
        case "TRUE", "YES": return .constant(true)
        case "FALSE", "NO": return .constant(false)
        case "NIL", "NULL": return .constant(nil)
        case "%@": return .constant(try argument())
        case "%K":
            guard let key = try argument() as? String else { throw ParseError(description: "%K takes a key path string") }
            return .keyPath(key.split(separator: ".").map(String.init))
        case "%D", "%I", "%LD", "%LLD", "%LU", "%LLU", "%U", "%F", "%LF", "%G", "%S", "%C":
            return .constant(try argument())
        default: break
        }
        if let n = Double(t) { return .constant(n) }
        guard let first = t.first, first.isLetter || first == "_" || first == "@" || first == "$" else {
            throw ParseError(description: "unexpected \(t)")
        }
        return .keyPath(t.split(separator: ".").map(String.init))
    }

    // MARK: Values

    /// The value of `key` in `object`.
    static func lookup(_ key: String, in object: Any?) -> Any? {
        guard let object else { return nil }
        if key == "@count" {
            if let s = object as? String { return s.count }
            if let a = object as? [Any] { return a.count }
        }
        if let d = object as? [String: Any] { return d[key] }
        if let d = object as? [AnyHashable: Any] { return d[key] }
        if let v = (object as? PredicateKeyed)?.predicateValue(forKey: key) { return v }
        var mirror: Mirror? = Mirror(reflecting: object)
        while let m = mirror {
            for child in m.children where child.label == key || child.label == "_" + key {
                if case Optional<Any>.none = child.value { return nil }
                return child.value
            }
            mirror = m.superclassMirror
        }
        return nil
    }

    /// A number for comparison: numeric types, Booleans (0, 1), dates (seconds), numeric strings no.
    private static func number(_ v: Any?) -> Double? {
        switch v {
        case let b as Bool: return b ? 1 : 0
        case let i as Int: return Double(i)
        case let d as Double: return d
        case let f as CGFloat: return Double(f)
        case let f as Float: return Double(f)
        case let n as NSNumber: return n.doubleValue
        case let i as Int64: return Double(i)
        case let i as Int32: return Double(i)
        case let i as UInt: return Double(i)
        case let date as Date: return date.timeIntervalSinceReferenceDate
        case let r as any RawRepresentable: return number(r.rawValue)
        default: return nil
        }
    }

    private static func string(_ v: Any?, _ options: Set<Character>) -> String? {
        guard var s = (v as? String) ?? (v as? NSString).map({ $0 as String }) ?? (v as? Substring).map(String.init) else { return nil }
        if options.contains("d") { s = s.folding(options: .diacriticInsensitive, locale: nil) }
        if options.contains("c") { s = s.lowercased() }
        return s
    }

    private static func equal(_ a: Any?, _ b: Any?, _ options: Set<Character>) -> Bool {
        if a == nil || b == nil { return a == nil && b == nil }
        if let x = number(a), let y = number(b) { return x == y }
        if let x = string(a, options), let y = string(b, options) { return x == y }
        if let x = a as? AnyObject, let y = b as? AnyObject, type(of: x) is AnyClass, type(of: y) is AnyClass {
            return x === y || (x as? NSObject)?.isEqual(y) == true
        }
        if let x = a as? AnyHashable, let y = b as? AnyHashable { return x == y }
        return false
    }

    static func compare(_ a: Any?, _ op: String, _ options: Set<Character>, _ b: Any?) -> Bool {
        switch op {
        case "==": return equal(a, b, options)
        case "!=": return !equal(a, b, options)
        case "<", "<=", ">", ">=":
            let order: ComparisonResult
            if let x = number(a), let y = number(b) {
                order = x < y ? .orderedAscending : x > y ? .orderedDescending : .orderedSame
            } else if let x = string(a, options), let y = string(b, options) {
                order = x < y ? .orderedAscending : x > y ? .orderedDescending : .orderedSame
            } else {
                return false
            }
            switch op {
            case "<": return order == .orderedAscending
            case "<=": return order != .orderedDescending
            case ">": return order == .orderedDescending
            default: return order != .orderedAscending
            }
        case "BETWEEN":
            guard let bounds = b as? [Any?], bounds.count == 2 else { return false }
            return compare(a, ">=", options, bounds[0]) && compare(a, "<=", options, bounds[1])
        case "IN":
            if let items = b as? [Any?] { return items.contains { equal(a, $0, options) } }
            if let items = b as? NSArray { return items.contains { equal(a, $0, options) } }
            if let set = b as? Set<AnyHashable> { return set.contains { equal(a, $0, options) } }
            if let x = string(a, options), let y = string(b, options) { return y.contains(x) }
            return false
        case "CONTAINS":
            if let items = a as? [Any?] { return items.contains { equal($0, b, options) } }
            guard let x = string(a, options), let y = string(b, options) else { return false }
            return y.isEmpty ? false : x.contains(y)
        case "BEGINSWITH":
            guard let x = string(a, options), let y = string(b, options) else { return false }
            return x.hasPrefix(y)
        case "ENDSWITH":
            guard let x = string(a, options), let y = string(b, options) else { return false }
            return x.hasSuffix(y)
        case "LIKE":
            guard let x = string(a, options), let y = string(b, options) else { return false }
            let pattern = NSRegularExpression.escapedPattern(for: y).replacingOccurrences(of: "\\*", with: ".*").replacingOccurrences(of: "\\?", with: ".")
            return fullMatch(x, pattern, caseInsensitive: false)
        case "MATCHES":
            guard let x = string(a, options.subtracting(["c"])), let y = b as? String else { return false }
            return fullMatch(x, y, caseInsensitive: options.contains("c"))
        default:
            return false
        }
    }

    /// Whether the regular expression matches all of `s` (an invalid pattern matches nothing, as
    /// Foundation's predicate evaluates it).
    private static func fullMatch(_ s: String, _ pattern: String, caseInsensitive: Bool) -> Bool {
        guard let re = try? NSRegularExpression(pattern: "^(?:\(pattern))$", options: caseInsensitive ? [.caseInsensitive] : []) else { return false }
        let range = NSRange(s.startIndex..., in: s)
        return re.firstMatch(in: s, options: [], range: range) != nil
    }
}

/// Objects whose keys predicates read by their documented names (the photo library's), where
/// the stored properties are named otherwise.
protocol PredicateKeyed {
    func predicateValue(forKey key: String) -> Any?
}

extension PHAsset: PredicateKeyed {
    func predicateValue(forKey key: String) -> Any? {
        switch key {
        case "mediaType": return mediaType.rawValue
        case "mediaSubtypes": return Int(mediaSubtypes.rawValue)
        case "pixelWidth": return pixelWidth
        case "pixelHeight": return pixelHeight
        case "duration": return duration
        case "creationDate": return creationDate
        case "modificationDate": return modificationDate
        case "favorite", "isFavorite": return isFavorite
        case "hidden", "isHidden": return isHidden
        case "localIdentifier": return localIdentifier
        default: return nil
        }
    }
}

extension PHAssetCollection: PredicateKeyed {
    func predicateValue(forKey key: String) -> Any? {
        switch key {
        case "estimatedAssetCount": return estimatedAssetCount
        case "localizedTitle", "title": return localizedTitle
        case "localIdentifier": return localIdentifier
        case "assetCollectionSubtype": return assetCollectionSubtype.rawValue
        default: return nil
        }
    }
}
