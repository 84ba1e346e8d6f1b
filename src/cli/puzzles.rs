//! `annabella puzzles verify`: the puzzles re-checked with a UCI engine (Stockfish) by the
//! lichess puzzler's only-move rule (`annabella_core::training::only_move`). Run once over the
//! puzzles taken from the lichess database to make the shipped set, and by the tests over a
//! seeded sample of the shipped set, so that a puzzle that tells a right answer wrong cannot
//! slip in. One engine thread and a fresh hash per puzzle: the same engine gives the same
//! verdicts on every machine.

use std::{
    collections::HashSet,
    fmt, fs,
    io::{self, Write},
    path::{Path, PathBuf},
    process::ExitCode,
};

use rand::{SeedableRng, rngs::StdRng, seq::index::sample};

use annabella_core::{
    engine::{Engine, EngineError},
    rules::{Game, StartPosition},
    shown::visible,
    training::{
        only_move::{Dropped, Failure, Question, check_puzzle},
        puzzle::{COLUMNS, Puzzle, PuzzleError, Verified, csv_rows, read_csv, write_csv},
        shipped,
    },
};

use crate::{
    devices::engine::uci::{HANDSHAKE_TIMEOUT, UciEngine},
    error::Error,
};

#[derive(clap::Args, Debug)]
pub struct PuzzlesArgs {
    #[command(subcommand)]
    command: PuzzlesCommand,
}

#[derive(clap::Subcommand, Debug)]
enum PuzzlesCommand {
    /// Re-check puzzles with a UCI engine (MultiPV 2): each move the player must find must be
    /// the engine's best and lead the second best by more than 0.7 in win chance (a final mate
    /// in one: any mate, and no other move above 0.6). The file is read a row at a time; a row
    /// that is not a puzzle is named with its line and skipped. Prints each puzzle's verdict,
    /// then the count kept, dropped and skipped; exit status 1 when one was dropped or skipped.
    Verify(VerifyArgs),
}

#[derive(clap::Args, Debug)]
struct VerifyArgs {
    /// A CSV in the lichess puzzle database's columns (default: the shipped puzzles).
    input: Option<PathBuf>,
    /// Write the puzzles kept to this CSV, with the depth and margin of the check, and those
    /// dropped with the reason beside it (FILE's name with .dropped.txt); lines are added as
    /// they are checked, so a stopped run is taken up with --resume.
    #[arg(long)]
    out: Option<PathBuf>,
    /// Take up a stopped run: the puzzles already kept or dropped are not checked again.
    #[arg(long, requires = "out")]
    resume: bool,
    /// Search depth.
    #[arg(long, default_value_t = 14)]
    depth: u32,
    /// The engine program.
    #[arg(long, default_value_t = crate::devices::engine::programs::stockfish())]
    engine: String,
    /// Engine threads (one keeps the verdicts the same on every machine).
    #[arg(long, default_value_t = 1)]
    threads: u32,
    /// Check only this many puzzles, drawn with --seed.
    #[arg(long)]
    sample: Option<usize>,
    #[arg(long, default_value_t = 1)]
    seed: u64,
}

/// Why the check could not be done (a puzzle that fails is a verdict, not an error).
#[derive(Debug)]
pub enum VerifyError {
    Read { path: PathBuf, error: io::Error },
    Write { path: PathBuf, error: io::Error },
    Puzzles(PuzzleError),
    Engine(EngineError),
}

impl fmt::Display for VerifyError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            VerifyError::Read { path, error } => {
                write!(f, "cannot read {}: {error}", path.display())
            }
            VerifyError::Write { path, error } => {
                write!(f, "cannot write {}: {error}", path.display())
            }
            VerifyError::Puzzles(error) => error.fmt(f),
            VerifyError::Engine(error) => error.fmt(f),
        }
    }
}

impl std::error::Error for VerifyError {}

impl From<VerifyError> for Error {
    fn from(error: VerifyError) -> Error {
        match error {
            VerifyError::Read { path, error } | VerifyError::Write { path, error } => {
                Error::file(&path, error)
            }
            VerifyError::Puzzles(error) => Error::System(error.to_string()),
            VerifyError::Engine(error) => Error::Engine(error),
        }
    }
}

pub(super) fn run(args: PuzzlesArgs, out: &mut impl Write) -> Result<ExitCode, VerifyError> {
    match args.command {
        PuzzlesCommand::Verify(args) => verify(&args, out),
    }
}

