import Foundation
import OpenCombine

// Foundation's coders as Combine's `decode(type:decoder:)` and `encode(encoder:)` take them.
extension JSONDecoder: @retroactive TopLevelDecoder {}
extension JSONEncoder: @retroactive TopLevelEncoder {}
extension PropertyListDecoder: @retroactive TopLevelDecoder {}
extension PropertyListEncoder: @retroactive TopLevelEncoder {}
