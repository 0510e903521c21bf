import Foundation

// Interactive reordering driven by the app's own gesture (a long press that calls
// `beginInteractiveMovementForItem(at:)`, then `updateInteractiveMovementTargetPosition(_:)` as
// the finger moves, then `endInteractiveMovement()`), as UIKit runs it: the data source decides
// which items may move and commits the move at the end; the moving cell follows the finger.
extension CollectionView {
    /// `beginInteractiveMovementForItem(at:)`: false when a movement is under way, the item does
    /// not exist, or the data source's `collectionView(_:canMoveItemAt:)` refuses it.
    @discardableResult
    public func beginInteractiveMovementForItem(at indexPath: IndexPath) -> Bool {
        guard interactiveMovement == nil, indexPath.count == 2, indexPath.section >= 0, indexPath.section < numberOfSections,
            indexPath.item >= 0, indexPath.item < numberOfItems(inSection: indexPath.section),
            dataSource?.collectionView(self, canMoveItemAt: indexPath) ?? false
        else { return false }
        interactiveMovement = (indexPath, indexPath)
        return true
    }

    /// `updateInteractiveMovementTargetPosition(_:)`: the moving cell's centre goes to the point
    /// (collection view coordinates); the item under it, if any, is where the move would go.
    public func updateInteractiveMovementTargetPosition(_ targetPosition: CGPoint) {
        guard let movement = interactiveMovement, targetPosition.x.isFinite, targetPosition.y.isFinite else { return }
        cellForItem(at: movement.source)?.center = targetPosition
        if let target = indexPathForItem(at: targetPosition) { interactiveMovement = (movement.source, target) }
    }

    /// `endInteractiveMovement()`: the data source's `collectionView(_:moveItemAt:to:)` commits the
    /// move (when the target differs) and the items take their new places.
    public func endInteractiveMovement() {
        guard let movement = interactiveMovement else { return }
        interactiveMovement = nil
        if movement.source != movement.target {
            dataSource?.collectionView(self, moveItemAt: movement.source, to: movement.target)
            moveItem(at: movement.source, to: movement.target)
        } else {
            layoutChanged()
        }
    }

    /// `cancelInteractiveMovement()`: nothing moves; the cell returns to its place.
    public func cancelInteractiveMovement() {
        guard interactiveMovement != nil else { return }
        interactiveMovement = nil
        layoutChanged()
    }
}
