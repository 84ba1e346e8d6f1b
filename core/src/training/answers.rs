//! Reading a drill answer as the player types or says it: squares in any vocabulary's words or
//! as coordinates ("Felix drei", "f3"), light or dark, yes or no in the interface language's
//! accepted words (`train-accept-*`), a number, or a board as a FEN placement.

use shakmaty::{Bitboard, Board, Color, Role, Square, fen::Fen};

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

/// The longest answer read, in bytes: a rebuilt board of 32 pieces in the longest words of
/// any vocabulary fits; a longer one is not understood without being read.
pub const ANSWER_LONGEST: usize = 4_000;
/// The most characters of an answer said back when it is not understood.
const SHOWN: usize = 40;

impl NotUnderstood {
    /// `text`, as it is said back: control characters pictured (an escape sequence cannot
    /// drive the terminal), cut after [`SHOWN`] characters.
    fn of(text: &str) -> NotUnderstood {
        NotUnderstood {
            text: crate::shown::visible(text.trim(), SHOWN),
        }
    }
}

/// Reads `text` as an answer to `question`.
pub fn read_answer(
    question: &Question,
    text: &str,
    vocab: &Vocabulary,
    ui: &UiText,
) -> Result<Answer, NotUnderstood> {
    let not_understood = || NotUnderstood::of(text);
    if text.len() > ANSWER_LONGEST {
        return Err(not_understood());
    }
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
            if !placement.contains('/') {
                return read_position(text, vocab, ui)
                    .map(Answer::Board)
                    .ok_or_else(not_understood);
            }
            let fen: Fen = format!("{placement} w - - 0 1")
                .parse()
                .map_err(|_| not_understood())?;
            Ok(Answer::Board(fen.into_setup().board))
        }
    }
}

/// Whether `text` is one of the words of the message `id` ("yes | y").
pub(super) fn accepts(ui: &UiText, id: &str, text: &str) -> bool {
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
        .ok_or_else(|| NotUnderstood::of(text))
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

/// A position typed as it is read out: "White: König Eva eins, Turm Anna eins. Black: König
/// Eva acht" — a side's name (the interface's or English) and then its pieces, each a piece's
/// word or letter and its square (`Ke1` too); a square alone is a pawn. Pieces before any name
/// are White's. `None` when a word is not understood or a square is named twice.
fn read_position(text: &str, vocab: &Vocabulary, ui: &UiText) -> Option<Board> {
    let sides = [Color::White, Color::Black].map(|color| {
        let english = color.fold_wb("white", "black");
        (color, [fold(&ui.color_name(color)), english.to_string()])
    });
    let side_named = |word: &str| {
        let word = fold(word);
        sides
            .iter()
            .find(|(_, names)| names.contains(&word))
            .map(|(color, _)| *color)
    };
    let mut board = Board::empty();
    let mut color = Color::White;
    let mut run: Vec<&str> = Vec::new();
    let words = text
        .split(|c: char| c.is_whitespace() || matches!(c, ',' | ';' | ':' | '.'))
        .filter(|w| !w.is_empty());
    for word in words.map(Some).chain([None]) {
        match word.map(|w| (w, side_named(w))) {
            Some((w, None)) => run.push(w),
            ended => {
                place_pieces(&mut board, color, &run.join(" "), vocab)?;
                run.clear();
                if let Some((_, Some(named))) = ended {
                    color = named;
                }
            }
        }
    }
    (!board.occupied().is_empty()).then_some(board)
}

/// Puts `color`'s pieces named in `text` on `board`.
fn place_pieces(board: &mut Board, color: Color, text: &str, vocab: &Vocabulary) -> Option<()> {
    if text.is_empty() {
        return Some(());
    }
    let words: Vec<Word> = vocab
        .read(text, false)
        .ok()?
        .into_iter()
        .map(|h| h.word)
        .filter(|w| *w != Word::Filler)
        .collect();
    let mut rest = words.as_slice();
    while !rest.is_empty() {
        let (role, file, rank, after) = match rest {
            [Word::Piece(role), Word::File(f), Word::Rank(r), after @ ..] => (*role, *f, *r, after),
            [Word::File(f), Word::Rank(r), after @ ..] => (Role::Pawn, *f, *r, after),
            _ => return None,
        };
        let square = Square::from_coords(file, rank);
        if board.piece_at(square).is_some() {
            return None;
        }
        board.set_piece_at(square, role.of(color));
        rest = after;
    }
    Some(())
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

    /// A blind player rebuilds the position they heard and says back what they set up, in the
    /// words they heard: in every vocabulary and interface language it reads as that board.
    #[test]
    fn a_position_said_back_as_it_was_read_out_is_that_board() {
        use rand::SeedableRng;

        use crate::{
            training::{
                drills::{DrillKind, generate},
                say::Voice,
            },
            words::{Form, Style},
        };
        let mut rng = rand::rngs::StdRng::seed_from_u64(11);
        for _ in 0..200 {
            let item = generate(DrillKind::Rebuild, &mut rng);
            let Question::Rebuild(board) = &item.question else {
                panic!("a rebuild question: {item:?}");
            };
            for vocab in VocabId::ALL {
                for language in UiLanguage::ALL {
                    let (vocab, ui) = (Vocabulary::get(vocab), UiText::get(language));
                    let voice = Voice {
                        vocab,
                        ui,
                        style: Style {
                            form: Form::Short,
                            say_pawn: true,
                        },
                    };
                    let said = voice.position(board).join(" ");
                    assert_eq!(
                        read_answer(&item.question, &said, vocab, ui),
                        Ok(Answer::Board(board.clone())),
                        "{said}"
                    );
                }
            }
        }
        // Compact letters, English side names, pawns by their square alone; a square named
        // twice or a word not understood is not a board.
        let fide = Vocabulary::get(VocabId::Fide);
        let en = UiText::get(UiLanguage::En);
        let question = Question::Rebuild(Board::empty());
        let Ok(Answer::Board(read)) = read_answer(&question, "Ke1 e4; black: Ke8 d5", fide, en)
        else {
            panic!("compact letters read");
        };
        assert_eq!(
            read,
            "4k3/8/8/3p4/4P3/8/8/4K3"
                .parse::<Fen>()
                .unwrap()
                .into_setup()
                .board
        );
        // The example the help gives, in each interface language, with each vocabulary.
        for language in UiLanguage::ALL {
            let ui = UiText::get(language);
            let example = format!(
                "{}: Ke1, e4. {}: Ke8.",
                ui.color_name(Color::White),
                ui.color_name(Color::Black)
            );
            assert!(
                ui.text("train-help-drill-rebuild").contains(&example),
                "{language:?}: {example}"
            );
            for vocab in VocabId::ALL {
                assert_eq!(
                    read_answer(&question, &example, Vocabulary::get(vocab), ui),
                    Ok(Answer::Board(
                        "4k3/8/8/8/4P3/8/8/4K3"
                            .parse::<Fen>()
                            .unwrap()
                            .into_setup()
                            .board
                    )),
                    "{vocab:?} {example}"
                );
            }
        }
        assert!(read_answer(&question, "Ke1 Ke1", fide, en).is_err());
        assert!(read_answer(&question, "White: Zebra e4", fide, en).is_err());
        assert!(read_answer(&question, "White:", fide, en).is_err());
    }
}
