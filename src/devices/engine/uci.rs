//! A UCI engine run as a child process: `uci`/`isready` handshake with a timeout, options,
//! `position … moves …`, `go`, `stop`, and `quit` when dropped. Every way it can fail (will not
//! start, never answers, names an illegal move, prints nonsense, dies) becomes an
//! [`EngineError`] the caller reports in words; nothing here panics or waits forever.
//!
//! The program is only ever one the user named (a settings path or a command-line flag).

use std::io::{BufRead, BufReader, Read, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{Receiver, RecvTimeoutError, sync_channel};
use std::thread;
use std::time::{Duration, Instant};

use shakmaty::{CastlingMode, Chess, EnPassantMode, Move, Position, fen::Fen, uci::UciMove};

use annabella_core::engine::{Engine, EngineError, Limits, Reply, Score, analysis::ScoredMove};
use annabella_core::rules::Game;

use super::helpers::Helpers;

/// How long a starting engine may take to say `uciok` and `readyok`.
pub const HANDSHAKE_TIMEOUT: Duration = Duration::from_secs(10);
/// Beyond its thinking time, how long an engine may take to name its move.
const GRACE: Duration = Duration::from_secs(5);
/// With no time limit at all (`go depth`, `go nodes`), the longest wait for a move: then the
/// engine is told to stop, and given up after `GRACE` more.
pub const LONGEST_THINK: Duration = Duration::from_secs(60);
/// How often a thinking engine's stop flag is looked at.
const POLL: Duration = Duration::from_millis(5);
/// The longest line kept of what an engine says; the rest of a longer line is skipped unread.
/// (Stockfish's longest, an `info … pv` of a deep search, is under 2 KB.)
const LINE_LONGEST: usize = 16 * 1024;
/// Lines read ahead of the client: an engine that writes faster than it is read then waits on
/// its pipe, and what it says costs at most this many lines of memory.
const LINES_AHEAD: usize = 256;
/// Before `uciok` or `readyok`, at most this many lines or bytes: Stockfish says about 40
/// lines before `uciok`; an engine that floods is given up on in words, not waited for.
const HANDSHAKE_LINES: usize = 10_000;
const HANDSHAKE_BYTES: usize = 4 * 1024 * 1024;
/// During one search, at most this many bytes (a fast engine's `info` lines at depth 1 to 30
/// are a few hundred kilobytes).
const SEARCH_BYTES: usize = 256 * 1024 * 1024;
/// During one search, at most this many lines: Stockfish says a few thousand in a minute's
/// thought (a line a depth, and `currmove` lines after its first seconds). Short lines in
/// millions would otherwise be read for the whole of a long think before the bytes ran out.
pub const SEARCH_LINES: usize = 1_000_000;

pub struct UciEngine {
    program: String,
    name: String,
    child: Child,
    /// What stops the engine with what it started.
    helpers: Helpers,
    stdin: ChildStdin,
    lines: Receiver<String>,
    options: Vec<String>,
    chess960: bool,
}

impl UciEngine {
    /// Starts `program` and sets `options` (name, value) — only after the handshake, so an
    /// engine that never answers is found out first.
    pub fn start(
        program: &str,
        options: &[(String, String)],
        handshake: Duration,
    ) -> Result<UciEngine, EngineError> {
        let mut command = Command::new(program);
        command
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null());
        // Whatever the engine starts is stopped with it.
        Helpers::prepare(&mut command);
        let mut child = command.spawn().map_err(|e| EngineError::NotStarted {
            program: program.to_string(),
            reason: e.to_string(),
        })?;
        let helpers = Helpers::of(&child);
        let not_piped = |what: &str| EngineError::NotStarted {
            program: program.to_string(),
            reason: format!("its {what} could not be connected"),
        };
        let stdin = child.stdin.take().ok_or_else(|| not_piped("input"))?;
        let stdout = child.stdout.take().ok_or_else(|| not_piped("output"))?;
        let (sender, lines) = sync_channel(LINES_AHEAD);
        thread::Builder::new()
            .name("uci-reader".into())
            .spawn(move || {
                let mut reader = BufReader::new(stdout);
                let mut continued = false;
                while let Some(line) = read_line(&mut reader, &mut continued) {
                    if sender.send(line).is_err() {
                        break;
                    }
                }
            })
            .map_err(|e| EngineError::NotStarted {
                program: program.to_string(),
                reason: e.to_string(),
            })?;
        let mut engine = UciEngine {
            program: program.to_string(),
            name: program.to_string(),
            child,
            helpers,
            stdin,
            lines,
            options: Vec::new(),
            chess960: false,
        };
        engine.handshake(handshake)?;
        for (name, value) in options {
            engine.send(&format!("setoption name {name} value {value}"))?;
        }
        engine.ready(handshake)?;
        Ok(engine)
    }

    /// The options the engine said it has.
    pub fn options(&self) -> &[String] {
        &self.options
    }

    fn handshake(&mut self, timeout: Duration) -> Result<(), EngineError> {
        self.send("uci")?;
        let mut said = Said::until(Instant::now() + timeout, "uciok");
        loop {
            let line = self.next_line(&mut said)?;
            let line = line.trim();
            if line == "uciok" {
                return Ok(());
            }
            if let Some(name) = line.strip_prefix("id name ") {
                self.name = name.trim().to_string();
            } else if let Some(rest) = line.strip_prefix("option name ") {
                let name = rest.split(" type ").next().unwrap_or(rest).trim();
                self.options.push(name.to_string());
            }
        }
    }

    fn ready(&mut self, timeout: Duration) -> Result<(), EngineError> {
        self.send("isready")?;
        let mut said = Said::until(Instant::now() + timeout, "readyok");
        while self.next_line(&mut said)?.trim() != "readyok" {}
        Ok(())
    }

    fn send(&mut self, line: &str) -> Result<(), EngineError> {
        writeln!(self.stdin, "{line}")
            .and_then(|()| self.stdin.flush())
            .map_err(|_| EngineError::Died {
                program: self.program.clone(),
            })
    }

    /// The next line of a handshake, within its time, lines and bytes: an engine that says
    /// too much before answering is given up on as surely as one that says nothing (lines
    /// already waiting would otherwise be read past the deadline for ever).
    fn next_line(&mut self, said: &mut Said) -> Result<String, EngineError> {
        let left = said.deadline.saturating_duration_since(Instant::now());
        if left.is_zero() {
            return Err(EngineError::NoAnswer {
                program: self.program.clone(),
                waiting_for: said.waiting_for.to_string(),
            });
        }
        match self.lines.recv_timeout(left) {
            Ok(line) => {
                said.lines += 1;
                said.bytes += line.len() + 1;
                if said.lines > HANDSHAKE_LINES || said.bytes > HANDSHAKE_BYTES {
                    return Err(EngineError::Flooded {
                        program: self.program.clone(),
                        waiting_for: said.waiting_for.to_string(),
                        lines: said.lines,
                    });
                }
                Ok(line)
            }
            Err(RecvTimeoutError::Timeout) => Err(EngineError::NoAnswer {
                program: self.program.clone(),
                waiting_for: said.waiting_for.to_string(),
            }),
            Err(RecvTimeoutError::Disconnected) => Err(EngineError::Died {
                program: self.program.clone(),
            }),
        }
    }

    fn position_command(&mut self, game: &Game) -> Result<String, EngineError> {
        if game.is_chess960() && !self.chess960 {
            self.send("setoption name UCI_Chess960 value true")?;
            self.chess960 = true;
        }
        let start = if *game.initial_position() == Chess::default() && !game.is_chess960() {
            "startpos".to_string()
        } else {
            format!(
                "fen {}",
                Fen::from_position(game.initial_position(), EnPassantMode::Legal)
            )
        };
        let mut command = format!("position {start}");
        if !game.plies().is_empty() {
            command.push_str(" moves");
            for ply in game.plies() {
                command.push(' ');
                command.push_str(&ply.uci.to_string());
            }
        }
        Ok(command)
    }

    /// Reads `info` lines until `bestmove`, sending `stop` once when asked to or when the
    /// engine overruns its time.
    fn await_move(
        &mut self,
        game: &Game,
        limits: &Limits,
        stop: &AtomicBool,
    ) -> Result<Reply, EngineError> {
        let started = Instant::now();
        let allowed = think_time(game, limits).map_or(LONGEST_THINK, |t| t + GRACE);
        let mut stopped_at: Option<Instant> = None;
        let mut info = Info::default();
        let (mut lines, mut bytes) = (0usize, 0usize);
        loop {
            if stopped_at.is_none() && (stop.load(Ordering::Relaxed) || started.elapsed() > allowed)
            {
                self.send("stop")?;
                stopped_at = Some(Instant::now());
            }
            if stopped_at.is_some_and(|t| t.elapsed() > GRACE) {
                return Err(EngineError::NoAnswer {
                    program: self.program.clone(),
                    waiting_for: "bestmove".to_string(),
                });
            }
            let line = match self.lines.recv_timeout(POLL) {
                Ok(line) => line,
                Err(RecvTimeoutError::Timeout) => continue,
                Err(RecvTimeoutError::Disconnected) => {
                    return Err(EngineError::Died {
                        program: self.program.clone(),
                    });
                }
            };
            lines += 1;
            bytes += line.len() + 1;
            if bytes > SEARCH_BYTES || lines > SEARCH_LINES {
                return Err(EngineError::Flooded {
                    program: self.program.clone(),
                    waiting_for: "bestmove".to_string(),
                    lines,
                });
            }
            let mut words = line.split_whitespace();
            match words.next() {
                Some("info") => info.read(line.trim_start_matches("info")),
                Some("bestmove") => {
                    let text = words.next().unwrap_or_default();
                    return self.reply(game.position(), text, &line, info);
                }
                _ => {}
            }
        }
    }

    fn reply(&self, pos: &Chess, text: &str, line: &str, info: Info) -> Result<Reply, EngineError> {
        let uci: UciMove = text.parse().map_err(|_| EngineError::Unreadable {
            program: self.program.clone(),
            line: line.trim().to_string(),
        })?;
        let mv = uci.to_move(pos).map_err(|_| EngineError::IllegalMove {
            program: self.program.clone(),
            text: text.to_string(),
        })?;
        let mut pv = Vec::new();
        let mut walk = pos.clone();
        for text in &info.pv {
            let Some(m) = text
                .parse::<UciMove>()
                .ok()
                .and_then(|u| u.to_move(&walk).ok())
            else {
                break;
            };
            pv.push(m);
            walk.play_unchecked(m);
        }
        if pv.first() != Some(&mv) {
            pv = vec![mv];
        }
        Ok(Reply {
            mv,
            score: info.score,
            depth: info.depth,
            nodes: info.nodes,
            pv,
        })
    }
}

