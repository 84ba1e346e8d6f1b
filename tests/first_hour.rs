//! The newcomer's first hour (issue 28), played in each shell as a blind player would: start on
//! the defaults, hear the essentials, choose a level, walk the menu bar (the window) or read the
//! board by commands (the terminal), make moves — by the arrows in three keys, typed without
//! German keys ("Laeufer", "schlaegt", "fuenf"), a blocked attempt that is no incident at home,
//! a capture — be asked before leaving (at the terminal: leave, and take the game up again),
//! offer the computer a draw ("(=)" after that move in the PGN), resign after being asked, hear
//! the result in words, go over the game, save it, and start the next one. Two short games with
//! a clock show that the computer answers without a press, and what each verbosity says. The computer is the built-in engine, on its own thread as for a player, so
//! the moves after the first are chosen from the position it leaves: a capture as soon as there
//! is one.
//!
//! Each story also measures what issue 28 asks to be measured: the speech from launch to the
//! first own move (characters, and seconds at 14 characters a second, the rate the issue's
//! figures use), the keys to choose a level, and the length of the first help.

use crate::common::{self, window::Window};

use std::{
    io::Write,
    path::PathBuf,
    sync::{Arc, Mutex, mpsc},
    thread,
    time::Duration,
};

use annabella::{
    devices::audio::RecordingEarcons,
    devices::speech::{RecordingSpeaker, Voice},
    driver::{Begin, Output, Recorder, Said, Time},
    shells::terminal::Outputs,
    shells::window::App,
};
use annabella_core::session::{IncidentKind, Session, Setup, script::Script};
use eframe::egui::{ViewportEvent, ViewportId, accesskit::Role};
use egui_kittest::kittest::{Queryable, by};
use shakmaty::{Chess, Color, Move, Position, Square, san::San};

/// Speech at about 14 characters a second (issue 28: 3,192 characters, about 3.8 minutes).
const CHARS_PER_SECOND: f64 = 14.0;

fn temp_dir(name: &str) -> PathBuf {
    common::data_dir(&format!("first-hour-{name}"))
}

/// White's next move in `position`: a capture when there is one, else the first quiet move.
fn next_move(position: &Chess) -> (Move, bool) {
    let moves = position.legal_moves();
    match moves.iter().find(|m| m.is_capture()) {
        Some(capture) => (*capture, true),
        None => (moves[0], false),
    }
}

fn san(position: &Chess, m: Move) -> String {
    San::from_move(position, m).to_string()
}

/// A capture as a player without German keys types it in the Appendix D words: "Bauer Eva vier
/// schlaegt David fuenf".
fn in_words(m: Move) -> String {
    const FILES: [&str; 8] = [
        "Anna", "Bella", "Caesar", "David", "Eva", "Felix", "Gustav", "Hector",
    ];
    const RANKS: [&str; 8] = [
        "eins", "zwei", "drei", "vier", "fuenf", "sechs", "sieben", "acht",
    ];
    let square = |s: Square| format!("{} {}", FILES[s.file() as usize], RANKS[s.rank() as usize]);
    let piece = match m.role() {
        shakmaty::Role::King => "Koenig",
        shakmaty::Role::Queen => "Dame",
        shakmaty::Role::Rook => "Turm",
        shakmaty::Role::Bishop => "Laeufer",
        shakmaty::Role::Knight => "Springer",
        shakmaty::Role::Pawn => "Bauer",
    };
    let from = m.from().map(square).unwrap_or_default();
    let mut words = format!("{piece} {from} schlaegt {}", square(m.to()));
    if m.promotion().is_some() {
        words.push_str(" Dame");
    }
    words
}

/// A square in the Appendix D words: "Cäsar fünf".
fn fide_square(square: Square) -> String {
    const FILES: [&str; 8] = [
        "Anna", "Bella", "Cäsar", "David", "Eva", "Felix", "Gustav", "Hector",
    ];
    const RANKS: [&str; 8] = [
        "eins", "zwei", "drei", "vier", "fünf", "sechs", "sieben", "acht",
    ];
    format!(
        "{} {}",
        FILES[square.file() as usize],
        RANKS[square.rank() as usize]
    )
}

