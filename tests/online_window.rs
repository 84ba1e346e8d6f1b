//! Online play from the window, end to end against the fake lichess: the new-game dialog's
//! "online on lichess" opens the lobby view, a seek too fast is refused with lichess's reason
//! before it is sent, a seek at 15+10 finds Bob, and the game is played in the game's view as any
//! other — the opponent's moves announced, made on the tactile board before the player's own
//! move goes out, the stream dropped and caught up, the game ended by lichess and saved.

use std::{
    io::{Read, Write},
    net::TcpStream,
    sync::Arc,
    time::Duration,
};

use annabella::{
    devices::lichess::{Client, LinkOptions, auth::Opener},
    stores::lichess_token::Token,
};
use eframe::egui::{Key, Modifiers, accesskit::Role};
use egui_kittest::kittest::{NodeT, Queryable, by};

use crate::common::{
    self, data_dir,
    fake_lichess::{
        C1_START, FakeLichess, G1_START, ISSUED_TOKEN, c1_full, c1_state, form_fields, g1_full,
        g1_state, recorded, resigned,
    },
    window::{self, Window},
};

const TOKEN: &str = "lip_windowTest";

const CONTROL: &str = "Time control, minutes plus seconds a move";

/// Whether `text` was said, anywhere in the log.
fn said(w: &Window, text: &str) -> bool {
    w.said().iter().any(|line| line.contains(text))
}

impl Window {
    /// The lobby's time control field: its text replaced by `control`, then Enter (sends the
    /// seek).
    fn seek(&mut self, control: &str) {
        let field = self.harness.get(by().label(CONTROL).role(Role::TextInput));
        field.focus();
        self.harness.run();
        self.harness.key_press_modifiers(Modifiers::COMMAND, Key::A);
        self.harness.run();
        let field = self.harness.get(by().label(CONTROL).role(Role::TextInput));
        field.type_text(control);
        self.harness.run();
        self.harness.key_press(Key::Enter);
        self.harness.run();
    }

    /// Once logged in, a seek of `control` sent, until lichess's game has begun and is greeted.
    fn sought(&mut self, control: &str) {
        self.until("said the account", |w| {
            said(w, "Logged in to lichess as Annabella.")
        });
        self.seek(control);
        self.until("greeted the game", |w| said(w, "Online game on lichess"));
    }

    /// The move field given the focus (as a screen reader or a click gives it), once: it keeps
    /// it, even when lichess's answer to a request comes in the same frame (the session goes
    /// where the focus went before the answer has the focus follow the game).
    fn focus_move_field(&mut self) {
        self.harness
            .get(by().label("Move:").role(Role::TextInput))
            .focus();
        self.harness.run();
        assert_eq!(
            self.focused().as_deref(),
            Some("Move:"),
            "the move field did not keep the focus: {:#?}",
            self.said()
        );
    }

    /// `text` typed in the move field and entered.
    fn play(&mut self, text: &str) {
        self.focus_move_field();
        let field = self.harness.get(by().label("Move:").role(Role::TextInput));
        field.type_text(text);
        self.harness.run();
        self.harness.key_press(Key::Enter);
        self.harness.run();
    }

    /// The game's Confirm button pressed: the tactile board shows the game.
    fn confirm(&mut self) {
        self.harness
            .get(by().label("Confirm").role(Role::Button))
            .click();
        self.harness.run();
    }
}