/// What a handshake has been told so far, and until when it waits.
struct Said {
    deadline: Instant,
    waiting_for: &'static str,
    lines: usize,
    bytes: usize,
}

impl Said {
    fn until(deadline: Instant, waiting_for: &'static str) -> Said {
        Said {
            deadline,
            waiting_for,
            lines: 0,
            bytes: 0,
        }
    }
}

/// One line of the engine's output, or `LINE_LONGEST` bytes of a longer one: the rest of that
/// line comes as more pieces, each marked as a continuation (`…`, which begins no UCI word), so
/// that an endless line is counted and bounded like many lines. `None` at the output's end.
/// Bytes, not text: a stray Latin-1 byte in an `info string` is no reason to lose the engine.
fn read_line(reader: &mut impl BufRead, continued: &mut bool) -> Option<String> {
    let mut bytes = Vec::new();
    let limit = u64::try_from(LINE_LONGEST).unwrap_or(u64::MAX);
    match reader.by_ref().take(limit).read_until(b'\n', &mut bytes) {
        Ok(0) | Err(_) => return None,
        Ok(_) => {}
    }
    let mut line = String::new();
    if *continued {
        line.push('…');
    }
    *continued = bytes.last() != Some(&b'\n');
    line.push_str(&String::from_utf8_lossy(&bytes));
    Some(line.trim_end_matches(['\n', '\r']).to_string())
}

