//! The board's words asked back, in the first stage of the lessons: a file, a rank, a square,
//! a square's colour, a piece's name in the player's vocabulary. The question a level asks
//! ([`Naming`]), its answer ([`Named`]), and the answer read as the player types or says it
//! ("Cäsar", "c", "Eva vier", "dark", "Turm", "R").

use shakmaty::{File, Rank, Role, Square};

use super::answers::accepts;
use crate::{
    ui_text::UiText,
    vocab::{Vocabulary, Word},
};

/// What a level of the words stage asks the player to name.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Naming {
    /// The file counted from White's left.
    File(File),
    /// The rank counted from White's side.
    Rank(Rank),
    /// The square at a column and row counted from White's left corner.
    Square(Square),
    /// Whether the square is light or dark.
    Colour(Square),
    /// The piece's name in the player's vocabulary.
    Piece(Role),
}

/// A name as the player gave it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Named {
    File(File),
    Rank(Rank),
    Square(Square),
    Light(bool),
    Piece(Role),
}

impl Naming {
    /// The right answer.
    pub fn answer(self) -> Named {
        match self {
            Naming::File(file) => Named::File(file),
            Naming::Rank(rank) => Named::Rank(rank),
            Naming::Square(square) => Named::Square(square),
            Naming::Colour(square) => Named::Light(square.is_light()),
            Naming::Piece(role) => Named::Piece(role),
        }
    }
}

/// Reads `text` as a name: a file, a rank, a square or a piece in `vocab`'s words (or as
/// letters: `c`, `e4`), or light or dark in the interface language's
/// accepted words. `None` when it names none of them.
pub fn read_named(text: &str, vocab: &Vocabulary, ui: &UiText) -> Option<Named> {
    if accepts(ui, "train-accept-light", text) {
        return Some(Named::Light(true));
    }
    if accepts(ui, "train-accept-dark", text) {
        return Some(Named::Light(false));
    }
    let text = text.trim().trim_end_matches('.');
    let words: Vec<Word> = vocab
        .read(text, false)
        .ok()?
        .into_iter()
        .map(|heard| heard.word)
        .filter(|word| *word != Word::Filler)
        .collect();
    match words.as_slice() {
        [Word::File(file)] => Some(Named::File(*file)),
        [Word::Rank(rank)] => Some(Named::Rank(*rank)),
        [Word::File(file), Word::Rank(rank)] => {
            Some(Named::Square(Square::from_coords(*file, *rank)))
        }
        [Word::Piece(role)] => Some(Named::Piece(*role)),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{ui_text::UiLanguage, vocab::VocabId};

    #[test]
    fn files_ranks_squares_colours_and_pieces_are_read_in_words_and_letters() {
        let fide = Vocabulary::get(VocabId::Fide);
        let en = UiText::get(UiLanguage::En);
        let read = |text: &str| read_named(text, fide, en);
        assert_eq!(read("Cäsar"), Some(Named::File(File::C)));
        assert_eq!(read(" caesar. "), Some(Named::File(File::C)));
        assert_eq!(read("vier"), Some(Named::Rank(Rank::Fourth)));
        assert_eq!(read("Eva vier"), Some(Named::Square(Square::E4)));
        assert_eq!(read("dark"), Some(Named::Light(false)));
        assert_eq!(read("Turm"), Some(Named::Piece(Role::Rook)));
        assert_eq!(read("c"), Some(Named::File(File::C)));
        assert_eq!(read("e4"), Some(Named::Square(Square::E4)));
        assert_eq!(read("R"), Some(Named::Piece(Role::Rook)));
        assert_eq!(read("Zebra"), None);
        assert_eq!(
            Naming::Colour(Square::A1).answer(),
            Named::Light(false),
            "Anna eins, White's left corner, is dark"
        );
    }
}
