//! `annabella train`: lessons, board-vision drills and puzzles at the terminal, one line typed
//! for each answer, every sentence printed (a screen reader or braille display reads it) in the
//! interface language with the chess words of the chosen vocabulary. A thin loop: the driver
//! hosts the training (`crate::driver::training`: the record loaded, "3 exercises are due"
//! said once, saved after every exercise) and the core's coach runs it, as in the window.
//! Only the going over of a game for its mistakes (Stockfish) is done here.
//! Home only: nothing here touches a game, so nothing of it reaches a tournament game.

use std::{
    fmt,
    io::{self, BufRead, Write},
    path::{Path, PathBuf},
    sync::mpsc,
    time::Instant,
};

use super::{Voice, choice::choice};
use crate::{
    driver::{Driver, Time},
    error::Error,
    game_review,
    stores::progress_file::{self, ProgressFileError},
};
use annabella_core::{
    session::{Session, Setup},
    speech::queue::Priority,
    training::{
        choose::Filter, coach::Exercise, drills::DrillKind, lessons::StageId, mistakes::Moment,
    },
};
use shakmaty::Color;

#[derive(clap::Args, Debug)]
pub struct TrainArgs {
    /// What to train; without it, a short list of what there is, in the interface language.
    #[command(subcommand)]
    part: Option<Part>,
    #[command(flatten)]
    voice: Voice,
    /// The training record (default: training.json in the data directory).
    #[arg(long, global = true)]
    record: Option<PathBuf>,
    /// The time taken as now, in seconds since 1970 (for scripts and tests of what is due).
    #[arg(long, global = true)]
    now: Option<i64>,
}

#[derive(clap::Subcommand, Debug)]
enum Part {
    /// Lessons by doing, from zero (without STAGE, the first level not yet done).
    ///
    /// The board's words (files, ranks, squares, colours, the pieces' names, each asked back),
    /// the board, each piece (how it moves said first), capture, the values of the pieces,
    /// protection, promotion, castling, en passant, check, mate, simple mates (queen, rook, two rooks),
    /// stalemate, draws, a first tournament (the touched piece, the move announced in words,
    /// an announcement corrected, the clock). Type moves; /board reads the position, /repeat the goal, /help the rest,
    /// /quit stops.
    Learn {
        #[arg(value_parser = choice::<StageId>())]
        stage: Option<StageId>,
        /// The level, from 1.
        #[arg(long)]
        level: Option<usize>,
    },
    /// A board-vision drill by ear (without KIND, the kinds are listed).
    ///
    /// find-square, name-square, square-colour, same-diagonal, knight-distance, piece-moves,
    /// rebuild (answer with what you set up, as it was read out: "White: Ke1, e4. Black: Ke8",
    /// or its FEN placement).
    Drill {
        /// Without it, the drills are listed.
        #[arg(value_parser = choice::<DrillKind>())]
        kind: Option<DrillKind>,
        /// How many questions.
        #[arg(long, default_value_t = 10)]
        items: u32,
        /// 30 seconds for each answer.
        #[arg(long)]
        timed: bool,
        #[arg(long)]
        seed: Option<u64>,
    },
    /// Puzzles, the due ones first.
    ///
    /// From the lichess puzzle database (CC0), re-checked with Stockfish: type the move in any
    /// accepted form; /hint (three steps: piece, square, move), /solution, /repeat, /quit;
    /// /board, /square e4 and the game's other readings read the position; /help lists them.
    Puzzle {
        /// A lichess theme (fork, mateIn2, rookEndgame, ...).
        #[arg(long)]
        theme: Option<String>,
        #[arg(long)]
        min_rating: Option<u32>,
        #[arg(long)]
        max_rating: Option<u32>,
        /// Fewest pieces on the board (3-16).
        #[arg(long)]
        min_pieces: Option<usize>,
        #[arg(long)]
        max_pieces: Option<usize>,
        /// This puzzle (its lichess id).
        #[arg(long)]
        id: Option<String>,
        /// How many puzzles.
        #[arg(long, default_value_t = 1)]
        count: usize,
        #[arg(long)]
        seed: Option<u64>,
    },
    /// Your own mistakes retried, from a finished game.
    ///
    /// The engine goes over a finished game, and each of your moves that lost much (over 0.15
    /// of the win chance) comes back as "find a better move"; /hint and /solution as in
    /// puzzles. Without GAME, the retries that are due, or else the newest finished game.
    Mistakes {
        /// A saved game's number in `annabella games` (1 = the newest), `latest` (the newest
        /// finished), a journal file, or a PGN file.
        game: Option<String>,
        /// Which game of a PGN file, from 1.
        #[arg(long, default_value_t = 1)]
        number: usize,
        /// Whose moves are gone over (default: yours, the side the computer did not play;
        /// both sides when that is not known).
        #[arg(long, value_parser = super::choice::color)]
        side: Option<Color>,
        /// Search depth of the review.
        #[arg(long, default_value_t = game_review::DEPTH)]
        depth: u32,
        /// The UCI engine that goes over the game.
        #[arg(long, default_value_t = crate::devices::engine::programs::stockfish())]
        engine: String,
    },
    /// Your training record read out.
    ///
    /// Lessons, puzzles and rating, each drill's last scores, what is due; with --braille, as
    /// Unicode braille (liblouis, the interface language's table).
    Progress {
        #[arg(long)]
        braille: bool,
    },
}