/// How long the engine is expected to think, when that is known.
fn think_time(game: &Game, limits: &Limits) -> Option<Duration> {
    if let Some(t) = limits.movetime {
        return Some(t);
    }
    limits.clock.map(|c| c.remaining(game.position().turn()).0)
}

fn go_command(limits: &Limits) -> String {
    let mut go = String::from("go");
    if let Some(t) = limits.movetime {
        go.push_str(&format!(" movetime {}", t.as_millis().max(1)));
    }
    if let Some(c) = limits.clock {
        go.push_str(&format!(
            " wtime {} btime {} winc {} binc {}",
            c.white.as_millis(),
            c.black.as_millis(),
            c.white_increment.as_millis(),
            c.black_increment.as_millis()
        ));
        if let Some(n) = c.moves_to_go {
            go.push_str(&format!(" movestogo {n}"));
        }
    }
    if let Some(d) = limits.depth {
        go.push_str(&format!(" depth {d}"));
    }
    if let Some(n) = limits.nodes {
        go.push_str(&format!(" nodes {n}"));
    }
    if go == "go" {
        go.push_str(" depth 12");
    }
    go
}

/// The last thing an engine said about its search.
#[derive(Default)]
struct Info {
    score: Option<Score>,
    depth: u32,
    nodes: u64,
    pv: Vec<String>,
}

