//! The braille display against a real BRLTTY whose display is a virtual one
//! (`tools/braille-check`, which needs `apt-get install -y brltty`; `scripts/setup --tests` puts
//! it there): the app talks BrlAPI to it as to a display on the desk, and these tests read back
//! its cells and press its keys — routing keys, panning, line keys, the braille keyboard.
//!
//! `Table` does what the driver does for a game: the display's keys go to the session, the
//! session's words and looks come back to the display, the computer thinks on its thread.

use std::{
    io::Read,
    net::TcpListener,
    path::PathBuf,
    process::{Command, Stdio},
    sync::{Arc, Mutex, mpsc},
    time::{Duration, Instant},
};

use annabella::{
    devices::braille::{BrailleDisplay, Server},
    driver::{Driver, Output, Said, Time},
    stores::settings::braille::{BrailleSettings, Use},
};
use annabella_core::{
    braille::cells::{Feel, PieceLetters, read_square_cell},
    session::{Computer, Input, PlayerSetup, Session, Setup},
    ui_text::{UiLanguage, UiText},
    vocab::VocabId,
};
use shakmaty::{Board, Color, File, Position, Rank, Square};

use crate::common::{self, PATIENCE, eventually};

/// A private BRLTTY with a virtual display, stopped when dropped.
struct VirtualDisplay {
    dir: String,
    host: String,
}

fn run_sh() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tools/braille-check/run.sh")
}

impl VirtualDisplay {
    fn start(options: &[&str]) -> VirtualDisplay {
        let out = Command::new(run_sh())
            .arg("start")
            .args(options)
            .output()
            .expect("tools/braille-check/run.sh runs");
        assert!(
            out.status.success(),
            "the virtual braille display did not start (apt-get install -y brltty): {}",
            String::from_utf8_lossy(&out.stderr)
        );
        let exports = String::from_utf8_lossy(&out.stdout).to_string();
        let value = |name: &str| {
            exports
                .lines()
                .find_map(|l| l.strip_prefix(&format!("export {name}=")))
                .map(|v| v.trim_matches('\'').to_string())
                .unwrap_or_else(|| panic!("run.sh start exported no {name}: {exports}"))
        };
        VirtualDisplay {
            dir: value("BRAILLE_CHECK_DIR"),
            host: value("BRLAPI_HOST"),
        }
    }

    fn server(&self) -> Server {
        Server {
            host: Some(self.host.clone()),
            auth: Some("none".into()),
        }
    }

    /// The characters on the display, trailing blanks cut.
    fn text(&self) -> String {
        std::fs::read_to_string(format!("{}/text", self.dir))
            .unwrap_or_default()
            .trim_end()
            .to_string()
    }

    /// BRLTTY's log (what it was told and did), for a failure's message.
    fn log(&self) -> String {
        std::fs::read_to_string(format!("{}/brltty.log", self.dir)).unwrap_or_default()
    }

    /// Waits until the cells show what `wanted` accepts (an app of its own writes them);
    /// their text. Fails naming `what`, with BRLTTY's log, after `PATIENCE`.
    fn until(&self, what: &str, wanted: impl Fn(&str) -> bool) -> String {
        let mut text = String::new();
        let came = eventually(|| {
            text = self.text();
            wanted(&text)
        });
        assert!(
            came,
            "never {what}; the display shows {text:?}; BRLTTY's log:\n{}",
            self.log()
        );
        text
    }

    /// Presses a key: `route 5`, `pan-right`, `type e4`, `enter`, `line-up` …
    fn press(&self, command: &str) {
        let mut words = command.split(' ');
        let verb = words.next().unwrap_or_default();
        let rest: Vec<&str> = words.collect();
        let mut args = vec![verb.to_string()];
        if !rest.is_empty() {
            args.push(rest.join(" "));
        }
        let status = Command::new(run_sh())
            .args(&args)
            .env("BRAILLE_CHECK_DIR", &self.dir)
            .status()
            .expect("run.sh runs");
        assert!(
            status.success(),
            "the display's key {command} was not pressed"
        );
    }
}

impl Drop for VirtualDisplay {
    fn drop(&mut self) {
        let _ = Command::new(run_sh())
            .arg("stop")
            .env("BRAILLE_CHECK_DIR", &self.dir)
            .status();
    }
}

/// The display, shared: the driver feeds it, the test asks it what it wrote.
#[derive(Clone)]
struct Shared(Arc<Mutex<BrailleDisplay>>);

impl Shared {
    fn with<T>(&self, f: impl FnOnce(&mut BrailleDisplay) -> T) -> T {
        f(&mut self.0.lock().expect("the display"))
    }
}

impl Output for Shared {
    fn said(&mut self, said: &Said) {
        self.with(|d| d.said(said));
    }
    fn cue(&mut self, cue: &annabella_core::clock::cues::HeardCue) {
        self.with(|d| d.cue(cue));
    }
    fn shown(&mut self, session: &Session) {
        self.with(|d| d.shown(session));
    }
    fn inputs(&mut self) -> Vec<Input> {
        self.with(|d| d.inputs())
    }
    fn focus(&mut self, focused: bool) {
        self.with(|d| d.focus(focused));
    }
    fn set_window(&mut self, window: u32) {
        self.with(|d| d.set_window(window));
    }
    fn take_notice(&mut self) -> Option<String> {
        self.with(|d| d.take_notice())
    }
    fn set_waker(&mut self, waker: annabella::devices::speech::Waker) {
        self.with(|d| d.set_waker(waker));
    }
}