fn verify(args: &VerifyArgs, out: &mut impl Write) -> Result<ExitCode, VerifyError> {
    let rows = puzzle_rows(args)?;
    let mut kept_file = match &args.out {
        Some(path) => Some(KeptFile::open(path, args.resume)?),
        None => None,
    };
    let done = kept_file
        .as_ref()
        .map(|f| f.done.clone())
        .unwrap_or_default();
    let options = vec![
        ("Threads".to_string(), args.threads.to_string()),
        ("Hash".to_string(), "16".to_string()),
    ];
    let mut engine =
        UciEngine::start(&args.engine, &options, HANDSHAKE_TIMEOUT).map_err(VerifyError::Engine)?;
    let (mut kept, mut dropped, mut passed_over, mut skipped) = (0usize, 0usize, 0usize, 0usize);
    let written = |e: io::Error| VerifyError::Write {
        path: PathBuf::from("-"),
        error: e,
    };
    for (line, row) in rows {
        let puzzle = match row {
            Ok(puzzle) => puzzle,
            Err(error) => {
                // Named with its line (`PuzzleError` says which), and the rest checked on.
                skipped += 1;
                let said = match error {
                    PuzzleError::Unreadable { .. } => format!("{error}: skipped"),
                    _ => format!("line {line}: {error}: skipped"),
                };
                writeln!(out, "{said}").map_err(written)?;
                continue;
            }
        };
        let puzzle = &puzzle;
        if done.contains(&puzzle.id) {
            passed_over += 1;
            continue;
        }
        match check(&mut engine, puzzle, args.depth)? {
            Ok((checked, verified)) => {
                kept += 1;
                writeln!(
                    out,
                    "{} kept: depth {}, margin {:.3}",
                    visible(&checked.id, 40),
                    verified.depth,
                    verified.margin
                )
                .map_err(written)?;
                if let Some(file) = kept_file.as_mut() {
                    file.add(&checked)?;
                }
            }
            Err(reason) => {
                dropped += 1;
                let id = visible(&puzzle.id, 40);
                let verdict = format!("{id} dropped: {}", describe(puzzle, &reason));
                writeln!(out, "{verdict}").map_err(written)?;
                if let Some(file) = kept_file.as_mut() {
                    file.drop_with(&verdict)?;
                }
            }
        }
    }
    let mut also = String::new();
    if skipped > 0 {
        also.push_str(&format!(", skipped {skipped}"));
    }
    if passed_over > 0 {
        also.push_str(&format!(", already checked {passed_over}"));
    }
    writeln!(
        out,
        "kept {kept}, dropped {dropped}{also} (depth {}, MultiPV 2, {})",
        args.depth,
        engine.name()
    )
    .map_err(written)?;
    Ok(if dropped == 0 && skipped == 0 {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    })
}

/// Each puzzle to check with its line (or, shipped, its place from 1), in order: the shipped set,
/// or a file read a row at a time, so that a file of any size is checked in the memory of one
/// row (1,000,000 rows were read whole: 773 MB). With --sample, the rows drawn with the seed
/// from all of them (a file is then read twice: once to count its rows).
fn puzzle_rows(args: &VerifyArgs) -> Result<Rows, VerifyError> {
    let Some(path) = &args.input else {
        let puzzles = shipped::puzzles();
        let chosen = args
            .sample
            .map(|amount| drawn(puzzles.len(), amount, args.seed));
        let rows = puzzles
            .iter()
            .enumerate()
            .filter(move |(i, _)| chosen.as_ref().is_none_or(|c| c.contains(i)))
            .map(|(i, puzzle)| (i as u64 + 1, Ok(puzzle.clone())));
        return Ok(Box::new(rows));
    };
    let open = || {
        fs::File::open(path)
            .map(io::BufReader::new)
            .map_err(|error| VerifyError::Read {
                path: path.clone(),
                error,
            })
    };
    let chosen = match args.sample {
        Some(amount) => Some(drawn(csv_rows(open()?).count(), amount, args.seed)),
        None => None,
    };
    let rows = csv_rows(open()?)
        .enumerate()
        .filter(move |(i, _)| chosen.as_ref().is_none_or(|c| c.contains(i)))
        .map(|(_, row)| row);
    Ok(Box::new(rows))
}

/// The puzzles to check, each with its line.
type Rows = Box<dyn Iterator<Item = (u64, Result<Puzzle, PuzzleError>)>>;

/// `amount` places of `count` drawn with `seed` (the same for the same three on any machine).
fn drawn(count: usize, amount: usize, seed: u64) -> HashSet<usize> {
    let mut rng = StdRng::seed_from_u64(seed);
    sample(&mut rng, count, amount.min(count))
        .into_iter()
        .collect()
}

/// One puzzle checked on a fresh hash: kept with its figures, or why it was dropped.
fn check(
    engine: &mut UciEngine,
    puzzle: &Puzzle,
    depth: u32,
) -> Result<Result<(Puzzle, Verified), Dropped>, VerifyError> {
    engine.new_game().map_err(VerifyError::Engine)?;
    let verdict = check_puzzle(puzzle, depth, |plies, question| {
        let game = game_after(puzzle, plies)?;
        match question {
            Question::TopTwo => engine.analyse(&game, depth, 2, &[]),
            Question::BestOf(moves) => engine.analyse(&game, depth, 1, moves),
            Question::Nothing => Ok(Vec::new()),
        }
    })
    .map_err(VerifyError::Engine)?;
    Ok(verdict.map(|verified| (puzzle.clone().with_verification(verified), verified)))
}

