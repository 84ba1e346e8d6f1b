//! "Learn from my games": a finished game gone over by a UCI engine (Stockfish), each move of
//! the player that threw away more than 0.15 of the win chance kept as a moment to retry. The
//! core decides what to ask and what is a mistake (`annabella_core::training::mistakes`);
//! this carries the questions to the engine. One thread and a fresh hash for each position, so
//! the same game gives the same moments on every machine.

use std::path::Path;

use shakmaty::{Color, Position};

use annabella_core::{
    engine::{Engine, EngineError, analysis::ScoredMove},
    rules::Game,
    session::Session,
    shown::one_line,
    training::mistakes::{Ask, Moment, find_moments},
};

use crate::{
    devices::engine::uci::{HANDSHAKE_TIMEOUT, UciEngine},
    error::Error,
    stores::journal::Saved,
    stores::pgn_file,
};

/// Whether `path` names a PGN file (else a saved game's journal).
pub fn is_pgn(path: &Path) -> bool {
    path.extension()
        .is_some_and(|e| e.eq_ignore_ascii_case("pgn"))
}

/// A game to go over, with what names it and whose it is.
pub struct ReviewedGame {
    pub game: Game,
    /// Its key in the training record: the journal's or the PGN file's name (and number).
    pub id: String,
    /// How it is named when said: the players, "White against Black".
    pub name: String,
    /// The sides the player had: the one the computer did not play, or the visually impaired
    /// player's; both where that is not known (a PGN file, two players at home).
    pub players: Vec<Color>,
}

impl ReviewedGame {
    /// Reads a saved game (its journal) or game `number` of a PGN file (a name ending .pgn).
    pub fn from_file(path: &Path, number: usize) -> Result<ReviewedGame, Error> {
        let stem = path
            .file_stem()
            .map(|s| s.to_string_lossy().into_owned())
            .unwrap_or_default();
        if is_pgn(path) {
            let read = pgn_file::pgn_game(path, number)?;
            let tag = |name: &str| {
                read.tags
                    .iter()
                    .find(|(key, _)| key == name)
                    .map_or("?".to_string(), |(_, value)| one_line(value))
            };
            return Ok(ReviewedGame {
                name: format!("{} – {}", tag("White"), tag("Black")),
                id: format!("{stem}:{number}"),
                game: read.game,
                players: vec![Color::White, Color::Black],
            });
        }
        let session = Saved::read(path)?
            .replay()
            .map_err(|e| Error::file(path, e))?;
        Ok(ReviewedGame::of_session(&session, stem))
    }

    /// The game of `session` (a saved game replayed, the game just finished in the window),
    /// kept in the record as `id`.
    pub fn of_session(session: &Session, id: String) -> ReviewedGame {
        let setup = session.setup();
        let players = match &setup.computer {
            Some(computer) => vec![!computer.color],
            None => {
                let impaired: Vec<Color> = [Color::White, Color::Black]
                    .into_iter()
                    .filter(|&c| setup.player(c).visually_impaired)
                    .collect();
                if impaired.len() == 1 {
                    impaired
                } else {
                    vec![Color::White, Color::Black]
                }
            }
        };
        // A player with no name is named by their colour, in the interface language.
        let name = |color: Color| match one_line(&setup.player(color).name) {
            name if name.trim().is_empty() => annabella_core::ui_text::UiText::get(setup.ui)
                .text(color.fold_wb("color-white", "color-black")),
            name => name,
        };
        ReviewedGame {
            name: format!("{} – {}", name(Color::White), name(Color::Black)),
            id,
            game: session.game().clone(),
            players,
        }
    }
}

/// How many saved games, newest first, are looked at for a finished one.
const NEWEST_LOOKED_AT: usize = 20;

/// The newest finished game saved in `dir` (the games folder): a game still in progress is
/// not one to learn from yet. `None` when none of the newest is finished.
pub fn newest_finished(dir: &Path) -> Option<std::path::PathBuf> {
    crate::stores::journal::list(dir)
        .into_iter()
        .take(NEWEST_LOOKED_AT)
        .find(|path| {
            Saved::read(path)
                .ok()
                .and_then(|saved| saved.replay().ok())
                .is_some_and(|session| session.result().is_some())
        })
}