/// What a finger feels on each of the eight squares of a board's line ("2 ⡏⡏⡏…", English
/// letters).
fn feels(text: &str) -> Vec<Feel> {
    let letters = PieceLetters::of(UiText::get(UiLanguage::En));
    let cells: Vec<Feel> = text
        .chars()
        .skip(2)
        .take(8)
        .map(|c| read_square_cell(c, &letters).expect("a square's cell").0)
        .collect();
    assert_eq!(cells.len(), 8, "a board's line: {text}");
    cells
}

/// A game with a braille display and nothing else — no speech, no keyboard — run by the
/// driver as a shell runs it: the display's keys, the engine's answers, the time.
struct Table {
    driver: Driver,
    display: Shared,
    woken: mpsc::Receiver<()>,
    /// How many times the display's thread (or the engine) woke the loop: each time it had
    /// something to report.
    wakes: usize,
    /// Everything said (the notices among it).
    said: Vec<String>,
}

impl Table {
    fn new(setup: Setup, server: Server, display: Use) -> Table {
        let settings = BrailleSettings {
            display,
            ..BrailleSettings::default()
        };
        let display = Shared(Arc::new(Mutex::new(
            BrailleDisplay::open(settings, server).expect("not off"),
        )));
        let (wake, woken) = mpsc::channel();
        let mut driver = Driver::new(
            Session::new(setup).expect("a session"),
            Time::Real(Instant::now()),
        );
        driver.add_output(Box::new(display.clone()));
        driver.set_waker(Arc::new(move || {
            let _ = wake.send(());
        }));
        driver.greet();
        let mut table = Table {
            driver,
            display,
            woken,
            wakes: 0,
            said: Vec::new(),
        };
        table.take_said();
        table
    }

    /// A private display of `cells` cells, a game at it (the computer Black when `computer`)
    /// and the board's line shown, e2 on it: the display, the game, and the line's text.
    fn at_the_board(cells: usize, computer: bool) -> (VirtualDisplay, Table, String) {
        let display = VirtualDisplay::start(&["--cells", &cells.to_string()]);
        let mut table = Table::new(Table::english(computer), display.server(), Use::On);
        let text = table.board_showing(&display, "e2");
        (display, table, text)
    }

    /// English words, White the player at the display; the computer has Black, if any.
    fn english(computer: bool) -> Setup {
        let mut setup = Setup::default();
        for color in Color::ALL {
            setup.players[color] = PlayerSetup::new("", color == Color::White, VocabId::En);
        }
        if computer {
            let engine = "builtin:1".parse().expect("a level");
            setup.computer = Some(Computer::new(Color::Black, engine));
        }
        setup
    }

    fn take_said(&mut self) {
        self.said
            .extend(self.driver.take_said().into_iter().map(|s| s.text));
    }

    /// The notices about the display.
    fn notices(&self) -> Vec<String> {
        self.said
            .iter()
            .filter(|s| s.contains("raille"))
            .cloned()
            .collect()
    }

    /// Something typed at the keyboard (the friend at the other side of the board).
    fn feed(&mut self, input: Input) {
        self.driver.handle(input, annabella::driver::Prompt::Asked);
        self.take_said();
    }

    /// One turn of the loop: the display's keys, the engine's answers, the notices.
    fn pump(&mut self) {
        if self.woken.recv_timeout(Duration::from_millis(20)).is_ok() {
            self.wakes += 1;
        }
        self.driver.answers();
        self.driver.outputs_inputs();
        self.driver.tick();
        self.driver.tell_notices();
        self.take_said();
    }

    /// Runs the game until the display shows what the app last wrote to it.
    fn settle(&mut self, display: &VirtualDisplay) -> String {
        let end = Instant::now() + PATIENCE;
        loop {
            self.pump();
            let wanted = self
                .display
                .with(|d| d.screen().text)
                .trim_end()
                .to_string();
            let text = display.text();
            if text == wanted {
                return text;
            }
            assert!(
                Instant::now() < end,
                "the display shows {text:?}, not {wanted:?} (notices: {:?})",
                self.notices()
            );
        }
    }

    /// Presses a key of the display and runs the game until its cells change.
    fn press(&mut self, display: &VirtualDisplay, key: &str) -> String {
        let before = self.settle(display);
        display.press(key);
        // Nudged as a typed key is: a busy machine's BRLTTY may sit on this one too.
        self.nudged_until(display, &format!("a change after {key}"), |text| {
            text != before
        });
        self.settle(display)
    }

    /// Types a line on the display's braille keyboard, a character at a time, each seen on
    /// the entry line before the next, and presses Enter.
    fn type_line(&mut self, display: &VirtualDisplay, line: &str) -> String {
        self.settle(display);
        let mut typed = String::from("> ");
        for c in line.chars() {
            typed.push(c);
            display.press(&format!("type {c}"));
            self.nudged_until(display, "the typed line", |text| text == typed);
        }
        display.press("enter");
        self.nudged_until(display, "the line taken", |text| !text.starts_with("> "));
        self.settle(display)
    }

