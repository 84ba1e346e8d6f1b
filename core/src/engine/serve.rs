//! The built-in engine as a UCI engine (`annabella uci`): any chess program that speaks UCI (a
//! GUI, a tournament manager, another `annabella match`) can play against its levels. This is
//! the protocol only — lines in, lines and orders out; the shell reads standard input and runs
//! the engine on a worker thread.
//!
//! Options: `Level` (1–10), or `UCI_LimitStrength` with `UCI_Elo` (the level whose measured
//! strength is nearest); `UCI_Chess960`.

use shakmaty::{CastlingMode, uci::UciMove};

use super::builtin::Level;
use super::{ClockLimits, EngineError, Limits, Reply, Score};
use crate::rules::{Game, StartPosition};

/// What the shell is to do after a line.
#[derive(Debug)]
pub enum Order {
    /// Write this line to standard output.
    Say(String),
    /// Use the built-in engine at this level from now on (a new engine: its table starts empty).
    UseLevel(Level),
    /// A new game: the engine forgets what it learned.
    NewGame,
    /// Start thinking about `game`.
    Think {
        game: Box<Game>,
        limits: Limits,
    },
    /// Answer now with the best move found so far.
    Stop,
    Quit,
}

pub struct UciServer {
    game: Game,
    chess960: bool,
    level: Level,
    limit_strength: bool,
    elo: u32,
    /// Whether a `go` is unanswered.
    thinking: bool,
    /// A `go infinite` may only answer after `stop`: an answer that comes early waits here.
    infinite: bool,
    held: Option<Result<Reply, EngineError>>,
    /// The last `position` was refused: `go` answers `bestmove 0000` until one is taken, so the
    /// GUI never gets a move for a position it did not send.
    refused: bool,
}

/// A search limited by depth or nodes alone stops after this long at the latest.
pub const LONGEST_SEARCH: std::time::Duration = std::time::Duration::from_secs(60);

impl Default for UciServer {
    fn default() -> UciServer {
        UciServer {
            game: Game::default(),
            chess960: false,
            level: Level::strongest(),
            limit_strength: false,
            elo: Level::strongest().elo(),
            thinking: false,
            infinite: false,
            held: None,
            refused: false,
        }
    }
}

impl UciServer {
    /// The level the engine plays at, as the options set it.
    pub fn level(&self) -> Level {
        if !self.limit_strength {
            return self.level;
        }
        (Level::MIN..=Level::MAX)
            .filter_map(Level::new)
            .min_by_key(|l| l.elo().abs_diff(self.elo))
            .unwrap_or(self.level)
    }

    /// One line from the GUI.
    pub fn read(&mut self, line: &str) -> Vec<Order> {
        let words: Vec<&str> = line.split_whitespace().collect();
        match words.first().copied() {
            Some("uci") => greeting(),
            Some("isready") => vec![Order::Say("readyok".into())],
            Some("ucinewgame") => vec![Order::NewGame],
            Some("setoption") => self.set_option(&words[1..]),
            Some("position") => match self.position(&words[1..]) {
                Ok(game) => {
                    self.game = game;
                    self.refused = false;
                    Vec::new()
                }
                Err(reason) => {
                    // No move is ever named for a position the GUI did not send: the last
                    // good one is not kept in its place.
                    self.refused = true;
                    vec![info_string(&format!(
                        "{reason}; no position now: go answers bestmove 0000 until a position is taken"
                    ))]
                }
            },
            Some("go") if self.refused => vec![
                info_string("the last position was refused: no move for it"),
                Order::Say("bestmove 0000".into()),
            ],
            Some("go") if self.thinking => {
                vec![info_string("already thinking: send stop first")]
            }
            Some("go") => self.go(&words[1..]),
            Some("stop") => self.stop(),
            Some("quit") => vec![Order::Stop, Order::Quit],
            // `debug`, `register`, `ponderhit` and anything unknown: UCI says to ignore them.
            _ => Vec::new(),
        }
    }

    /// The engine answered the last `go`.
    pub fn answered(&mut self, result: Result<Reply, EngineError>) -> Vec<Order> {
        if !self.thinking {
            return Vec::new();
        }
        if self.infinite {
            self.held = Some(result);
            return Vec::new();
        }
        self.thinking = false;
        self.best_move(result)
    }

    fn stop(&mut self) -> Vec<Order> {
        self.infinite = false;
        match self.held.take() {
            Some(result) => {
                self.thinking = false;
                self.best_move(result)
            }
            None if self.thinking => vec![Order::Stop],
            None => Vec::new(),
        }
    }