/// The puzzle's game after its first `plies` moves.
fn game_after(puzzle: &Puzzle, plies: usize) -> Result<Game, EngineError> {
    let no_game = |_| EngineError::NoLegalMove;
    let mut game = Game::new(StartPosition::Fen {
        fen: shakmaty::fen::Fen::from_position(puzzle.start(), shakmaty::EnPassantMode::Legal)
            .to_string(),
        chess960: false,
    })
    .map_err(no_game)?;
    for &m in &puzzle.moves()[..plies] {
        game.play(m).map_err(no_game)?;
    }
    Ok(game)
}

fn describe(puzzle: &Puzzle, dropped: &Dropped) -> String {
    let ply = 1 + 2 * dropped.player_move;
    let solution = puzzle.moves()[ply].to_uci(shakmaty::CastlingMode::Standard);
    let at = format!("move {} ({solution})", dropped.player_move + 1);
    match &dropped.failure {
        Failure::NotBest { engine } => format!(
            "{at} is not the engine's best ({})",
            engine.to_uci(shakmaty::CastlingMode::Standard)
        ),
        Failure::NotAlone { margin } => {
            format!("{at} leads the second best by only {margin:.3}")
        }
        Failure::NonMateWins { win_chance } => {
            format!("{at} mates, but a move that does not mate wins too ({win_chance:.3})")
        }
        Failure::NoAnswer => format!("{at}: the engine gave no line"),
    }
}

/// The CSV of kept puzzles, and beside it the list of those dropped with their reasons, both
/// written a line at a time: a run stopped at any point is taken up where it stopped, and the
/// dropped list tells what was left out and why.
struct KeptFile {
    path: PathBuf,
    file: fs::File,
    dropped_path: PathBuf,
    dropped: fs::File,
    /// The puzzles kept or dropped already.
    done: HashSet<String>,
}

/// Where the puzzles dropped from `kept` are listed: `puzzles.csv` → `puzzles.dropped.txt`.
fn dropped_path(kept: &Path) -> PathBuf {
    kept.with_extension("dropped.txt")
}

impl KeptFile {
    fn open(path: &Path, resume: bool) -> Result<KeptFile, VerifyError> {
        let failed = |path: &Path| {
            let path = path.to_path_buf();
            move |error| VerifyError::Write { path, error }
        };
        let read = |path: &Path| {
            fs::read_to_string(path).map_err(|error| VerifyError::Read {
                path: path.to_path_buf(),
                error,
            })
        };
        let dropped_path = dropped_path(path);
        let resuming = resume && fs::metadata(path).is_ok_and(|m| m.len() > 0);
        let mut done: HashSet<String> = HashSet::new();
        if resuming {
            done.extend(
                read_csv(&read(path)?)
                    .map_err(VerifyError::Puzzles)?
                    .into_iter()
                    .map(|p| p.id),
            );
            if dropped_path.exists() {
                // Each line: `ID dropped: reason`.
                done.extend(
                    read(&dropped_path)?
                        .lines()
                        .filter_map(|line| line.split_whitespace().next())
                        .map(str::to_string),
                );
            }
        }
        let open = |path: &Path| {
            if resuming {
                fs::OpenOptions::new().append(true).create(true).open(path)
            } else {
                fs::File::create(path)
            }
            .map_err(failed(path))
        };
        let mut file = open(path)?;
        let dropped = open(&dropped_path)?;
        if !resuming {
            file.write_all(format!("{}\n", COLUMNS.join(",")).as_bytes())
                .map_err(failed(path))?;
        }
        Ok(KeptFile {
            path: path.to_path_buf(),
            file,
            dropped_path,
            dropped,
            done,
        })
    }

    /// Notes a puzzle dropped, with its verdict line.
    fn drop_with(&mut self, verdict: &str) -> Result<(), VerifyError> {
        writeln!(self.dropped, "{verdict}")
            .and_then(|()| self.dropped.flush())
            .map_err(|error| VerifyError::Write {
                path: self.dropped_path.clone(),
                error,
            })
    }

    fn add(&mut self, puzzle: &Puzzle) -> Result<(), VerifyError> {
        let text = write_csv(std::slice::from_ref(puzzle)).map_err(VerifyError::Puzzles)?;
        // The first line is the header `write_csv` always writes.
        let row = text.split_once('\n').map_or("", |(_, row)| row);
        self.file
            .write_all(row.as_bytes())
            .and_then(|()| self.file.flush())
            .map_err(|error| VerifyError::Write {
                path: self.path.clone(),
                error,
            })
    }
}