    /// Runs the game until the display shows what `wanted` accepts; its text. On a loaded
    /// machine BRLTTY may sit on a key until the next one comes: every 3 s a key that does
    /// nothing (NOOP) brings it.
    fn nudged_until(
        &mut self,
        display: &VirtualDisplay,
        what: &str,
        wanted: impl Fn(&str) -> bool,
    ) -> String {
        let end = Instant::now() + PATIENCE;
        loop {
            let nudge = Instant::now() + Duration::from_secs(3);
            while Instant::now() < nudge {
                self.pump();
                let text = display.text();
                if wanted(&text) {
                    return text;
                }
            }
            assert!(
                Instant::now() < end,
                "the display never showed {what}; it shows {:?}",
                display.text()
            );
            display.press("key NOOP");
        }
    }

    /// The board's line (from a message, line down), once it shows `wanted`.
    fn board_showing(&mut self, display: &VirtualDisplay, wanted: &str) -> String {
        let end = Instant::now() + PATIENCE;
        loop {
            let text = self.settle(display);
            let board = text.chars().next().is_some_and(|c| c.is_ascii_digit())
                && text.chars().nth(1) == Some(' ');
            if board && text.contains(wanted) {
                return text;
            }
            if board {
                self.pump();
            } else {
                self.press(display, "line-down");
            }
            assert!(
                Instant::now() < end,
                "the board's line never showed {wanted:?}: {text:?}"
            );
        }
    }
}

#[test]
fn the_cells_after_start_are_the_second_rank_from_whites_side() {
    let (_display, table, text) = Table::at_the_board(40, false);
    assert_eq!(text, "2 ⡏⡏⡏⡏⣏⡏⡏⡏ e2 white Pawn");
    assert!(
        table
            .notices()
            .iter()
            .any(|n| n.starts_with("Braille display: 40 cells")),
        "{:?}",
        table.notices()
    );
}

#[test]
fn a_routing_key_selects_its_square_and_a_second_press_lifts() {
    let (display, mut table, _) = Table::at_the_board(40, false);
    // Cells 2–9 are a2–h2: cell 8 is g2.
    let text = table.press(&display, "route 8");
    assert_eq!(text, "2 ⡏⡏⡏⡏⡏⡏⣏⡏ g2 white Pawn");
    let text = table.press(&display, "route 8");
    assert!(text.contains("lifted"), "{text}");
    let text = table.press(&display, "line-down");
    assert!(text.ends_with("hand: Pg2"), "{text}");
}

#[test]
fn a_move_typed_on_the_braille_keyboard_then_a_refused_one() {
    let (display, mut table, _) = Table::at_the_board(40, false);
    let text = table.type_line(&display, "e4");
    assert!(text.contains("Eva four"), "{text}");
    // Black is a friend at the keyboard; White tries a knight move no knight can make.
    table.feed(Input::Text("e5".into()));
    let text = table.type_line(&display, "Nf6");
    assert!(text.starts_with("No Knight can go to Felix six"), "{text}");
    assert_eq!(
        table.driver.session().game().plies().len(),
        2,
        "nothing was played"
    );
    let text = table.press(&display, "line-down");
    assert!(text.ends_with("1...e5"), "{text}");
}

#[test]
fn a_fourteen_cell_display_pans_through_the_line() {
    let (display, mut table, text) = Table::at_the_board(14, false);
    assert_eq!(text, "2 ⡏⡏⡏⡏⣏⡏⡏⡏ e2");
    table.feed(Input::Text("d4".into()));
    table.feed(Input::Text("d5".into()));
    table.board_showing(&display, "e2");
    let text = table.press(&display, "pan-right");
    assert_eq!(text, "1...d5");
    let text = table.press(&display, "pan-left");
    assert_eq!(text, "2 ⡏⡏⡏⠤⣏⡏⡏⡏ e2", "d2 is empty now, a dark square");
}

#[test]
fn brltty_without_a_display_is_told_and_the_game_goes_on() {
    let display = VirtualDisplay::start(&["--no-display"]);
    let mut table = Table::new(Table::english(false), display.server(), Use::On);
    eventually(|| {
        table.pump();
        !table.notices().is_empty()
    });
    assert_eq!(
        table.notices(),
        ["No braille display: brltty has no display connected. The game goes on without it."]
    );
    table.feed(Input::Text("e4".into()));
    assert_eq!(table.driver.session().game().plies().len(), 1);
}

/// A listener where a BrlAPI host "127.0.0.1:N" is (TCP port 4101+N), and its N.
fn brlapi_listener() -> (TcpListener, u16) {
    (50..950)
        .find_map(|n| {
            TcpListener::bind(("127.0.0.1", 4101 + n))
                .ok()
                .map(|l| (l, n))
        })
        .expect("a free port")
}

