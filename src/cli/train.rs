//! `annabella train`: lessons, board-vision drills and puzzles at the terminal, one line typed
//! for each answer, every sentence printed (a screen reader or braille display reads it) in the
//! interface language with the chess words of the chosen vocabulary. The training record is
//! loaded at the start — "3 exercises are due" said once — and saved after every exercise.
//! Home only: nothing here touches a game, so nothing of it reaches a tournament game.

use std::{
    fmt,
    io::{self, BufRead, Write},
    path::{Path, PathBuf},
    time::{Duration, Instant},
};

use super::{Voice, choice::choice};
use crate::{
    error::Error,
    game_review,
    progress_file::{self, ProgressFileError},
};
use annabella_core::{
    notation::parse_move,
    training::{
        answers::read_answer,
        attempt::{Attempt, Verdict},
        choose::{Filter, next_puzzle},
        drills::{DrillKind, Mark, generate, mark},
        lessons::{LevelRun, StageId, Step},
        mistakes::{Moment, Retry},
        progress::{DrillScore, Progress},
        say, shipped,
    },
};
use rand::{SeedableRng, rngs::StdRng};
use shakmaty::Color;

/// How long a timed drill gives for each answer.
const TIMED: Duration = Duration::from_secs(30);

#[derive(clap::Args, Debug)]
pub struct TrainArgs {
    #[command(subcommand)]
    part: Part,
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
    /// Lessons by doing: the board's words, each piece, capture, promotion, castling, en
    /// passant, check, mate, stalemate. Type moves; /quit stops. Without STAGE, the first level
    /// not yet done.
    Learn {
        #[arg(value_parser = choice::<StageId>())]
        stage: Option<StageId>,
        /// The level, from 1.
        #[arg(long)]
        level: Option<usize>,
    },
    /// A board-vision drill: find-square, name-square, square-colour, same-diagonal,
    /// knight-distance, piece-moves, rebuild (answer with the position's FEN placement).
    Drill {
        #[arg(value_parser = choice::<DrillKind>())]
        kind: DrillKind,
        /// How many questions.
        #[arg(long, default_value_t = 10)]
        items: u32,
        /// 30 seconds for each answer.
        #[arg(long)]
        timed: bool,
        #[arg(long)]
        seed: Option<u64>,
    },
    /// Puzzles (lichess, CC0, re-checked with Stockfish): type the move in any accepted form;
    /// /hint (three steps: piece, square, move), /solution, /quit. Due ones come first.
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
    /// Learn from your games: the engine goes over a finished game, and each of your moves
    /// that lost much (over 0.15 of the win chance) comes back as "find a better move"; /hint
    /// and /solution as in puzzles. Without GAME, the retries that are due, or else the newest
    /// saved game.
    Mistakes {
        /// A saved game's number in `annabella games` (1 = the newest), `latest`, a journal
        /// file, or a PGN file.
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
        #[arg(long, default_value = "/usr/games/stockfish")]
        engine: String,
    },
    /// The training record read out: lessons, puzzles and rating, each drill's last scores,
    /// what is due; with --braille, as Unicode braille (liblouis, the interface language's table).
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
    Braille(crate::braille::LouisError),
}

impl fmt::Display for TrainError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TrainError::NoRecordPlace => f.write_str("no data directory for the training record"),
            TrainError::Game(e) => e.fmt(f),
            TrainError::Record(e) => e.fmt(f),
            TrainError::Terminal(e) => e.fmt(f),
            TrainError::Braille(e) => e.fmt(f),
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
            TrainError::Terminal(error) => Error::Io(error),
            TrainError::Braille(error) => Error::Braille(error),
        }
    }
}

impl From<io::Error> for TrainError {
    fn from(e: io::Error) -> TrainError {
        TrainError::Terminal(e)
    }
}

/// The training session at the terminal: what it says and where it keeps the record.
struct Trainer<'a, W: Write> {
    voice: say::Voice<'a>,
    out: W,
    progress: Progress,
    record: PathBuf,
    now: Option<i64>,
}

impl<W: Write> Trainer<'_, W> {
    fn now(&self) -> i64 {
        self.now.unwrap_or_else(progress_file::now)
    }

    fn say(&mut self, line: &str) -> io::Result<()> {
        writeln!(self.out, "{line}")?;
        self.out.flush()
    }

    fn say_all(&mut self, lines: &[String]) -> io::Result<()> {
        lines.iter().try_for_each(|l| self.say(l))
    }

    /// Saves the record; a failure is said, and training goes on.
    fn save(&mut self) -> io::Result<()> {
        if let Err(e) = progress_file::save(&self.record, &self.progress) {
            let line = self.voice.ui.text_with(
                "train-progress-not-saved",
                &[("reason", e.to_string().into())],
            );
            self.say(&line)?;
        }
        Ok(())
    }
}

