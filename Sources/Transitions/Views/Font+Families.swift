import Foundation

/// The installed font families (`UIFont.familyNames`, `UIFont.fontNames(forFamilyName:)`): the
/// Latin text families every iOS device has since iOS 13, each with the PostScript names of its
/// faces as iOS lists them. (iOS has about eighty families; the scripts' families — Devanagari,
/// Thonburi, Hiragino and the like — are left out: no check reads glyphs.) A font made with any
/// other name still succeeds (`Font.init?(name:size:)`), as an app's bundled font would.
extension Font {
    static let families: [String: [String]] = [
        "American Typewriter": [
            "AmericanTypewriter", "AmericanTypewriter-Bold", "AmericanTypewriter-Condensed", "AmericanTypewriter-CondensedBold",
            "AmericanTypewriter-CondensedLight", "AmericanTypewriter-Light", "AmericanTypewriter-Semibold",
        ],
        "Arial": ["ArialMT", "Arial-BoldMT", "Arial-BoldItalicMT", "Arial-ItalicMT"],
        "Avenir": [
            "Avenir-Black", "Avenir-BlackOblique", "Avenir-Book", "Avenir-BookOblique", "Avenir-Heavy", "Avenir-HeavyOblique",
            "Avenir-Light", "Avenir-LightOblique", "Avenir-Medium", "Avenir-MediumOblique", "Avenir-Oblique", "Avenir-Roman",
        ],
        "Avenir Next": [
            "AvenirNext-Bold", "AvenirNext-BoldItalic", "AvenirNext-DemiBold", "AvenirNext-DemiBoldItalic", "AvenirNext-Heavy",
            "AvenirNext-HeavyItalic", "AvenirNext-Italic", "AvenirNext-Medium", "AvenirNext-MediumItalic", "AvenirNext-Regular",
            "AvenirNext-UltraLight", "AvenirNext-UltraLightItalic",
        ],
        "Baskerville": [
            "Baskerville", "Baskerville-Bold", "Baskerville-BoldItalic", "Baskerville-Italic", "Baskerville-SemiBold",
            "Baskerville-SemiBoldItalic",
        ],
        "Chalkboard SE": ["ChalkboardSE-Bold", "ChalkboardSE-Light", "ChalkboardSE-Regular"],
        "Copperplate": ["Copperplate", "Copperplate-Bold", "Copperplate-Light"],
        "Courier": ["Courier", "Courier-Bold", "Courier-BoldOblique", "Courier-Oblique"],
        "Courier New": ["CourierNewPS-BoldItalicMT", "CourierNewPS-BoldMT", "CourierNewPS-ItalicMT", "CourierNewPSMT"],
        "Didot": ["Didot", "Didot-Bold", "Didot-Italic"],
        "Futura": ["Futura-Bold", "Futura-CondensedExtraBold", "Futura-CondensedMedium", "Futura-Medium", "Futura-MediumItalic"],
        "Georgia": ["Georgia", "Georgia-Bold", "Georgia-BoldItalic", "Georgia-Italic"],
        "Gill Sans": [
            "GillSans", "GillSans-Bold", "GillSans-BoldItalic", "GillSans-Italic", "GillSans-Light", "GillSans-LightItalic",
            "GillSans-SemiBold", "GillSans-SemiBoldItalic", "GillSans-UltraBold",
        ],
        "Helvetica": ["Helvetica", "Helvetica-Bold", "Helvetica-BoldOblique", "Helvetica-Light", "Helvetica-LightOblique", "Helvetica-Oblique"],
        "Helvetica Neue": [
            "HelveticaNeue", "HelveticaNeue-Bold", "HelveticaNeue-BoldItalic", "HelveticaNeue-CondensedBlack", "HelveticaNeue-CondensedBold",
            "HelveticaNeue-Italic", "HelveticaNeue-Light", "HelveticaNeue-LightItalic", "HelveticaNeue-Medium", "HelveticaNeue-MediumItalic",
            "HelveticaNeue-Thin", "HelveticaNeue-ThinItalic", "HelveticaNeue-UltraLight", "HelveticaNeue-UltraLightItalic",
        ],
        "Hoefler Text": ["HoeflerText-Black", "HoeflerText-BlackItalic", "HoeflerText-Italic", "HoeflerText-Regular"],
        "Marker Felt": ["MarkerFelt-Thin", "MarkerFelt-Wide"],
        "Menlo": ["Menlo-Bold", "Menlo-BoldItalic", "Menlo-Italic", "Menlo-Regular"],
        "Noteworthy": ["Noteworthy-Bold", "Noteworthy-Light"],
        "Optima": ["Optima-Bold", "Optima-BoldItalic", "Optima-ExtraBlack", "Optima-Italic", "Optima-Regular"],
        "Palatino": ["Palatino-Bold", "Palatino-BoldItalic", "Palatino-Italic", "Palatino-Roman"],
        "Papyrus": ["Papyrus", "Papyrus-Condensed"],
        "Snell Roundhand": ["SnellRoundhand", "SnellRoundhand-Black", "SnellRoundhand-Bold"],
        "Times New Roman": ["TimesNewRomanPS-BoldItalicMT", "TimesNewRomanPS-BoldMT", "TimesNewRomanPS-ItalicMT", "TimesNewRomanPSMT"],
        "Trebuchet MS": ["Trebuchet-BoldItalic", "TrebuchetMS", "TrebuchetMS-Bold", "TrebuchetMS-Italic"],
        "Verdana": ["Verdana", "Verdana-Bold", "Verdana-BoldItalic", "Verdana-Italic"],
        "Zapfino": ["Zapfino"],
    ]

    /// Each installed face's family, by PostScript name.
    static let familyOfInstalledFont: [String: String] = {
        var out: [String: String] = [:]
        for (family, names) in families { for n in names { out[n] = family } }
        return out
    }()

    /// `UIFont.familyNames`: the installed families, sorted as iOS lists them (alphabetically).
    public static var familyNames: [String] { families.keys.sorted() }

    /// `UIFont.fontNames(forFamilyName:)`: the PostScript names of a family's faces; empty for a
    /// family that is not installed.
    public static func fontNames(forFamilyName familyName: String) -> [String] { families[familyName] ?? [] }
}
