//! One braille cell per square, for a reader's fingers rather than a sighted reader's eyes.
//!
//! The cells are written as Unicode braille patterns, so every display shows the same dots
//! whatever text table its BRLTTY uses:
//!
//! - a piece is its letter in the interface language (English `N`, German `S`), in the six dots
//!   of the Latin alphabet that every braille code shares; a **white** piece has dot 7 added, as
//!   a capital has in eight-dot computer braille, and as the braille chess code writes White in
//!   upper case and Black in lower case (the BAUK's FEN for braille readers; BRLTTY's own
//!   `de-chess` table writes ♔ as K with dot 7 and ♚ as k);
//! - an empty square has only bottom dots, which no letter has: a **light** square dot 3, a
//!   **dark** square dots 3 and 6 — the dark squares are the raised ones on a tactile board
//!   (Appendix D.1), so they get more dots;
//! - the square under the cursor has dot 8 added. The display's own cursor (dots 7 and 8) is
//!   not used on the board: under it a white and a black piece would feel the same.
//!
//! Every letter of the alphabet has one of the dots 1, 2 or 4, so a piece and an empty square
//! are told apart by the top of the cell alone.

use shakmaty::{ByRole, Color, Piece, Role, Square};

use crate::ui_text::UiText;

pub const DOT_1: u8 = 0x01;
pub const DOT_2: u8 = 0x02;
pub const DOT_3: u8 = 0x04;
pub const DOT_4: u8 = 0x08;
pub const DOT_5: u8 = 0x10;
pub const DOT_6: u8 = 0x20;
pub const DOT_7: u8 = 0x40;
pub const DOT_8: u8 = 0x80;

/// The white piece's mark (a capital in eight-dot braille).
pub const WHITE: u8 = DOT_7;
/// The cursor's mark.
pub const CURSOR: u8 = DOT_8;
/// An empty light square.
pub const LIGHT: u8 = DOT_3;
/// An empty dark square.
pub const DARK: u8 = DOT_3 | DOT_6;

/// The six-dot Latin letters a–z, in order (the same in English, German, Norwegian, Icelandic
/// and Vietnamese braille).
const LETTERS: [u8; 26] = [
    DOT_1,                                 // a
    DOT_1 | DOT_2,                         // b
    DOT_1 | DOT_4,                         // c
    DOT_1 | DOT_4 | DOT_5,                 // d
    DOT_1 | DOT_5,                         // e
    DOT_1 | DOT_2 | DOT_4,                 // f
    DOT_1 | DOT_2 | DOT_4 | DOT_5,         // g
    DOT_1 | DOT_2 | DOT_5,                 // h
    DOT_2 | DOT_4,                         // i
    DOT_2 | DOT_4 | DOT_5,                 // j
    DOT_1 | DOT_3,                         // k
    DOT_1 | DOT_2 | DOT_3,                 // l
    DOT_1 | DOT_3 | DOT_4,                 // m
    DOT_1 | DOT_3 | DOT_4 | DOT_5,         // n
    DOT_1 | DOT_3 | DOT_5,                 // o
    DOT_1 | DOT_2 | DOT_3 | DOT_4,         // p
    DOT_1 | DOT_2 | DOT_3 | DOT_4 | DOT_5, // q
    DOT_1 | DOT_2 | DOT_3 | DOT_5,         // r
    DOT_2 | DOT_3 | DOT_4,                 // s
    DOT_2 | DOT_3 | DOT_4 | DOT_5,         // t
    DOT_1 | DOT_3 | DOT_6,                 // u
    DOT_1 | DOT_2 | DOT_3 | DOT_6,         // v
    DOT_2 | DOT_4 | DOT_5 | DOT_6,         // w
    DOT_1 | DOT_3 | DOT_4 | DOT_6,         // x
    DOT_1 | DOT_3 | DOT_4 | DOT_5 | DOT_6, // y
    DOT_1 | DOT_3 | DOT_5 | DOT_6,         // z
];

/// The dots of a Latin letter (either case), if it is one of a–z.
pub fn letter_dots(letter: char) -> Option<u8> {
    let lower = letter.to_ascii_lowercase();
    lower
        .is_ascii_lowercase()
        .then(|| LETTERS[usize::from(lower as u8 - b'a')])
}

/// The letter whose six dots these are.
fn dots_letter(dots: u8) -> Option<char> {
    LETTERS
        .iter()
        .position(|&d| d == dots)
        .and_then(|index| u8::try_from(index).ok())
        .map(|index| char::from(b'a' + index))
}

/// The Unicode braille pattern of `dots` (U+2800 + the dots' bits).
pub fn pattern(dots: u8) -> char {
    char::from_u32(0x2800 + u32::from(dots)).unwrap_or(' ')
}

/// The dots of a Unicode braille pattern.
pub fn dots_of(cell: char) -> Option<u8> {
    let code = u32::from(cell);
    (0x2800..=0x28ff)
        .contains(&code)
        .then(|| (code - 0x2800) as u8)
}

/// The piece letters of an interface language (`braille-piece-*` in `locales/ui`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PieceLetters {
    letters: ByRole<char>,
}

impl PieceLetters {
    /// The letters of `ui`; a letter outside a–z (which has no six-dot cell here) falls back to
    /// the English one.
    pub fn of(ui: &UiText) -> PieceLetters {
        let english = PieceLetters::english();
        PieceLetters {
            letters: ByRole::new_with(|role| {
                let id = format!("braille-piece-{}", crate::vocab::role_key(role));
                ui.text(&id)
                    .chars()
                    .next()
                    .map(|c| c.to_ascii_uppercase())
                    .filter(|c| c.is_ascii_uppercase())
                    .unwrap_or(*english.letters.get(role))
            }),
        }
    }

