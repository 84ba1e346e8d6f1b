//! The board readings a typed line names (`/square e4`, `/rank 3`, `/pieces white knight`),
//! each with the place it takes: the session reads them (`session::lines`), the help lists them
//! (`help`). `/board`, which takes no place, is a line command (`commands::COMMANDS`).

use shakmaty::{Color, Piece, Role};

use crate::{
    keymap::{Command, Explore},
    message::{Arg, Message},
    words::Token,
};

/// What kind of place a reading takes after its name.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Place {
    /// A square: `e4`, "Eva vier". Without one, the square the cursor is on.
    Square,
    /// A rank: `3`, "drei". Without one, the cursor's rank.
    Rank,
    /// A file: `e`, "Eva". Without one, the cursor's file.
    File,
    /// A colour, a kind of piece, or both: "white knight", "black", "rooks". Without them, every
    /// piece of both sides.
    Pieces,
}

/// A board reading a line names, with the place it takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Reading {
    /// The name after the slash.
    pub name: &'static str,
    /// The place in the help's example (`/square e4`).
    pub example: &'static str,
    pub place: Place,
    /// What is read there (for `Place::Pieces`, the help's example: a side's pieces of a kind).
    pub explore: Explore,
}

impl Reading {
    /// As the help writes it, the place in the player's words: `/square e4`, and a side's
    /// pieces as the interface names them (`/pieces white Knight`, `/pieces weißer Springer`),
    /// which the line reads back.
    pub fn written(&self) -> Message {
        let example = match self.explore {
            Explore::PiecesOf {
                color,
                role: Some(role),
            } => Arg::Tokens(vec![Token::Occupant(Some(Piece { color, role }))]),
            _ => Arg::Key(self.example.to_string()),
        };
        Message::Ui(
            "reading-written",
            vec![
                ("name", Arg::Key(format!("/{}", self.name))),
                ("example", example),
            ],
        )
    }

    pub fn command(&self) -> Command {
        Command::Explore(self.explore)
    }
}

/// The board readings that take a place, in the order their help is said. (`/board`, which
/// takes none, is a line command.)
pub const READINGS: [Reading; 8] = [
    Reading {
        name: "square",
        example: "e4",
        place: Place::Square,
        explore: Explore::ReadSquare,
    },
    Reading {
        name: "rank",
        example: "3",
        place: Place::Rank,
        explore: Explore::ReadRank,
    },
    Reading {
        name: "file",
        example: "e",
        place: Place::File,
        explore: Explore::ReadFile,
    },
    Reading {
        name: "diagonals",
        example: "c4",
        place: Place::Square,
        explore: Explore::ReadDiagonals,
    },
    Reading {
        name: "pieces",
        example: "white knight",
        place: Place::Pieces,
        explore: Explore::PiecesOf {
            color: Color::White,
            role: Some(Role::Knight),
        },
    },
    Reading {
        name: "moves",
        example: "g1",
        place: Place::Square,
        explore: Explore::PieceMoves,
    },
    Reading {
        name: "captures",
        example: "d4",
        place: Place::Square,
        explore: Explore::PieceCaptures,
    },
    Reading {
        name: "attackers",
        example: "e5",
        place: Place::Square,
        explore: Explore::AttackersDefenders,
    },
];