#[test]
fn a_game_on_lichess_is_sought_and_played_in_the_window_through_a_dropped_stream() {
    let resigned = resigned(g1_state, "e2e4 e7e5 g1f3 b8c6 f1c4");
    let fake = FakeLichess::start(&format!(
        "@ GET /api/stream/event\n> POST /api/board/seek\n< {G1_START}\n\
         @ GET /api/board/game/stream/g1\n< {}\n\
         > POST /api/board/game/g1/move/e2e4\n< {}\n\
         > POST /api/board/game/g1/move/g1f3\n! drop\n< {}\n\
         > POST /api/board/game/g1/move/f1c4\n< {resigned}\n! end\n",
        g1_full(""),
        g1_state("e2e4 e7e5", ""),
        g1_full("e2e4 e7e5 g1f3 b8c6"),
    ));
    let data = data_dir("online-window");
    let (mut app, speaker, earcons) = window::on_new_game(Some(common::games(&data)));
    let options = LinkOptions {
        backoff_first: Duration::from_millis(100),
        ..LinkOptions::default()
    };
    app.set_lichess(
        Client::new(&fake.url(), Some(Token::parse(TOKEN).unwrap())).with_options(options),
    );
    let mut w = Window::over(app, speaker, earcons);

    // The new-game dialog: the last opponent is someone on lichess; the player keeps a tactile
    // board, and only their own choices are asked.
    w.walk(&[
        ("End", "Online on lichess, 5 of 5"),
        ("Tab", "Your moves and your opponent's are said in: the FIDE words: Anna, Bella, Cäsar, 1 of 5"),
        ("Tab", "A tactile board beside the app: no, 2 of 2"),
        ("Home", "Yes, 1 of 2"),
    ]);
    w.keys("Enter");
    assert!(w.harness.state().online_open(), "{:#?}", w.said());
    assert!(
        said(&w, "Play online on lichess. Connecting."),
        "{:#?}",
        w.said()
    );
    w.until("said the account", |w| {
        said(w, "Logged in to lichess as Annabella.")
    });
    assert_eq!(
        w.focused().as_deref(),
        Some(CONTROL),
        "the first control has the focus"
    );
    w.harness.get_by_label("Your games going on");
    w.harness
        .get(by().label("Seek a game with anyone").role(Role::Button));

    // A seek too fast for lichess is refused with the reason, and nothing is sent.
    w.seek("5+3");
    assert!(said(&w, "Not sent:"), "{:#?}", w.said());
    assert!(fake.requests_to("POST", "/api/board/seek").is_empty());

    // A rapid seek goes out; Bob's game starts and is played in the game's view.
    w.seek("15+10");
    let sought = fake.wait_for("POST", "/api/board/seek", 1);
    assert_eq!(
        (sought.field("time"), sought.field("increment")),
        (Some("15".into()), Some("10".into()))
    );
    w.until("began the game", |w| !w.harness.state().online_open());
    w.until("greeted the game", |w| said(w, "Online game on lichess"));
    assert!(
        said(&w, "you play White against Bob, 1500"),
        "{:#?}",
        w.said()
    );

    w.play("e4");
    fake.wait_for("POST", "/api/board/game/g1/move/e2e4", 1);
    w.until("announced Black's answer", |w| said(w, "Bauer Eva fünf"));

    // Black's move is not yet on the tactile board: the player's own waits, and is not sent.
    let from = w.said().len();
    w.play("Nf3");
    assert!(w.said().len() > from, "the move waiting is said");
    assert!(
        fake.requests_to("POST", "/api/board/game/g1/move/g1f3")
            .is_empty()
    );
    // Made there, it is confirmed, and the move goes out.
    w.confirm();
    w.play("Nf3");
    fake.wait_for("POST", "/api/board/game/g1/move/g1f3", 1);

    // The stream drops; it is opened again at once and the move missed is caught up.
    w.until("said the connection was lost", |w| {
        said(w, "The connection to lichess was lost")
    });
    w.until("connected again", |w| {
        said(w, "Connected to lichess again.")
    });
    w.until("caught up Black's move", |w| {
        said(w, "Springer Cäsar sechs")
    });
    w.confirm();
    w.play("Bc4");
    fake.wait_for("POST", "/api/board/game/g1/move/f1c4", 1);
    w.until("ended the game", |w| said(w, "Resigned."));
    assert!(w.session().result().is_some());
    assert!(!said(&w, "taken back"), "{:#?}", w.said());
    assert!(
        !w.said().iter().any(|l| l.contains(TOKEN)),
        "the token is never shown"
    );

    // The game is saved like any other, with lichess's result.
    let game = common::latest(&data).expect("the online game is saved");
    assert_eq!(game.moves.len(), 5, "{game:?}");
    assert!(game.result.is_some(), "{game:?}");
}

/// Lichess's side of a seek answered by game `g1`, whose e4 Bob answers with e5.
static SOUGHT_E4_E5: std::sync::LazyLock<String> = std::sync::LazyLock::new(|| {
    format!(
        "@ GET /api/stream/event\n> POST /api/board/seek\n< {G1_START}\n\
         @ GET /api/board/game/stream/g1\n< {}\n\
         > POST /api/board/game/g1/move/e2e4\n< {}\n",
        g1_full(""),
        g1_state("e2e4 e7e5", ""),
    )
});

/// The lobby window over the fake at `url`, logged in with `token` (none: not logged in).
fn lobby_window(url: &str, token: Option<&str>) -> Window {
    let (mut app, speaker, earcons) = window::on_new_game(None);
    app.set_lichess(Client::new(url, token.map(|t| Token::parse(t).unwrap())));
    let mut w = Window::over(app, speaker, earcons);
    w.keys("End Enter");
    assert!(w.harness.state().online_open(), "{:#?}", w.said());
    w
}

