import Foundation

// What Xcode's app template (with "Use Core Data" ticked) puts in the app delegate: a lazy
// `persistentContainer` whose stores load at launch, and `saveContext()`. Core Data itself is
// not modelled (Linux has none, and no transition depends on it): the container has no stores
// and no entities, its contexts never have changes, so the template compiles and does what it
// does on a fresh install with nothing saved. Fetching or inserting objects is out of scope (the
// compiler names `NSManagedObject`, `NSFetchRequest`…).

/// `NSPersistentContainer`: a named container whose store loads without error.
open class NSPersistentContainer {
    public let name: String
    /// `viewContext`: the main-queue context.
    public let viewContext = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
    /// `persistentStoreDescriptions`: one description, as the template's default SQLite store.
    open var persistentStoreDescriptions: [NSPersistentStoreDescription]

    public init(name: String) {
        self.name = name
        persistentStoreDescriptions = [NSPersistentStoreDescription(url: URL(fileURLWithPath: "/dev/null/\(name).sqlite"))]
    }

    /// `loadPersistentStores(completionHandler:)`: calls the handler once per description, with
    /// no error.
    open func loadPersistentStores(completionHandler block: @escaping (NSPersistentStoreDescription, Error?) -> Void) {
        for description in persistentStoreDescriptions { block(description, nil) }
    }

    /// `newBackgroundContext()`.
    open func newBackgroundContext() -> NSManagedObjectContext { NSManagedObjectContext(concurrencyType: .privateQueueConcurrencyType) }

    /// `performBackgroundTask(_:)`: runs the block with a new background context, at once.
    open func performBackgroundTask(_ block: @escaping (NSManagedObjectContext) -> Void) { block(newBackgroundContext()) }
}

/// `NSPersistentStoreDescription`: where a store would live.
open class NSPersistentStoreDescription {
    open var url: URL?
    open var type = "SQLite"
    open var shouldAddStoreAsynchronously = false
    open var shouldMigrateStoreAutomatically = true
    open var shouldInferMappingModelAutomatically = true
    public init(url: URL) { self.url = url }
    public init() { url = nil }
}

/// `NSManagedObjectContext`: a context with no objects (it never has changes).
open class NSManagedObjectContext {
    public enum ConcurrencyType: Int, Sendable {
        case privateQueueConcurrencyType = 1, mainQueueConcurrencyType = 2
    }
    public let concurrencyType: ConcurrencyType
    open var automaticallyMergesChangesFromParent = false
    public init(concurrencyType: ConcurrencyType) { self.concurrencyType = concurrencyType }

    /// `hasChanges`: false (there are no objects to change).
    open var hasChanges: Bool { false }
    /// `save()`: nothing to write.
    open func save() throws {}
    open func rollback() {}
    open func reset() {}
    /// `perform(_:)` / `performAndWait(_:)`: the block runs at once.
    open func perform(_ block: @escaping () -> Void) { block() }
    open func performAndWait(_ block: () -> Void) { block() }
}
