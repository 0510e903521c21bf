import Foundation
import Transitions

/// `PHFetchOptions`: how a fetch filters, sorts and limits. `predicate` is evaluated on each
/// asset or collection (`NSPredicate(format: "mediaType == %d", …)` reads Photos' documented
/// keys); `sortDescriptors` are read by key — `creationDate`, `modificationDate`, `pixelWidth`,
/// `pixelHeight`, `duration`, `localIdentifier` (other keys leave the order as it is; Linux's
/// Foundation has no key-value coding to read them generically).
open class PHFetchOptions: UIKitNSObject {
    open var predicate: NSPredicate?
    open var sortDescriptors: [NSSortDescriptor]?
    /// `fetchLimit`: at most this many results (0: no limit).
    open var fetchLimit = 0
    open var includeHiddenAssets = false
    open var includeAllBurstAssets = false
    open var includeAssetSourceTypes: PHAssetSourceType = [.typeUserLibrary]
    open var wantsIncrementalChangeDetails = true
    public override init() { super.init() }
}

/// `PHFetchResult`: an ordered, immutable list of the objects a fetch found (a later change to
/// the library does not change it: `PHChange.changeDetails(for:)` gives the result after it).
public final class PHFetchResult<ObjectType: AnyObject>: UIKitNSObject, Sequence {
    let objects: [ObjectType]
    /// Re-runs the fetch (for change details).
    let refetch: (() -> PHFetchResult<ObjectType>)?

    init(_ objects: [ObjectType], refetch: (() -> PHFetchResult<ObjectType>)? = nil) {
        self.objects = objects
        self.refetch = refetch
        super.init()
    }
    public override convenience init() { self.init([]) }

    public var count: Int { objects.count }
    public var firstObject: ObjectType? { objects.first }
    public var lastObject: ObjectType? { objects.last }
    /// `object(at:)`: an index outside the result raises Foundation's range exception on iOS;
    /// here it stops the run with that message (as an array's subscript would), never a wrong
    /// object. Check `count` first, as apps must there.
    public func object(at index: Int) -> ObjectType {
        guard objects.indices.contains(index) else {
            fatalError("*** -[PHFetchResult objectAtIndex:]: index \(index) beyond bounds of \(objects.count) objects")
        }
        return objects[index]
    }
    public subscript(index: Int) -> ObjectType { object(at: index) }
    /// `objects(at:)`: the objects at the indexes inside the result.
    public func objects(at indexes: IndexSet) -> [ObjectType] { indexes.filter(objects.indices.contains).map { objects[$0] } }
    public func contains(_ anObject: ObjectType) -> Bool { index(of: anObject) != NSNotFound }
    /// `index(of:)`: `NSNotFound` when absent.
    public func index(of anObject: ObjectType) -> Int {
        objects.firstIndex { $0 === anObject || ($0 as? PHObject).map { $0.isEqual(anObject) } == true } ?? NSNotFound
    }
    /// `enumerateObjects(_:)`: in order, until the block sets `stop`.
    public func enumerateObjects(_ block: (ObjectType, Int, UnsafeMutablePointer<ObjCBool>) -> Void) {
        enumerateObjects(options: [], using: block)
    }
    public func enumerateObjects(options: NSEnumerationOptions = [], using block: (ObjectType, Int, UnsafeMutablePointer<ObjCBool>) -> Void) {
        var stop = ObjCBool(false)
        let order = options.contains(.reverse) ? Array(objects.indices.reversed()) : Array(objects.indices)
        for i in order {
            block(objects[i], i, &stop)
            if stop.boolValue { return }
        }
    }
    public func enumerateObjects(at indexes: IndexSet, options: NSEnumerationOptions = [], using block: (ObjectType, Int, UnsafeMutablePointer<ObjCBool>) -> Void) {
        var stop = ObjCBool(false)
        let chosen = indexes.filter(objects.indices.contains)
        for i in options.contains(.reverse) ? chosen.reversed() : chosen {
            block(objects[i], i, &stop)
            if stop.boolValue { return }
        }
    }
    /// `countOfAssets(with:)`.
    public func countOfAssets(with mediaType: PHAssetMediaType) -> Int {
        objects.filter { ($0 as? PHAsset)?.mediaType == mediaType }.count
    }
    public func makeIterator() -> IndexingIterator<[ObjectType]> { objects.makeIterator() }
}

