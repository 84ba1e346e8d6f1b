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
    shown::one_line,
    training::mistakes::{Ask, Moment, find_moments},
};

use crate::{
    engine::uci::{HANDSHAKE_TIMEOUT, UciEngine},
    error::Error,
    journal::Saved,
    pgn_file,
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
        Ok(ReviewedGame {
            name: format!(
                "{} – {}",
                one_line(&setup.player(Color::White).name),
                one_line(&setup.player(Color::Black).name)
            ),
            id: stem,
            game: session.game().clone(),
            players,
        })
    }
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
    let moves: Vec<_> = game.plies().iter().map(|ply| ply.mv).collect();
    find_moments(
        game_id,
        game.initial_position(),
        &moves,
        sides,
        |plies, ask| -> Result<Vec<ScoredMove>, EngineError> {
            let mut before = game.clone();
            before.truncate(plies);
            match ask {
                Ask::Best => {
                    // The first question about a position: a fresh hash for it.
                    engine.new_game()?;
                    engine.analyse(&before, depth, 1, &[])
                }
                Ask::Played(m) => engine.analyse(&before, depth, 1, &[*m]),
                Ask::Every => {
                    let every = before.position().legal_moves().len();
                    engine.analyse(&before, depth, every, &[])
                }
            }
        },
    )
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
