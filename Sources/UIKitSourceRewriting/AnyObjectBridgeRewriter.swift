import SwiftSyntax

/// `(value as AnyObject).doubleValue`, `(change?[.newKey] as AnyObject).cgPointValue`: on iOS a
/// member read through `AnyObject` is Objective-C's dynamic lookup, answering an optional (nil
/// when the object lacks the member); Linux has no dynamic lookup on `AnyObject`. For the members
/// of `NSNumber` and `NSValue` that code reads this way from notification `userInfo` and KVO
/// change dictionaries, the read becomes a conditional cast and an optional chain —
/// `(value as AnyObject as? NSNumber)?.doubleValue` — the same optional type, nil in the same
/// cases (Linux Foundation bridges Swift numbers to `NSNumber` in the cast). Other members stay
/// (the compiler names them). Only tokens change, so lines keep their numbers.
public final class AnyObjectBridgeRewriter: SyntaxRewriter {
    /// `NSNumber`'s value members.
    public static let numberMembers: Set<String> = [
        "doubleValue", "floatValue", "intValue", "int8Value", "int16Value", "int32Value", "int64Value", "uintValue",
        "uint8Value", "uint16Value", "uint32Value", "uint64Value", "integerValue", "unsignedIntegerValue", "boolValue",
        "stringValue", "decimalValue",
    ]
    /// `NSValue`'s Core Graphics and UIKit members (TransitionsUIKit's `NSValue+CoreGraphics`).
    public static let valueMembers: Set<String> = [
        "cgPointValue", "cgRectValue", "cgSizeValue", "cgVectorValue", "cgAffineTransformValue", "caTransform3DValue",
        "uiEdgeInsetsValue", "uiOffsetValue", "directionalEdgeInsetsValue", "rangeValue", "nonretainedObjectValue",
    ]

    public init() { super.init(viewMode: .sourceAccurate) }

    public override func visit(_ node: MemberAccessExprSyntax) -> ExprSyntax {
        let name = node.declName.baseName.text
        let target = Self.numberMembers.contains(name) ? "NSNumber" : Self.valueMembers.contains(name) ? "NSValue" : nil
        guard let target, node.declName.argumentNames == nil, let tuple = node.base?.as(TupleExprSyntax.self), tuple.elements.count == 1,
            let element = tuple.elements.first, element.label == nil, Self.isCastToAnyObject(element.expression)
        else { return super.visit(node) }
        let inner = visit(element.expression).description
        let text = "(\(inner) as? \(target))?.\(name)"
        return expression(text).with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, node.trailingTrivia)
    }

    /// `x as AnyObject` (unfolded: `x`, `as`, `AnyObject`; or folded).
    static func isCastToAnyObject(_ expr: ExprSyntax) -> Bool {
        if let cast = expr.as(AsExprSyntax.self) { return cast.questionOrExclamationMark == nil && cast.type.trimmedDescription == "AnyObject" }
        guard let sequence = expr.as(SequenceExprSyntax.self), sequence.elements.count >= 3 else { return false }
        let elements = Array(sequence.elements)
        guard let op = elements[elements.count - 2].as(UnresolvedAsExprSyntax.self), op.questionOrExclamationMark == nil,
            let type = elements.last?.as(TypeExprSyntax.self)
        else { return false }
        return type.type.trimmedDescription == "AnyObject"
    }
}