/// Why training could not go on.
#[derive(Debug)]
pub enum TrainError {
    NoRecordPlace,
    /// The game to go over could not be read, or the engine could not go over it.
    Game(Error),
    Record(ProgressFileError),
    Terminal(io::Error),
    Braille(crate::stores::liblouis::LouisError),
    /// The round's record could not be saved, nor saved elsewhere.
    Unsaved,
}

impl fmt::Display for TrainError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TrainError::NoRecordPlace => f.write_str("no data directory for the training record"),
            TrainError::Game(e) => e.fmt(f),
            TrainError::Record(e) => e.fmt(f),
            TrainError::Terminal(e) => e.fmt(f),
            TrainError::Braille(e) => e.fmt(f),
            TrainError::Unsaved => f.write_str("the training round is not saved"),
        }
    }
}

impl std::error::Error for TrainError {}

impl From<TrainError> for Error {
    fn from(error: TrainError) -> Error {
        match error {
            TrainError::NoRecordPlace => Error::said("error-no-data-folder"),
            TrainError::Game(error) => error,
            TrainError::Record(ProgressFileError::Io { path, error }) => Error::file(&path, error),
            TrainError::Record(ProgressFileError::Encode(error)) => Error::Json(error),
            TrainError::Record(ProgressFileError::InUse { .. }) => {
                Error::said("train-record-in-use")
            }
            TrainError::Record(ProgressFileError::NotARecord { path, why, .. }) => {
                Error::file(&path, why)
            }
            TrainError::Terminal(error) => Error::Io(error),
            TrainError::Braille(error) => Error::Braille(error),
            TrainError::Unsaved => Error::said("train-unsaved-lost"),
        }
    }
}

impl From<io::Error> for TrainError {
    fn from(e: io::Error) -> TrainError {
        TrainError::Terminal(e)
    }
}

