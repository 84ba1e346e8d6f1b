//! How text that came in (typed words, a file's tokens, a FEN) is shown back in a message:
//! control characters made visible, and cut to a length a listener can follow.

/// `text` with control characters shown as their pictures (␇ for BEL, ␛ for ESC; other controls
/// as �), cut after `most` characters with an ellipsis.
pub fn visible(text: &str, most: usize) -> String {
    let mut shown: String = text
        .chars()
        .take(most)
        .map(|c| match c as u32 {
            code @ 0..=0x1f => char::from_u32(0x2400 + code).unwrap_or('\u{fffd}'),
            0x7f => '\u{2421}',
            _ if c.is_control() => '\u{fffd}',
            _ => c,
        })
        .collect();
    if text.chars().count() > most {
        shown.push('…');
    }
    shown
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn controls_are_pictured_and_long_text_is_cut() {
        assert_eq!(visible("a\u{7}b\u{1b}[2J", 40), "a␇b␛[2J");
        assert_eq!(
            visible(&"x".repeat(100), 10),
            format!("{}…", "x".repeat(10))
        );
        assert_eq!(visible("Springer", 40), "Springer");
    }
}
