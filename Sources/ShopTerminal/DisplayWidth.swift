/// Estimates how many terminal columns text occupies.
///
/// Each grapheme cluster counts as 1 column, except East Asian wide and full-width characters and emoji, which
/// count as 2, and clusters made only of zero-width scalars (combining marks, format characters such as U+200B),
/// which count as 0. This matches common terminals for the text an online shop shows; it is an estimate, not a
/// full `wcwidth` implementation.
enum DisplayWidth {
    /// The estimated column width of `text`.
    static func of(_ text: String) -> Int {
        text.reduce(0) { $0 + of($1) }
    }

    /// The estimated column width of one grapheme cluster.
    static func of(_ character: Character) -> Int {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        if scalars.allSatisfy(isZeroWidth) {
            return 0
        }
        if isWide(first) || first.properties.isEmojiPresentation {
            return 2
        }
        if scalars.contains("\u{FE0F}"), first.properties.isEmoji {
            return 2
        }
        return 1
    }

    /// Cuts `text` to at most `limit` columns, ending with `…` when anything was removed.
    static func truncate(_ text: String, toWidth limit: Int) -> String {
        guard of(text) > limit else { return text }
        guard limit > 1 else { return limit == 1 ? "…" : "" }
        var result = ""
        var used = 0
        for character in text {
            let width = of(character)
            if used + width > limit - 1 { break }
            result.append(character)
            used += width
        }
        return result + "…"
    }

    private static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format:
            return true
        default:
            return false
        }
    }

    private static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
            0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
            0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x2FFFD, 0x30000...0x3FFFD:
            return true
        default:
            return false
        }
    }
}
