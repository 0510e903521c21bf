import Foundation

public enum GestureState: String, Sendable, Hashable { case began, changed, ended, cancelled }