impl Info {
    fn read(&mut self, text: &str) {
        let words: Vec<&str> = text.split_whitespace().collect();
        let number = |i: usize| words.get(i + 1).and_then(|w| w.parse::<i64>().ok());
        let mut i = 0;
        while i < words.len() {
            match words[i] {
                "depth" => self.depth = number(i).unwrap_or(0) as u32,
                "nodes" => self.nodes = number(i).unwrap_or(0) as u64,
                "score" => match (words.get(i + 1), number(i + 1)) {
                    (Some(&"cp"), Some(cp)) => self.score = Some(Score::Centipawns(cp as i32)),
                    (Some(&"mate"), Some(n)) => self.score = Some(Score::Mate(n as i32)),
                    _ => {}
                },
                "pv" => {
                    self.pv = words[i + 1..].iter().map(|w| w.to_string()).collect();
                    return;
                }
                _ => {}
            }
            i += 1;
        }
    }
}

impl UciEngine {
    /// The engine's `lines` best moves in the position of `game`, best first, each with its
    /// score for the side to move, searched to `depth` (UCI `MultiPV`); with `among` given,
    /// only those moves are searched (`searchmoves`). Used to judge puzzles and mistakes, where
    /// the second-best move matters as much as the best.
    pub fn analyse(
        &mut self,
        game: &Game,
        depth: u32,
        lines: usize,
        among: &[Move],
    ) -> Result<Vec<ScoredMove>, EngineError> {
        if game.position().legal_moves().is_empty() {
            return Err(EngineError::NoLegalMove);
        }
        self.send(&format!("setoption name MultiPV value {}", lines.max(1)))?;
        let position = self.position_command(game)?;
        self.send(&position)?;
        let mut go = format!("go depth {depth}");
        if !among.is_empty() {
            go.push_str(" searchmoves");
            for m in among {
                go.push(' ');
                go.push_str(&m.to_uci(self.castling_mode()).to_string());
            }
        }
        self.send(&go)?;
        // An analysis is bounded as a handshake is: in time, lines and bytes.
        let mut said = Said::until(Instant::now() + LONGEST_THINK, "bestmove");
        let mut found: Vec<Option<ScoredMove>> = vec![None; lines.max(1)];
        loop {
            let line = self.next_line(&mut said)?;
            let mut words = line.split_whitespace();
            match words.next() {
                Some("info") => {
                    if let Some((index, scored)) = analysed_line(&line, game.position())
                        && let Some(slot) = found.get_mut(index)
                    {
                        *slot = Some(scored);
                    }
                }
                Some("bestmove") => {
                    let scored: Vec<ScoredMove> = found.into_iter().flatten().collect();
                    // Not one move scored: taken as "nothing lost here" it would judge a whole
                    // game faultless and every puzzle unanswered; it is the engine's failure.
                    if scored.is_empty() {
                        return Err(EngineError::NoLines {
                            program: self.program.clone(),
                        });
                    }
                    return Ok(scored);
                }
                _ => {}
            }
        }
    }

    fn castling_mode(&self) -> CastlingMode {
        if self.chess960 {
            CastlingMode::Chess960
        } else {
            CastlingMode::Standard
        }
    }
}

/// One `info … multipv K … score … pv …` line: its place (from 0) and its first move. Lines
/// that only bound the score, or carry no move, are passed over.
fn analysed_line(line: &str, position: &Chess) -> Option<(usize, ScoredMove)> {
    let words: Vec<&str> = line.split_whitespace().collect();
    if words
        .iter()
        .any(|w| *w == "lowerbound" || *w == "upperbound")
    {
        return None;
    }
    let after = |key: &str| {
        words
            .iter()
            .position(|w| *w == key)
            .and_then(|i| words.get(i + 1))
    };
    let index = after("multipv").map_or(Some(1), |w| w.parse::<usize>().ok())?;
    let depth = after("depth")?.parse().ok()?;
    let score_at = words.iter().position(|w| *w == "score")?;
    let value: i32 = words.get(score_at + 2)?.parse().ok()?;
    let score = match *words.get(score_at + 1)? {
        "cp" => Score::Centipawns(value),
        "mate" => Score::Mate(value),
        _ => return None,
    };
    let uci: UciMove = after("pv")?.parse().ok()?;
    let mv = uci.to_move(position).ok()?;
    Some((index.checked_sub(1)?, ScoredMove { mv, score, depth }))
}

