//! A choice of the Learn menu turned into training, the same for both shells: the record
//! opened, the choice made an exercise (a drill's round of ten, timed or not; puzzles; the
//! retries due, or "none due"; lessons; the record read aloud), or the last finished game gone
//! over by Stockfish. The shell is told only what to present: an exercise runs, a game is being
//! gone over, or nothing (already said why, and the player back at the game).

use std::path::PathBuf;

use annabella_core::{
    keymap::{Context, Learn},
    session::{Message, Session},
    training::{choose::Filter, coach::Exercise},
};

use super::{Beside, Training};
use crate::{
    game_review::{self, ReviewedGame},
    stores::progress_file::ProgressFileError,
};

/// How many questions a drill's round from the Learn menu asks.
const ROUND: u32 = 10;

/// Where the training record is, the date taken as today, the seed of the choices, the saved
/// games and the engine: the defaults for a player (the data directory, the system's date, a
/// fresh seed, Stockfish), set by tests.
#[derive(Clone, Debug, Default)]
pub struct TrainingPlace {
    pub record: Option<PathBuf>,
    pub date: Option<i64>,
    pub seed: Option<u64>,
    /// Where the saved games are, to go over the newest finished one (the data folder's).
    pub games: Option<PathBuf>,
    /// The UCI engine that goes over a game (Stockfish where Debian puts it).
    pub engine: Option<PathBuf>,
}

/// What a Learn choice came to, for the shell to present.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Learning {
    /// An exercise runs: each line the player types is its answer.
    Exercise,
    /// The last finished game is gone over on the driver's worker (`going_over_news`).
    GoingOver,
    /// Nothing runs (the progress read, nothing due, no record): said, and the player is back
    /// at the game.
    Nothing,
}

impl Training {
    /// Opens the training `learn` asks for, beside the game (the session stopped a running
    /// clock as the Learn command came): the engines' answers wait until the player is back.
    /// When nothing runs after all, the driver has the player back at the game at once.
    pub(in crate::driver) fn learn(
        &mut self,
        learn: Learn,
        place: &TrainingPlace,
        beside: &mut Beside,
    ) -> Learning {
        if learn != Learn::Progress {
            // The game waits: what the computer answers meanwhile is said when the player is
            // back.
            self.step_aside();
        }
        self.begin_learning(learn, place, beside)
    }

    fn begin_learning(
        &mut self,
        learn: Learn,
        place: &TrainingPlace,
        beside: &mut Beside,
    ) -> Learning {
        let Some(record) = place
            .record
            .clone()
            .or_else(crate::stores::progress_file::path)
        else {
            beside.say_message(&Message::ui("error-no-data-folder"));
            return Learning::Nothing;
        };
        match self.open(&record, place.date, beside) {
            Ok(()) => {}
            Err(ProgressFileError::InUse { .. }) => {
                beside.say_message(&Message::ui("train-record-in-use"));
                return Learning::Nothing;
            }
            Err(error) => {
                let said = beside.ui().text_with(
                    "train-record-unreadable",
                    &[("reason", error.to_string().into())],
                );
                beside.say(said);
                return Learning::Nothing;
            }
        }
        let seed = place
            .seed
            .unwrap_or_else(crate::devices::engine::fresh_seed);
        let exercise = match learn {
            Learn::Lessons => Exercise::Lessons {
                stage: None,
                level: None,
            },
            Learn::Drill(kind) | Learn::TimedDrill(kind) => Exercise::Drill {
                kind,
                items: ROUND,
                timed: matches!(learn, Learn::TimedDrill(_)),
                seed,
            },
            Learn::Puzzles | Learn::FewPieces => Exercise::Puzzles {
                filter: Filter {
                    pieces: (learn == Learn::FewPieces).then_some(3..=Learn::FEW_PIECES),
                    ..Filter::default()
                },
                id: None,
                count: usize::MAX,
                seed,
            },
            Learn::Mistakes => {
                let due = self.due_retries();
                if due.is_empty() {
                    beside.say_message(&Message::ui("train-mistakes-none-due-window"));
                    return Learning::Nothing;
                }
                Exercise::Retries(due)
            }
            Learn::GoOver => {
                return if self.go_over_last_game(place, beside) {
                    Learning::GoingOver
                } else {
                    Learning::Nothing
                };
            }
            Learn::Progress => Exercise::Progress,
        };
        if learn != Learn::Progress {
            self.say_due(beside);
        }
        self.start(exercise, beside);
        if self.exercising() {
            Learning::Exercise
        } else {
            Learning::Nothing
        }
    }

    /// Has Stockfish go over the last finished game (the one played here, else the newest
    /// finished saved game) on the driver's worker: said, with how to stop it. Whether it runs.
    fn go_over_last_game(&mut self, place: &TrainingPlace, beside: &mut Beside) -> bool {
        let Some(game) = last_finished_game(place, beside) else {
            beside.say_message(&Message::ui("train-going-over-no-game"));
            return false;
        };
        let engine = place
            .engine
            .clone()
            .unwrap_or_else(|| PathBuf::from(crate::devices::engine::programs::stockfish()));
        let going = self.go_over(game, &engine, game_review::DEPTH, beside);
        if going {
            // Typed lines at the terminal, keys in the window.
            let how = if beside.session.context() == Context::Lines {
                "train-going-over-how-lines"
            } else {
                "train-going-over-how"
            };
            beside.say_message(&Message::ui(how));
        }
        going
    }
}

/// The game just finished beside, or else the newest finished saved game.
fn last_finished_game(place: &TrainingPlace, beside: &Beside) -> Option<ReviewedGame> {
    let session = &*beside.session;
    if session.result().is_some() {
        let id = beside.journal.and_then(|p| p.file_stem()).map_or_else(
            || unjournaled_id(session),
            |s| s.to_string_lossy().into_owned(),
        );
        return Some(ReviewedGame::of_session(session, id));
    }
    let dir = place
        .games
        .clone()
        .or_else(crate::stores::journal::games_dir)?;
    let path = game_review::newest_finished(&dir)?;
    ReviewedGame::from_file(&path, 1).ok()
}

/// A name for a finished game that has no journal (a game read from a file, or one the disk
/// refused): its last position's identity and its length, so the same game gone over twice
/// keeps its moments once, and two games do not share their moments' names.
fn unjournaled_id(session: &Session) -> String {
    let game = session.game();
    let last = game.position_hashes().last().copied().unwrap_or_default();
    format!("game-{last:016x}-{}", game.plies().len())
}

#[cfg(test)]
mod tests {
    use super::unjournaled_id;
    use annabella_core::session::{Session, script::Script};

    fn game(pgn: &str) -> Session {
        let setup = Script::parse("lang en\n").unwrap().setup;
        let pgn = annabella_core::pgn::read_games(pgn).remove(0).unwrap();
        Session::from_pgn(setup, &pgn).unwrap()
    }

    #[test]
    fn games_without_a_journal_are_named_by_their_moves() {
        let fools = "1. f3 e5 2. g4 Qh4# 0-1";
        let scholars = "1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6 4. Qxf7# 1-0";
        assert_eq!(unjournaled_id(&game(fools)), unjournaled_id(&game(fools)));
        assert_ne!(
            unjournaled_id(&game(fools)),
            unjournaled_id(&game(scholars))
        );
        assert!(unjournaled_id(&game(fools)).ends_with("-4"));
    }
}
