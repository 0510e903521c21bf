import UIKit
import PopupKit

/// The app's popup: a card with a close button, from a storyboard.
final class NotePopupController: UIViewController, FadePopupContent {
    @IBOutlet weak var cardView: UIView!
    @IBOutlet weak var closeButton: UIButton!
    var card: UIView { cardView }

    override func viewDidLoad() {
        super.viewDidLoad()
        cardView.layer.cornerRadius = 16
        closeButton.addTarget(self, action: #selector(close), for: .touchUpInside)
    }

    @objc private func close() {
        dismiss(animated: true)
    }
}
