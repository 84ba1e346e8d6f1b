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
    process::Command,
    sync::{Arc, mpsc},
    time::{Duration, Instant},
};

use annabella::{
    braille::{
        BrailleDisplay, BrailleSettings, Server, Use,
        output::{Output, Said},
    },
    engine::host::EngineHost,
    session::{Computer, Effect, Input, PlayerSetup, Session, Setup},
    vocab::VocabId,
};
use annabella_core::{
    braille::cells::{Feel, PieceLetters, read_square_cell},
    ui_text::{UiLanguage, UiText},
};
use shakmaty::{Board, Color, File, Position, Rank, Square};

/// How long a test waits for the display to show what it expects.
const PATIENCE: Duration = Duration::from_secs(20);

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

/// A game with a braille display and nothing else: no speech, no keyboard.
struct Table {
    session: Session,
    display: BrailleDisplay,
    engines: EngineHost,
    epoch: Instant,
    woken: mpsc::Receiver<()>,
    notices: Vec<String>,
}

impl Table {
    fn new(setup: Setup, server: Server, display: Use) -> Table {
        let (wake, woken) = mpsc::channel();
        let waker = {
            let wake = wake.clone();
            Arc::new(move || {
                let _ = wake.send(());
            })
        };
        let settings = BrailleSettings {
            display,
            ..BrailleSettings::default()
        };
        let display = BrailleDisplay::open(settings, server, waker).expect("not off");
        let mut engines = EngineHost::new(7);
        engines.set_waker(Arc::new(move || {
            let _ = wake.send(());
        }));
        let mut table = Table {
            session: Session::new(setup).expect("a session"),
            display,
            engines,
            epoch: Instant::now(),
            woken,
            notices: Vec::new(),
        };
        let greeting = table.session.greeting();
        table.carry_out(greeting);
        table
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

    fn feed(&mut self, input: Input) {
        let now = self.epoch.elapsed();
        let effects = self.session.handle(input, now);
        self.carry_out(effects);
    }

    fn carry_out(&mut self, effects: Vec<Effect>) {
        for effect in effects {
            match &effect {
                Effect::Say {
                    message,
                    vocab,
                    priority,
                } => {
                    let said = Said {
                        text: self.session.words(message, *vocab),
                        language: self.session.language_of(message, *vocab),
                        priority: *priority,
                        echo: false,
                    };
                    self.display.said(&said);
                }
                Effect::Cue(heard) => self.display.cue(heard),
                Effect::StartEngine { .. } | Effect::AskEngine { .. } => {
                    let game = self.session.engine_game();
                    self.engines.carry_out(&effect, &game);
                }
                _ => {}
            }
        }
        self.display.shown(&self.session);
        while let Some(notice) = self.display.take_notice() {
            self.notices.push(notice);
        }
    }

    /// One turn of the loop: the display's keys, the engine's answers.
    fn pump(&mut self) {
        let _ = self.woken.recv_timeout(Duration::from_millis(20));
        for input in self.display.inputs() {
            self.feed(input);
        }
        for answer in self.engines.answers() {
            self.feed(answer);
        }
        while let Some(notice) = self.display.take_notice() {
            self.notices.push(notice);
        }
    }

    /// Runs the game until the display shows what `wanted` accepts; its text.
    fn until(
        &mut self,
        display: &VirtualDisplay,
        what: &str,
        wanted: impl Fn(&str) -> bool,
    ) -> String {
        let end = Instant::now() + PATIENCE;
        loop {
            self.pump();
            let text = display.text();
            if wanted(&text) {
                return text;
            }
            assert!(
                Instant::now() < end,
                "the display never showed {what}; it shows {text:?} (messages: {:?})",
                self.notices
            );
        }
    }

    /// Runs the game until the display shows what the app last wrote to it.
    fn settle(&mut self, display: &VirtualDisplay) -> String {
        let end = Instant::now() + PATIENCE;
        loop {
            self.pump();
            let wanted = self.display.screen().text.trim_end().to_string();
            let text = display.text();
            if text == wanted {
                return text;
            }
            assert!(
                Instant::now() < end,
                "the display shows {text:?}, not {wanted:?} (notices: {:?})",
                self.notices
            );
        }
    }

    /// Presses a key of the display and runs the game until its cells change.
    fn press(&mut self, display: &VirtualDisplay, key: &str) -> String {
        let before = self.settle(display);
        display.press(key);
        self.until(display, &format!("a change after {key}"), |text| {
            text != before
        });
        self.settle(display)
    }

    /// Types a line on the display's braille keyboard and presses Enter.
    fn type_line(&mut self, display: &VirtualDisplay, line: &str) -> String {
        self.settle(display);
        display.press(&format!("type {line}"));
        self.until(display, "the typed line", |text| {
            text == format!("> {line}")
        });
        display.press("enter");
        self.until(display, "the line taken", |text| !text.starts_with("> "));
        self.settle(display)
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
    let display = VirtualDisplay::start(&["--cells", "40"]);
    let mut table = Table::new(Table::english(false), display.server(), Use::On);
    let text = table.until(&display, "the board", |t| t.starts_with("2 "));
    assert_eq!(text, "2 ⡏⡏⡏⡏⣏⡏⡏⡏ e2 white Pawn");
    assert!(
        table
            .notices
            .iter()
            .any(|n| n.starts_with("Braille display: 40 cells")),
        "{:?}",
        table.notices
    );
}

#[test]
fn a_routing_key_selects_its_square_and_a_second_press_lifts() {
    let display = VirtualDisplay::start(&["--cells", "40"]);
    let mut table = Table::new(Table::english(false), display.server(), Use::On);
    table.until(&display, "the board", |t| t.starts_with("2 "));
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
    let display = VirtualDisplay::start(&["--cells", "40"]);
    let mut table = Table::new(Table::english(false), display.server(), Use::On);
    table.until(&display, "the board", |t| t.starts_with("2 "));
    display.press("type e4");
    table.until(&display, "the entry line", |t| t == "> e4");
    display.press("enter");
    let text = table.until(&display, "the move", |t| !t.starts_with("> "));
    assert!(text.contains("Eva four"), "{text}");
    // Black is a friend at the keyboard; White tries to move again.
    table.feed(Input::Text("e5".into()));
    display.press("type Nf6");
    display.press("enter");
    let text = table.until(&display, "the refusal", |t| {
        t.contains("f6") || t.contains("Felix six")
    });
    assert!(!text.starts_with("> "), "{text}");
    assert_eq!(table.session.game().plies().len(), 2, "nothing was played");
    let text = table.press(&display, "line-down");
    assert!(text.ends_with("1...e5"), "{text}");
}

#[test]
fn a_fourteen_cell_display_pans_through_the_line() {
    let display = VirtualDisplay::start(&["--cells", "14"]);
    let mut table = Table::new(Table::english(false), display.server(), Use::On);
    let text = table.until(&display, "the board", |t| t.starts_with("2 "));
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
    let end = Instant::now() + PATIENCE;
    while table.notices.is_empty() && Instant::now() < end {
        table.pump();
    }
    assert_eq!(
        table.notices,
        ["No braille display: brltty has no display connected. The game goes on without it."]
    );
    table.feed(Input::Text("e4".into()));
    assert_eq!(table.session.game().plies().len(), 1);
}

#[test]
fn a_server_that_never_answers_holds_nothing_up() {
    // A BrlAPI host "127.0.0.1:N" is TCP port 4101+N: listen there and never answer.
    let (listener, n) = (50..950)
        .find_map(|n| {
            TcpListener::bind(("127.0.0.1", 4101 + n))
                .ok()
                .map(|l| (l, n))
        })
        .expect("a free port");
    let silent = std::thread::spawn(move || {
        let (mut peer, _) = listener.accept().expect("the app connects");
        let mut nothing = [0u8; 64];
        // Read what it sends and say nothing, until it gives up or the test ends.
        let _ = peer.set_read_timeout(Some(Duration::from_secs(10)));
        let _ = peer.read(&mut nothing);
        peer
    });
    let server = Server {
        host: Some(format!("127.0.0.1:{n}")),
        auth: Some("none".into()),
    };
    let started = Instant::now();
    let mut table = Table::new(Table::english(false), server, Use::On);
    assert!(
        started.elapsed() < Duration::from_secs(1),
        "opening did not wait"
    );
    table.feed(Input::Text("e4".into()));
    assert_eq!(
        table.session.game().plies().len(),
        1,
        "the game goes on at once"
    );
    while table.notices.is_empty() && started.elapsed() < PATIENCE {
        table.pump();
    }
    assert_eq!(
        table.notices,
        [
            "No braille display: the BrlAPI server did not answer within 3 seconds. The game goes on without it."
        ]
    );
    drop(silent);
}

#[test]
fn no_server_at_all_with_auto_says_nothing() {
    // Nothing listens on 4101+N for this N.
    let n = (50..950)
        .find(|n| TcpListener::bind(("127.0.0.1", 4101 + n)).is_ok())
        .expect("a free port");
    let server = Server {
        host: Some(format!("127.0.0.1:{n}")),
        auth: Some("none".into()),
    };
    let mut table = Table::new(Table::english(false), server, Use::Auto);
    let end = Instant::now() + Duration::from_secs(4);
    while Instant::now() < end {
        table.pump();
    }
    assert_eq!(table.notices, Vec::<String>::new());
    let server = Server {
        host: Some(format!("127.0.0.1:{n}")),
        auth: Some("none".into()),
    };
    let mut insisting = Table::new(Table::english(false), server, Use::On);
    while insisting.notices.is_empty() && Instant::now() < end + PATIENCE {
        insisting.pump();
    }
    assert!(
        insisting.notices[0].starts_with("No braille display: no BrlAPI server answers"),
        "{:?}",
        insisting.notices
    );
}

/// The deafblind player's game: against the computer, every move typed on the display's
/// braille keyboard, the computer's answers and the board read from its cells alone, until the
/// player resigns and the result stands on the display.
#[test]
fn a_whole_game_against_the_computer_from_the_displays_keys_alone() {
    let display = VirtualDisplay::start(&["--cells", "40"]);
    let mut table = Table::new(Table::english(true), display.server(), Use::On);
    table.until(&display, "the board", |t| t.starts_with("2 "));
    for (number, mine) in [(1, "e4"), (2, "Nf3"), (3, "Bc4")] {
        table.type_line(&display, mine);
        // The computer's answer comes up as a message; below it, the board's line ends with
        // the move just made: the computer's.
        let text = table.board_showing(&display, &format!("  {number}..."));
        assert!(text.starts_with("2 ") || text.starts_with("1 "), "{text}");
    }
    // The whole board, read rank by rank from White's side with the line keys.
    let letters = PieceLetters::of(UiText::get(UiLanguage::En));
    let mut read = Board::empty();
    table.settle(&display);
    while !display.text().starts_with("1 ") {
        table.press(&display, "line-down");
    }
    for rank in Rank::ALL {
        let text = table.settle(&display);
        let cells: Vec<char> = text.chars().collect();
        assert_eq!(cells[0], rank.char(), "{text}");
        for (i, file) in File::ALL.into_iter().enumerate() {
            let (feel, _) = read_square_cell(cells[2 + i], &letters).expect("a square's cell");
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
        table.session.game().position().board(),
        "the cells hold the board"
    );
    // White resigns: the first /resign asks, the second resigns.
    table.type_line(&display, "/resign");
    let text = table.type_line(&display, "/resign");
    assert!(table.session.result().is_some(), "{text}");
    let text = table.board_showing(&display, "0-1");
    assert!(text.ends_with("0-1"), "{text}");
}
