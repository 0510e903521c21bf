import Foundation

/// `String(localized:)` (iOS 15), which Linux Foundation does not have: the key looked up in the
/// bundle's string tables, as `NSLocalizedString` does, and the interpolated values put into what
/// the table gives (or into the key itself when the table has no entry — the usual case here, where
/// an app's `Localizable.strings` is rarely part of the test target).
extension String {
    /// `String.LocalizationValue`: a key written as a literal, whose interpolations become format
    /// specifiers in the key (`"\(count) photos"` is the key `"%lld photos"`, as Xcode exports it)
    /// and arguments of the lookup's result.
    public struct LocalizationValue: ExpressibleByStringInterpolation, Hashable, Sendable {
        /// The key as the string table names it.
        public let key: String
        /// The interpolated values, rendered, in order.
        let arguments: [String]

        public init(_ value: String) {
            key = value
            arguments = []
        }
        public init(stringLiteral value: String) { self.init(value) }
        public init(stringInterpolation: StringInterpolation) {
            key = stringInterpolation.key
            arguments = stringInterpolation.arguments
        }

        public struct StringInterpolation: StringInterpolationProtocol {
            var key = ""
            var arguments: [String] = []
            public init(literalCapacity: Int, interpolationCount: Int) {}
            public mutating func appendLiteral(_ literal: String) { key += literal.replacingOccurrences(of: "%", with: "%%") }
            public mutating func appendInterpolation(_ value: String) { append("%@", value) }
            public mutating func appendInterpolation(_ value: some BinaryInteger) { append("%lld", "\(value)") }
            public mutating func appendInterpolation(_ value: Double) { append("%lf", "\(value)") }
            public mutating func appendInterpolation(_ value: Float) { append("%f", "\(value)") }
            public mutating func appendInterpolation(_ value: some CustomStringConvertible) { append("%@", value.description) }
            private mutating func append(_ specifier: String, _ rendered: String) {
                key += specifier
                arguments.append(rendered)
            }
        }

        /// `format` with its specifiers (`%@`, `%lld`, `%d`, `%lf`, `%.2f`, positional `%2$@`…)
        /// replaced by the arguments as interpolated (flags, width and precision are not applied),
        /// and `%%` by `%`. A specifier without an argument stays as written.
        func render(_ format: String) -> String {
            var out = "", next = 0
            var i = format.startIndex
            while i < format.endIndex {
                guard format[i] == "%" else {
                    out.append(format[i])
                    i = format.index(after: i)
                    continue
                }
                var j = format.index(after: i)
                if j < format.endIndex, format[j] == "%" {
                    out.append("%")
                    i = format.index(after: j)
                    continue
                }
                // An optional position (`2$`), then length modifiers, then the conversion.
                var digits = ""
                while j < format.endIndex, format[j].isNumber { digits.append(format[j]); j = format.index(after: j) }
                var position: Int?
                if j < format.endIndex, format[j] == "$", let p = Int(digits), p > 0 {
                    position = p - 1
                    j = format.index(after: j)
                }
                // Flags, width and precision (`%.2f`, `%-5@`) do not change which argument goes in.
                while j < format.endIndex, "-+ #0123456789.".contains(format[j]) { j = format.index(after: j) }
                while j < format.endIndex, "lhqzjt".contains(format[j]) { j = format.index(after: j) }
                guard j < format.endIndex, "@dDiuUxXoOfFeEgGcCsSp".contains(format[j]) else {
                    out.append("%")
                    i = format.index(after: i)
                    continue
                }
                let index = position ?? next
                if position == nil { next += 1 }
                if arguments.indices.contains(index) { out += arguments[index] } else { out += String(format[i...j]) }
                i = format.index(after: j)
            }
            return out
        }
    }

    /// `String(localized:table:bundle:locale:comment:)`: the table's entry for the key (the
    /// main bundle's `Localizable` table by default), or the key, with the interpolated values.
    public init(localized value: LocalizationValue, table: String? = nil, bundle: Bundle? = nil, locale: Locale = .current, comment: StaticString? = nil) {
        let format = (bundle ?? .main).localizedString(forKey: value.key, value: nil, table: table)
        self = value.render(format)
    }

    /// `String(localized:defaultValue:table:bundle:locale:comment:)`: the table's entry for `key`,
    /// or `defaultValue`.
    public init(
        localized key: StaticString, defaultValue: LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
        locale: Locale = .current, comment: StaticString? = nil
    ) {
        let name = "\(key)"
        let found = (bundle ?? .main).localizedString(forKey: name, value: nil, table: table)
        self = defaultValue.render(found == name ? defaultValue.key : found)
    }
}
