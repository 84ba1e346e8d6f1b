//! A line typed where there are no keys (the terminal game): a move, a command by its name
//! (`/draw`), a draw claim with its move (`/claim Nf3`), or a reading of the board at a place
//! the line names (`/rank 3`, `/square e4`, `/moves g1`, `/pieces white knight`, `/board`).
//!
//! Lines are read here, not in a shell, so that the terminal reads the board as the window's
//! keys do, with the same words, and any other front end that takes lines gets the same. The
//! place is read in the player's words as a move is: `e4` or "Eva vier", `3` or "drei", a piece
//! as "knight", `N` or "Springer"; a colour in the interface's words or English.
//!
//! ```
//! use annabella_core::session::{Input, Session, Setup, lines::Line};
//! use annabella_core::keymap::Explore;
//!
//! let session = Session::new(Setup::default()).unwrap();
//! let Line::Input(Input::ReadAt { square, explore }) = session.typed_line("/square Eva vier")
//! else {
//!     panic!("a reading")
//! };
//! assert_eq!((square, explore), (shakmaty::Square::E4, Explore::ReadSquare));
//! ```

use shakmaty::{Color, Piece, Role, Square};

pub use crate::readings::{Place, READINGS, Reading};

use super::{Arg, Input, Message, Setup};
use crate::message::{WORD, nested, shown};
use crate::online::OnlineAct;
use crate::{
    commands::{self, AfterGame, InGame, ShellLine},
    keymap::{Command, Explore},
    ui_text::UiText,
    vocab::{VocabId, Vocabulary, Word, fold},
};

/// What a typed line asks for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Line {
    /// Nothing was typed.
    Empty,
    /// What the session takes for it.
    Input(Input),
    /// Once the game is over: another game, or leaving (the shell begins it).
    Next(Next),
    /// What the shell does itself (leave, save elsewhere, print the position or the moves),
    /// with the rest of the line (the folder of `/save FOLDER`).
    Shell(ShellLine, String),
    /// The line could not be read: why, to be said back.
    Refused(LineError),
}

/// What comes after a game at the terminal, besides going over it and saving it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Next {
    /// The same game again, the colours changed ([`super::Setup::rematch`]).
    Rematch,
    /// The same game again, the same colours.
    NewGame,
    /// Leave the app.
    Quit,
}

/// Why a typed line names nothing the session can do.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LineError {
    /// `/name` is no command (the name as typed, with its slash).
    Unknown(String),
    /// A reading's place could not be read: the reading, and the words that were not understood.
    NotAPlace {
        reading: &'static Reading,
        words: String,
    },
    /// Another game after an online one is found at lichess's lobby, not here.
    OnlineNext,
}

/// What reading a typed line needs of the session: the player's words, where the cursor
/// stands, and whether the game is over (a finished game, not one from a file, takes the words
/// of `AFTER_THE_GAME`).
pub(super) struct Lines<'a> {
    pub(super) setup: &'a Setup,
    pub(super) cursor: Square,
    pub(super) game_over: bool,
}