/// The game's journal in `dir` (the one game there).
fn journal_in(dir: &std::path::Path) -> PathBuf {
    std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .find(|p| p.extension().is_some_and(|e| e == "jsonl"))
        .unwrap_or_else(|| panic!("no journal in {}", dir.display()))
}

/// The PGN file `said` ("The scoresheet is saved in DIR as NAME: pgn, txt, …") names.
fn saved_pgn(said: &str) -> String {
    let (dir, rest) = said
        .split("The scoresheet is saved in ")
        .nth(1)
        .and_then(|rest| rest.split_once(" as "))
        .unwrap_or_else(|| panic!("no folder in {said}"));
    let (name, kinds) = rest
        .split_once(": ")
        .unwrap_or_else(|| panic!("no name in {said}"));
    assert!(kinds.split(", ").any(|k| k == "pgn"), "no PGN in {said}");
    std::fs::read_to_string(std::path::Path::new(dir).join(format!("{name}.pgn"))).unwrap()
}

/// The draw offer's "(=)" stands right after the move it was made with (§9.1.2.3).
fn assert_draw_offer_after(pgn: &str, offering: &str) {
    let at = pgn.find("(=)").unwrap_or_else(|| panic!("no (=) in {pgn}"));
    let comment = pgn[..at].rfind('{').unwrap();
    let before = pgn[..comment].split_whitespace().last().unwrap_or_default();
    // The PGN's SAN carries the check or mate sign; `offering` is the plain SAN.
    assert_eq!(before.trim_end_matches(['+', '#']), offering, "{pgn}");
}

fn seconds(chars: usize) -> f64 {
    chars as f64 / CHARS_PER_SECOND
}

// ---- the window -------------------------------------------------------------------------------

impl Window {
    /// Types `text` in the move field (Tab took the focus there) and presses Enter.
    fn type_move(&mut self, text: &str) {
        self.harness.get(by().role(Role::TextInput)).type_text(text);
        self.harness.run();
        self.keys("Enter");
    }

    /// Frames until the computer has answered (or the game is over).
    fn await_computer(&mut self) {
        self.until("the computer's answer", |w| {
            let session = w.session();
            let white = session.game().position().turn() == Color::White;
            session.result().is_some() || (white && session.engine_thinking().is_none())
        });
    }

    /// The window asked to close (Alt+F4, the title bar).
    fn close(&mut self) {
        self.harness
            .input_mut()
            .viewports
            .entry(ViewportId::ROOT)
            .or_default()
            .events
            .push(ViewportEvent::Close);
        self.harness.run();
    }
}