pub(super) fn run(args: TrainArgs, input: impl BufRead, out: impl Write) -> Result<(), TrainError> {
    let record = match args.record.clone() {
        Some(path) => path,
        None => progress_file::path().ok_or(TrainError::NoRecordPlace)?,
    };
    let loaded = progress_file::load(&record).map_err(TrainError::Record)?;
    let voice = say::Voice {
        vocab: args.voice.vocabulary(),
        ui: args.voice.ui(),
        style: args.voice.style(),
    };
    let mut trainer = Trainer {
        voice,
        out,
        progress: loaded.progress,
        record,
        now: args.now,
    };
    if let Some(aside) = loaded.kept_aside {
        let line = voice.ui.text_with(
            "train-progress-kept-aside",
            &[("file", aside.display().to_string().into())],
        );
        trainer.say(&line)?;
    }
    let now = trainer.now();
    if !matches!(args.part, Part::Progress { .. }) {
        let due = voice.due(trainer.progress.due_count(now));
        trainer.say(&due)?;
    }
    let mut lines = input.lines();
    match args.part {
        Part::Learn { stage, level } => learn(&mut trainer, &mut lines, stage, level)?,
        Part::Drill {
            kind,
            items,
            timed,
            seed,
        } => drill(&mut trainer, &mut lines, kind, items, timed, seed)?,
        Part::Puzzle {
            theme,
            min_rating,
            max_rating,
            min_pieces,
            max_pieces,
            id,
            count,
            seed,
        } => {
            let filter = Filter {
                theme,
                rating: (min_rating.is_some() || max_rating.is_some())
                    .then(|| min_rating.unwrap_or(0)..=max_rating.unwrap_or(u32::MAX)),
                pieces: (min_pieces.is_some() || max_pieces.is_some())
                    .then(|| min_pieces.unwrap_or(0)..=max_pieces.unwrap_or(usize::MAX)),
            };
            puzzles(
                &mut trainer,
                &mut lines,
                &filter,
                id.as_deref(),
                count,
                seed,
            )?
        }
        Part::Mistakes {
            game,
            number,
            side,
            depth,
            engine,
        } => {
            let due: Vec<Moment> = trainer
                .progress
                .due_retries(now)
                .into_iter()
                .cloned()
                .collect();
            let moments = match game {
                None if !due.is_empty() => due,
                game => {
                    if game.is_none() {
                        let line = voice.ui.text("train-mistakes-none-due");
                        trainer.say(&line)?;
                    }
                    let review = Review {
                        game: game.as_deref().unwrap_or("latest"),
                        number,
                        side,
                        depth,
                        engine: &engine,
                    };
                    go_over(&mut trainer, &review)?
                }
            };
            retries(&mut trainer, &mut lines, &moments)?;
        }
        Part::Progress { braille } => {
            let said = voice.progress(&trainer.progress, now);
            if braille {
                let louis = crate::braille::Louis::open().map_err(TrainError::Braille)?;
                let table = crate::braille::table_for(args.voice.ui_language());
                for line in said {
                    let cells = louis
                        .translate(table, &line, true)
                        .map_err(TrainError::Braille)?;
                    trainer.say(&cells)?;
                }
            } else {
                trainer.say_all(&said)?;
            }
        }
    }
    Ok(())
}

type Lines<'a> = dyn Iterator<Item = io::Result<String>> + 'a;

/// The next line typed, trimmed; `None` at the end of the input or on /quit.
fn next_line(lines: &mut Lines) -> io::Result<Option<String>> {
    match lines.next().transpose()? {
        Some(line) if line.trim() == "/quit" => Ok(None),
        Some(line) => Ok(Some(line.trim().to_string())),
        None => Ok(None),
    }
}

