import Foundation

/// `UIPasteboard`: the system clipboard (`general`) and named pasteboards, one set per
/// simulation (what one test copies, another does not see). Items are dictionaries of type
/// identifier to value, as UIKit's; the typed properties read and write the first item's (or
/// every item's, for the plural ones). `changeCount` counts changes, and
/// `UIPasteboard.changedNotification` is posted on each, as on iOS.
open class Pasteboard: UIKitNSObject {
    /// `UIPasteboard.Name`.
    public struct Name: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static let general = Name("com.apple.UIKit.pboard.general")
    }

    /// `UIPasteboard.changedNotification`.
    public static let changedNotification = Notification.Name("UIPasteboardChangedNotification")

    /// `name`.
    public let name: Name
    /// `changeCount`: increases with every change of the contents.
    public private(set) var changeCount = 0
    private var contents: [[String: Any]] = []

    private init(name: Name) {
        self.name = name
        super.init()
    }

    /// The key of a simulation's pasteboards in `AssociatedObjects`.
    nonisolated(unsafe) private static let boardsKey = UnsafeRawPointer(UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1))
    private static func boards(_ sim: Simulation) -> [Name: Pasteboard] { AssociatedObjects.get(sim, key: boardsKey) as? [Name: Pasteboard] ?? [:] }
    private static func store(_ boards: [Name: Pasteboard], _ sim: Simulation) { AssociatedObjects.set(sim, key: boardsKey, value: boards, policy: .retain) }

    /// `general`: the current simulation's system pasteboard.
    public class var general: Pasteboard { named(.general, create: true)! }

    /// `init(name:create:)`: the named pasteboard, made when `create` is true.
    public class func named(_ name: Name, create: Bool) -> Pasteboard? {
        let sim = Simulation.current
        var all = boards(sim)
        if let b = all[name] { return b }
        guard create else { return nil }
        let b = Pasteboard(name: name)
        all[name] = b
        store(all, sim)
        return b
    }

    /// `withUniqueName()`.
    public class func withUniqueName() -> Pasteboard { named(Name("pboard.\(UUID().uuidString)"), create: true)! }

    /// `remove(withName:)`.
    public class func remove(withName name: Name) {
        let sim = Simulation.current
        var all = boards(sim)
        all[name] = nil
        store(all, sim)
    }

    /// `items`: one dictionary per item, type identifier to value.
    open var items: [[String: Any]] {
        get { contents }
        set {
            contents = newValue
            changed()
        }
    }
    /// `numberOfItems`.
    public var numberOfItems: Int { contents.count }
    /// `addItems(_:)`.
    open func addItems(_ items: [[String: Any]]) { self.items = contents + items }
    /// `setItems(_:options:)` (options: expiry and local-only, not modelled: ignored).
    open func setItems(_ items: [[String: Any]], options: [String: Any] = [:]) { self.items = items }

    private func changed() {
        changeCount += 1
        NotificationCenter.default.post(name: Self.changedNotification, object: self)
    }

    private func values<T>(_ type: String, as: T.Type) -> [T] { contents.compactMap { $0[type] as? T } }
    private func setValues(_ values: [Any]?, _ type: String) { items = (values ?? []).map { [type: $0] } }

    static let textType = "public.utf8-plain-text", urlType = "public.url", imageType = "public.image", colorType = "com.apple.uikit.color"

    /// `string` / `strings`.
    open var string: String? {
        get { strings?.first }
        set { setValues(newValue.map { [$0] }, Self.textType) }
    }
    open var strings: [String]? {
        get { let v = values(Self.textType, as: String.self); return v.isEmpty ? nil : v }
        set { setValues(newValue, Self.textType) }
    }
    /// `url` / `urls`.
    open var url: URL? {
        get { urls?.first }
        set { setValues(newValue.map { [$0] }, Self.urlType) }
    }
    open var urls: [URL]? {
        get { let v = values(Self.urlType, as: URL.self); return v.isEmpty ? nil : v }
        set { setValues(newValue, Self.urlType) }
    }
    /// `image` / `images`.
    open var image: Image? {
        get { images?.first }
        set { setValues(newValue.map { [$0] }, Self.imageType) }
    }
    open var images: [Image]? {
        get { let v = values(Self.imageType, as: Image.self); return v.isEmpty ? nil : v }
        set { setValues(newValue, Self.imageType) }
    }
    /// `color` / `colors`.
    open var color: Color? {
        get { colors?.first }
        set { setValues(newValue.map { [$0] }, Self.colorType) }
    }
    open var colors: [Color]? {
        get { let v = values(Self.colorType, as: Color.self); return v.isEmpty ? nil : v }
        set { setValues(newValue, Self.colorType) }
    }
    /// `hasStrings`, `hasURLs`, `hasImages`, `hasColors`.
    public var hasStrings: Bool { !values(Self.textType, as: String.self).isEmpty }
    public var hasURLs: Bool { !values(Self.urlType, as: URL.self).isEmpty }
    public var hasImages: Bool { !values(Self.imageType, as: Image.self).isEmpty }
    public var hasColors: Bool { !values(Self.colorType, as: Color.self).isEmpty }

    /// `setValue(_:forPasteboardType:)` / `value(forPasteboardType:)` / `data(forPasteboardType:)`.
    open func setValue(_ value: Any, forPasteboardType pasteboardType: String) { items = [[pasteboardType: value]] }
    open func value(forPasteboardType pasteboardType: String) -> Any? { contents.first?[pasteboardType] }
    open func data(forPasteboardType pasteboardType: String) -> Data? { value(forPasteboardType: pasteboardType) as? Data }
    open func setData(_ data: Data, forPasteboardType pasteboardType: String) { items = [[pasteboardType: data]] }
    /// `types`: the first item's type identifiers.
    public var types: [String] { contents.first.map { Array($0.keys).sorted() } ?? [] }
}