const CHALLENGE: &str = r#"{"type":"challenge","challenge":{"id":"c1","url":"https://lichess.org/c1","status":"created","challenger":{"id":"adriana","name":"Adriana","rating":1734},"destUser":{"id":"annabella","name":"Annabella"},"rated":true,"speed":"rapid","timeControl":{"type":"clock","limit":900,"increment":10,"show":"15+10"},"color":"random","finalColor":"black"},"compat":{"bot":false,"board":true}}"#;

#[test]
fn a_challenge_is_declined_with_the_reason_chosen() {
    let fake = FakeLichess::start(&format!("@ GET /api/stream/event\n< {CHALLENGE}\n"));
    let mut w = lobby_window(&fake.url(), Some(TOKEN));
    w.until("listed the challenge", |w| {
        w.harness.query_by_label("Decline").is_some()
    });
    w.harness
        .get_by_label("Reason to decline: none given")
        .click();
    w.harness.run();
    assert_eq!(
        w.said().last().unwrap(),
        "Reason to decline: not now, later"
    );
    w.harness.get_by_label("Decline").click();
    w.harness.run();
    let declined = fake.wait_for("POST", "/api/challenge/c1/decline", 1);
    assert_eq!(declined.field("reason"), Some("later".into()));
}

#[test]
fn a_challenge_is_heard_as_it_arrives_and_accepted_by_the_keyboard() {
    let fake = FakeLichess::start(&format!("@ GET /api/stream/event\n< {CHALLENGE}\n"));
    let mut w = lobby_window(&fake.url(), Some(TOKEN));
    let heard = "Challenge from Adriana, rating 1734: 15 minutes plus 10 seconds a move, rated; \
                 you would play White.";
    w.until("heard the challenge", |w| said(w, heard));
    w.until("listed the challenge", |w| {
        w.harness.query_by_label("Accept").is_some()
    });
    let accept = w.harness.get(by().label("Accept").role(Role::Button));
    assert!(
        accept
            .accesskit_node()
            .description()
            .is_some_and(|d| d.contains("Adriana")),
        "the button says whose challenge it answers"
    );
    // By the keyboard alone: Tab goes on from the first form's field, Shift+Tab back to the
    // challenge's buttons, and Enter presses the one focused.
    assert_eq!(w.focused().as_deref(), Some(CONTROL));
    w.keys("Tab");
    assert_eq!(w.focused().as_deref(), Some("Rated"));
    // The app says each control as it gets the focus (no screen reader reads it here).
    assert_eq!(w.said().last().unwrap(), "Rated: no");
    w.keys("Tab");
    assert_eq!(w.focused().as_deref(), Some("Seek a game with anyone"));
    w.keys("Shift+Tab Shift+Tab Shift+Tab");
    assert_eq!(w.focused().as_deref(), Some("Decline"));
    w.keys("Shift+Tab");
    assert_eq!(w.focused().as_deref(), Some("Accept"));
    let accept_said = w.said().last().unwrap().clone();
    assert!(
        accept_said.starts_with("Accept: from Adriana, rating 1734: 15 minutes plus 10 seconds"),
        "{accept_said}"
    );
    w.keys("Enter");
    fake.wait_for("POST", "/api/challenge/c1/accept", 1);
    // Escape leaves the lobby (its streams closed) and goes back to the game.
    w.keys("Escape");
    assert!(!w.harness.state().online_open());
    assert!(said(&w, "Back to the game."), "{:#?}", w.said());
    // The window opened on the dialog: the game it goes back to begins now.
    assert!(
        said(&w, "New game, no clock. Two players at this computer."),
        "{:#?}",
        w.said()
    );
}

