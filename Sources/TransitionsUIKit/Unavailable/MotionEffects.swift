import Foundation
import Transitions

// (Storyboards and nibs are modelled: scenes, segues and top-level objects registered in code —
// `Storyboard.swift`, `Nib.swift`.)

/// `UINib`.
public typealias UINib = Nib
