//! How text that came in (typed words, a file's tokens, a FEN) is shown back in a message:
//! control characters made visible, and cut to a length a listener can follow.

/// `text` with control characters shown as their pictures (␇ for BEL, ␛ for ESC; other controls
/// as �), cut after `most` characters with an ellipsis.
pub fn visible(text: &str, most: usize) -> String {
    let mut shown: String = text.chars().take(most).map(picture).collect();
    if text.chars().count() > most {
        shown.push('…');
    }
    shown
}

/// `text` on one line, every control character made harmless: line breaks and tabs become
/// spaces, the others their pictures (␛ for ESC), so that text from a file can neither break a
/// line it is written into (a PGN tag, a scoresheet's head) nor drive the terminal it is printed
/// on (clear the screen, set colours or the window's title).
pub fn one_line(text: &str) -> String {
    text.chars()
        .map(|c| match c {
            '\t' | '\n' | '\r' | '\u{b}' | '\u{c}' | '\u{85}' | '\u{2028}' | '\u{2029}' => ' ',
            _ => picture(c),
        })
        .collect()
}

/// The most characters of a player's name kept: longer than any real name (FIDE's longest run
/// to about 50, lichess's to 30), short enough to hear out.
pub const NAME_MOST: usize = 100;

/// A player's name as the game keeps it, from wherever it came (a journal's header, a PGN tag,
/// a script, a command line): on one line (`one_line`) and cut after `NAME_MOST` characters
/// with an ellipsis, so that it can be said, printed and written into a scoresheet.
pub fn name(text: &str) -> String {
    if text.chars().count() <= NAME_MOST && !has_controls(text) {
        return text.to_string();
    }
    let mut kept = one_line(&text.chars().take(NAME_MOST).collect::<String>());
    if text.chars().nth(NAME_MOST).is_some() {
        kept.push('…');
    }
    kept
}

/// Whether `text` holds a control character (or a line or paragraph separator).
pub fn has_controls(text: &str) -> bool {
    text.chars()
        .any(|c| c.is_control() || matches!(c, '\u{2028}' | '\u{2029}'))
}

/// A control character's picture; any other character itself.
fn picture(c: char) -> char {
    match c as u32 {
        code @ 0..=0x1f => char::from_u32(0x2400 + code).unwrap_or('\u{fffd}'),
        0x7f => '\u{2421}',
        _ if c.is_control() => '\u{fffd}',
        _ => c,
    }
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

    #[test]
    fn a_name_is_kept_on_one_line_and_cut_to_what_can_be_heard_out() {
        assert_eq!(name("Jörg Ølsen"), "Jörg Ølsen");
        assert_eq!(name("Bo\n\u{1b}[2J"), "Bo ␛[2J");
        let long = "x".repeat(10_000_000);
        let kept = name(&long);
        assert_eq!(kept.chars().count(), NAME_MOST + 1);
        assert!(kept.ends_with('…'));
        assert_eq!(name(&"y".repeat(NAME_MOST)), "y".repeat(NAME_MOST));
    }

    #[test]
    fn text_from_a_file_stays_on_one_line_and_cannot_drive_the_terminal() {
        assert_eq!(one_line("Bo\nBlack \"x\"\r\t"), "Bo Black \"x\"  ");
        assert_eq!(one_line("\u{1b}[2J\u{1b}]0;title\u{7}"), "␛[2J␛]0;title␇");
        assert_eq!(one_line("Jörg Ølsen"), "Jörg Ølsen");
        assert!(has_controls("a\u{1b}b") && has_controls("a\nb") && !has_controls("Jörg"));
    }
}