fn learn<W: Write>(
    trainer: &mut Trainer<W>,
    lines: &mut Lines,
    stage: Option<StageId>,
    level: Option<usize>,
) -> Result<(), TrainError> {
    let (mut stage, mut index) = match (stage, level) {
        (Some(stage), level) => (stage, level.unwrap_or(1).saturating_sub(1)),
        (None, _) => match trainer.progress.next_level() {
            Some(next) => next,
            None => {
                let done = trainer.voice.ui.text("train-lessons-done");
                trainer.say(&done)?;
                return Ok(());
            }
        },
    };
    loop {
        let Some(&level) = stage.levels().get(index) else {
            return Ok(());
        };
        let Ok(mut run) = LevelRun::new(level) else {
            return Ok(());
        };
        let start = trainer
            .voice
            .level_start(stage, index, &level, run.position());
        trainer.say_all(&start)?;
        loop {
            let Some(text) = next_line(lines)? else {
                return Ok(());
            };
            let voice = trainer.voice;
            let m = match parse_move(run.position(), &text, voice.vocab, voice.style) {
                Ok(m) => m,
                Err(error) => {
                    let said = voice.vocab.refusal_text(&error, voice.ui);
                    trainer.say(&said)?;
                    continue;
                }
            };
            let step = run.play(m);
            trainer.say(&voice.step(&step))?;
            match step {
                Step::Done { stars, .. } => {
                    trainer.progress.record_level(stage, index, stars);
                    trainer.save()?;
                    break;
                }
                Step::Spoiled => {
                    let _ = run.restart();
                    let start = voice.level_start(stage, index, &level, run.position());
                    trainer.say_all(&start)?;
                }
                _ => {}
            }
        }
        index += 1;
        if index >= stage.levels().len() {
            let position = StageId::ALL.iter().position(|&s| s == stage).unwrap_or(0);
            match StageId::ALL.get(position + 1) {
                Some(&next) => {
                    stage = next;
                    index = 0;
                }
                None => return Ok(()),
            }
        }
    }
}

fn drill<W: Write>(
    trainer: &mut Trainer<W>,
    lines: &mut Lines,
    kind: DrillKind,
    items: u32,
    timed: bool,
    seed: Option<u64>,
) -> Result<(), TrainError> {
    let mut rng = StdRng::seed_from_u64(seed.unwrap_or_else(crate::engine::fresh_seed));
    let voice = trainer.voice;
    trainer.say(&voice.drill_name(kind))?;
    let mut score = DrillScore {
        right: 0,
        asked: 0,
        timed,
    };
    for _ in 0..items {
        let item = generate(kind, &mut rng);
        trainer.say(&voice.question(&item))?;
        let asked = Instant::now();
        let answer = loop {
            let Some(text) = next_line(lines)? else {
                return finish_drill(trainer, kind, score);
            };
            match read_answer(&item.question, &text, voice.vocab, voice.ui) {
                Ok(answer) => break answer,
                Err(not) => {
                    let said = voice
                        .ui
                        .text_with("error-not-understood", &[("word", not.text.into())]);
                    trainer.say(&said)?;
                }
            }
        };
        score.asked += 1;
        if timed && asked.elapsed() > TIMED {
            let late = voice.ui.text("train-time-up");
            trainer.say(&late)?;
            let said = voice.mark(&Mark::Wrong {
                right: item.answer.clone(),
            });
            trainer.say(&said)?;
            continue;
        }
        let marked = mark(&item, &answer);
        if marked == Mark::Right {
            score.right += 1;
        }
        trainer.say(&voice.mark(&marked))?;
    }
    finish_drill(trainer, kind, score)
}

/// The round's score said, kept with the last 20, and those read back.
fn finish_drill<W: Write>(
    trainer: &mut Trainer<W>,
    kind: DrillKind,
    score: DrillScore,
) -> Result<(), TrainError> {
    if score.asked == 0 {
        return Ok(());
    }
    let voice = trainer.voice;
    trainer.say(&voice.drill_score(&score))?;
    let now = trainer.now();
    trainer.progress.record_drill(kind, score, now);
    trainer.save()?;
    let scores: Vec<String> = trainer
        .progress
        .drill_scores(kind)
        .iter()
        .rev()
        .map(|s| format!("{}/{}", s.right, s.asked))
        .collect();
    let said = voice.ui.text_with(
        "train-progress-drill",
        &[
            ("drill", voice.drill_name(kind).into()),
            ("scores", scores.join(", ").into()),
        ],
    );
    trainer.say(&said)?;
    Ok(())
}