    fn best_move(&self, result: Result<Reply, EngineError>) -> Vec<Order> {
        let mode = self.game.castling_mode();
        match result {
            Ok(reply) => {
                let mut info = format!("info depth {} ", reply.depth.max(1));
                match reply.score {
                    Some(Score::Centipawns(cp)) => info.push_str(&format!("score cp {cp} ")),
                    Some(Score::Mate(n)) => info.push_str(&format!("score mate {n} ")),
                    None => {}
                }
                info.push_str(&format!("nodes {}", reply.nodes));
                if !reply.pv.is_empty() {
                    info.push_str(" pv");
                    for m in &reply.pv {
                        info.push_str(&format!(" {}", m.to_uci(mode)));
                    }
                }
                vec![
                    Order::Say(info),
                    Order::Say(format!("bestmove {}", reply.mv.to_uci(mode))),
                ]
            }
            // UCI's word for "no move": the game is over in this position.
            Err(EngineError::NoLegalMove) => vec![Order::Say("bestmove 0000".into())],
            Err(error) => vec![
                info_string(&error.to_string()),
                Order::Say("bestmove 0000".into()),
            ],
        }
    }

    fn set_option(&mut self, words: &[&str]) -> Vec<Order> {
        // setoption name NAME… [value VALUE…]; names may hold spaces.
        let text = words.join(" ");
        let Some(rest) = text.strip_prefix("name ") else {
            return vec![info_string("setoption needs a name")];
        };
        let (name, value) = match rest.split_once(" value ") {
            Some((n, v)) => (n.trim(), v.trim()),
            None => (rest.trim(), ""),
        };
        let before = self.level();
        let flag = || value.eq_ignore_ascii_case("true");
        match name.to_ascii_lowercase().as_str() {
            "level" => match value.parse().ok().and_then(Level::new) {
                Some(level) => self.level = level,
                None => return vec![info_string(&format!("no level \"{value}\": 1 to 10"))],
            },
            "uci_limitstrength" => self.limit_strength = flag(),
            "uci_elo" => match value.parse() {
                Ok(elo) => self.elo = elo,
                Err(_) => return vec![info_string(&format!("UCI_Elo is a number, not {value}"))],
            },
            "uci_chess960" => self.chess960 = flag(),
            _ => return vec![info_string(&format!("no option \"{name}\""))],
        }
        if self.level() == before {
            Vec::new()
        } else {
            vec![Order::UseLevel(self.level())]
        }
    }

    /// `position startpos|fen FEN [moves M…]`: the game, moves and all, so the engine sees
    /// repetitions coming.
    fn position(&self, words: &[&str]) -> Result<Game, String> {
        let moves_at = words.iter().position(|w| *w == "moves");
        let (setup, moves) = match moves_at {
            Some(i) => (&words[..i], &words[i + 1..]),
            None => (words, &[][..]),
        };
        let start = match setup {
            ["startpos"] if !self.chess960 => StartPosition::Standard,
            ["startpos"] => StartPosition::Fen {
                fen: shakmaty::fen::Fen::default().to_string(),
                chess960: true,
            },
            ["fen", fen @ ..] if !fen.is_empty() => StartPosition::Fen {
                fen: fen.join(" "),
                chess960: self.chess960,
            },
            _ => return Err(format!("cannot read the position: {}", words.join(" "))),
        };
        let mut game = Game::new(start).map_err(|e| e.to_string())?;
        for text in moves {
            let m = text
                .parse::<UciMove>()
                .ok()
                .and_then(|u| u.to_move(game.position()).ok())
                .ok_or_else(|| format!("move {text} is not legal here"))?;
            // The GUI keeps its own rules: moves after one of FIDE's automatic ends
            // (fivefold repetition, 75 moves) are its to send, and the engine plays on.
            game.play_on(m).map_err(|e| format!("move {text}: {e}"))?;
        }
        Ok(game)
    }