#[test]
fn without_a_login_the_lobby_says_how_and_takes_a_pasted_token() {
    let fake = FakeLichess::start("@ GET /api/stream/event\n");
    let mut w = lobby_window(&fake.url(), None);
    assert!(said(&w, "You are not logged in."), "{:#?}", w.said());
    assert!(said(&w, "Log in through your browser"), "{:#?}", w.said());
    assert!(
        fake.requests().is_empty(),
        "nothing asked of lichess without a token"
    );
    // Its characters are not shown: a password field, named as the others.
    let field = w.harness.get(
        by().label("Personal token from lichess")
            .role(Role::PasswordInput),
    );
    field.focus();
    w.harness.run();
    let field = w.harness.get(
        by().label("Personal token from lichess")
            .role(Role::PasswordInput),
    );
    field.type_text(TOKEN);
    w.harness.run();
    w.harness.key_press(Key::Enter);
    w.harness.run();
    w.until("logged in", |w| {
        said(w, "Logged in to lichess as Annabella.")
    });
    let asked = fake.wait_for("GET", "/api/account", 1);
    assert_eq!(
        asked.header("authorization"),
        Some(format!("Bearer {TOKEN}").as_str())
    );
    assert!(
        !w.said().iter().any(|l| l.contains(TOKEN)),
        "the token is never shown"
    );
}

/// A browser that says yes at lichess at once: it follows the login's redirect back to the
/// app on this computer with a code.
struct Yes;

impl Opener for Yes {
    fn open(&self, url: &str) -> std::io::Result<()> {
        let query = url.split_once('?').unwrap().1;
        let field = |name: &str| {
            form_fields(query)
                .into_iter()
                .find(|(k, _)| k == name)
                .map(|(_, v)| v)
                .unwrap()
        };
        let address = field("redirect_uri")
            .trim_start_matches("http://")
            .trim_end_matches('/')
            .to_string();
        let back = format!("/?code=theCode&state={}", field("state"));
        std::thread::spawn(move || {
            let mut connection = TcpStream::connect(&address).unwrap();
            write!(connection, "GET {back} HTTP/1.1\r\nHost: {address}\r\n\r\n").unwrap();
            let mut page = String::new();
            let _ = connection.read_to_string(&mut page);
        });
        Ok(())
    }
}

#[test]
fn the_lobby_logs_in_through_the_browser_and_keeps_the_token() {
    let fake = FakeLichess::start("@ GET /api/stream/event\n");
    let data = data_dir("online-window-browser");
    let store = data.join("lichess-token");
    let (mut app, speaker, earcons) = window::on_new_game(None);
    app.set_lichess(Client::new(&fake.url(), None));
    app.set_lichess_login(Arc::new(Yes), store.clone());
    let mut w = Window::over(app, speaker, earcons);
    w.keys("End Enter");
    assert!(said(&w, "You are not logged in."), "{:#?}", w.said());
    // The browser's way is the first control, and has the focus.
    assert_eq!(w.focused().as_deref(), Some("Log in through your browser"));
    w.keys("Enter");
    w.until("opened the browser", |w| {
        said(w, "Your browser is open at lichess")
    });
    w.until("logged in", |w| {
        said(w, "Logged in to lichess as Annabella.")
    });
    // The lobby, connected, has the focus on its first control.
    w.until("focused the lobby's first control", |w| {
        w.focused().as_deref() == Some(CONTROL)
    });
    assert_eq!(
        std::fs::read_to_string(&store).unwrap().trim(),
        ISSUED_TOKEN,
        "the token is kept"
    );
    let asked = fake.wait_for("GET", "/api/stream/event", 1);
    assert_eq!(
        asked.header("authorization"),
        Some(format!("Bearer {ISSUED_TOKEN}").as_str())
    );
}

#[test]
fn a_lobby_lichess_could_not_open_is_connected_again_by_its_button() {
    let fake = FakeLichess::start("= 503 {\"error\":\"down\"}\n@ GET /api/stream/event\n");
    let mut w = lobby_window(&fake.url(), Some(TOKEN));
    w.until("said why not", |w| {
        said(w, "could not be reached: HTTP 503")
    });
    // The token is not in doubt: no login is offered, but a way to connect again.
    w.until("focused the button", |w| {
        w.focused().as_deref() == Some("Connect to lichess again")
    });
    assert!(
        w.harness
            .query_by_label("Personal token from lichess")
            .is_none()
    );
    w.keys("Enter");
    w.until("connected", |w| {
        said(w, "Logged in to lichess as Annabella.")
    });
    assert_eq!(fake.requests_to("GET", "/api/account").len(), 2);
}