fn puzzles<W: Write>(
    trainer: &mut Trainer<W>,
    lines: &mut Lines,
    filter: &Filter,
    id: Option<&str>,
    count: usize,
    seed: Option<u64>,
) -> Result<(), TrainError> {
    let voice = trainer.voice;
    let all = shipped::puzzles();
    let mut seed = seed.unwrap_or_else(crate::engine::fresh_seed);
    for _ in 0..count {
        let chosen = match id {
            Some(id) => all.iter().find(|p| p.id == id),
            None => next_puzzle(all, filter, &trainer.progress, trainer.now(), seed),
        };
        seed = seed.wrapping_add(1);
        let Some(puzzle) = chosen else {
            let none = voice.ui.text("train-puzzle-none");
            trainer.say(&none)?;
            return Ok(());
        };
        trainer.say_all(&voice.puzzle_start(puzzle))?;
        let started = Instant::now();
        let mut attempt = Attempt::new(puzzle);
        while !attempt.is_over() {
            let Some(text) = next_line(lines)? else {
                return Ok(());
            };
            let before = attempt.position().clone();
            match text.as_str() {
                "/hint" => {
                    if let Some(hint) = attempt.hint() {
                        trainer.say(&voice.hint(&before, &hint))?;
                    }
                }
                "/solution" => {
                    // Shown: every remaining move is given as the third hint step would.
                    while let Some(hint) = attempt.hint() {
                        if let annabella_core::training::attempt::Hint::Move(m) = hint {
                            let here = attempt.position().clone();
                            trainer.say(&voice.hint(&here, &hint))?;
                            attempt.answer(m);
                        }
                    }
                }
                _ => {
                    let verdict = attempt.answer_text(&text, voice.vocab, voice.style);
                    trainer.say(&voice.verdict(&before, &verdict, &attempt))?;
                    if let Verdict::Right { .. } | Verdict::Wrong { .. } = verdict {
                        continue;
                    }
                }
            }
        }
        let outcome = attempt.outcome(started.elapsed());
        let now = trainer.now();
        let result = trainer.progress.record_puzzle(puzzle, &outcome, now);
        trainer.say(&voice.rating_change(&result))?;
        trainer.save()?;
    }
    Ok(())
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
fn go_over<W: Write>(trainer: &mut Trainer<W>, review: &Review) -> Result<Vec<Moment>, TrainError> {
    let path = if game_review::is_pgn(Path::new(review.game)) {
        PathBuf::from(review.game)
    } else {
        super::export::find(review.game).map_err(TrainError::Game)?
    };
    let game =
        game_review::ReviewedGame::from_file(&path, review.number).map_err(TrainError::Game)?;
    let sides = match review.side {
        Some(side) => vec![side],
        None => game.players.clone(),
    };
    let voice = trainer.voice;
    trainer.say(&voice.going_over(&game.name, &sides, review.depth))?;
    let mut engine =
        game_review::engine(review.engine).map_err(|e| TrainError::Game(Error::from(e)))?;
    let moments = game_review::moments(&mut engine, &game.id, &game.game, &sides, review.depth)
        .map_err(|e| TrainError::Game(Error::from(e)))?;
    let now = trainer.now();
    let new = trainer.progress.keep_moments(moments.clone(), now);
    trainer.say(&voice.moments_found(moments.len(), new))?;
    trainer.save()?;
    Ok(moments)
}

/// Each moment in turn: the position heard, answers judged against the engine's scores, hints
/// in three steps; each result recorded for the schedule.
fn retries<W: Write>(
    trainer: &mut Trainer<W>,
    lines: &mut Lines,
    moments: &[Moment],
) -> Result<(), TrainError> {
    let voice = trainer.voice;
    for moment in moments {
        let Some(mut retry) = Retry::new(moment) else {
            continue;
        };
        trainer.say_all(&voice.retry_start(moment, retry.position()))?;
        trainer.say(&voice.ui.text("train-your-move"))?;
        let started = Instant::now();
        while !retry.is_over() {
            let Some(text) = next_line(lines)? else {
                return Ok(());
            };
            let position = retry.position().clone();
            match text.as_str() {
                "/hint" | "/solution" => {
                    let steps = if text == "/hint" { 1 } else { 3 };
                    let mut last = None;
                    for _ in 0..steps {
                        last = retry.hint().or(last);
                    }
                    if let Some(hint) = last {
                        trainer.say(&voice.hint(&position, &hint))?;
                    }
                }
                _ => match parse_move(&position, &text, voice.vocab, voice.style) {
                    Ok(m) => {
                        let verdict = retry.answer(&m);
                        trainer.say(&voice.retry_verdict(&position, m, &verdict))?;
                    }
                    Err(error) => trainer.say(&voice.vocab.refusal_text(&error, voice.ui))?,
                },
            }
        }
        let now = trainer.now();
        let outcome = retry.outcome(started.elapsed());
        trainer.progress.record_retry(&moment.id, &outcome, now);
        trainer.save()?;
    }
    if !moments.is_empty() {
        trainer.say(&voice.ui.text("train-mistakes-done"))?;
    }
    Ok(())
}