    fn go(&mut self, words: &[&str]) -> Vec<Order> {
        let mut unread = Vec::new();
        let mut number = |name: &str| -> Option<u64> {
            let at = words.iter().position(|w| *w == name)?;
            let value = words
                .get(at + 1)
                .and_then(|v| v.parse::<i64>().ok())
                .map(|v| v.max(0) as u64);
            if value.is_none() {
                unread.push(name.to_string());
            }
            value
        };
        let mut ms = |name: &str| number(name).map(std::time::Duration::from_millis);
        let movetime = ms("movetime");
        let (wtime, btime, winc, binc) = (ms("wtime"), ms("btime"), ms("winc"), ms("binc"));
        let depth = number("depth").map(|d| u32::try_from(d).unwrap_or(u32::MAX));
        let nodes = number("nodes");
        let moves_to_go = number("movestogo").map(|n| u32::try_from(n).unwrap_or(u32::MAX));
        let mut limits = Limits {
            movetime,
            depth,
            nodes,
            clock: None,
        };
        if wtime.is_some() || btime.is_some() {
            limits.clock = Some(ClockLimits {
                white: wtime.unwrap_or_default(),
                black: btime.unwrap_or_default(),
                white_increment: winc.unwrap_or_default(),
                black_increment: binc.unwrap_or_default(),
                moves_to_go,
            });
        }
        let mut said = Vec::new();
        if !unread.is_empty() {
            // A limit named without its number is not "no limit": the search gets a time.
            said.push(info_string(&format!(
                "go {}: no number given; searching {} s at most",
                unread.join(", "),
                LONGEST_SEARCH.as_secs()
            )));
            limits.movetime = limits.movetime.or(Some(LONGEST_SEARCH));
        }
        let infinite = words.contains(&"infinite");
        if !infinite && limits.movetime.is_none() && limits.clock.is_none() {
            // Depth or nodes alone could take hours: a time bound too.
            limits.movetime = Some(LONGEST_SEARCH);
        }
        self.infinite = infinite;
        self.thinking = true;
        self.held = None;
        said.push(Order::Think {
            game: Box::new(self.game.clone()),
            limits,
        });
        said
    }

    /// Whether the game uses Chess960 castling (moves are written king-takes-rook).
    pub fn castling_mode(&self) -> CastlingMode {
        self.game.castling_mode()
    }
}

fn greeting() -> Vec<Order> {
    let lines = [
        format!("id name Annabella {}", env!("CARGO_PKG_VERSION")),
        "id author the Annabella developers".to_string(),
        format!(
            "option name Level type spin default {} min {} max {}",
            Level::MAX,
            Level::MIN,
            Level::MAX
        ),
        "option name UCI_LimitStrength type check default false".to_string(),
        format!(
            "option name UCI_Elo type spin default {} min {} max {}",
            Level::strongest().elo(),
            Level::new(Level::MIN).map_or(0, Level::elo),
            Level::strongest().elo()
        ),
        "option name UCI_Chess960 type check default false".to_string(),
        "uciok".to_string(),
    ];
    lines.into_iter().map(Order::Say).collect()
}