/// Why going over a game stopped before its end (inside [`moments_as_it_goes`]).
enum Stopped {
    Engine(EngineError),
    Cancelled,
}

/// How many moves of `sides` in `game` are gone over: what "12 of 30" counts.
pub fn moves_to_go_over(game: &Game, sides: &[Color]) -> usize {
    let first = game.initial_position().turn();
    (0..game.plies().len())
        .filter(|ply| sides.contains(&if ply % 2 == 0 { first } else { !first }))
        .count()
}

/// The engine that goes over games: one thread and a small hash, so that a review gives the
/// same moments on every machine.
pub fn engine(program: &str) -> Result<UciEngine, EngineError> {
    let options = [
        ("Threads".to_string(), "1".to_string()),
        ("Hash".to_string(), "16".to_string()),
    ];
    UciEngine::start(program, &options, HANDSHAKE_TIMEOUT)
}

/// The depth the review searches to by default: deep enough to see a piece left hanging two
/// moves on, quick enough for a game in a minute or two.
pub const DEPTH: u32 = 12;

/// The moments of `game` for the sides in `sides`, searched to `depth`; `game_id` names the
/// game in each moment's key.
pub fn moments(
    engine: &mut UciEngine,
    game_id: &str,
    game: &Game,
    sides: &[Color],
    depth: u32,
) -> Result<Vec<Moment>, EngineError> {
    moments_as_it_goes(engine, game_id, game, sides, depth, |_| true).map(Option::unwrap_or_default)
}

/// As [`moments`], telling `going_on` how many of the moves have been gone over before each
/// next one; it answers whether to go on (the player may stop a long review). `None`: stopped.
pub fn moments_as_it_goes(
    engine: &mut UciEngine,
    game_id: &str,
    game: &Game,
    sides: &[Color],
    depth: u32,
    mut going_on: impl FnMut(usize) -> bool,
) -> Result<Option<Vec<Moment>>, EngineError> {
    let moves: Vec<_> = game.plies().iter().map(|ply| ply.mv).collect();
    let mut done = 0;
    let found = find_moments(
        game_id,
        game.initial_position(),
        &moves,
        sides,
        |plies, ask| -> Result<Vec<ScoredMove>, Stopped> {
            let mut before = game.clone();
            before.truncate(plies);
            match ask {
                Ask::Best => {
                    if !going_on(done) {
                        return Err(Stopped::Cancelled);
                    }
                    done += 1;
                    // The first question about a position: a fresh hash for it.
                    engine.new_game().map_err(Stopped::Engine)?;
                    engine.analyse(&before, depth, 1, &[])
                }
                Ask::Played(m) => engine.analyse(&before, depth, 1, &[*m]),
                Ask::Every => {
                    let every = before.position().legal_moves().len();
                    engine.analyse(&before, depth, every, &[])
                }
            }
            .map_err(Stopped::Engine)
        },
    );
    match found {
        Ok(moments) => Ok(Some(moments)),
        Err(Stopped::Cancelled) => Ok(None),
        Err(Stopped::Engine(error)) => Err(error),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_pgn_games_names_are_said_on_one_line_without_control_characters() {
        let dir = std::env::temp_dir().join(format!("annabella-review-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let file = dir.join("games.PGN");
        std::fs::write(
            &file,
            "[White \"Ann\\u{1b}[2J\"]\n[Black \"Bo\"]\n\n1. e4 e5 *\n"
                .replace("\\u{1b}", "\u{1b}"),
        )
        .unwrap();
        assert!(is_pgn(&file));
        let game = ReviewedGame::from_file(&file, 1).unwrap();
        assert!(!game.name.chars().any(char::is_control), "{:?}", game.name);
        assert!(game.name.starts_with("Ann") && game.name.ends_with("– Bo"));
        assert_eq!(game.id, "games:1");
        assert_eq!(game.players, [Color::White, Color::Black]);
        let _ = std::fs::remove_dir_all(dir);
    }
}