/// A premove typed in the window's move field while Bob thinks: held and said, dropped with
/// Ctrl+Shift+P, typed again, and sent the moment Bob's move comes.
#[test]
fn a_premove_typed_in_the_window_goes_when_the_opponents_move_comes() {
    let resigned = resigned(g1_state, "e2e4 e7e5 b1c3");
    let fake = FakeLichess::start(&format!(
        "@ GET /api/stream/event\n> POST /api/board/seek\n< {G1_START}\n\
         @ GET /api/board/game/stream/g1\n< {}\n\
         > POST /api/board/game/g1/move/e2e4\n< {}\n\
         ? premove\n< {}\n\
         > POST /api/board/game/g1/move/b1c3\n< {resigned}\n! end\n",
        g1_full(""),
        g1_state("e2e4", ""),
        g1_state("e2e4 e7e5", ""),
    ));
    let mut w = lobby_window(&fake.url(), Some(TOKEN));
    w.sought("15+10");
    w.play("e4");
    fake.wait_for("POST", "/api/board/game/g1/move/e2e4", 1);
    w.until("had e4 back from lichess", |w| {
        w.session().game().plies().len() == 1
    });

    w.play("Nf3");
    assert!(
        said(
            &w,
            "Premove: Springer Felix drei. It goes to lichess as soon as Black has moved"
        ),
        "{:#?}",
        w.said()
    );
    assert!(said(&w, "Ctrl+Shift+P drops it."), "{:#?}", w.said());
    w.keys("Ctrl+Shift+p");
    assert!(
        said(&w, "Premove Springer Felix drei cancelled."),
        "{:#?}",
        w.said()
    );
    w.play("Nc3");
    assert!(said(&w, "Premove: Springer Cäsar drei."), "{:#?}", w.said());
    fake.open("premove");
    w.until("sent the premove", |_| {
        !fake
            .requests_to("POST", "/api/board/game/g1/move/b1c3")
            .is_empty()
    });
    w.until("announced Black's move and the premove", |w| {
        said(w, "Bauer Eva fünf") && said(w, "Your premove:")
    });
    w.until("ended the game", |w| said(w, "Resigned."));
    assert!(
        fake.requests_to("POST", "/api/board/game/g1/move/g1f3")
            .is_empty(),
        "the premove dropped never went out"
    );
}

/// A correspondence game from the window: a seek of 3 days a move, the days said and the time
/// left for the move as a deadline (Ctrl+T says it instead of clocks), a move sent, Bob's
/// announced, the game ended by lichess and found by `annabella games`.
#[test]
fn a_correspondence_game_is_sought_and_played_in_the_window() {
    let resigned = resigned(c1_state, "e2e4 e7e5 g1f3");
    let fake = FakeLichess::start(&format!(
        "@ GET /api/stream/event\n> POST /api/board/seek\n< {C1_START}\n\
         @ GET /api/board/game/stream/c1\n< {}\n\
         > POST /api/board/game/c1/move/e2e4\n< {}\n< {}\n\
         > POST /api/board/game/c1/move/g1f3\n< {resigned}\n! end\n",
        c1_full(""),
        c1_state("e2e4", ""),
        c1_state("e2e4 e7e5", ""),
    ));
    let data = data_dir("online-window-correspondence");
    let (mut app, speaker, earcons) = window::on_new_game(Some(common::games(&data)));
    app.set_lichess(Client::new(&fake.url(), Some(Token::parse(TOKEN).unwrap())));
    let mut w = Window::over(app, speaker, earcons);
    w.keys("End Enter");
    w.until("said the account", |w| {
        said(w, "Logged in to lichess as Annabella.")
    });
    w.seek("3d");
    let sought = fake.wait_for("POST", "/api/board/seek", 1);
    assert_eq!(sought.field("days"), Some("3".into()), "{}", sought.whole());
    w.until("greeted the game", |w| {
        said(
            w,
            "Online game on lichess, casual, 3 days per move: you play White against Bob, 1500.",
        )
    });
    w.until("said the time for the move", |w| {
        said(w, "You have 3 days for your move.")
    });

    w.play("e4");
    fake.wait_for("POST", "/api/board/game/c1/move/e2e4", 1);
    w.until("announced Bob's move", |w| said(w, "Bauer Eva fünf"));
    w.until("said the time for the move again", |w| {
        w.said()
            .iter()
            .filter(|l| l.contains("You have 3 days for your move."))
            .count()
            == 2
    });
    w.keys("Ctrl+t");
    assert_eq!(
        w.said().last().map(String::as_str),
        Some("White to move: 3 days left, of 3 days per move."),
    );
    // Shown where the clocks are: the time left for the move, the days per move for Bob.
    w.harness.get_by_label("White: 3 days left for the move");
    w.harness.get_by_label("Black: 3 days per move");
    w.play("Nf3");
    fake.wait_for("POST", "/api/board/game/c1/move/g1f3", 1);
    w.until("ended the game", |w| said(w, "Resigned."));
    let game_said: Vec<String> = w
        .said()
        .into_iter()
        .skip_while(|l| !l.starts_with("Online game on lichess"))
        .collect();
    assert!(
        !game_said.iter().any(|l| l.contains("minutes")),
        "no clock time in a correspondence game: {game_said:#?}"
    );

    let game = common::latest(&data).expect("the correspondence game is saved");
    assert_eq!(game.moves.len(), 3, "{game:?}");
    let listed = common::annabella(&data).arg("games").output().unwrap();
    let listed = String::from_utf8_lossy(&listed.stdout);
    assert!(listed.contains(": 2 moves, 1-0"), "{listed}");
}

