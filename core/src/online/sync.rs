//! The server's move list against the game as Annabella has it. Every `gameState` carries the
//! whole list, not the new move, so each one is compared with the game: the usual answer is one
//! move to add (the opponent's, or our own coming back), a shorter list is a takeback, and after
//! a reconnect several moves may have been missed. The moves are read with shakmaty's UCI
//! parser, which takes castling both as the king's two steps (`e1g1`) and as king-to-rook
//! (`e1h1`), as the schema allows.

use shakmaty::{Chess, Move, Position, uci::UciMove};

use crate::message::{Arg, Message, WORD, shown};

/// What must change in the game to match the server's list.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Change {
    /// Moves to take back from the end of the game first.
    pub take_back: usize,
    /// Then the moves to play, in order.
    pub add: Vec<Move>,
}

impl Change {
    /// The game already matches.
    pub fn none(&self) -> bool {
        self.take_back == 0 && self.add.is_empty()
    }
}

/// Why a server's list cannot be followed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SyncError {
    /// A word of the list is not a UCI move at all.
    NotUci { number: usize, word: String },
    /// A move the rules do not allow in the position the list reached.
    Illegal { number: usize, word: String },
}

impl std::error::Error for SyncError {}
crate::vocab::displayed_in_english!(SyncError);

impl SyncError {
    pub fn message(&self) -> Message {
        let (id, number, word) = match self {
            SyncError::NotUci { number, word } => ("error-online-not-a-move", number, word),
            SyncError::Illegal { number, word } => ("error-online-illegal-move", number, word),
        };
        Message::Ui(
            id,
            vec![
                ("number", Arg::Number(*number as u64)),
                ("word", shown(word, WORD)),
            ],
        )
    }
}

/// What turns the game that started at `start` and went `played` into the server's `moves`
/// (UCI words separated by spaces).
pub fn change(start: &Chess, played: &[Move], moves: &str) -> Result<Change, SyncError> {
    let mut position = start.clone();
    let mut words = moves.split_whitespace().enumerate().peekable();
    let mut common = 0;
    while let (Some(ours), Some((index, word))) = (played.get(common), words.peek()) {
        let theirs = legal(&position, index + 1, word)?;
        if theirs != *ours {
            break;
        }
        position.play_unchecked(theirs);
        common += 1;
        words.next();
    }
    let mut add = Vec::new();
    for (index, word) in words {
        let next = legal(&position, index + 1, word)?;
        position.play_unchecked(next);
        add.push(next);
    }
    Ok(Change {
        take_back: played.len() - common,
        add,
    })
}

/// `word`, the `number`th move of the list, as a legal move in `position`.
fn legal(position: &Chess, number: usize, word: &str) -> Result<Move, SyncError> {
    let uci: UciMove = word.parse().map_err(|_| SyncError::NotUci {
        number,
        word: word.to_string(),
    })?;
    uci.to_move(position).map_err(|_| SyncError::Illegal {
        number,
        word: word.to_string(),
    })
}

/// A move as lichess takes it: castling as the king's two steps.
pub fn uci(chess_move: &Move) -> String {
    UciMove::from_standard(*chess_move).to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn moves(list: &str) -> Vec<Move> {
        change(&Chess::default(), &[], list).map(|c| c.add).unwrap()
    }

    #[test]
    fn the_opponents_move_is_one_to_add() {
        let played = moves("e2e4");
        let change = change(&Chess::default(), &played, "e2e4 e7e5").unwrap();
        assert_eq!(change.take_back, 0);
        assert_eq!(change.add.iter().map(uci).collect::<Vec<_>>(), ["e7e5"]);
    }

    #[test]
    fn the_same_list_changes_nothing() {
        let played = moves("e2e4 e7e5");
        assert!(
            change(&Chess::default(), &played, "e2e4 e7e5")
                .unwrap()
                .none()
        );
    }

    #[test]
    fn a_shorter_list_is_a_takeback() {
        let played = moves("e2e4 e7e5 g1f3");
        let change = change(&Chess::default(), &played, "e2e4").unwrap();
        assert_eq!(change.take_back, 2);
        assert!(change.add.is_empty());
    }

    #[test]
    fn a_game_that_went_another_way_is_taken_back_to_where_they_part() {
        let played = moves("e2e4 e7e5 g1f3");
        let change = change(&Chess::default(), &played, "e2e4 c7c5 g1f3 d7d6").unwrap();
        assert_eq!(change.take_back, 2);
        assert_eq!(
            change.add.iter().map(uci).collect::<Vec<_>>(),
            ["c7c5", "g1f3", "d7d6"]
        );
    }

    #[test]
    fn castling_king_to_rook_is_the_same_move_as_two_steps() {
        let played = moves("e2e4 e7e5 g1f3 b8c6 f1c4 g8f6 e1g1");
        let same = change(
            &Chess::default(),
            &played,
            "e2e4 e7e5 g1f3 b8c6 f1c4 g8f6 e1h1",
        );
        assert!(same.unwrap().none());
        assert_eq!(uci(&played[6]), "e1g1");
    }

    #[test]
    fn a_word_that_is_no_move_or_illegal_is_refused_with_its_number() {
        assert_eq!(
            change(&Chess::default(), &[], "e2e4 zz"),
            Err(SyncError::NotUci {
                number: 2,
                word: "zz".into()
            })
        );
        assert_eq!(
            change(&Chess::default(), &[], "e2e4 e2e4"),
            Err(SyncError::Illegal {
                number: 2,
                word: "e2e4".into()
            })
        );
    }
}