impl Lines<'_> {
    /// A typed line that reads the board and nothing else (`/board`, `/square e4`, `/pieces
    /// white`, `/moves g1`…): the input, or why its place could not be read; `None` for any
    /// other line. While a training exercise's position is shown, these read it; every other
    /// line is the exercise's answer.
    pub(super) fn board_reading_line(&self, text: &str) -> Option<Result<Input, LineError>> {
        match self.typed_line(text) {
            Line::Input(input @ Input::Command(Command::Explore(explore)))
            | Line::Input(input @ Input::ReadAt { explore, .. })
                if explore.reads_the_board() =>
            {
                Some(Ok(input))
            }
            Line::Refused(error @ LineError::NotAPlace { .. }) => Some(Err(error)),
            _ => None,
        }
    }

    /// What the typed line `text` asks for. A line without a slash is a move (or, in the
    /// arbiter's panel, an action), as the move field's text is.
    pub(super) fn typed_line(&self, text: &str) -> Line {
        let text = text.trim();
        if text.is_empty() {
            return Line::Empty;
        }
        if let Some(line) = self.after_the_game(text) {
            return line;
        }
        // The name as typed, for a refusal: `/draw` of `/draw now`.
        let name = text.split_whitespace().next().unwrap_or(text);
        let Some((named, rest)) = commands::in_game(text) else {
            return if name.starts_with('/') {
                Line::Refused(LineError::Unknown(name.to_string()))
            } else {
                Line::Input(Input::Text(text.to_string()))
            };
        };
        let input = match named {
            InGame::Command(command) if rest.is_empty() => Input::Command(command),
            // `/draw now`: the command takes nothing after it.
            InGame::Command(_) => return Line::Refused(LineError::Unknown(name.to_string())),
            InGame::Claim => Input::ClaimDraw(rest.to_string()),
            InGame::Chat => Input::Online(OnlineAct::Chat(rest.to_string())),
            InGame::Shell(line) => return Line::Shell(line, rest.to_string()),
            InGame::Reading => {
                let Some(reading) = READINGS
                    .iter()
                    .find(|reading| name.eq_ignore_ascii_case(&format!("/{}", reading.name)))
                else {
                    return Line::Refused(LineError::Unknown(name.to_string()));
                };
                match self.reading_input(reading, rest) {
                    Some(input) => input,
                    None => {
                        return Line::Refused(LineError::NotAPlace {
                            reading,
                            words: rest.to_string(),
                        });
                    }
                }
            }
        };
        Line::Input(input)
    }

    /// Once the game is over (not a game from a file): `review` steps back through the moves
    /// (`/back`, `/next` go on), `export` saves the scoresheet, `rematch`, `new` and `quit`
    /// are the shell's to do.
    fn after_the_game(&self, text: &str) -> Option<Line> {
        if !self.game_over {
            return None;
        }
        let command = |command| Some(Line::Input(Input::Command(command)));
        match commands::after_the_game(text)? {
            AfterGame::Rematch | AfterGame::NewGame if self.setup.online.is_some() => {
                Some(Line::Refused(LineError::OnlineNext))
            }
            AfterGame::Review => command(Command::Explore(Explore::PreviousMove)),
            AfterGame::Export => command(Command::SaveScoresheet),
            AfterGame::Rematch => Some(Line::Next(Next::Rematch)),
            AfterGame::NewGame => Some(Line::Next(Next::NewGame)),
            AfterGame::Quit => Some(Line::Next(Next::Quit)),
        }
    }

    /// The input that reads `reading` at the place `words` name (at the cursor when they name
    /// none); `None` when they cannot be read.
    fn reading_input(&self, reading: &Reading, words: &str) -> Option<Input> {
        let at = |square: Square| {
            Some(Input::ReadAt {
                square,
                explore: reading.explore,
            })
        };
        let cursor = self.cursor;
        if words.is_empty() && reading.place != Place::Pieces {
            return at(cursor);
        }
        match reading.place {
            Place::Square => match self.chess_words(words)?.as_slice() {
                [Word::File(file), Word::Rank(rank)] => at(Square::from_coords(*file, *rank)),
                _ => None,
            },
            Place::Rank => match self.chess_words(words)?.as_slice() {
                [Word::Rank(rank)] => at(Square::from_coords(cursor.file(), *rank)),
                _ => None,
            },
            Place::File => match self.chess_words(words)?.as_slice() {
                [Word::File(file)] => at(Square::from_coords(*file, cursor.rank())),
                _ => None,
            },
            Place::Pieces => self.pieces_named(words),
        }
    }

    /// "white knight", "black", "rooks", nothing at all: a side's pieces, a kind's, or the
    /// whole board.
    fn pieces_named(&self, words: &str) -> Option<Input> {
        let mut color = None;
        let mut role = None;
        for word in words.split_whitespace() {
            if let Some(named) = self.color_named(word).filter(|_| color.is_none()) {
                color = Some(named);
            } else if let Some(named) = self.role_named(word).filter(|_| role.is_none()) {
                role = Some(named);
            } else {
                return None;
            }
        }
        let explore = match (color, role) {
            (Some(color), role) => Explore::PiecesOf { color, role },
            (None, Some(role)) => Explore::ListPieces(role),
            (None, None) => Explore::ReadBoard,
        };
        Some(Input::Command(Command::Explore(explore)))
    }

    /// The player's vocabulary, then English: a reading's place may be written either way.
    fn vocabularies(&self) -> [&'static Vocabulary; 2] {
        [
            Vocabulary::get(self.setup.reader_vocab()),
            Vocabulary::get(VocabId::En),
        ]
    }

    /// The chess words of `text` (files, ranks, pieces), filler left out.
    fn chess_words(&self, text: &str) -> Option<Vec<Word>> {
        self.vocabularies().into_iter().find_map(|vocab| {
            let heard = vocab.read(text, false).ok()?;
            Some(
                heard
                    .into_iter()
                    .map(|h| h.word)
                    .filter(|w| *w != Word::Filler)
                    .collect(),
            )
        })
    }

    /// A colour in the interface's words, the vocabulary's language or English: its name
    /// ("Weiß", "whites") or as it is said of a piece ("weißer", "hvitt"), as the help's
    /// example writes it.
    fn color_named(&self, word: &str) -> Option<Color> {
        let word = fold(word);
        let uis = [
            UiText::get(self.setup.ui),
            self.vocabularies()[0].native_ui(),
            UiText::get(crate::ui_text::UiLanguage::En),
        ];
        let vocab = self.vocabularies()[0];
        Color::ALL.into_iter().find(|&color| {
            uis.iter().any(|ui| {
                let name = fold(&ui.color_name(color));
                word == name
                    || word.strip_suffix('s') == Some(name.as_str())
                    || of_a_piece(vocab, ui, color).contains(&word)
            })
        })
    }

    /// A kind of piece: its word or letter in the player's vocabulary or in English, or an
    /// English plural ("rooks").
    fn role_named(&self, word: &str) -> Option<Role> {
        let singular = word.strip_suffix('s').filter(|w| w.len() > 1);
        self.vocabularies().into_iter().find_map(|vocab| {
            [Some(word), singular].into_iter().flatten().find_map(|w| {
                match vocab.read(w, true).ok()?.as_slice() {
                    [heard] => match heard.word {
                        Word::Piece(role) => Some(role),
                        _ => None,
                    },
                    _ => None,
                }
            })
        })
    }
}

