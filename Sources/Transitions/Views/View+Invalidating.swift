/// What a property change of a view invalidates: UIKit's `UIViewInvalidating` (iOS 15). The
/// `@Invalidating` wrapper calls `invalidate(view:)` after a change to a different value.
public protocol ViewInvalidating {
    func invalidate(view: View)
}

extension View {
    /// `UIView.Invalidations`: the aspects a property can invalidate.
    public enum Invalidations {
        /// `.layout`: `setNeedsLayout()`, so the next layout pass runs `layoutSubviews()`.
        public struct Layout: ViewInvalidating {
            public init() {}
            public func invalidate(view: View) { view.setNeedsLayout() }
        }
        /// `.display`: `setNeedsDisplay()` (the layer is marked for redrawing).
        public struct Display: ViewInvalidating {
            public init() {}
            public func invalidate(view: View) { view.setNeedsDisplay() }
        }
        /// `.constraints`: `setNeedsUpdateConstraints()`.
        public struct Constraints: ViewInvalidating {
            public init() {}
            public func invalidate(view: View) { view.setNeedsUpdateConstraints() }
        }
        /// `.intrinsicContentSize`: `invalidateIntrinsicContentSize()` (Auto Layout re-reads
        /// the size on its next pass).
        public struct IntrinsicContentSize: ViewInvalidating {
            public init() {}
            public func invalidate(view: View) { view.invalidateIntrinsicContentSize() }
        }
        /// Two invalidations, in order (what the wrapper's two-to-four-argument initialisers build).
        public struct Tuple<First: ViewInvalidating, Second: ViewInvalidating>: ViewInvalidating {
            public let first: First
            public let second: Second
            public init(_ first: First, _ second: Second) {
                self.first = first
                self.second = second
            }
            public func invalidate(view: View) {
                first.invalidate(view: view)
                second.invalidate(view: view)
            }
        }
    }

    /// `@Invalidating(.layout)` / `@Invalidating(.display, .layout)`: UIKit's property wrapper
    /// for a view's stored property. Setting it to a value that differs (`!=`) from the current
    /// one stores it and then invalidates what the wrapper names; setting the same value does
    /// nothing, as in UIKit. Usable only in a view (the enclosing instance is the view
    /// invalidated); the plain `wrappedValue` is unavailable for that reason.
    @propertyWrapper
    public struct Invalidating<Value: Equatable, InvalidationType: ViewInvalidating> {
        private var stored: Value
        private let invalidation: InvalidationType

        public init(wrappedValue: Value, _ invalidation: InvalidationType) {
            stored = wrappedValue
            self.invalidation = invalidation
        }

        public init<A: ViewInvalidating, B: ViewInvalidating>(wrappedValue: Value, _ a: A, _ b: B)
        where InvalidationType == Invalidations.Tuple<A, B> {
            self.init(wrappedValue: wrappedValue, Invalidations.Tuple(a, b))
        }

        public init<A: ViewInvalidating, B: ViewInvalidating, C: ViewInvalidating>(wrappedValue: Value, _ a: A, _ b: B, _ c: C)
        where InvalidationType == Invalidations.Tuple<Invalidations.Tuple<A, B>, C> {
            self.init(wrappedValue: wrappedValue, Invalidations.Tuple(Invalidations.Tuple(a, b), c))
        }

        public init<A: ViewInvalidating, B: ViewInvalidating, C: ViewInvalidating, D: ViewInvalidating>(
            wrappedValue: Value, _ a: A, _ b: B, _ c: C, _ d: D
        ) where InvalidationType == Invalidations.Tuple<Invalidations.Tuple<A, B>, Invalidations.Tuple<C, D>> {
            self.init(wrappedValue: wrappedValue, Invalidations.Tuple(Invalidations.Tuple(a, b), Invalidations.Tuple(c, d)))
        }

        @available(*, unavailable, message: "@Invalidating is for a view's properties: declare it in a UIView subclass")
        public var wrappedValue: Value {
            get { stored }
            set { stored = newValue }
        }

        public static subscript<EnclosingSelf: View>(
            _enclosingInstance view: EnclosingSelf,
            wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
            storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Self>
        ) -> Value {
            get { view[keyPath: storageKeyPath].stored }
            set {
                guard view[keyPath: storageKeyPath].stored != newValue else { return }
                view[keyPath: storageKeyPath].stored = newValue
                view[keyPath: storageKeyPath].invalidation.invalidate(view: view)
            }
        }
    }
}

extension ViewInvalidating where Self == View.Invalidations.Layout {
    public static var layout: Self { .init() }
}

extension ViewInvalidating where Self == View.Invalidations.Display {
    public static var display: Self { .init() }
}

extension ViewInvalidating where Self == View.Invalidations.Constraints {
    public static var constraints: Self { .init() }
}

extension ViewInvalidating where Self == View.Invalidations.IntrinsicContentSize {
    public static var intrinsicContentSize: Self { .init() }
}