#[test]
fn the_newcomers_first_hour_in_the_window() {
    let games = temp_dir("window");
    let (app, speaker, earcons) = common::window::on_new_game(Some(games.clone()));
    let mut w = Window::over(app, speaker, earcons);

    // Launch: the new-game dialog says how it works and its first field, the computer.
    assert_eq!(
        w.said(),
        ["New game. Enter starts it; Tab and the arrows change it. Opponent: the computer, 1 of 5"]
    );
    // A level in three keys, each value heard as it changes: Tab to the level, 2, Enter.
    w.walk(&[
        (
            "Tab",
            "Level: level 5, club player, about 1400 Elo, 5 of 10",
        ),
        ("2", "Level 2, novice, about 750 Elo, 2 of 10"),
        ("Enter", "Game on: you play White. F1 or h for the keys."),
    ]);
    let computer = w.session().setup().computer.clone().unwrap();
    assert_eq!(computer.color, Color::Black);
    assert_eq!(computer.engine.to_string(), "builtin:2");
    // Launch to the first own move, on the defaults: the dialog's opening and the greeting.
    let first = w.said()[0].len() + w.said().last().unwrap().len();
    eprintln!(
        "window: launch to the first move {first} characters, {:.1} s; level 2 in 3 keys",
        seconds(first)
    );
    assert!(seconds(first) <= 10.0, "{first} characters");

    // The essentials for the moment, under 600 characters, nothing of the arbiter.
    w.keys("F1");
    let help = w.said().last().unwrap().clone();
    eprintln!("window: first help {} characters", help.len());
    assert!(help.len() <= 600, "{help}");
    assert!(help.starts_with("White to move."), "{help}");
    assert!(!help.contains("arbiter"), "{help}");

    // The menu bar: each item with its shortcut, each menu named as Right reaches it. F1 says
    // how to walk it; the view keys work with it open and say what they did.
    w.keys("F10");
    assert_eq!(
        w.said().last().unwrap(),
        "Game menu: a new game: the new-game dialog, Ctrl+n, 1 of 8"
    );
    w.keys("Right");
    let board_menu = w.said().last().unwrap().clone();
    assert!(board_menu.starts_with("Board menu: "), "{board_menu}");
    assert!(board_menu.contains(", Ctrl+"), "{board_menu}");
    w.keys("F1");
    assert!(
        w.said()
            .last()
            .unwrap()
            .starts_with("In the menu bar: Left and Right"),
        "{:?}",
        w.said().last()
    );
    let zoom = w.harness.state().look().zoom;
    w.keys("Ctrl+plus");
    assert_eq!(w.said().last().unwrap(), "Zoom 125 percent.");
    assert!(w.harness.state().look().zoom > zoom);
    w.keys("Ctrl+minus");
    w.keys("F11");
    assert!(w.harness.state().look().full_screen);
    assert_eq!(w.said().last().unwrap(), "Full screen.");
    w.keys("F11");
    // One board at home: the layout key says there is nothing to lay out.
    w.keys("F4");
    assert_eq!(
        w.said().last().unwrap(),
        "There is only the game: no player keeps a board beside the app."
    );
    assert!(w.harness.state().menu_open());
    w.keys("Escape");
    assert_eq!(w.said().last().unwrap(), "Menu closed.");

    // The board read: the whole of it, then the square under the cursor (e2).
    w.keys("Ctrl+b");
    assert!(
        w.said()
            .last()
            .unwrap()
            .starts_with("White, 16 pieces: König Eva eins. Dame David eins."),
        "{:?}",
        w.said().last()
    );
    w.keys("s");
    assert_eq!(w.said().last().unwrap(), "Eva zwei, white Bauer");

    // The first move by the arrows, three keys (lift, up, place): at home placing the piece
    // makes the move, and the computer answers at once, its move attributed.
    w.keys("Enter Up Enter");
    let plies = w.session().game().plies();
    assert_eq!(
        plies.first().map(|p| p.san.to_string()).as_deref(),
        Some("e3"),
        "{:?}",
        w.said()
    );
    w.await_computer();
    assert!(
        w.said()
            .iter()
            .any(|line| line.starts_with("The computer plays ")),
        "{:?}",
        w.said()
    );

    // A blocked attempt, typed without German keys: the rook cannot pass its own pawn, and
    // the answer says which.
    w.keys("Tab");
    w.type_move("Turm Hector drei");
    let refusal = w.said().last().unwrap().clone();
    assert!(
        refusal.ends_with("In the way: white Bauer on Hector zwei."),
        "{refusal}"
    );
    assert_eq!(w.session().game().plies().len(), 2);
    // A typo is said back as not understood; neither is an incident at home.
    w.type_move("Sprnger Felix drei");
    let typo = w.said().last().unwrap().clone();
    assert!(typo.contains("Sprnger"), "{typo}");
    assert_eq!(w.session().game().plies().len(), 2);
    assert_eq!(illegal_attempts(w.session()), 0);

    // A move in the Appendix D words, written without umlauts.
    w.type_move("Laeufer Caesar vier");
    let plies = w.session().game().plies();
    assert_eq!(
        plies.get(2).map(|p| p.san.to_string()).as_deref(),
        Some("Bc4"),
        "{:?}",
        w.said()
    );
    w.await_computer();

    // Moves until one takes something: the capture names what it took.
    let mut captured = false;
    for _ in 0..40 {
        if w.session().result().is_some() {
            break;
        }
        let position = w.session().game().position().clone();
        let (m, capture) = next_move(&position);
        let from = w.said().len();
        let typed = if capture {
            in_words(m)
        } else {
            san(&position, m)
        };
        w.type_move(&typed);
        if capture {
            let told = w.since(from).join(" / ");
            assert!(told.contains("Taken: black "), "{typed}: {told}");
            captured = true;
        }
        w.await_computer();
        if captured {
            break;
        }
    }
    assert!(captured || w.session().result().is_some(), "{:?}", w.said());

    // Leaving is asked first: the window's close is cancelled until it is asked again.
    if w.session().result().is_none() {
        w.close();
        assert!(
            w.said().last().unwrap().starts_with("Leave the game?"),
            "{:?}",
            w.said().last()
        );
    }

    // A draw offered with the next move: the computer answers it by its judgement.
    let mut offered_with = None;
    if w.session().result().is_none() {
        w.keys("Ctrl+d");
        let position = w.session().game().position().clone();
        let (m, _) = next_move(&position);
        let from = w.said().len();
        offered_with = Some(san(&position, m));
        w.type_move(&san(&position, m));
        w.await_computer();
        let told = w.since(from).join(" / ");
        assert!(
            told.contains("The computer accepts the draw")
                || told.contains("The computer declines the draw")
                || w.session().result().is_some(),
            "{told}"
        );
    }

    // Resigning asks first; the second press ends the game, the result said in words.
    if w.session().result().is_none() {
        w.keys("Ctrl+Shift+r");
        assert_eq!(
            w.said().last().unwrap(),
            "White resigns? Press again to resign."
        );
        assert!(w.session().result().is_none());
        w.keys("Ctrl+Shift+r");
        let told = w.said().join(" ");
        assert!(told.contains("Black wins"), "{told}");
    }
    assert!(w.session().result().is_some(), "{:?}", w.said());
    let told = w.said().join(" ");
    assert!(!told.contains("nil") && !told.contains("0-1"), "{told}");

    // Going over the game, saving it, and the next game.
    w.keys("Ctrl+Left");
    assert!(
        w.said().last().unwrap().contains(". Black: ")
            || w.said().last().unwrap().contains(". White: "),
        "{:?}",
        w.said().last()
    );
    w.keys("Ctrl+Shift+e");
    let saved = w
        .said()
        .into_iter()
        .find(|line| line.contains("The scoresheet is saved in"))
        .unwrap_or_else(|| panic!("{:?}", w.said()));
    if let Some(offering) = offered_with {
        assert_draw_offer_after(&saved_pgn(&saved), &offering);
    }
    w.keys("Ctrl+n");
    assert!(w.harness.state().new_game_open());
    w.keys("Enter");
    assert_eq!(
        w.said().last().unwrap(),
        "Game on: you play White. F1 or h for the keys."
    );
    assert!(w.session().game().plies().is_empty());
    let _ = std::fs::remove_dir_all(&games);
}