/// The words for `color` said of a piece in `ui` ("weißer", "weiße"; "hvitt", "hvit"), folded:
/// what names a piece less the piece's own word.
fn of_a_piece(vocab: &Vocabulary, ui: &UiText, color: Color) -> Vec<String> {
    Role::ALL
        .into_iter()
        .flat_map(|role| {
            let named = fold(&vocab.name_occupant(Some(Piece { color, role }), ui));
            let piece = fold(vocab.piece(role));
            named
                .split_whitespace()
                .filter(|w| !piece.split_whitespace().any(|p| p == *w))
                .map(str::to_string)
                .collect::<Vec<_>>()
        })
        .collect()
}

crate::vocab::displayed_in_english!(LineError);

impl LineError {
    pub fn message(&self) -> Message {
        match self {
            LineError::Unknown(name) => {
                Message::Ui("unknown-command", vec![("command", shown(name, WORD))])
            }
            LineError::OnlineNext => Message::ui("online-next-at-lobby"),
            LineError::NotAPlace { reading, words } => Message::Ui(
                "error-line-place",
                vec![
                    ("words", shown(words, WORD)),
                    (
                        "place",
                        Arg::Select(match reading.place {
                            Place::Square => "square",
                            Place::Rank => "rank",
                            Place::File => "file",
                            Place::Pieces => "pieces",
                        }),
                    ),
                    ("example", nested(reading.written())),
                ],
            ),
        }
    }
}