/// A pipe in the games folder that no one writes: opening it waits, as a slow or hung disk
/// would. Its door, once opened (or when patience runs out: `forced`), lets every reader in to
/// an empty end until it is stopped.
struct HeldJournal {
    open: Arc<std::sync::atomic::AtomicBool>,
    forced: Arc<std::sync::atomic::AtomicBool>,
    stop: Arc<std::sync::atomic::AtomicBool>,
    door: Option<std::thread::JoinHandle<()>>,
}

impl HeldJournal {
    fn make(path: std::path::PathBuf) -> HeldJournal {
        use std::{os::unix::fs::OpenOptionsExt, sync::atomic::AtomicBool, sync::atomic::Ordering};
        let name = std::ffi::CString::new(path.as_os_str().as_encoded_bytes()).unwrap();
        // SAFETY: a valid C string and mode.
        assert_eq!(unsafe { libc::mkfifo(name.as_ptr(), 0o600) }, 0);
        let open = Arc::new(AtomicBool::new(false));
        let forced = Arc::new(AtomicBool::new(false));
        let stop = Arc::new(AtomicBool::new(false));
        let door = {
            let (open, forced, stop) = (open.clone(), forced.clone(), stop.clone());
            std::thread::spawn(move || {
                let start = std::time::Instant::now();
                while !stop.load(Ordering::SeqCst) {
                    if !open.load(Ordering::SeqCst) && start.elapsed() > common::PATIENCE {
                        forced.store(true, Ordering::SeqCst);
                        open.store(true, Ordering::SeqCst);
                    }
                    // A writer that comes and goes: a reader waiting to open it reads an end.
                    if open.load(Ordering::SeqCst) {
                        let _ = std::fs::OpenOptions::new()
                            .write(true)
                            .custom_flags(libc::O_NONBLOCK)
                            .open(&path);
                    }
                    std::thread::sleep(Duration::from_millis(5));
                }
            })
        };
        HeldJournal {
            open,
            forced,
            stop,
            door: Some(door),
        }
    }

    fn open(&self) {
        self.open.store(true, std::sync::atomic::Ordering::SeqCst);
    }

    fn forced(&self) -> bool {
        self.forced.load(std::sync::atomic::Ordering::SeqCst)
    }
}

impl Drop for HeldJournal {
    fn drop(&mut self) {
        self.open();
        self.stop.store(true, std::sync::atomic::Ordering::SeqCst);
        if let Some(door) = self.door.take() {
            let _ = door.join();
        }
    }
}

/// The games folder is looked through for the opened game's journal off the window's thread:
/// while a journal there cannot be read (held), the window still answers its keys; once it
/// can, the game begins.
#[test]
fn the_games_folder_is_looked_through_off_the_windows_thread() {
    let fake = FakeLichess::start(&format!(
        "@ GET /api/stream/event\n> POST /api/board/seek\n< {G1_START}\n\
         @ GET /api/board/game/stream/g1\n< {}\n",
        g1_full(""),
    ));
    let data = data_dir("online-window-held-journal");
    let games = common::games(&data);
    std::fs::create_dir_all(&games).unwrap();
    let (mut app, speaker, earcons) = window::on_new_game(Some(games.clone()));
    app.set_lichess(Client::new(&fake.url(), Some(Token::parse(TOKEN).unwrap())));
    let mut w = Window::over(app, speaker, earcons);
    w.keys("End Enter");
    w.until("said the account", |w| {
        said(w, "Logged in to lichess as Annabella.")
    });
    let held = HeldJournal::make(games.join("0000-held.jsonl"));
    w.seek("15+10");
    w.until("said the game started", |w| {
        said(w, "Game started against Bob")
    });
    // The game is being taken up, its folder's looking held: the lobby still answers, here
    // a seek too fast refused with lichess's rule.
    w.seek("5+3");
    assert!(
        said(&w, "Not sent:"),
        "the window answered: {:#?}",
        w.said()
    );
    assert!(
        w.harness.state().online_open(),
        "not begun while the folder is held"
    );
    assert!(
        !held.forced(),
        "the window waited for the games folder until the test let it go"
    );
    held.open();
    w.until("greeted the game", |w| said(w, "Online game on lichess"));
    assert!(!held.forced());
    assert!(w.session().setup().online.is_some());
}

