import Foundation

extension CollectionView {
    /// `UICollectionView.CellRegistration` (iOS 14): a cell class (or nib) and how to configure
    /// one of its cells for an item. `dequeueConfiguredReusableCell(using:for:item:)` registers it
    /// under its own reuse identifier on first use, dequeues, and runs the handler.
    public struct CellRegistration<Cell: CollectionViewCell, Item> {
        public typealias Handler = (Cell, IndexPath, Item) -> Void
        let identifier: String
        let nib: Nib?
        let handler: Handler

        /// `init(handler:)`: cells of `Cell`, made with `init(frame:)`.
        public init(handler: @escaping Handler) {
            identifier = "CellRegistration<\(Cell.self), \(Item.self)>"
            nib = nil
            self.handler = handler
        }
        /// `init(cellNib:handler:)`: cells from `cellNib`'s first object.
        public init(cellNib: Nib, handler: @escaping Handler) {
            identifier = "CellRegistration<\(Cell.self), \(Item.self)>(\(cellNib))"
            nib = cellNib
            self.handler = handler
        }
    }

    /// `UICollectionView.SupplementaryRegistration` (iOS 14): a supplementary view class (or nib)
    /// of one element kind, and how to configure one.
    public struct SupplementaryRegistration<Supplementary: CollectionReusableView> {
        public typealias Handler = (Supplementary, String, IndexPath) -> Void
        public let elementKind: String
        let identifier: String
        let nib: Nib?
        let handler: Handler

        /// `init(elementKind:handler:)`.
        public init(elementKind: String, handler: @escaping Handler) {
            self.elementKind = elementKind
            identifier = "SupplementaryRegistration<\(Supplementary.self)>"
            nib = nil
            self.handler = handler
        }
        /// `init(supplementaryNib:elementKind:handler:)`.
        public init(supplementaryNib: Nib, elementKind: String, handler: @escaping Handler) {
            self.elementKind = elementKind
            identifier = "SupplementaryRegistration<\(Supplementary.self)>(\(supplementaryNib))"
            nib = supplementaryNib
            self.handler = handler
        }
    }

    /// `dequeueConfiguredReusableCell(using:for:item:)`: a cell of the registration's class (pooled
    /// or new, as `dequeueReusableCell(withReuseIdentifier:for:)`), configured by its handler for
    /// `item` (a nil item leaves it unconfigured).
    public func dequeueConfiguredReusableCell<Cell, Item>(using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?) -> Cell {
        if tiling.factories[registration.identifier] == nil {
            if let nib = registration.nib {
                register(nib, forCellWithReuseIdentifier: registration.identifier)
            } else {
                register(Cell.self, forCellWithReuseIdentifier: registration.identifier)
            }
        }
        let dequeued = dequeueReusableCell(withReuseIdentifier: registration.identifier, for: indexPath)
        guard let cell = dequeued as? Cell else {
            preconditionFailure("the registration's nib made a \(type(of: dequeued)), not a \(Cell.self)")
        }
        if let item { registration.handler(cell, indexPath, item) }
        return cell
    }

    /// `dequeueConfiguredReusableSupplementary(using:for:)`: a view of the registration's class and
    /// kind, configured by its handler.
    public func dequeueConfiguredReusableSupplementary<Supplementary>(
        using registration: SupplementaryRegistration<Supplementary>, for indexPath: IndexPath
    ) -> Supplementary {
        let kind = registration.elementKind
        if supplementaryTiling(kind).factories[registration.identifier] == nil {
            if let nib = registration.nib {
                register(nib, forSupplementaryViewOfKind: kind, withReuseIdentifier: registration.identifier)
            } else {
                register(Supplementary.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: registration.identifier)
            }
        }
        let dequeued = dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: registration.identifier, for: indexPath)
        guard let view = dequeued as? Supplementary else {
            preconditionFailure("the registration's nib made a \(type(of: dequeued)), not a \(Supplementary.self)")
        }
        registration.handler(view, kind, indexPath)
        return view
    }
}