fn info_string(text: &str) -> Order {
    Order::Say(format!("info string {text}"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    fn said(orders: &[Order]) -> Vec<String> {
        orders
            .iter()
            .filter_map(|o| match o {
                Order::Say(line) => Some(line.clone()),
                _ => None,
            })
            .collect()
    }

    fn think(orders: Vec<Order>) -> (Game, Limits) {
        match orders.into_iter().next() {
            Some(Order::Think { game, limits }) => (*game, limits),
            other => panic!("expected a think order, got {other:?}"),
        }
    }

    fn reply(game: &Game, uci: &str) -> Reply {
        let mv = uci
            .parse::<UciMove>()
            .unwrap()
            .to_move(game.position())
            .unwrap();
        Reply {
            mv,
            score: Some(Score::Centipawns(35)),
            depth: 9,
            nodes: 12_345,
            pv: vec![mv],
        }
    }

    #[test]
    fn the_handshake_names_the_engine_and_its_options() {
        let mut server = UciServer::default();
        let lines = said(&server.read("uci"));
        assert!(lines[0].starts_with("id name Annabella "));
        assert!(
            lines
                .iter()
                .any(|l| l.starts_with("option name Level type spin"))
        );
        assert!(lines.iter().any(|l| l.contains("UCI_Elo type spin")));
        assert_eq!(lines.last().map(String::as_str), Some("uciok"));
        assert_eq!(said(&server.read("isready")), ["readyok"]);
    }

    #[test]
    fn a_position_with_moves_is_thought_about_and_answered() {
        let mut server = UciServer::default();
        assert!(server.read("position startpos moves e2e4 e7e5").is_empty());
        let (game, limits) = think(server.read("go wtime 60000 btime 50000 winc 1000 binc 0"));
        assert_eq!(game.plies().len(), 2);
        let clock = limits.clock.expect("clock limits");
        assert_eq!(clock.black, Duration::from_secs(50));
        assert_eq!(clock.white_increment, Duration::from_secs(1));
        assert!(
            server.read("go depth 3").len() == 1,
            "refused while thinking"
        );
        let lines = said(&server.answered(Ok(reply(&game, "g1f3"))));
        assert_eq!(
            lines,
            [
                "info depth 9 score cp 35 nodes 12345 pv g1f3",
                "bestmove g1f3"
            ]
        );
        // A stale answer after that is not a second bestmove.
        assert!(server.answered(Ok(reply(&game, "g1f3"))).is_empty());
    }

    #[test]
    fn go_infinite_answers_only_after_stop() {
        let mut server = UciServer::default();
        let (game, limits) = think(server.read("go infinite"));
        assert_eq!(limits, Limits::default());
        assert!(server.answered(Ok(reply(&game, "e2e4"))).is_empty());
        assert_eq!(said(&server.read("stop")).last().unwrap(), "bestmove e2e4");
        // Stop while thinking asks the engine to answer.
        think(server.read("go movetime 500"));
        assert!(matches!(server.read("stop")[..], [Order::Stop]));
    }

    #[test]
    fn options_choose_the_level() {
        let mut server = UciServer::default();
        let orders = server.read("setoption name Level value 3");
        assert!(matches!(orders[..], [Order::UseLevel(l)] if l.number() == 3));
        server.read("setoption name UCI_Elo value 1120");
        let orders = server.read("setoption name UCI_LimitStrength value true");
        assert!(matches!(orders[..], [Order::UseLevel(l)] if l.elo().abs_diff(1120) <= 50));
        assert!(said(&server.read("setoption name Level value 11"))[0].contains("1 to 10"));
        assert!(said(&server.read("setoption name Hash value 64"))[0].contains("no option"));
    }

    #[test]
    fn chess960_castling_is_written_king_takes_rook() {
        let mut server = UciServer::default();
        server.read("setoption name UCI_Chess960 value true");
        server.read("position fen 4k3/8/8/8/8/8/8/RK5R w HA - 0 1");
        let (game, _) = think(server.read("go depth 1"));
        assert!(game.is_chess960());
        let lines = said(&server.answered(Ok(reply(&game, "b1h1"))));
        assert_eq!(lines.last().unwrap(), "bestmove b1h1");
    }

    #[test]
    fn bad_positions_and_moves_are_told_and_change_nothing() {
        let mut server = UciServer::default();
        server.read("position startpos moves e2e4");
        let lines = said(&server.read("position startpos moves e2e5"));
        assert!(lines[0].starts_with("info string move e2e5"), "{lines:?}");
        let lines = said(&server.read("position fen not a fen"));
        assert!(lines[0].starts_with("info string"), "{lines:?}");
        // A refused position leaves no position: `go` gets no move for another one.
        let lines = said(&server.read("go nodes 1000"));
        assert_eq!(
            lines.last().map(String::as_str),
            Some("bestmove 0000"),
            "{lines:?}"
        );
        server.read("position startpos moves e2e4 e7e5");
        let (game, limits) = think(server.read("go nodes 1000"));
        assert_eq!(game.plies().len(), 2);
        // Nodes alone get a time bound; a limit without its number too, and it is said.
        assert_eq!(limits.movetime, Some(LONGEST_SEARCH));
        let mut server = UciServer::default();
        let orders = server.read("go movetime");
        assert!(
            said(&orders)[0].contains("no number given"),
            "{:?}",
            said(&orders)
        );
        let (_, limits) = think(orders.into_iter().skip(1).collect());
        assert_eq!(limits.movetime, Some(LONGEST_SEARCH));
    }

    /// Finding 11 of the third hardening round: after a fivefold repetition the server said
    /// "no position now" and `bestmove 0000`. The GUI keeps its own rules: the position after
    /// its moves is taken and thought about.
    #[test]
    fn moves_after_a_fivefold_repetition_are_played_on() {
        let mut server = UciServer::default();
        let shuffle = "g1f3 g8f6 f3g1 f6g8 ".repeat(4);
        let line = format!("position startpos moves {shuffle}e2e4");
        assert!(said(&server.read(&line)).is_empty(), "taken without a word");
        let (game, _) = think(server.read("go depth 1"));
        assert_eq!(game.plies().len(), 17);
        let lines = said(&server.answered(Ok(reply(&game, "e7e5"))));
        assert_eq!(lines.last().unwrap(), "bestmove e7e5");
    }

    #[test]
    fn no_move_in_a_finished_game_is_0000() {
        let mut server = UciServer::default();
        server.read("position startpos moves f2f3 e7e5 g2g4 d8h4");
        think(server.read("go movetime 100"));
        let lines = said(&server.answered(Err(EngineError::NoLegalMove)));
        assert_eq!(lines, ["bestmove 0000"]);
    }
}
