import UIKit

/// A photo detail screen: a zoom snapshot of the tapped thumbnail, a close glyph hit-tested along
/// its stroke, a caption field that follows the keyboard, and a layout that follows rotation.
final class PhotoDetailViewController: UIViewController {
    let photoView = UIImageView()
    let captionField = UITextField()
    private(set) var keyboardAnimationDuration: Double = 0
    private(set) var sizesSeen: [CGSize] = []
    private(set) var rotationsFinished = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(photoView)
        view.addSubview(captionField)
        NotificationCenter.default.addObserver(
            self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
        layout(for: view.bounds.size)
    }

    @objc private func keyboardWillShow(_ note: Notification) {
        // Read through AnyObject, as older code does.
        keyboardAnimationDuration = (note.userInfo?[UIResponder.keyboardAnimationDurationUserInfoKey] as AnyObject).doubleValue ?? 0.25
    }

    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        sizesSeen.append(size)
        coordinator.animate(alongsideTransition: { _ in
            self.layout(for: size)
        }, completion: { _ in
            self.rotationsFinished += 1
        })
    }

    private func layout(for size: CGSize) {
        let side = min(size.width, size.height) - 40
        photoView.frame = CGRect(x: (size.width - side) / 2, y: 60, width: side, height: side)
        captionField.frame = CGRect(x: 20, y: photoView.frame.maxY + 20, width: size.width - 40, height: 44)
    }

    /// A snapshot of a thumbnail for the zoom, of the thumbnail's own class.
    static func zoomSnapshot(of thumbnail: UIView) -> UIView {
        if let imageView = thumbnail as? UIImageView {
            let copy = type(of: imageView).init(image: imageView.image)
            copy.frame = imageView.frame
            return copy
        }
        return UIView(frame: thumbnail.frame)
    }
}

/// A thumbnail with a rounded look (its class is what the snapshot copies).
final class RoundedThumbnail: UIImageView {}

/// An "×" glyph whose taps count only near its two strokes.
final class CloseGlyph: UIView {
    private var strokes: CGPath {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 10, y: 10))
        path.addLine(to: CGPoint(x: bounds.width - 10, y: bounds.height - 10))
        path.move(to: CGPoint(x: bounds.width - 10, y: 10))
        path.addLine(to: CGPoint(x: 10, y: bounds.height - 10))
        return path
    }

    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        guard let outline = CGPath(__byStroking: strokes, transform: nil, lineWidth: 12, lineCap: .round, lineJoin: .round, miterLimit: 4) else { return false }
        return outline.contains(point)
    }
}