impl Engine for UciEngine {
    fn name(&self) -> String {
        self.name.clone()
    }

    fn new_game(&mut self) -> Result<(), EngineError> {
        self.send("ucinewgame")?;
        self.ready(HANDSHAKE_TIMEOUT)
    }

    fn think(
        &mut self,
        game: &Game,
        limits: &Limits,
        stop: &AtomicBool,
    ) -> Result<Reply, EngineError> {
        if game.position().legal_moves().is_empty() {
            return Err(EngineError::NoLegalMove);
        }
        let position = self.position_command(game)?;
        self.send(&position)?;
        self.send(&go_command(limits))?;
        self.await_move(game, limits, stop)
    }
}

impl Drop for UciEngine {
    /// `quit`, a moment to go, then the process is ended.
    fn drop(&mut self) {
        let _ = self.send("quit");
        let deadline = Instant::now() + Duration::from_millis(500);
        while Instant::now() < deadline {
            if matches!(self.child.try_wait(), Ok(Some(_))) {
                // The engine went; what it started may not have.
                self.helpers.kill();
                return;
            }
            thread::sleep(Duration::from_millis(5));
        }
        self.helpers.kill();
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

impl UciEngine {
    /// The engine's process id (on Unix also its process group's).
    pub fn process_id(&self) -> u32 {
        self.child.id()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn info_lines_give_score_depth_nodes_and_line() {
        let mut info = Info::default();
        info.read(" depth 12 seldepth 15 multipv 1 score cp -35 nodes 12345 nps 1 pv e2e4 e7e5");
        assert_eq!(info.depth, 12);
        assert_eq!(info.nodes, 12345);
        assert_eq!(info.score, Some(Score::Centipawns(-35)));
        assert_eq!(info.pv, ["e2e4", "e7e5"]);
        info.read(" depth 3 score mate -2 pv h7h8");
        assert_eq!(info.score, Some(Score::Mate(-2)));
    }

    #[test]
    fn a_line_too_long_comes_in_marked_pieces_and_the_next_whole() {
        let mut text = "x".repeat(LINE_LONGEST * 2 + 10).into_bytes();
        text.extend_from_slice(b"bestmove e7e5\nbestmove e2e4\r\n");
        let mut reader = std::io::Cursor::new(text);
        let mut continued = false;
        let mut read = || read_line(&mut reader, &mut continued);
        assert_eq!(read(), Some("x".repeat(LINE_LONGEST)));
        assert_eq!(read(), Some(format!("…{}", "x".repeat(LINE_LONGEST))));
        // The end of the long line is no command.
        assert_eq!(read(), Some(format!("…{}bestmove e7e5", "x".repeat(10))));
        assert_eq!(read().as_deref(), Some("bestmove e2e4"));
        assert_eq!(read(), None);
    }

    #[test]
    fn multipv_lines_give_their_place_move_and_score() {
        let start = Chess::default();
        let line = "info depth 14 seldepth 20 multipv 2 score cp -17 nodes 9 nps 1 pv d2d4 d7d5";
        let (index, scored) = analysed_line(line, &start).expect("read");
        assert_eq!(index, 1);
        assert_eq!(scored.depth, 14);
        assert_eq!(scored.score, Score::Centipawns(-17));
        assert_eq!(scored.mv.to_string(), "d2-d4");
        let bound = "info depth 14 multipv 1 score cp 20 lowerbound nodes 9 pv e2e4";
        assert_eq!(analysed_line(bound, &start), None);
        let single = "info depth 3 score mate 2 pv e2e4";
        assert_eq!(analysed_line(single, &start).map(|(i, _)| i), Some(0));
    }

    #[test]
    fn go_commands_carry_every_limit() {
        assert_eq!(
            go_command(&Limits::movetime(Duration::from_millis(250))),
            "go movetime 250"
        );
        assert_eq!(go_command(&Limits::depth(7)), "go depth 7");
        let clock = Limits {
            clock: Some(annabella_core::engine::ClockLimits {
                white: Duration::from_secs(60),
                black: Duration::from_secs(59),
                white_increment: Duration::from_secs(1),
                black_increment: Duration::from_secs(1),
                moves_to_go: Some(20),
            }),
            ..Limits::default()
        };
        assert_eq!(
            go_command(&clock),
            "go wtime 60000 btime 59000 winc 1000 binc 1000 movestogo 20"
        );
    }
}