#[test]
fn a_server_that_never_answers_holds_nothing_up() {
    // A BrlAPI host "127.0.0.1:N" is TCP port 4101+N: listen there and never answer.
    let (listener, n) = brlapi_listener();
    let silent = std::thread::spawn(move || {
        let (mut peer, _) = listener.accept().expect("the app connects");
        let mut nothing = [0u8; 64];
        // Read what it sends and say nothing, until it gives up or the test ends.
        let _ = peer.set_read_timeout(Some(PATIENCE));
        let _ = peer.read(&mut nothing);
        peer
    });
    let server = Server {
        host: Some(format!("127.0.0.1:{n}")),
        auth: Some("none".into()),
    };
    let started = Instant::now();
    let mut table = Table::new(Table::english(false), server, Use::On);
    table.feed(Input::Text("e4".into()));
    assert_eq!(
        table.driver.session().game().plies().len(),
        1,
        "the game goes on at once"
    );
    // Opened and played on before the silent server was given up on (it gives up after 3 s,
    // closing the connection, which ends the silent peer's read): opening did not wait. How
    // long opening took is printed.
    println!("opened and played on after {:?}", started.elapsed());
    table.driver.tell_notices();
    table.take_said();
    assert!(
        table.notices().is_empty() && !silent.is_finished(),
        "opening waited for the server: {:?}",
        table.notices()
    );
    eventually(|| {
        table.pump();
        !table.notices().is_empty()
    });
    assert_eq!(
        table.notices(),
        [
            "No braille display: the BrlAPI server did not answer within 3 seconds. The game goes on without it."
        ]
    );
    drop(silent);
}

#[test]
fn no_server_at_all_with_auto_says_nothing() {
    // Nothing listens on 4101+N for this N once the listener is dropped.
    let (listener, n) = brlapi_listener();
    drop(listener);
    let server = Server {
        host: Some(format!("127.0.0.1:{n}")),
        auth: Some("none".into()),
    };
    let mut table = Table::new(Table::english(false), server, Use::Auto);
    // Until the display's thread has reported (that nothing answers: it wakes the loop for
    // it), and once more after: then whatever it would tell has been told.
    assert!(
        eventually(|| {
            table.pump();
            table.wakes > 0
        }),
        "the display's thread never reported"
    );
    table.pump();
    assert_eq!(table.notices(), Vec::<String>::new());
    let server = Server {
        host: Some(format!("127.0.0.1:{n}")),
        auth: Some("none".into()),
    };
    let mut insisting = Table::new(Table::english(false), server, Use::On);
    eventually(|| {
        insisting.pump();
        !insisting.notices().is_empty()
    });
    assert!(
        insisting.notices()[0].starts_with("No braille display: no BrlAPI server answers"),
        "{:?}",
        insisting.notices()
    );
}

/// The deafblind player's game: against the computer, every move typed on the display's
/// braille keyboard, the computer's answers and the board read from its cells alone, until the
/// player resigns and the result stands on the display.
#[test]
fn a_whole_game_against_the_computer_from_the_displays_keys_alone() {
    let (display, mut table, _) = Table::at_the_board(40, true);
    for (number, mine) in [(1, "e4"), (2, "Nf3"), (3, "Bc4")] {
        table.type_line(&display, mine);
        // The computer's answer comes up as a message; below it, the board's line ends with
        // the move just made: the computer's.
        let text = table.board_showing(&display, &format!("  {number}..."));
        assert!(text.starts_with("2 ") || text.starts_with("1 "), "{text}");
    }
    // The whole board, read rank by rank from White's side with the line keys.
    let mut read = Board::empty();
    table.settle(&display);
    while !display.text().starts_with("1 ") {
        table.press(&display, "line-down");
    }
    for rank in Rank::ALL {
        let text = table.settle(&display);
        assert!(text.starts_with(rank.char()), "{text}");
        for (file, feel) in File::ALL.into_iter().zip(feels(&text)) {
            if let Feel::Piece(piece) = feel {
                read.set_piece_at(Square::from_coords(file, rank), piece);
            }
        }
        if rank != Rank::Eighth {
            table.press(&display, "line-up");
        }
    }
    assert_eq!(
        &read,
        table.driver.session().game().position().board(),
        "the cells hold the board"
    );
    // White resigns: the first /resign asks, the second resigns.
    table.type_line(&display, "/resign");
    let text = table.type_line(&display, "/resign");
    assert!(table.driver.session().result().is_some(), "{text}");
    let text = table.board_showing(&display, "0-1");
    assert!(text.ends_with("0-1"), "{text}");
}

