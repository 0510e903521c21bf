// Not a transition file: the Linux test target leaves it out (`exclude:` in uikit-sources).
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
}