// ---- the terminal -----------------------------------------------------------------------------

/// The terminal's screen, as the player's screen reader reads it.
#[derive(Clone, Default)]
struct Screen(Arc<Mutex<String>>);

impl Write for Screen {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        self.0
            .lock()
            .unwrap()
            .push_str(&String::from_utf8_lossy(buf));
        Ok(buf.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

/// The game as the terminal last showed it.
#[derive(Clone)]
struct Shown {
    position: Chess,
    over: bool,
    illegal_attempts: usize,
    /// Whose clock runs.
    running: Option<Color>,
}

#[derive(Clone, Default)]
struct Board(Arc<Mutex<Option<Shown>>>);

impl Output for Board {
    fn said(&mut self, _said: &Said) {}

    fn shown(&mut self, session: &Session) {
        *self.0.lock().unwrap() = Some(Shown {
            position: session.game().position().clone(),
            over: session.result().is_some(),
            illegal_attempts: illegal_attempts(session),
            running: session.clock().active(),
        });
    }
}

/// The attempts the incident log holds as not legal.
fn illegal_attempts(session: &Session) -> usize {
    session
        .incidents()
        .iter()
        .filter(|i| matches!(i.kind, IncidentKind::IllegalAttempt { .. }))
        .count()
}

struct Terminal {
    typing: Option<mpsc::Sender<String>>,
    screen: Screen,
    heard: Recorder,
    board: Board,
    running: Option<thread::JoinHandle<Screen>>,
}

impl Terminal {
    fn start(begin: Begin) -> Terminal {
        let (screen, heard, board) = (Screen::default(), Recorder::new(), Board::default());
        let (recorder, shown) = (heard.clone(), board.clone());
        let outputs = move || Outputs {
            more: vec![Box::new(recorder), Box::new(shown)],
            ..Outputs::default()
        };
        let (typing, running) =
            common::driving::terminal_on_a_thread(begin, screen.clone(), outputs);
        let mut terminal = Terminal {
            typing: Some(typing),
            screen,
            heard,
            board,
            running: Some(running),
        };
        terminal.await_prompt((0, 0));
        terminal
    }

    fn said(&self) -> Vec<String> {
        self.heard.texts()
    }

    fn prompts(&self) -> usize {
        self.screen.0.lock().unwrap().matches("White> ").count()
    }

    fn position(&self) -> (Chess, bool) {
        let shown = self.shown();
        (shown.position, shown.over)
    }

    fn shown(&self) -> Shown {
        self.board.0.lock().unwrap().clone().unwrap()
    }

    /// How many times the terminal has asked for White's line, and said what comes after the
    /// game: counted before a line is typed, so that its answer is not missed.
    fn asked(&self) -> (usize, usize) {
        let over = self
            .said()
            .iter()
            .filter(|l| l.starts_with("What now?"))
            .count();
        (self.prompts(), over)
    }

    /// Until the terminal asks for White's next line, or says what comes after the game, once
    /// more than `before` (from [`Terminal::asked`]).
    fn await_prompt(&mut self, before: (usize, usize)) {
        let came = common::eventually(|| {
            let now = self.asked();
            now.0 > before.0 || now.1 > before.1
        });
        assert!(came, "no prompt: {}", self.screen.0.lock().unwrap());
    }

    fn send(&self, line: &str) {
        self.typing
            .as_ref()
            .unwrap()
            .send(line.to_string())
            .unwrap();
    }

    /// Types `line` in the game and waits for the answer: White's next prompt (after the
    /// computer's move), or what comes after the game when the line ends it.
    fn type_line(&mut self, line: &str) -> Vec<String> {
        assert!(
            !self.position().1,
            "{line:?} after the game: see `after_the_game`"
        );
        let (before, from) = (self.asked(), self.said().len());
        self.send(line);
        self.await_prompt(before);
        self.said()[from..].to_vec()
    }

    /// Types `line` once the game is over (its prompt, "What now> ", is not counted) and waits until a line said
    /// since is `expected`'s: the answer, which is said at once, with what it tells.
    fn after_the_game(
        &mut self,
        line: &str,
        what: &str,
        expected: impl Fn(&str) -> bool,
    ) -> Vec<String> {
        let from = self.said().len();
        self.send(line);
        let came = common::eventually(|| self.said()[from..].iter().any(|l| expected(l)));
        assert!(
            came,
            "{line:?} never told {what}: {:#?}",
            &self.said()[from..]
        );
        self.said()[from..].to_vec()
    }

    /// Types the line that leaves, and waits until the terminal has ended.
    fn leave(&mut self, line: &str) {
        self.typing
            .as_ref()
            .unwrap()
            .send(line.to_string())
            .unwrap();
        self.running.take().unwrap().join().unwrap();
        drop(self.typing.take());
    }

    fn finish(mut self) {
        drop(self.typing.take());
        self.running.take().unwrap().join().unwrap();
    }
}

#[test]
fn the_newcomers_first_hour_at_the_terminal() {
    let games = temp_dir("terminal");
    // `annabella play --computer black --level 2 --lang en`: the level is chosen on the
    // command line, the rest are the defaults.
    let setup: Setup = Script::parse("lang en\ncomputer black builtin:2")
        .unwrap()
        .setup;
    let session = Session::new(setup).unwrap();
    let mut t = Terminal::start(Begin::journaled(session, &games));

    // Launch to the first own move: the greeting, with who the computer is.
    let greeting = t.said().join(" ");
    eprintln!(
        "terminal: launch to the first move {} characters, {:.1} s",
        greeting.len(),
        seconds(greeting.len())
    );
    assert!(greeting.contains("You play White."), "{greeting}");
    assert!(greeting.contains("/help for the commands."), "{greeting}");
    assert!(
        greeting.contains("The computer plays Black: level 2"),
        "{greeting}"
    );
    assert!(seconds(greeting.len()) <= 10.0, "{greeting}");

    // The essentials, then everything: the readings' places in the player's words, no key.
    let help = t.type_line("/help").join(" ");
    eprintln!("terminal: first help {} characters", help.len());
    assert!(help.len() <= 600, "{help}");
    assert!(help.contains("/board"), "{help}");
    assert!(!help.contains("F1") && !help.contains("Enter"), "{help}");
    let all = t.type_line("/help all").join(" ");
    for reading in [
        "/pieces white Springer",
        "/diagonals c4",
        "/captures d4",
        "/attackers e5",
    ] {
        assert!(all.contains(reading), "{reading}: {all}");
    }
    assert!(!all.contains("F1") && !all.contains("Ctrl+"), "{all}");

    // The board read in words: the whole of it, a square, a side's pieces of a kind (typed as
    // the help writes it, or in English), a piece's moves, the diagonals, the captures.
    let board = t.type_line("/board").join(" ");
    assert!(
        board.starts_with("White, 16 pieces: König Eva eins. Dame David eins."),
        "{board}"
    );
    for (line, answer) in [
        ("/square e2", "Eva zwei, white Bauer"),
        (
            "/pieces black knight",
            "Black Springer: Bella acht, Gustav acht",
        ),
        (
            "/pieces black Springer",
            "Black Springer: Bella acht, Gustav acht",
        ),
        (
            "/moves Gustav eins",
            "White Springer Gustav eins: Felix drei, Hector drei",
        ),
        (
            "/diagonals c4",
            "Diagonal Anna zwei to Gustav acht: white Bauer Anna zwei, black Bauer Felix sieben, \
             black Springer Gustav acht. Diagonal Felix eins to Anna sechs: white Läufer Felix \
             eins, white Bauer Eva zwei",
        ),
        (
            "/captures Gustav eins",
            "White Springer Gustav eins can capture nothing.",
        ),
        // A side and a piece written without German keys.
        ("/pieces weiss Koenig", "White König: Eva eins"),
    ] {
        assert_eq!(t.type_line(line).join(" "), answer, "{line}");
    }

    // The computer's judgement, asked twice: each answer says once that it is looking.
    for _ in 0..2 {
        let judged = t.type_line("/eval");
        let looking = judged
            .iter()
            .filter(|l| l.contains("Looking at the position."))
            .count();
        assert_eq!(looking, 1, "{judged:?}");
        assert!(judged.join(" ").contains("Best move: "), "{judged:?}");
    }

    // A blocked attempt, typed without German keys: the queen cannot pass her own pawn, and
    // the answer says which. At home neither it nor a typo is an incident.
    let blocked = t.type_line("Dame Hector fuenf").join(" ");
    assert!(
        blocked.ends_with("In the way: white Bauer on Eva zwei."),
        "{blocked}"
    );
    let typo = t.type_line("Sprnger Felix drei").join(" ");
    assert!(typo.contains("Sprnger"), "{typo}");
    assert_eq!(t.shown().illegal_attempts, 0);

    // The first moves in the Appendix D words, written without umlauts; the computer answers
    // at once, its move attributed.
    let first = t.type_line("Bauer Eva vier").join(" / ");
    assert!(first.starts_with("Bauer Eva vier"), "{first}");
    assert!(first.contains("The computer plays "), "{first}");
    let second = t.type_line("Laeufer Caesar vier").join(" / ");
    assert!(second.starts_with("Läufer Cäsar vier"), "{second}");

    // Moves until one takes something, typed with "schlaegt": the capture names what it took.
    let mut captured = false;
    for _ in 0..40 {
        let (position, over) = t.position();
        if over {
            break;
        }
        let (m, capture) = next_move(&position);
        let typed = if capture {
            // What the piece can take, read first.
            let from = m.from().unwrap().to_string();
            let captures = t.type_line(&format!("/captures {from}")).join(" ");
            assert!(captures.contains(&fide_square(m.to())), "{captures}");
            in_words(m)
        } else {
            san(&position, m)
        };
        let told = t.type_line(&typed).join(" / ");
        if capture {
            assert!(told.contains("Taken: black "), "{typed}: {told}");
            captured = true;
            break;
        }
    }
    assert!(captured || t.position().1, "{:?}", t.said());

    // Leaving is asked first, in the terminal's words; the second /quit leaves, and the game
    // is taken up again where it stood.
    if !t.position().1 {
        let asked = t.type_line("/quit").join(" ");
        assert_eq!(
            asked,
            "Leave the game? It stays saved and can be taken up again. /quit again leaves."
        );
        t.leave("/quit");
        t = Terminal::start(Begin::taken_up(&journal_in(&games), Vec::new()).unwrap());
        let taken_up = t.said().join(" ");
        assert!(
            taken_up.starts_with("The game is taken up again where it stood: White to move"),
            "{taken_up}"
        );
    }

    // A draw offered with the next move, answered by the computer's judgement.
    let mut offered_with = None;
    if !t.position().1 {
        let offered = t.type_line("/draw").join(" ");
        assert!(offered.contains("next move"), "{offered}");
        let (position, _) = t.position();
        let (m, _) = next_move(&position);
        let told = t.type_line(&san(&position, m)).join(" / ");
        assert!(
            told.contains("The computer accepts the draw")
                || told.contains("The computer declines the draw")
                || t.position().1,
            "{told}"
        );
        offered_with = Some(san(&position, m));
    }
    // Resigning asks first, in the terminal's words.
    if !t.position().1 {
        let asked = t.type_line("/resign").join(" ");
        assert_eq!(asked, "White resigns? /resign again resigns.");
        assert!(!t.position().1, "{asked}");
        let resigned = t.type_line("/resign").join(" ");
        assert!(resigned.contains("Black wins"), "{resigned}");
    }
    assert!(t.position().1, "{:?}", t.said());
    // The result in words, not in figures read aloud.
    let told = t.said().join(" ");
    assert!(
        told.contains("Black wins") || told.contains("White wins") || told.contains("Draw"),
        "{told}"
    );
    assert!(!told.contains("nil") && !told.contains("0-1"), "{told}");
    assert!(
        t.said()
            .iter()
            .any(|l| l.starts_with("What now? Type review")),
        "{:?}",
        t.said()
    );

    // After the game the terminal stays: going over it, saving it, and the next game.
    let reviewed = t
        .after_the_game("review", "the moves", |l| {
            l.contains(". Black: ") || l.contains(". White: ")
        })
        .join(" ");
    assert!(
        reviewed.contains(". Black: ") || reviewed.contains(". White: "),
        "{reviewed}"
    );
    let saved = t
        .after_the_game("export", "where it is saved", |l| {
            l.contains("The scoresheet is saved in")
        })
        .join(" ");
    assert!(saved.contains("The scoresheet is saved in"), "{saved}");
    // The terminal shows that it waits after the game too (issue 38, point 10).
    let waits = common::eventually(|| t.screen.0.lock().unwrap().contains("What now> "));
    assert!(waits, "{}", t.screen.0.lock().unwrap());
    if let Some(offering) = offered_with {
        assert_draw_offer_after(&saved_pgn(&saved), &offering);
    }
    let before = t.asked();
    t.send("new");
    t.await_prompt(before);
    assert!(!t.position().1);
    assert!(t.position().0.board() == Chess::default().board());
    assert_eq!(t.type_line("/turn").join(" "), "White to move, move 1.");
    t.finish();
    let _ = std::fs::remove_dir_all(&games);
}

// ---- a clock, and how much follows a move ---------------------------------------------------

/// What is said from the player's first move (e4) to the computer's answer, in a home game with
/// a clock of 5 minutes and `verbosity`, in the window and at the terminal; and whether the
/// player's clock runs again after the answer, nobody having pressed it.
fn first_answer(verbosity: &str) -> [(Vec<String>, bool); 2] {
    let script =
        format!("lang en\ntime 5+3\ncomputer black builtin:1 depth 1\nverbosity {verbosity}");
    let session = || Session::new(Script::parse(&script).unwrap().setup).unwrap();

    let (speaker, earcons) = (RecordingSpeaker::default(), RecordingEarcons::new());
    let app = App::new(
        session(),
        Voice::new(Box::new(speaker.clone())),
        Box::new(earcons.clone()),
        Time::Manual(Duration::ZERO),
        false,
    );
    let mut w = Window::over(app, speaker, earcons);
    w.keys("Tab");
    let from = w.said().len();
    w.type_move("e4");
    w.await_computer();
    assert_eq!(w.session().game().plies().len(), 2, "{:?}", w.said());
    let window_running = w.session().clock().active() == Some(Color::White);
    let window = (w.since(from), window_running);

    let mut t = Terminal::start(Begin::unjournaled(session()));
    let mut told = t.type_line("e4");
    // A missing sound card is told when the sound thread finds it, which may be in the middle
    // of the answer (without a sound server, as in a bare `cargo test`): not the verbosity's.
    told.retain(|l| !l.starts_with("No sound: "));
    let terminal_running = t.shown().running == Some(Color::White);
    t.finish();
    [window, (told, terminal_running)]
}

#[test]
fn at_home_with_a_clock_the_computer_answers_without_a_press() {
    for (shell, (told, running)) in ["window", "terminal"].iter().zip(first_answer("normal")) {
        let told = told.join(" / ");
        assert!(told.contains("The computer plays "), "{shell}: {told}");
        assert!(running, "{shell}: White's clock is not running: {told}");
        assert!(!told.contains("to move"), "{shell}: {told}");
    }
}

#[test]
fn the_verbosity_setting_changes_what_follows_a_move() {
    for (shell, (told, _)) in ["window", "terminal"].iter().zip(first_answer("brief")) {
        let told = told.join(" / ");
        assert!(!told.contains("The computer plays "), "{shell}: {told}");
        assert!(!told.contains("to move"), "{shell}: {told}");
        assert!(told.starts_with("Bauer Eva vier"), "{shell}: {told}");
    }
    for (shell, (told, _)) in ["window", "terminal"].iter().zip(first_answer("full")) {
        let told = told.join(" / ");
        assert!(told.contains("The computer plays "), "{shell}: {told}");
        assert!(told.contains("Black to move, "), "{shell}: {told}");
        assert!(told.contains("White to move, "), "{shell}: {told}");
        assert!(told.ends_with(" left."), "{shell}: {told}");
    }
}