/// `PHFetchResultChangeDetails`: how a fetch result's objects changed (`PHChange`).
public final class PHFetchResultChangeDetails<ObjectType: AnyObject>: UIKitNSObject {
    public let fetchResultBeforeChanges: PHFetchResult<ObjectType>
    public let fetchResultAfterChanges: PHFetchResult<ObjectType>
    /// Indexes in the result before (removed) and after (inserted, changed) the change.
    public let removedIndexes: IndexSet?
    public let insertedIndexes: IndexSet?
    public let changedIndexes: IndexSet?
    public let removedObjects: [ObjectType]
    public let insertedObjects: [ObjectType]
    public let changedObjects: [ObjectType]
    /// Incremental: removals, then insertions, then changes describe the difference.
    public var hasIncrementalChanges: Bool { true }
    /// Moves are reported as a removal and an insertion.
    public var hasMoves: Bool { false }
    public func enumerateMoves(_ handler: (Int, Int) -> Void) {}

    init(before: PHFetchResult<ObjectType>, after: PHFetchResult<ObjectType>, changed: Set<String>) {
        // A library object is itself by its identifier (a fetch makes no new instances, but an
        // identifier survives any); another object by identity. Sets keep the diff linear.
        func id(_ o: ObjectType) -> AnyHashable { (o as? PHObject)?.localIdentifier ?? AnyHashable(ObjectIdentifier(o)) }
        let beforeIDs = before.objects.map(id), afterIDs = after.objects.map(id)
        let beforeSet = Set(beforeIDs), afterSet = Set(afterIDs)
        let removed = IndexSet(beforeIDs.indices.filter { !afterSet.contains(beforeIDs[$0]) })
        let inserted = IndexSet(afterIDs.indices.filter { !beforeSet.contains(afterIDs[$0]) })
        let changedAfter = IndexSet(afterIDs.indices.filter { i in
            !inserted.contains(i) && (after.objects[i] as? PHObject).map { changed.contains($0.localIdentifier) } == true
        })
        fetchResultBeforeChanges = before
        fetchResultAfterChanges = after
        removedIndexes = removed
        insertedIndexes = inserted
        changedIndexes = changedAfter
        removedObjects = removed.map { before.objects[$0] }
        insertedObjects = inserted.map { after.objects[$0] }
        changedObjects = changedAfter.map { after.objects[$0] }
        super.init()
    }
}

/// `PHChange`: what a change to the library did, as its observers hear it.
public final class PHChange: UIKitNSObject {
    /// Identifiers of the assets whose properties changed.
    let changedIdentifiers: Set<String>
    init(changed: Set<String>) {
        changedIdentifiers = changed
        super.init()
    }
    /// `changeDetails(for:)`: the result after the change (the same fetch again) and the
    /// difference; nil when the result did not change.
    public func changeDetails<T>(for object: PHFetchResult<T>) -> PHFetchResultChangeDetails<T>? {
        guard let after = object.refetch?() else { return nil }
        let details = PHFetchResultChangeDetails(before: object, after: after, changed: changedIdentifiers)
        let none = details.removedIndexes?.isEmpty != false && details.insertedIndexes?.isEmpty != false && details.changedIndexes?.isEmpty != false
        return none ? nil : details
    }
    /// `changeDetails(for:)` of one object: whether it changed or was deleted.
    public func changeDetails(for object: PHObject) -> PHObjectChangeDetails? {
        let library = PHPhotoLibrary.shared()
        let deleted = !library.assets.contains { $0.localIdentifier == object.localIdentifier } && object is PHAsset
        guard deleted || changedIdentifiers.contains(object.localIdentifier) else { return nil }
        return PHObjectChangeDetails(before: object, after: deleted ? nil : object, deleted: deleted)
    }
}

/// `PHObjectChangeDetails`.
public final class PHObjectChangeDetails: UIKitNSObject {
    public let objectBeforeChanges: PHObject
    public let objectAfterChanges: PHObject?
    public let objectWasDeleted: Bool
    public var assetContentChanged: Bool { false }
    init(before: PHObject, after: PHObject?, deleted: Bool) {
        objectBeforeChanges = before
        objectAfterChanges = after
        objectWasDeleted = deleted
        super.init()
    }
}
