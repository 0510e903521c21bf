import Foundation
import Testing
import TransitionsUIKit

/// Snapshots by drawing, as transition code makes them: the image has the context's size and
/// scale (no pixels: drawing is stored-only), and contexts nest and balance.
@Suite struct DrawingTests {
    @Test func anImageContextGivesAnImageOfItsSizeAndScale() {
        withUIKitStage { _, root in
            let card = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 80))
            root.view.addSubview(card)
            UIGraphicsBeginImageContextWithOptions(card.bounds.size, false, 0)
            let context = UIGraphicsGetCurrentContext()
            #expect(context?.size == CGSize(width: 120, height: 80))
            card.layer.render(in: context!)
            #expect(card.drawHierarchy(in: card.bounds, afterScreenUpdates: true))
            UIColor.red.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 10, height: 10))
            let image = UIGraphicsGetImageFromCurrentImageContext()
            UIGraphicsEndImageContext()
            #expect(image?.size == CGSize(width: 120, height: 80))
            #expect(image?.scale == UIScreen.main.scale)  // 0: the screen's
            #expect(UIGraphicsGetCurrentContext() == nil && UIGraphicsGetImageFromCurrentImageContext() == nil)
            UIGraphicsEndImageContext()  // unbalanced: nothing happens
            #expect(!UIView(frame: .zero).drawHierarchy(in: .zero, afterScreenUpdates: false))  // not in a window
        }
    }

    @Test func contextsNestAndKeepTheirState() {
        UIGraphicsBeginImageContext(CGSize(width: 10, height: 10))
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 30, height: 20), true, 2)
        let inner = UIGraphicsGetCurrentContext()!
        inner.saveGState()
        inner.translateBy(x: 5, y: 6)
        #expect(inner.ctm.tx == 5 && inner.ctm.ty == 6)
        inner.restoreGState()
        #expect(inner.ctm.isIdentity)
        #expect(UIGraphicsGetImageFromCurrentImageContext()?.scale == 2)
        UIGraphicsEndImageContext()
        #expect(UIGraphicsGetImageFromCurrentImageContext()?.size == CGSize(width: 10, height: 10))
        UIGraphicsEndImageContext()
    }

    @Test func aRendererRunsItsActionsAndSizesTheImage() {
        var ran = false
        let format = UIGraphicsImageRendererFormat()
        format.scale = 3
        let image = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 50), format: format).image { ctx in
            ctx.cgContext.setFillColor(UIColor.blue.cgColor)
            ctx.fill(CGRect(x: 0, y: 0, width: 40, height: 50))
            ran = true
        }
        #expect(ran && image.size == CGSize(width: 40, height: 50) && image.scale == 3)
    }
}