/// A deafblind player trains beside a home game by the display alone: the board's line shows
/// the puzzle's position, the display's keyboard reads it (`/board`) and answers the puzzle,
/// a routing key that would lift a piece of the waiting game is refused in words, `/quit` ends
/// the training — and the game is as it was left.
#[test]
fn a_puzzle_is_solved_from_the_displays_keys_while_the_game_waits() {
    use annabella::driver::{Learning, TrainingPlace};
    use annabella_core::keymap::Learn;
    const TODAY: i64 = 1_800_000_000;
    const SEED: u64 = 7;

    let (display, mut table, _) = Table::at_the_board(40, false);
    let dir = std::env::temp_dir().join(format!("annabella-braille-train-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let place = TrainingPlace {
        record: Some(dir.join("training.json")),
        date: Some(TODAY),
        seed: Some(SEED),
        games: None,
        engine: None,
    };
    let puzzle = common::first_puzzle(TODAY, SEED);
    let setup = puzzle.setup();
    assert_eq!(
        table.driver.learn(Learn::Puzzles, &place),
        Learning::Exercise
    );

    // The board's line is the puzzle's: the cursor's rank as the puzzle has it.
    let rank = table.driver.session().cursor().rank();
    let text = table.board_showing(&display, &format!("{} ", rank.char()));
    for (file, feel) in File::ALL.into_iter().zip(feels(&text)) {
        let on = setup.board().piece_at(Square::from_coords(file, rank));
        assert_eq!(
            matches!(feel, Feel::Piece(_)),
            on.is_some(),
            "{file:?}: {text}"
        );
    }

    // The whole position read from the display's keyboard.
    table.type_line(&display, "/board");
    let white = setup.board().by_color(Color::White).count();
    assert!(
        table
            .said
            .iter()
            .any(|s| s.starts_with(&format!("White, {white} piece"))),
        "{:#?}",
        table.said
    );
    // A routing key pressed twice on a square: the cursor goes there, then the puzzle's piece
    // there is lifted (or the square said empty) on the puzzle's board, not the game's.
    let file = if table.driver.session().cursor().file() == File::A {
        File::H
    } else {
        File::A
    };
    let square = Square::from_coords(file, rank);
    let words = annabella_core::vocab::Vocabulary::get(VocabId::En).square(square);
    table.board_showing(&display, &format!("{} ", rank.char()));
    table.press(&display, &format!("route {}", 2 + u32::from(file)));
    display.press(&format!("route {}", 2 + u32::from(file)));
    table.nudged_until(&display, "the lift", |text| {
        !text.starts_with(rank.char()) && !text.starts_with("> ")
    });
    let answered = table.said.last().cloned().unwrap_or_default();
    match setup.board().piece_at(square) {
        None => assert_eq!(answered, format!("{words} is empty: nothing to lift.")),
        Some(_) => assert!(answered.contains(&words), "{answered}"),
    }
    // A key that would touch the game waiting beside is refused in words.
    table.type_line(&display, "/draw");
    assert!(
        table
            .said
            .iter()
            .any(|s| s.starts_with("Not while you train")),
        "{:#?}",
        table.said
    );
    assert!(
        table.driver.session().hand().is_none(),
        "no piece of the game lifted"
    );

    // The answers typed on the display's keyboard solve it; the next puzzle is asked.
    for m in puzzle.moves().iter().skip(1).step_by(2) {
        table.type_line(
            &display,
            &m.to_uci(shakmaty::CastlingMode::Standard).to_string(),
        );
    }
    assert!(
        table.said.iter().any(|s| s == "Solved!"),
        "{:#?}",
        table.said
    );
    assert!(table.driver.exercising(), "the next puzzle runs");
    table.type_line(&display, "/quit");
    assert!(!table.driver.exercising());
    assert_eq!(
        table.driver.session().game().position().board(),
        &Board::default(),
        "the game waited untouched"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// `annabella play --braille on`, as a deafblind player starts it, in a C locale (where a text
/// with ß once aborted a BrlAPI client): the German board's line, a move typed on the display,
/// the computer's answer read on it, and the display told on the screen.
#[test]
fn annabella_play_with_braille_on_plays_on_the_display_in_a_c_locale() {
    // The app may sound on the machine's sink: not while a sound test listens.
    let _sink = crate::one_at_a_time();
    let display = VirtualDisplay::start(&["--cells", "40"]);
    let home = std::env::temp_dir().join(format!("annabella-braille-play-{}", std::process::id()));
    let mut app = Command::new(env!("CARGO_BIN_EXE_annabella"))
        .args([
            "play",
            "--braille",
            "on",
            "--lang",
            "de",
            "--computer",
            "black",
            "--level",
            "1",
        ])
        .env("BRLAPI_HOST", &display.host)
        .env("BRLAPI_AUTH", "none")
        .env("LC_ALL", "C")
        .env("XDG_DATA_HOME", home.join("data"))
        .env("XDG_CONFIG_HOME", home.join("config"))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    // The game opens on its greeting; line down reaches the board. German letters: B for
    // Bauer (dots 1 2), White with dot 7.
    let greeting = display.until("the greeting", |t| {
        t.starts_with("Der Computer spielt Schwarz")
    });
    display.press("line-down");
    let text = display.until("the board", |t| t != greeting);
    assert_eq!(text, "2 ⡃⡃⡃⡃⣃⡃⡃⡃ e2 weißer Bauer");
    display.press("type e4");
    display.until("the typed move", |t| t == "> e4");
    display.press("enter");
    display.until("the move taken", |t| !t.starts_with("> "));
    // The computer's answer comes up; below it, the board's line ends with it.
    display.until("the computer's answer on the board's line", |text| {
        if !text.starts_with("2 ") {
            // Line down, once the cells show where it went (a key at a time).
            display.press("line-down");
            display.until("a change after line-down", |now| now != text);
        }
        text.starts_with("2 ") && text.contains("  1...")
    });
    // The end of the input ends the game at the terminal.
    drop(app.stdin.take());
    let out = app.wait_with_output().expect("the app ends");
    let printed = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{printed} {}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(
        printed.contains("Braillezeile: 40 Module (Virtual)."),
        "{printed}"
    );
    assert!(
        printed.contains("Eva vier"),
        "the move typed on the display was played: {printed}"
    );
    let _ = std::fs::remove_dir_all(home);
}

/// A private X server (Xvfb) on a display number it picks itself (`-displayfd`), with no
/// window manager; stopped when dropped.
struct PrivateX {
    xvfb: std::process::Child,
    display: String,
}

impl PrivateX {
    /// `None` (said why) where Xvfb is missing; `scripts/setup --tests` installs it.
    fn start() -> Option<PrivateX> {
        if !std::path::Path::new("/usr/bin/Xvfb").exists() {
            eprintln!("skipped: the window's braille needs Xvfb (apt-get install xvfb)");
            return None;
        }
        let mut xvfb = Command::new("/usr/bin/Xvfb")
            .args([
                "-displayfd",
                "1",
                "-screen",
                "0",
                "1280x900x24",
                "-nolisten",
                "tcp",
            ])
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("Xvfb starts");
        let mut number = String::new();
        let stdout = xvfb.stdout.take().expect("Xvfb's output");
        std::io::BufRead::read_line(&mut std::io::BufReader::new(stdout), &mut number)
            .expect("Xvfb says its display");
        assert!(!number.trim().is_empty(), "Xvfb did not start");
        Some(PrivateX {
            xvfb,
            display: format!(":{}", number.trim()),
        })
    }
}

impl Drop for PrivateX {
    fn drop(&mut self) {
        let _ = self.xvfb.kill();
        let _ = self.xvfb.wait();
    }
}

/// A process of the test's, killed when dropped (when the test fails half-way too).
struct Running(std::process::Child);

impl Drop for Running {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

/// The top-level window of the process `pid` (`_NET_WM_PID`, which winit sets), once mapped.
fn window_of(x: &impl x11rb::connection::Connection, root: u32, pid: u32) -> Option<u32> {
    use x11rb::protocol::xproto::{AtomEnum, ConnectionExt, MapState};
    let atom = x
        .intern_atom(false, b"_NET_WM_PID")
        .ok()?
        .reply()
        .ok()?
        .atom;
    let tree = x.query_tree(root).ok()?.reply().ok()?;
    tree.children.into_iter().find(|&window| {
        let owned = x
            .get_property(false, window, atom, AtomEnum::CARDINAL, 0, 1)
            .ok()
            .and_then(|c| c.reply().ok())
            .and_then(|p| p.value32().and_then(|mut v| v.next()))
            == Some(pid);
        let mapped = x
            .get_window_attributes(window)
            .ok()
            .and_then(|c| c.reply().ok())
            .is_some_and(|a| a.map_state == MapState::VIEWABLE);
        owned && mapped
    })
}

/// Gives `window` the keyboard focus, as a window manager does when the player switches to it.
fn focus_on(x: &impl x11rb::connection::Connection, window: u32) {
    use x11rb::protocol::xproto::{ConnectionExt, InputFocus};
    x.set_input_focus(InputFocus::PARENT, window, x11rb::CURRENT_TIME)
        .expect("a request")
        .check()
        .expect("the focus set");
}

/// `annabella window --braille on` under a private X server: the display is taken on the
/// window's own path (BrlAPI's window path: BRLTTY's log names the app's X window), shows the
/// board's line from the start, is given back when another window gets the focus — and stays
/// given back, with no reconnecting — and is taken again when the focus returns.
///
/// There is no window manager: the test moves the X focus itself (`SetInputFocus`, what a
/// window manager does on Alt+Tab), to a window of its own and back. BRLTTY runs with no
/// screen driver (`-x no`), so it does not switch by itself; it shows whichever client holds
/// the display and, once the app lets go, its idle text `no screen` when asked to redraw.
#[test]
fn the_windows_braille_follows_the_windows_focus() {
    use x11rb::{
        connection::Connection,
        protocol::xproto::{ConnectionExt, CreateWindowAux, WindowClass},
    };
    // The window speaks and sounds on the machine's sink: not while a sound test listens.
    let _sink = crate::one_at_a_time();
    let Some(x_server) = PrivateX::start() else {
        return;
    };
    let display = VirtualDisplay::start(&["--cells", "40", "--log", "info,server"]);
    let home =
        std::env::temp_dir().join(format!("annabella-braille-window-{}", std::process::id()));
    std::fs::create_dir_all(&home).expect("a home");
    let log = std::fs::File::create(home.join("app.log")).expect("a log");
    let app = Running(
        Command::new(env!("CARGO_BIN_EXE_annabella"))
            .args([
                "window",
                "--lang",
                "en",
                "--braille",
                "on",
                "--computer",
                "black",
                "--level",
                "1",
            ])
            .env("DISPLAY", &x_server.display)
            .env_remove("WAYLAND_DISPLAY")
            .env_remove("WINDOWPATH")
            .env("BRLAPI_HOST", &display.host)
            .env("BRLAPI_AUTH", "none")
            .env("LIBGL_ALWAYS_SOFTWARE", "1")
            .env("XDG_DATA_HOME", home.join("data"))
            .env("XDG_CONFIG_HOME", home.join("config"))
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(log)
            .spawn()
            .expect("the binary runs"),
    );
    let (x, screen) = x11rb::connect(Some(&x_server.display)).expect("the X server");
    let root = x.setup().roots[screen].root;
    let mut window = None;
    assert!(
        eventually(|| {
            window = window_of(&x, root, app.0.id());
            window.is_some()
        }),
        "the app's window never came: {}",
        std::fs::read_to_string(home.join("app.log")).unwrap_or_default()
    );
    let window = window.expect("found");
    // No window manager gives a new window the focus: the test does.
    focus_on(&x, window);
    let board = display.until("the board's line", |t| t.starts_with("2 ⡏⡏⡏⡏⣏⡏⡏⡏ e2 "));
    assert!(
        display
            .log()
            .contains(&format!("taking control of tty 0x{window:08x}")),
        "the display was not taken on the window's path: {}",
        display.log()
    );
    // Another window gets the focus: the app lets go of the display.
    let other = x.generate_id().expect("an id");
    x.create_window(
        x11rb::COPY_DEPTH_FROM_PARENT,
        other,
        root,
        0,
        0,
        200,
        200,
        0,
        WindowClass::INPUT_OUTPUT,
        0,
        &CreateWindowAux::new(),
    )
    .expect("a request")
    .check()
    .expect("a window of the test's");
    x.map_window(other)
        .expect("a request")
        .check()
        .expect("mapped");
    focus_on(&x, other);
    // BRLTTY redraws only when asked: while the app holds the display, the board again.
    display.until("the display let go (\"no screen\")", |text| {
        display.press("refresh");
        text == "no screen"
    });
    // It stays let go: no reconnecting (each time a "display lost" told) from then until the
    // board is back. The five seconds away are the story's time, not a wait: longer than the
    // app's first retry (2 s), so a reconnecting app would show in the log.
    let closed = |log: &str| log.matches("closing connection").count();
    let before = closed(&display.log());
    std::thread::sleep(Duration::from_secs(5));
    // The focus comes back: so does the board.
    focus_on(&x, window);
    display.until("the board again", |t| t == board);
    let log = display.log();
    assert_eq!(
        closed(&log),
        before,
        "the app reconnected while away:\n{log}"
    );
    drop(app);
    let _ = std::fs::remove_dir_all(home);
}

/// Plays `annabella play` with `args` to its end: White's `e4` typed, then the input closed.
/// The lines printed, once the app has ended; `until` is awaited in them before the input
/// closes (what the app tells shortly after it starts).
fn play_at_the_terminal(args: &[&str], env: &[(&str, &str)], until: &str) -> String {
    use std::io::{BufRead, Write};
    // The app may sound on the machine's sink: not while a sound test listens.
    let _sink = crate::one_at_a_time();
    let home = std::env::temp_dir().join(format!(
        "annabella-braille-terminal-{}-{}",
        std::process::id(),
        args.join("-")
    ));
    let mut app = Command::new(env!("CARGO_BIN_EXE_annabella"))
        .arg("play")
        .args(args)
        .envs(env.iter().copied())
        .env("XDG_DATA_HOME", home.join("data"))
        .env("XDG_CONFIG_HOME", home.join("config"))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("the binary runs");
    let mut typing = app.stdin.take().expect("its input");
    writeln!(typing, "e4").expect("e4 typed");
    let (lines, printed) = mpsc::channel();
    let stdout = app.stdout.take().expect("its output");
    let reader = std::thread::spawn(move || {
        for line in std::io::BufReader::new(stdout)
            .lines()
            .map_while(Result::ok)
        {
            let _ = lines.send(line);
        }
    });
    let mut seen = Vec::new();
    let end = Instant::now() + PATIENCE;
    while !seen.iter().any(|l: &String| l.contains(until)) {
        let left = end.saturating_duration_since(Instant::now());
        match printed.recv_timeout(left) {
            Ok(line) => seen.push(line),
            Err(_) => panic!("never printed {until:?}: {seen:#?}"),
        }
    }
    drop(typing);
    let status = app.wait().expect("the app ends");
    reader.join().expect("its output read");
    seen.extend(printed.try_iter());
    let _ = std::fs::remove_dir_all(home);
    assert!(status.success(), "{status}: {seen:#?}");
    seen.join("\n")
}

/// `play --braille off` never opens the display: with BRLTTY and its display running and
/// named in `BRLAPI_HOST`, the cells keep BRLTTY's own idle text and no client ever connects.
#[test]
fn play_with_braille_off_leaves_the_display_alone() {
    let display = VirtualDisplay::start(&["--cells", "40", "--log", "info,server"]);
    let log = || std::fs::read_to_string(format!("{}/brltty.log", display.dir)).unwrap_or_default();
    let accepted = || log().matches("accepted").count();
    // run.sh's own check that the server is up connects once: that one is not the app's.
    assert!(
        eventually(|| accepted() > 0),
        "run.sh's check never logged:\n{}",
        log()
    );
    let before = accepted();
    let printed = play_at_the_terminal(
        &["--braille", "off", "--lang", "en", "--vocab", "en"],
        &[("BRLAPI_HOST", &display.host), ("BRLAPI_AUTH", "none")],
        "Eva four",
    );
    assert!(!printed.contains("raille"), "{printed}");
    assert_eq!(display.text(), "no screen");
    assert_eq!(accepted(), before, "a BrlAPI client connected:\n{}", log());
}

/// `play --braille on` on a machine without libbrlapi (here: `ANNABELLA_LIBBRLAPI` names one
/// that is not there): the player is told once, in words, on the screen, and plays on.
#[test]
fn play_with_braille_on_and_no_libbrlapi_is_told_once() {
    let missing = "No braille display: libbrlapi is not installed (apt install brltty). \
                   The game goes on without it.";
    let printed = play_at_the_terminal(
        &["--braille", "on", "--lang", "en", "--vocab", "en"],
        &[("ANNABELLA_LIBBRLAPI", "/nonexistent/libbrlapi.so.0.8")],
        missing,
    );
    assert_eq!(printed.matches(missing).count(), 1, "{printed}");
    assert!(printed.contains("Eva four"), "the game went on: {printed}");
    // In the interface's language too.
    let printed = play_at_the_terminal(
        &["--braille", "on", "--lang", "de", "--vocab", "fide"],
        &[("ANNABELLA_LIBBRLAPI", "/nonexistent/libbrlapi.so.0.8")],
        "Keine Braillezeile",
    );
    assert_eq!(
        printed.matches("Keine Braillezeile").count(),
        1,
        "{printed}"
    );
}

/// How a hostile BrlAPI server answers, after the greeting (version, no authentication).
#[derive(Clone, Copy, Debug)]
enum Hostile {
    /// A display of this many columns and rows.
    Size(u32, u32),
    /// Eight bytes of noise where the display's size belongs.
    GarbledSize,
    /// The connection closed after the server's version, in the middle of the handshake.
    CloseMidHandshake,
}

/// A BrlAPI server on 127.0.0.1:4101+N that speaks the protocol as brltty 6.5 does (recorded
/// through a proxy) and then lies as `hostile` says, to every connection. Returns its host.
fn hostile_server(hostile: Hostile) -> String {
    use std::io::Write;
    let (listener, n) = brlapi_listener();
    let packet = |kind: u8, payload: &[u8]| {
        let mut bytes = (payload.len() as u32).to_be_bytes().to_vec();
        bytes.extend(u32::from(kind).to_be_bytes());
        bytes.extend(payload);
        bytes
    };
    std::thread::spawn(move || {
        for peer in listener.incoming() {
            let Ok(mut peer) = peer else { return };
            let _ = peer.set_read_timeout(Some(PATIENCE));
            let mut request = [0u8; 64];
            let _ = peer.write_all(&packet(b'v', &8u32.to_be_bytes()));
            if let Hostile::CloseMidHandshake = hostile {
                continue; // dropped: closed
            }
            let _ = peer.read(&mut request); // its version
            let _ = peer.write_all(&packet(b'a', &u32::from(b'N').to_be_bytes()));
            let _ = peer.read(&mut request); // the driver's name, asked
            let _ = peer.write_all(&packet(b'n', b"Hostile\0"));
            let _ = peer.read(&mut request); // the display's size, asked
            let size = match hostile {
                Hostile::Size(columns, rows) => {
                    let mut size = columns.to_be_bytes().to_vec();
                    size.extend(rows.to_be_bytes());
                    size
                }
                _ => vec![0x12, 0x34, 0x56, 0x78, 0x9a, 0xbc, 0xde, 0xf0],
            };
            let _ = peer.write_all(&packet(b's', &size));
            // Whatever comes next, until the app lets go.
            while peer.read(&mut request).is_ok_and(|n| n > 0) {}
        }
    });
    format!("127.0.0.1:{n}")
}

/// A server claiming more cells than any display (libbrlapi overflowed its own buffer writing
/// 1,024 of them and aborted the app; 100,000,000 took 754 MB, 4,294,967,295 hung at 6.1 GB;
/// a garbled size asked for 81,618,102,005,245,120 bytes), or closing mid-handshake: told once,
/// nothing written to it, and the game goes on.
#[test]
fn a_hostile_server_is_refused_and_the_game_goes_on() {
    let cases = [
        (Hostile::Size(1024, 1), Some("claims 1024 cells")),
        (
            Hostile::Size(100_000_000, 1),
            Some("claims 100000000 cells"),
        ),
        (Hostile::Size(u32::MAX, 1), Some("claims 4294967295 cells")),
        (
            Hostile::Size(40, u32::MAX),
            Some("more than any display has"),
        ),
        (Hostile::GarbledSize, Some("more than any display has")),
        (Hostile::CloseMidHandshake, None),
    ];
    for (hostile, words) in cases {
        let server = Server {
            host: Some(hostile_server(hostile)),
            auth: Some("none".into()),
        };
        let mut table = Table::new(Table::english(false), server, Use::On);
        eventually(|| {
            table.pump();
            !table.notices().is_empty()
        });
        let notices = table.notices();
        assert_eq!(notices.len(), 1, "{hostile:?}: {notices:?}");
        assert!(
            notices[0].starts_with("No braille display: ")
                && notices[0].ends_with("The game goes on without it."),
            "{hostile:?}: {notices:?}"
        );
        if let Some(words) = words {
            assert!(notices[0].contains(words), "{hostile:?}: {notices:?}");
        }
        table.feed(Input::Text("e4".into()));
        assert_eq!(
            table.driver.session().game().plies().len(),
            1,
            "{hostile:?}"
        );
    }
}
