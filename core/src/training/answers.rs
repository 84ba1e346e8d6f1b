//! Reading a drill answer as the player types or says it: squares in any vocabulary's words or
//! as coordinates ("Felix drei", "f3"), light or dark, yes or no in the interface language's
//! accepted words (`train-accept-*`), a number, or a board as a FEN placement.

use shakmaty::{Bitboard, Square, fen::Fen};

use super::drills::{Answer, Question};
use crate::{
    ui_text::UiText,
    vocab::{VocabId, Vocabulary, Word, fold},
};

/// The answer could not be read; the words said back to the player.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NotUnderstood {
    pub text: String,
}

/// Reads `text` as an answer to `question`.
pub fn read_answer(
    question: &Question,
    text: &str,
    vocab: &Vocabulary,
    ui: &UiText,
) -> Result<Answer, NotUnderstood> {
    let not_understood = || NotUnderstood {
        text: text.trim().to_string(),
    };
    match question {
        Question::FindSquare(_) | Question::NameSquare(_) => match squares(text, vocab)?.as_slice()
        {
            [one] => Ok(Answer::Square(*one)),
            _ => Err(not_understood()),
        },
        Question::SquareColour(_) => {
            if accepts(ui, "train-accept-light", text) {
                Ok(Answer::Light(true))
            } else if accepts(ui, "train-accept-dark", text) {
                Ok(Answer::Light(false))
            } else {
                Err(not_understood())
            }
        }
        Question::SameDiagonal(..) => {
            if accepts(ui, "train-accept-yes", text) {
                Ok(Answer::Yes(true))
            } else if accepts(ui, "train-accept-no", text) {
                Ok(Answer::Yes(false))
            } else {
                Err(not_understood())
            }
        }
        Question::KnightDistance(..) => text
            .trim()
            .parse()
            .map(Answer::Count)
            .map_err(|_| not_understood()),
        Question::PieceMoves(..) => Ok(Answer::Squares(
            squares(text, vocab)?.into_iter().collect::<Bitboard>(),
        )),
        Question::Rebuild(_) => {
            let placement = text.split_whitespace().next().unwrap_or_default();
            let fen: Fen = format!("{placement} w - - 0 1")
                .parse()
                .map_err(|_| not_understood())?;
            Ok(Answer::Board(fen.into_setup().board))
        }
    }
}

/// Whether `text` is one of the words of the message `id` ("yes | y").
fn accepts(ui: &UiText, id: &str, text: &str) -> bool {
    let said = fold(text);
    ui.text(id).split('|').any(|word| fold(word) == said)
}

/// Every square named in `text`, each a file followed by a rank, in `vocab`'s words or,
/// failing that, another vocabulary's.
fn squares(text: &str, vocab: &Vocabulary) -> Result<Vec<Square>, NotUnderstood> {
    read_squares(text, vocab)
        .or_else(|| {
            VocabId::ALL
                .into_iter()
                .filter(|&id| id != vocab.id())
                .find_map(|id| read_squares(text, Vocabulary::get(id)))
        })
        .ok_or_else(|| NotUnderstood {
            text: text.trim().to_string(),
        })
}

fn read_squares(text: &str, vocab: &Vocabulary) -> Option<Vec<Square>> {
    let heard = vocab.read(text, false).ok()?;
    let words: Vec<Word> = heard
        .into_iter()
        .map(|h| h.word)
        .filter(|w| *w != Word::Filler)
        .collect();
    if words.is_empty() || !words.len().is_multiple_of(2) {
        return None;
    }
    words
        .chunks(2)
        .map(|pair| match pair {
            [Word::File(f), Word::Rank(r)] => Some(Square::from_coords(*f, *r)),
            _ => None,
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use shakmaty::{Color, Role};

    use super::*;
    use crate::ui_text::UiLanguage;

    #[test]
    fn squares_are_read_in_words_or_coordinates_and_yes_in_the_interface_language() {
        let fide = Vocabulary::get(VocabId::Fide);
        let de = UiText::get(UiLanguage::De);
        let find = Question::FindSquare(Square::F3);
        assert_eq!(
            read_answer(&find, "Felix drei", fide, de),
            Ok(Answer::Square(Square::F3))
        );
        assert_eq!(
            read_answer(&find, "f3", fide, de),
            Ok(Answer::Square(Square::F3))
        );
        let diagonal = Question::SameDiagonal(Square::A1, Square::H8);
        assert_eq!(
            read_answer(&diagonal, "Ja", fide, de),
            Ok(Answer::Yes(true))
        );
        assert!(read_answer(&diagonal, "vielleicht", fide, de).is_err());
        let colour = Question::SquareColour(Square::A1);
        assert_eq!(
            read_answer(&colour, "dunkel", fide, de),
            Ok(Answer::Light(false))
        );
        let moves = Question::PieceMoves(Role::King.of(Color::White), Square::A1);
        assert_eq!(
            read_answer(&moves, "Anna zwei, Bella zwei, Bella eins", fide, de),
            Ok(Answer::Squares(
                [Square::A2, Square::B2, Square::B1].into_iter().collect()
            ))
        );
        let knight = Question::KnightDistance(Square::A1, Square::B3);
        assert_eq!(read_answer(&knight, " 1 ", fide, de), Ok(Answer::Count(1)));
    }
}