impl std::error::Error for LineError {}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use super::*;
    use crate::session::Session;
    use crate::{
        keymap::KeyChord,
        session::{Effect, script::Script},
        ui_text::{UiLanguage, UiText},
    };

    /// A game at its start, the interface in English, the moves in `vocab`.
    fn game(vocab: &str) -> Session {
        let head = format!("lang en\nvocab white {vocab}\nvocab black {vocab}");
        Session::new(Script::parse(&head).unwrap().setup).unwrap()
    }

    #[test]
    fn only_the_boards_readings_are_taken_for_an_exercises_position() {
        let session = game("fide");
        for line in [
            "/board",
            "/square Eva vier",
            "/pieces white knight",
            "/moves g1",
            "/rank 3",
        ] {
            assert!(
                matches!(session.board_reading_line(line), Some(Ok(_))),
                "{line} reads the board"
            );
        }
        // The game's moves, turn and clocks, a move, an act: the exercise's own to answer.
        for line in [
            "/turn", "/time", "/last", "/draw", "/help", "/repeat", "e4", "/quit", "",
        ] {
            assert_eq!(session.board_reading_line(line), None, "{line}");
        }
        assert!(matches!(
            session.board_reading_line("/square Zebra"),
            Some(Err(LineError::NotAPlace { .. }))
        ));
    }

    /// What the session says to `input`, as one text.
    fn said(session: &mut Session, input: Input) -> String {
        let effects = session.handle(input, Duration::ZERO);
        let words: Vec<String> = effects
            .iter()
            .filter(|e| matches!(e, Effect::Say { .. }))
            .filter_map(|e| session.words_of(e))
            .collect();
        words.join(" / ")
    }

    /// What the session says to a typed line.
    fn typed(session: &mut Session, line: &str) -> String {
        match session.typed_line(line) {
            Line::Input(input) => said(session, input),
            Line::Refused(error) => error
                .message()
                .render(Vocabulary::get(VocabId::En), UiText::get(UiLanguage::En)),
            Line::Empty | Line::Next(_) | Line::Shell(..) => String::new(),
        }
    }

    #[test]
    fn a_rank_typed_is_read_as_the_windows_key_reads_it() {
        let mut window = game("en");
        let by_key = said(
            &mut window,
            Input::Key("Ctrl+r".parse::<KeyChord>().unwrap()),
        );
        let mut terminal = game("en");
        assert_eq!(typed(&mut terminal, "/rank 2"), by_key);
        assert!(
            by_key.starts_with("White Pawn Anna two, white Pawn Bella two"),
            "{by_key}"
        );
        // The cursor stays where the line put it: a reading without a place reads there.
        typed(&mut terminal, "/rank 8");
        assert_eq!(
            typed(&mut terminal, "/file"),
            "White King Eva one, white Pawn Eva two, black Pawn Eva seven, black King Eva eight"
        );
    }

    #[test]
    fn a_square_is_named_in_the_players_words_or_in_coordinates() {
        let mut session = game("fide");
        assert_eq!(typed(&mut session, "/square Eva vier"), "Eva vier, empty");
        assert_eq!(
            typed(&mut session, "/square g1"),
            "Gustav eins, white Springer"
        );
        assert_eq!(
            typed(&mut session, "/moves Gustav eins"),
            "White Springer Gustav eins: Felix drei, Hector drei"
        );
        assert_eq!(
            typed(&mut session, "/attackers f3"),
            "Felix drei: White Springer Gustav eins, Bauer Eva zwei, Bauer Gustav zwei; Black none."
        );
    }

    #[test]
    fn the_whole_board_and_each_sides_pieces_are_read_kind_by_kind() {
        let mut session = game("en");
        let board = typed(&mut session, "/board");
        assert!(
            board.starts_with(
                "White, 16 pieces: King Eva one. Queen David one. Rook Anna one, Hector one. \
                 Bishop Caesar one, Felix one. Knight Bella one, Gustav one. Pawn Anna two,"
            ),
            "{board}"
        );
        assert!(
            board.contains("Black, 16 pieces: King Eva eight."),
            "{board}"
        );
        assert_eq!(
            typed(&mut session, "/pieces black knights"),
            "Black Knight: Bella eight, Gustav eight"
        );
        assert_eq!(
            typed(&mut session, "/pieces rook"),
            said(
                &mut session,
                Input::Command(Command::Explore(Explore::ListPieces(Role::Rook)))
            )
        );
        assert!(
            typed(&mut session, "/pieces white").starts_with("White, 16 pieces: King Eva one.")
        );
    }

    #[test]
    fn a_place_not_understood_is_said_back_with_an_example() {
        let mut session = game("en");
        assert_eq!(
            typed(&mut session, "/square z9"),
            "\"z9\" is not a square. For example: /square e4"
        );
        assert_eq!(
            typed(&mut session, "/pieces purple"),
            "\"purple\" is not a colour or a kind of piece. For example: /pieces white Knight"
        );
        assert_eq!(
            typed(&mut session, "/boards"),
            "/boards is not a command. /help lists them."
        );
    }

    #[test]
    fn the_pieces_example_is_in_the_interface_language_and_is_read_back() {
        let pieces = READINGS.iter().find(|r| r.name == "pieces").unwrap();
        for (head, ui, example, read) in [
            (
                "lang de\nvocab white fide\nvocab black fide",
                UiLanguage::De,
                "/pieces weißer Springer",
                "Weißer Springer: Bella eins, Gustav eins",
            ),
            (
                "lang nb\nvocab white nb\nvocab black nb",
                UiLanguage::Nb,
                "/pieces hvit springer",
                "",
            ),
            (
                "lang en\nvocab white en\nvocab black en",
                UiLanguage::En,
                "/pieces white Knight",
                "White Knight: Bella one, Gustav one",
            ),
        ] {
            let mut session = Session::new(Script::parse(head).unwrap().setup).unwrap();
            let vocab = Vocabulary::get(session.play.vocab_id(Color::White));
            let written = pieces.written().render(vocab, UiText::get(ui));
            assert_eq!(written, example);
            // The example typed back reads what the English words read.
            let english = typed(&mut session, "/pieces white knight");
            assert_eq!(typed(&mut session, &written), english, "{written}");
            if !read.is_empty() {
                assert_eq!(english, read);
            }
        }
        // The other inflections read too: "weiße Dame", "schwarzer Turm".
        let mut session = Session::new(
            Script::parse("lang de\nvocab white fide\nvocab black fide")
                .unwrap()
                .setup,
        )
        .unwrap();
        assert_eq!(
            typed(&mut session, "/pieces weisse Dame"),
            typed(&mut session, "/pieces white queen")
        );
        assert_eq!(
            typed(&mut session, "/pieces schwarzer Turm"),
            typed(&mut session, "/pieces black rook")
        );
    }

    #[test]
    fn once_the_game_is_over_plain_words_go_over_it_save_it_or_play_again() {
        let mut session = game("en");
        // During the game "review" is no move and no command: a word not understood.
        assert_eq!(
            session.typed_line("review"),
            Line::Input(Input::Text("review".into()))
        );
        for line in ["f3", "e5", "g4", "Qh4"] {
            said(&mut session, Input::Text(line.into()));
        }
        assert!(session.result().is_some());
        assert_eq!(
            session.typed_line("review"),
            Line::Input(Input::Command(Command::Explore(Explore::PreviousMove)))
        );
        assert_eq!(
            session.typed_line("/export"),
            Line::Input(Input::Command(Command::SaveScoresheet))
        );
        assert_eq!(session.typed_line("Rematch"), Line::Next(Next::Rematch));
        assert_eq!(session.typed_line("new"), Line::Next(Next::NewGame));
        assert_eq!(session.typed_line("quit"), Line::Next(Next::Quit));
        // The rematch changes the colours of the players and of the computer.
        let mut setup = session.setup().clone();
        setup.computer = Some(crate::session::Computer::new(
            Color::Black,
            crate::engine::spec::EngineSpec::Builtin(
                crate::engine::builtin::Level::DEFAULT_OPPONENT,
            ),
        ));
        setup.players.white.name = "Anna".into();
        let rematch = setup.rematch();
        assert_eq!(rematch.players.black.name, "Anna");
        assert_eq!(rematch.computer.map(|c| c.color), Some(Color::White));
    }

    #[test]
    fn moves_commands_and_claims_are_lines_too() {
        let session = game("en");
        assert_eq!(
            session.typed_line("Nf3"),
            Line::Input(Input::Text("Nf3".into()))
        );
        assert_eq!(
            session.typed_line("/draw"),
            Line::Input(Input::Command(Command::Act(crate::keymap::Act::OfferDraw)))
        );
        assert_eq!(
            session.typed_line("/claim Nf3"),
            Line::Input(Input::ClaimDraw("Nf3".into()))
        );
        assert_eq!(session.typed_line("  "), Line::Empty);
    }
}
