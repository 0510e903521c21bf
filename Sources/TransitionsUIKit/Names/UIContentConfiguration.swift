import Foundation
import Transitions

// Content configurations (iOS 14) by UIKit's names
// (`Transitions/Configurations/`).

public typealias UIContentConfiguration = ContentConfiguration
public typealias UIContentView = ContentView
public typealias UIConfigurationState = ConfigurationState
public typealias UIConfigurationStateCustomKey = ConfigurationStateCustomKey
public typealias UIViewConfigurationState = ViewConfigurationState
public typealias UICellConfigurationState = CellConfigurationState
public typealias UICellConfigurationDragState = CellConfigurationDragState
public typealias UICellConfigurationDropState = CellConfigurationDropState
public typealias UIListContentConfiguration = ListContentConfiguration
public typealias UIListContentView = ListContentView
public typealias UIBackgroundConfiguration = BackgroundConfiguration
public typealias UICollectionViewListCell = CollectionViewListCell
public typealias UICellAccessory = CellAccessory
public typealias UIAxis = LayoutAxes