    /// K Q R B N P.
    pub fn english() -> PieceLetters {
        PieceLetters {
            letters: ByRole {
                king: 'K',
                queen: 'Q',
                rook: 'R',
                bishop: 'B',
                knight: 'N',
                pawn: 'P',
            },
        }
    }

    /// The upper-case letter of a role.
    pub fn letter(&self, role: Role) -> char {
        *self.letters.get(role)
    }

    /// The role whose letter this is (either case).
    pub fn role(&self, letter: char) -> Option<Role> {
        let upper = letter.to_ascii_uppercase();
        Role::ALL
            .into_iter()
            .find(|&role| self.letter(role) == upper)
    }
}

/// The cell of `square` holding `piece` (or nothing), marked when the cursor is on it.
pub fn square_cell(
    piece: Option<Piece>,
    square: Square,
    cursor: bool,
    letters: &PieceLetters,
) -> char {
    let dots = match piece {
        Some(piece) => {
            let letter = letter_dots(letters.letter(piece.role)).unwrap_or(0);
            letter | piece.color.fold_wb(WHITE, 0)
        }
        None if square.is_dark() => DARK,
        None => LIGHT,
    };
    pattern(dots | if cursor { CURSOR } else { 0 })
}

/// What a reader's fingers find in a square's cell.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Feel {
    Piece(Piece),
    Light,
    Dark,
}

/// Reads a square's cell back: what stands there, and whether the cursor is on it. `None` for
/// a cell that is no square's.
pub fn read_square_cell(cell: char, letters: &PieceLetters) -> Option<(Feel, bool)> {
    let dots = dots_of(cell)?;
    let cursor = dots & CURSOR != 0;
    let body = dots & !CURSOR;
    let feel = match body {
        LIGHT => Feel::Light,
        DARK => Feel::Dark,
        _ => {
            let color = if body & WHITE != 0 {
                Color::White
            } else {
                Color::Black
            };
            let role = letters.role(dots_letter(body & !WHITE)?)?;
            Feel::Piece(Piece { color, role })
        }
    };
    Some((feel, cursor))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui_text::UiLanguage;

    #[test]
    fn the_alphabet_is_twenty_six_different_cells_each_with_a_top_dot() {
        let mut seen = std::collections::HashSet::new();
        for letter in 'a'..='z' {
            let dots = letter_dots(letter).unwrap();
            assert!(seen.insert(dots), "{letter} shares its dots");
            assert_ne!(dots & (DOT_1 | DOT_2 | DOT_4), 0, "{letter} has no top dot");
            assert_eq!(dots & (DOT_7 | DOT_8), 0);
            assert_eq!(dots_letter(dots), Some(letter));
            assert_eq!(letter_dots(letter.to_ascii_uppercase()), Some(dots));
        }
        assert_eq!(letter_dots('1'), None);
        assert_eq!(letter_dots('ä'), None);
    }

    #[test]
    fn a_white_knight_is_capital_n_and_a_black_one_small_n_in_english() {
        let letters = PieceLetters::of(UiText::get(UiLanguage::En));
        let white = Piece {
            color: Color::White,
            role: Role::Knight,
        };
        // n = dots 1345; White adds dot 7.
        assert_eq!(square_cell(Some(white), Square::G1, false, &letters), '⡝');
        assert_eq!(
            square_cell(
                Some(Piece {
                    color: Color::Black,
                    ..white
                }),
                Square::G8,
                false,
                &letters
            ),
            '⠝'
        );
    }

    #[test]
    fn empty_squares_are_felt_light_or_dark_and_the_cursor_adds_dot_8() {
        let letters = PieceLetters::english();
        assert_eq!(square_cell(None, Square::A1, false, &letters), '⠤'); // dark: dots 3 6
        assert_eq!(square_cell(None, Square::B1, false, &letters), '⠄'); // light: dot 3
        assert_eq!(square_cell(None, Square::B1, true, &letters), '⢄');
        assert_eq!(read_square_cell('⢄', &letters), Some((Feel::Light, true)));
        assert_eq!(read_square_cell('⠤', &letters), Some((Feel::Dark, false)));
        assert_eq!(read_square_cell('x', &letters), None);
    }

    #[test]
    fn every_piece_on_every_square_reads_back_in_every_language() {
        for language in UiLanguage::ALL {
            let letters = PieceLetters::of(UiText::get(language));
            let distinct: std::collections::HashSet<char> =
                Role::ALL.iter().map(|&r| letters.letter(r)).collect();
            assert_eq!(distinct.len(), 6, "{language}: two pieces share a letter");
            for square in Square::ALL {
                for cursor in [false, true] {
                    let empty = square_cell(None, square, cursor, &letters);
                    let expected = if square.is_dark() {
                        Feel::Dark
                    } else {
                        Feel::Light
                    };
                    assert_eq!(read_square_cell(empty, &letters), Some((expected, cursor)));
                    for color in Color::ALL {
                        for role in Role::ALL {
                            let piece = Piece { color, role };
                            let cell = square_cell(Some(piece), square, cursor, &letters);
                            assert_eq!(
                                read_square_cell(cell, &letters),
                                Some((Feel::Piece(piece), cursor)),
                                "{language} {piece:?} on {square}"
                            );
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn the_german_interface_writes_the_german_letters() {
        let letters = PieceLetters::of(UiText::get(UiLanguage::De));
        let word: String = [
            Role::King,
            Role::Queen,
            Role::Rook,
            Role::Bishop,
            Role::Knight,
            Role::Pawn,
        ]
        .iter()
        .map(|&r| letters.letter(r))
        .collect();
        assert_eq!(word, "KDTLSB");
    }
}
