import Foundation

extension ViewController {

}