/// Runs the training the arguments ask for on the driver, one line typed for each answer,
/// every sentence printed; at the end of the input the exercise is left as `/quit` leaves it.
pub(super) fn run(
    args: TrainArgs,
    input: impl BufRead + Send + 'static,
    mut out: impl Write,
) -> Result<(), TrainError> {
    let ui = annabella_core::ui_text::UiText::get(args.voice.ui_language());
    let part = match args.part {
        // What there is to train, in one line, not clap's 2,600 characters of usage.
        None => return Ok(writeln!(out, "{}", ui.text("train-usage"))?),
        Some(Part::Drill { kind: None, .. }) => {
            writeln!(out, "{}", ui.text("train-drill-kinds"))?;
            for kind in DrillKind::ALL {
                let name = ui.text(&format!("train-drill-{}", kind.as_str()));
                let line = ui.text_with(
                    "train-drill-kind",
                    &[("kind", kind.as_str().into()), ("name", name.into())],
                );
                writeln!(out, "{line}")?;
            }
            return Ok(());
        }
        Some(part) => part,
    };
    let record = match args.record.clone() {
        Some(path) => path,
        None => progress_file::path().ok_or(TrainError::NoRecordPlace)?,
    };
    let mut setup = Setup {
        ui: args.voice.ui_language(),
        ..Setup::default()
    };
    for color in Color::ALL {
        let player = setup.players.get_mut(color);
        player.vocab = args.voice.vocab;
        player.style = args.voice.style();
    }
    let session = Session::new(setup).map_err(|e| TrainError::Game(Error::from(e)))?;
    let mut driver = Driver::new(session, Time::Real(Instant::now()));
    let braille = match part {
        Part::Progress { braille: true } => {
            let louis = crate::stores::liblouis::Louis::open().map_err(TrainError::Braille)?;
            Some((
                louis,
                crate::stores::liblouis::table_for(args.voice.ui_language()),
            ))
        }
        _ => None,
    };
    let mut printer = Printer {
        out,
        braille: braille.as_ref().map(|(louis, table)| (louis, *table)),
        prompted: false,
    };
    driver
        .open_training(&record, args.now)
        .map_err(TrainError::Record)?;
    if !matches!(part, Part::Progress { .. }) {
        driver.say_due();
    }
    printer.print(&mut driver)?;
    let exercise = match part {
        Part::Learn { stage, level } => Exercise::Lessons {
            stage,
            level: level.map(|l| l.saturating_sub(1)),
        },
        // Without a kind, the drills were listed above.
        Part::Drill { kind: None, .. } => return Ok(()),
        Part::Drill {
            kind: Some(kind),
            items,
            timed,
            seed,
        } => Exercise::Drill {
            kind,
            items,
            timed,
            seed: seed.unwrap_or_else(crate::devices::engine::fresh_seed),
        },
        Part::Puzzle {
            theme,
            min_rating,
            max_rating,
            min_pieces,
            max_pieces,
            id,
            count,
            seed,
        } => Exercise::Puzzles {
            filter: Filter {
                theme,
                rating: (min_rating.is_some() || max_rating.is_some())
                    .then(|| min_rating.unwrap_or(0)..=max_rating.unwrap_or(u32::MAX)),
                pieces: (min_pieces.is_some() || max_pieces.is_some())
                    .then(|| min_pieces.unwrap_or(0)..=max_pieces.unwrap_or(usize::MAX)),
            },
            id,
            count,
            seed: seed.unwrap_or_else(crate::devices::engine::fresh_seed),
        },
        Part::Mistakes {
            game,
            number,
            side,
            depth,
            engine,
        } => {
            let due = driver.due_retries();
            let moments = match game {
                None if !due.is_empty() => due,
                game => {
                    if game.is_none() {
                        let line = driver.training_voice().ui.text("train-mistakes-none-due");
                        driver.say_text(line, Priority::Announcement);
                    }
                    let review = Review {
                        game: game.as_deref().unwrap_or("latest"),
                        number,
                        side,
                        depth,
                        engine: &engine,
                    };
                    go_over(&mut driver, &mut printer, &review)?
                }
            };
            Exercise::Retries(moments)
        }
        Part::Progress { .. } => Exercise::Progress,
    };
    driver.start_exercise(exercise);
    printer.print(&mut driver)?;
    // The lines come from a thread of their own: time passes while the player thinks, and a
    // timed drill's deadline is said when it comes.
    let (sender, lines) = mpsc::channel();
    std::thread::spawn(move || {
        for line in input.lines() {
            if sender.send(line).is_err() {
                return;
            }
        }
    });
    printer.answer_prompt(&driver)?;
    // Ctrl+C, SIGTERM or a closed terminal ends the round as the end of input does: kept.
    crate::devices::stop_signals::catch();
    while driver.exercising() {
        if crate::devices::stop_signals::asked() {
            printer.prompted = false;
            driver.quit_exercise();
            printer.print(&mut driver)?;
            break;
        }
        match lines.recv_timeout(TICK) {
            Ok(line) => {
                // The player's Enter ended the prompt's line.
                printer.prompted = false;
                driver.answer_exercise(&line?);
            }
            Err(mpsc::RecvTimeoutError::Timeout) => {
                if driver.tick_training() {
                    printer.print(&mut driver)?;
                    printer.answer_prompt(&driver)?;
                }
                continue;
            }
            Err(mpsc::RecvTimeoutError::Disconnected) => {
                printer.prompted = false;
                driver.quit_exercise();
            }
        }
        printer.print(&mut driver)?;
        if driver.exercising() {
            printer.answer_prompt(&driver)?;
        }
    }
    if driver.training_unsaved() {
        save_elsewhere(&mut driver, &mut printer, &lines)?;
    }
    Ok(())
}

