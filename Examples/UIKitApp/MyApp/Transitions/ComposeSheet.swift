import UIKit

/// A compose screen in its own navigation controller: a bar class of the app's (with a property
/// named as UIKit's controllers name theirs), a form stacked with custom spacing, a send bar
/// that rides on the keyboard through `keyboardLayoutGuide`, a draft list whose cells come from a
/// storyboard (only `init?(coder:)`), and a discard confirmation built from `UIAlertController()`.
final class ComposeNavigationController: UINavigationController {
    init(compose: ComposeViewController) {
        super.init(navigationBarClass: ComposeBar.self, toolbarClass: nil)
        viewControllers = [compose]
    }

    required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
    }
}

/// The compose screen's bar: it keeps a back reference of its own.
final class ComposeBar: UINavigationBar {
    weak var navigationController: UINavigationController?
    var tapsOnTitle = 0
}

final class ComposeViewController: UIViewController, UITextFieldDelegate {
    let subjectField = UITextField()
    let bodyField = UITextField()
    let form = UIStackView()
    let sendBar = UIView()
    private(set) var keyboardHeights: [CGFloat] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        (navigationController?.navigationBar as? ComposeBar)?.navigationController = navigationController
        form.axis = .vertical
        form.spacing = 8
        form.translatesAutoresizingMaskIntoConstraints = false
        for field in [subjectField, bodyField] {
            field.delegate = self
            field.heightAnchor.constraint(equalToConstant: 44).isActive = true
            form.addArrangedSubview(field)
        }
        form.setCustomSpacing(24, after: subjectField)
        sendBar.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(form)
        view.addSubview(sendBar)
        NSLayoutConstraint.activate([
            form.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
            form.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            form.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
            sendBar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            sendBar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            sendBar.heightAnchor.constraint(equalToConstant: 50),
            sendBar.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),
        ])
        NotificationCenter.default.addObserver(
            self, selector: #selector(keyboardWillChange(_:)), name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
    }

    @objc private func keyboardWillChange(_ note: Notification) {
        guard let end = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue else { return }
        keyboardHeights.append(UIScreen.main.bounds.height - end.minY)
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        if textField === subjectField {
            bodyField.becomeFirstResponder()
        } else {
            textField.resignFirstResponder()
        }
        return true
    }

    /// The confirmation shown before a draft is thrown away.
    func discardConfirmation(onDiscard: @escaping () -> Void) -> UIAlertController {
        let alert = UIAlertController()
        alert.title = "Discard draft?"
        alert.addAction(UIAlertAction(title: "Discard", style: .destructive) { _ in onDiscard() })
        alert.addAction(UIAlertAction(title: "Keep", style: .cancel))
        return alert
    }
}

/// A draft cell laid out in a storyboard: it has only the coder initialiser.
final class DraftCell: UICollectionViewCell {
    @IBOutlet weak var titleLabel: UILabel!

    required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
    }
}
