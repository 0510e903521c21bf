import Foundation

/// `UIPickerViewDataSource`.
public protocol PickerViewDataSource: AnyObject {
    func numberOfComponents(in pickerView: PickerView) -> Int
    func pickerView(_ pickerView: PickerView, numberOfRowsInComponent component: Int) -> Int
}

/// `UIPickerViewDelegate` (every method optional in UIKit; the defaults are UIKit's).
public protocol PickerViewDelegate: AnyObject {
    func pickerView(_ pickerView: PickerView, titleForRow row: Int, forComponent component: Int) -> String?
    func pickerView(_ pickerView: PickerView, attributedTitleForRow row: Int, forComponent component: Int) -> NSAttributedString?
    func pickerView(_ pickerView: PickerView, viewForRow row: Int, forComponent component: Int, reusing view: View?) -> View
    func pickerView(_ pickerView: PickerView, didSelectRow row: Int, inComponent component: Int)
    func pickerView(_ pickerView: PickerView, widthForComponent component: Int) -> CGFloat
    func pickerView(_ pickerView: PickerView, rowHeightForComponent component: Int) -> CGFloat
}

extension PickerViewDelegate {
    public func pickerView(_ pickerView: PickerView, titleForRow row: Int, forComponent component: Int) -> String? { nil }
    public func pickerView(_ pickerView: PickerView, attributedTitleForRow row: Int, forComponent component: Int) -> NSAttributedString? { nil }
    public func pickerView(_ pickerView: PickerView, viewForRow row: Int, forComponent component: Int, reusing view: View?) -> View {
        let label = Label(frame: CGRect(origin: .zero, size: pickerView.rowSize(forComponent: component)))
        label.text = pickerView.delegate?.pickerView(pickerView, titleForRow: row, forComponent: component)
        return label
    }
    public func pickerView(_ pickerView: PickerView, didSelectRow row: Int, inComponent component: Int) {}
    public func pickerView(_ pickerView: PickerView, widthForComponent component: Int) -> CGFloat {
        let n = max(pickerView.numberOfComponents, 1)
        return pickerView.bounds.width / CGFloat(n)
    }
    public func pickerView(_ pickerView: PickerView, rowHeightForComponent component: Int) -> CGFloat { 32 }
}

/// `UIPickerView`: spinning wheels of rows, one per component. The wheels are drawn only; what
/// the model keeps is UIKit's state: the counts the data source gives (asked on reload, or
/// lazily at the first layout or query after the data source is set), the
/// selected row per component (-1 when the component has no rows), and the delegate's
/// `didSelectRow` when the user picks — `pick(row:inComponent:)` stands for the spin that lands
/// on a row (a selection from code, `selectRow(_:inComponent:animated:)`, tells nobody, as in
/// UIKit). Rows out of range are clamped as UIKit's wheel does.
open class PickerView: View {
    open weak var dataSource: (any PickerViewDataSource)? { didSet { needsReload = true } }
    open weak var delegate: (any PickerViewDelegate)? { didSet { needsReload = true } }
    /// `showsSelectionIndicator` (deprecated; stored).
    open var showsSelectionIndicator = false

    private var storedCounts: [Int] = []
    private var storedSelection: [Int] = []
    /// The data source is asked lazily, as UIKit's: at the first layout or query after it (or the
    /// delegate) is set, so data filled in after the assignment is seen.
    private var needsReload = false
    private var rowCounts: [Int] {
        get { reloadIfNeeded(); return storedCounts }
        set { storedCounts = newValue }
    }
    private var selected: [Int] {
        get { reloadIfNeeded(); return storedSelection }
        set { storedSelection = newValue }
    }
    private func reloadIfNeeded() { if needsReload { reloadAllComponents() } }

    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// `numberOfComponents`.
    public var numberOfComponents: Int { rowCounts.count }
    /// `numberOfRows(inComponent:)` (0 for a component that does not exist).
    public func numberOfRows(inComponent component: Int) -> Int {
        let counts = rowCounts
        return counts.indices.contains(component) ? counts[component] : 0
    }

    /// `reloadAllComponents()`: asks the data source again; selections are kept within the new counts.
    open func reloadAllComponents() {
        needsReload = false
        let n = max(dataSource?.numberOfComponents(in: self) ?? 0, 0)
        storedCounts = (0..<n).map { max(dataSource?.pickerView(self, numberOfRowsInComponent: $0) ?? 0, 0) }
        storedSelection = (0..<n).map { c in clampRow(c < storedSelection.count ? storedSelection[c] : 0, component: c) }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        reloadIfNeeded()
    }

    /// `reloadComponent(_:)`.
    open func reloadComponent(_ component: Int) {
        guard rowCounts.indices.contains(component) else { return }
        rowCounts[component] = max(dataSource?.pickerView(self, numberOfRowsInComponent: component) ?? 0, 0)
        selected[component] = clampRow(selected[component], component: component)
    }

    /// `selectRow(_:inComponent:animated:)`: the delegate is not told (UIKit's rule).
    open func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
        guard selected.indices.contains(component) else { return }
        selected[component] = clampRow(row, component: component)
    }

    /// `selectedRow(inComponent:)` (-1: no rows, or no such component).
    public func selectedRow(inComponent component: Int) -> Int { selected.indices.contains(component) ? selected[component] : -1 }

    /// `rowSize(forComponent:)`: the delegate's width and row height.
    public func rowSize(forComponent component: Int) -> CGSize {
        CGSize(width: delegate?.pickerView(self, widthForComponent: component) ?? bounds.width,
               height: delegate?.pickerView(self, rowHeightForComponent: component) ?? 32)
    }

    /// `view(forRow:forComponent:)`: the delegate's view for a row (nil without a delegate or for
    /// a row out of range).
    public func view(forRow row: Int, forComponent component: Int) -> View? {
        guard let delegate, (0..<numberOfRows(inComponent: component)).contains(row) else { return nil }
        return delegate.pickerView(self, viewForRow: row, forComponent: component, reusing: nil)
    }

    /// The user's spin landing on `row` of `component`: selects it and tells the delegate
    /// `pickerView(_:didSelectRow:inComponent:)` (ignored while the app ignores touches, for a
    /// hidden picker or a component without rows).
    public func pick(row: Int, inComponent component: Int) {
        guard !simulation.application.isIgnoringInteractionEvents, !isHidden, isUserInteractionEnabled,
            numberOfRows(inComponent: component) > 0
        else { return }
        selected[component] = clampRow(row, component: component)
        delegate?.pickerView(self, didSelectRow: selected[component], inComponent: component)
    }

    private func clampRow(_ row: Int, component: Int) -> Int {
        let n = numberOfRows(inComponent: component)
        return n == 0 ? -1 : min(max(row, 0), n - 1)
    }

    open override var intrinsicContentSize: CGSize { CGSize(width: View.noIntrinsicMetric, height: 216) }
}