/// A round whose record could not be saved where it is (a full disk) is offered another
/// place: a folder is asked for until the round is saved there, or the player leaves it unsaved
/// (an empty line, the end of the input, Ctrl+C), which is said and fails the command — a round
/// is never lost in silence.
fn save_elsewhere<W: Write>(
    driver: &mut Driver,
    printer: &mut Printer<'_, W>,
    lines: &mpsc::Receiver<io::Result<String>>,
) -> Result<(), TrainError> {
    let ui = driver.training_voice().ui;
    if crate::devices::stop_signals::asked() {
        return Err(TrainError::Unsaved);
    }
    driver.say_text(ui.text("train-unsaved-offer"), Priority::Announcement);
    printer.print(driver)?;
    printer.prompt(&ui.text("train-folder-prompt"))?;
    while !crate::devices::stop_signals::asked() {
        let line = match lines.recv_timeout(TICK) {
            Ok(line) => line?,
            Err(mpsc::RecvTimeoutError::Timeout) => continue,
            Err(mpsc::RecvTimeoutError::Disconnected) => break,
        };
        printer.prompted = false;
        let folder = line.trim();
        if folder.is_empty() {
            break;
        }
        let saved = driver.save_training_in(std::path::Path::new(folder));
        printer.print(driver)?;
        if saved {
            return Ok(());
        }
        printer.prompt(&ui.text("train-folder-prompt"))?;
    }
    Err(TrainError::Unsaved)
}

/// How often the time is looked at between lines: a deadline is said within this of it.
const TICK: std::time::Duration = std::time::Duration::from_millis(50);

/// Where the terminal's lines go: each thing the driver said, a line each (in braille cells
/// for `progress --braille`), and "Answer> " while an answer is awaited.
struct Printer<'a, W: Write> {
    out: W,
    braille: Option<(&'a crate::stores::liblouis::Louis, &'a str)>,
    /// A prompt stands at the end of the last line: what is printed next starts a new line.
    prompted: bool,
}

impl<W: Write> Printer<'_, W> {
    /// "Answer> ": the exercise waits for a line, as the terminal game's prompt says.
    fn answer_prompt(&mut self, driver: &Driver) -> Result<(), TrainError> {
        self.prompt(&driver.training_voice().ui.text("train-prompt"))
    }

    /// "NAME> ": a line is awaited.
    fn prompt(&mut self, name: &str) -> Result<(), TrainError> {
        write!(self.out, "{name}> ")?;
        self.out.flush()?;
        self.prompted = true;
        Ok(())
    }

    fn print(&mut self, driver: &mut Driver) -> Result<(), TrainError> {
        for said in driver.take_said() {
            if std::mem::take(&mut self.prompted) {
                writeln!(self.out)?;
            }
            let line = match self.braille {
                Some((louis, table)) => louis
                    .translate(table, &said.text, true)
                    .map_err(TrainError::Braille)?,
                None => said.text,
            };
            writeln!(self.out, "{line}")?;
        }
        self.out.flush()?;
        Ok(())
    }
}

/// What `train mistakes` goes over.
struct Review<'a> {
    game: &'a str,
    number: usize,
    side: Option<Color>,
    depth: u32,
    engine: &'a str,
}

/// Reads the game, has the engine go over the player's moves, keeps the moments found in the
/// record and returns them, in the game's order.
fn go_over<W: Write>(
    driver: &mut Driver,
    printer: &mut Printer<W>,
    review: &Review,
) -> Result<Vec<Moment>, TrainError> {
    let path = if game_review::is_pgn(Path::new(review.game)) {
        PathBuf::from(review.game)
    } else if review.game == "latest" {
        // The newest finished game: one still being played is not one to learn from yet.
        crate::stores::journal::games_dir()
            .and_then(|dir| game_review::newest_finished(&dir))
            .ok_or(TrainError::Game(Error::said("train-going-over-no-game")))?
    } else {
        super::export::find(review.game).map_err(TrainError::Game)?
    };
    let game =
        game_review::ReviewedGame::from_file(&path, review.number).map_err(TrainError::Game)?;
    let sides = match review.side {
        Some(side) => vec![side],
        None => game.players.clone(),
    };
    let voice = driver.training_voice();
    driver.say_text(
        voice.going_over(&game.name, &sides, review.depth),
        Priority::Announcement,
    );
    // Said before the engine works: the player knows what the wait is for.
    printer.print(driver)?;
    let mut engine =
        game_review::engine(review.engine).map_err(|e| TrainError::Game(Error::from(e)))?;
    let moments = game_review::moments(&mut engine, &game.id, &game.game, &sides, review.depth)
        .map_err(|e| TrainError::Game(Error::from(e)))?;
    let date = driver.training_date();
    let new = driver
        .training_progress_mut()
        .map_or(0, |p| p.keep_moments(moments.clone(), date));
    driver.say_text(
        voice.moments_found(moments.len(), new),
        Priority::Announcement,
    );
    driver.save_training();
    Ok(moments)
}