/// The window's `--record` (here given to the window as the command line gives it): every
/// line lichess sent, on which stream, in order, the token never in it, as `annabella online
/// --record` writes them.
#[test]
fn the_window_records_every_line_lichess_sends() {
    let fake = FakeLichess::start(&SOUGHT_E4_E5);
    let dir = data_dir("online-window-record").join("recorded");
    let record = annabella::driver::online::Record::create(&dir).unwrap();
    let (mut app, speaker, earcons) = window::on_new_game(None);
    app.set_lichess(Client::new(&fake.url(), Some(Token::parse(TOKEN).unwrap())));
    app.set_lichess_record(Arc::new(record));
    let mut w = Window::over(app, speaker, earcons);
    w.keys("End Enter");
    w.sought("15+10");
    w.play("e4");
    w.until("announced Black's answer", |w| said(w, "Bauer Eva fünf"));

    let (record, kinds) = recorded(&dir);
    let kinds: Vec<(&str, &str)> = kinds
        .iter()
        .map(|(s, k)| (s.as_str(), k.as_str()))
        .collect();
    assert_eq!(
        kinds,
        [
            ("event", "gameStart"),
            ("game", "gameFull"),
            ("game", "gameState")
        ],
        "{record}"
    );
    assert!(!record.contains(TOKEN), "the token is never recorded");
}

/// The move field takes the online lines the terminal takes, through the same table: a chat
/// line goes to lichess's player room, `/takeback` asks lichess for one, a line that is no
/// command is refused by name and nothing is sent for it.
#[test]
fn the_move_field_sends_a_chat_line_and_a_takeback_to_lichess() {
    let fake = FakeLichess::start(&SOUGHT_E4_E5);
    let mut w = lobby_window(&fake.url(), Some(TOKEN));
    w.sought("15+10");

    w.play("/chat good luck");
    let chat = fake.wait_for("POST", "/api/board/game/g1/chat", 1);
    assert_eq!(
        (chat.field("room"), chat.field("text")),
        (Some("player".into()), Some("good luck".into()))
    );
    w.play("/frobnicate");
    assert_eq!(
        w.said().last().map(String::as_str),
        Some("/frobnicate is not a command. /help lists them.")
    );
    w.play("e4");
    w.until("announced Black's answer", |w| said(w, "Bauer Eva fünf"));
    w.play("/takeback");
    fake.wait_for("POST", "/api/board/game/g1/takeback/yes", 1);
    assert_eq!(
        w.session().game().plies().len(),
        2,
        "lichess takes the moves back, not the app"
    );
}

/// The text of the text field named `label`, as a screen reader reads it.
fn field_value(w: &Window, label: &str) -> Option<String> {
    w.harness
        .get(by().label(label).role(Role::TextInput))
        .accesskit_node()
        .value()
}

/// lichess's own requests by their keys in the game's view: F1 names them with the lines the
/// move field takes; Ctrl+Shift+A aborts while lichess allows it and says why not once both
/// sides have moved; Ctrl+Shift+B asks for a takeback, Ctrl+Shift+N declines Bob's draw, and
/// Ctrl+Shift+M opens the move field with `/chat ` in it, the player's words going after it.
#[test]
fn lichess_s_requests_go_out_by_their_keys_in_the_game_s_view() {
    let fake = FakeLichess::start(&format!(
        "@ GET /api/stream/event\n> POST /api/board/seek\n< {G1_START}\n\
         @ GET /api/board/game/stream/g1\n< {}\n\
         > POST /api/board/game/g1/move/e2e4\n< {}\n\
         > POST /api/board/game/g1/takeback/yes\n< {}\n",
        g1_full(""),
        g1_state("e2e4 e7e5", ""),
        g1_state("e2e4 e7e5", r#","bdraw":true"#),
    ));
    let mut w = lobby_window(&fake.url(), Some(TOKEN));
    w.sought("15+10");

    w.keys("F1");
    assert!(
        said(
            &w,
            "On lichess: Ctrl+Shift+b takeback, Ctrl+Shift+n decline an offer, Ctrl+Shift+a \
             abort, Ctrl+Shift+m chat; typed in the move field: /takeback, /decline, /abort, \
             /chat."
        ),
        "{:#?}",
        w.said()
    );

    w.keys("Ctrl+Shift+a");
    assert_eq!(
        w.said().last().map(String::as_str),
        Some("Abort the game? It ends for both of you, unrated. Press again to abort it.")
    );
    w.keys("Ctrl+Shift+a");
    fake.wait_for("POST", "/api/board/game/g1/abort", 1);
    assert!(said(&w, "You abort the game."), "{:#?}", w.said());

    w.play("e4");
    w.until("announced Black's answer", |w| said(w, "Bauer Eva fünf"));
    w.keys("Ctrl+Shift+a");
    assert_eq!(
        w.said().last().map(String::as_str),
        Some(
            "Both sides have moved: lichess no longer lets this game be aborted. Resign or \
             offer a draw instead."
        )
    );

    w.keys("Ctrl+Shift+b");
    fake.wait_for("POST", "/api/board/game/g1/takeback/yes", 1);
    assert!(
        said(&w, "You ask to take back your last move."),
        "{:#?}",
        w.said()
    );
    w.until("heard Bob's draw offer", |w| said(w, "offers a draw"));
    w.keys("Ctrl+Shift+n");
    fake.wait_for("POST", "/api/board/game/g1/draw/no", 1);
    assert!(said(&w, "You decline the draw."), "{:#?}", w.said());
    assert_eq!(
        fake.requests_to("POST", "/api/board/game/g1/abort").len(),
        1,
        "the abort refused was not sent"
    );

    w.keys("Ctrl+Shift+m");
    assert_eq!(
        w.said().last().map(String::as_str),
        Some(
            "Chat: type your words after /chat in the move field, then Enter. Escape goes back \
             to the board."
        )
    );
    assert_eq!(w.focused().as_deref(), Some("Move:"));
    assert_eq!(field_value(&w, "Move:").as_deref(), Some("/chat "));
    w.type_text("good");
    // Pressed again while writing, with the cursor gone back to the start: the words stay,
    // and what is typed goes on after them.
    w.keys("Home Ctrl+Shift+m");
    assert_eq!(field_value(&w, "Move:").as_deref(), Some("/chat good"));
    w.type_text(" game");
    w.keys("Enter");
    let chat = fake.wait_for("POST", "/api/board/game/g1/chat", 1);
    assert_eq!(chat.field("text"), Some("good game".into()));
    assert!(said(&w, "Sent to the chat: good game"), "{:#?}", w.said());
    // Once the cursor has been put after what was written, it is the player's again: Home
    // takes it to the start, and typing goes there.
    w.keys("Ctrl+Shift+m");
    w.type_text("x");
    w.keys("Home");
    w.type_text("y");
    assert_eq!(field_value(&w, "Move:").as_deref(), Some("y/chat x"));

    // Opened and left untouched, the chat's line goes with the focus: a move typed later is
    // not sent to the chat.
    w.keys("Ctrl+Shift+m Escape");
    assert_eq!(field_value(&w, "Move:").as_deref(), Some(""));
}

/// A game at home: lichess's keys do nothing and say why, naming what was asked, and F1 does
/// not list them.
#[test]
fn away_from_lichess_its_keys_say_why_they_do_nothing_and_f1_leaves_them_out() {
    let (app, speaker, earcons) = window::on_new_game(None);
    let mut w = Window::over(app, speaker, earcons);
    // The new-game dialog's choices as they stand: two players at this computer.
    w.keys("Enter");
    assert!(w.session().setup().online.is_none());
    let why = ": only in an online game on lichess, and this game is not one.";
    for (keys, what) in [
        ("Ctrl+Shift+b", "Takeback"),
        ("Ctrl+Shift+a", "Abort"),
        ("Ctrl+Shift+n", "Decline"),
        ("Ctrl+Shift+m", "Chat"),
    ] {
        w.keys(keys);
        assert_eq!(
            w.said().last().cloned(),
            Some(format!("{what}{why}")),
            "{keys}"
        );
    }
    assert_ne!(w.focused().as_deref(), Some("Move:"), "no chat opened");
    let from = w.said().len();
    w.keys("F1 F1");
    let help = w.since(from).join(" ");
    assert!(help.contains("F1 again"), "{help}");
    for online in ["lichess", "Ctrl+Shift+b", "/takeback", "/chat"] {
        assert!(!help.contains(online), "{online} at home: {help}");
    }
}
