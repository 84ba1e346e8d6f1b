//! `annabella online` end to end, at the terminal, against the fake lichess: connected with a
//! token from the environment, the game going on taken up from the event stream, moves typed
//! and sent, the opponent's announced, the stream dropped and taken up again with the moves
//! missed, the game ended by lichess and found among the saved games.

use std::{path::Path, process::Command};

use crate::common::{
    self, Running, annabella, data_dir,
    fake_lichess::{
        C1_START, FakeLichess, G1_START, c1_full, c1_state, g1_full, g1_state, recorded, resigned,
    },
};

const TOKEN: &str = "lip_terminalTest";

/// `annabella online` in English against `fake`, with its data in `data` and a token.
fn online(data: &Path, fake: &FakeLichess) -> Command {
    let mut command = annabella(data);
    command
        .args(["online", "--lang", "en"])
        .env("ANNABELLA_LICHESS_URL", fake.url())
        .env("ANNABELLA_LICHESS_TOKEN", TOKEN);
    command
}

/// Waits until `app` has said `text` `times` times; fails with all it said.
fn heard(app: &Running, text: &str, times: usize) {
    assert!(
        app.wait_for(text, times),
        "never said {text:?} {times} times:\n{}",
        app.said()
    );
}

#[test]
fn a_game_on_lichess_is_played_at_the_terminal_through_a_dropped_stream() {
    let resigned = resigned(g1_state, "e2e4 e7e5 g1f3 b8c6 f1c4");
    let fake = FakeLichess::start(&format!(
        "@ GET /api/stream/event\n< {G1_START}\n\
         @ GET /api/board/game/stream/g1\n< {}\n\
         > POST /api/board/game/g1/move/e2e4\n< {}\n\
         > POST /api/board/game/g1/move/g1f3\n! drop\n< {}\n\
         > POST /api/board/game/g1/move/f1c4\n< {resigned}\n! end\n",
        g1_full(""),
        g1_state("e2e4 e7e5", ""),
        g1_full("e2e4 e7e5 g1f3 b8c6"),
    ));
    let data = data_dir("online-terminal");
    let recording = data.join("recorded");
    let mut command = online(&data, &fake);
    command.arg("--record").arg(&recording);
    let mut app = Running::start(command);
    heard(&app, "Logged in to lichess as Annabella.", 1);
    heard(
        &app,
        "Online game on lichess, casual, time control 15+10: you play White against Bob, 1500.",
        1,
    );
    app.line("e4");
    heard(&app, "Bauer Eva fünf", 1);
    app.line("Nf3");
    // The stream drops; it is opened again at once and the move missed is caught up.
    heard(&app, "The connection to lichess was lost", 1);
    heard(&app, "Connected to lichess again.", 1);
    heard(&app, "Springer Cäsar sechs", 1);
    app.line("Bc4");
    heard(&app, "Resigned.", 1);
    assert!(
        !app.said().contains("taken back"),
        "nothing taken back: {}",
        app.said()
    );
    app.line("quit");
    let (status, said) = app.end();
    assert!(status.success(), "{said}");
    assert!(!said.contains(TOKEN), "the token is never shown");
    let moves: Vec<_> = fake
        .requests()
        .iter()
        .filter(|r| r.path.contains("/move/"))
        .map(|r| r.path.clone())
        .collect();
    assert_eq!(
        moves,
        [
            "/api/board/game/g1/move/e2e4",
            "/api/board/game/g1/move/g1f3",
            "/api/board/game/g1/move/f1c4"
        ]
    );
    // `--record` kept every line lichess sent, in order, with when, and never the token.
    let (record, streams) = recorded(&recording);
    let kinds: Vec<(&str, &str)> = streams
        .iter()
        .map(|(s, k)| (s.as_str(), k.as_str()))
        .collect();
    assert_eq!(
        kinds,
        [
            ("event", "gameStart"),
            ("game", "gameFull"),
            ("game", "gameState"),
            ("game", "gameFull"),
            ("game", "gameState"),
        ],
        "{record}"
    );
    assert!(!record.contains(TOKEN));
    // The game is saved like any other, with lichess's result.
    let game = common::latest(&data).expect("the online game is saved");
    assert_eq!(game.moves.len(), 5, "{game:?}");
}

#[test]
fn without_a_login_the_player_is_told_how_to_log_in() {
    let fake = FakeLichess::start("= 401 {\"error\":\"No such token\"}\n");
    let data = data_dir("online-no-login");
    let command = online(&data, &fake);
    let (status, said) = Running::start(command).end();
    assert_eq!(status.code(), Some(2), "{said}");
    assert!(said.contains("annabella online login"), "{said}");
}

#[test]
fn a_game_against_the_lichess_ai_is_asked_for_from_the_command_line() {
    let fake = FakeLichess::start(&format!(
        "@ GET /api/stream/event\n> POST /api/challenge/ai\n< {G1_START}\n\
         @ GET /api/board/game/stream/g1\n< {}\n",
        g1_full("")
    ));
    let data = data_dir("online-ai");
    let mut command = annabella(&data);
    command
        .args([
            "online", "ai", "3", "10+5", "--color", "white", "--lang", "en",
        ])
        .env("ANNABELLA_LICHESS_URL", fake.url())
        .env("ANNABELLA_LICHESS_TOKEN", TOKEN);
    let app = Running::start(command);
    assert!(
        app.wait_for("Online game on lichess", 1),
        "never began:\n{}",
        app.said()
    );
    let (_, said) = app.end();
    let asked = fake.wait_for("POST", "/api/challenge/ai", 1);
    let field = |name: &str| asked.field(name);
    assert_eq!(
        (
            field("level"),
            field("clock.limit"),
            field("clock.increment"),
            field("color")
        ),
        (
            Some("3".into()),
            Some("600".into()),
            Some("5".into()),
            Some("white".into())
        ),
        "{said}"
    );
}

/// "premove typed ahead and sent when the expected move comes": while Bob thinks, Anna types
/// her reply at the terminal; it is held and said, and goes to lichess the moment Bob's move
/// arrives. A second premove is cancelled with `/cancel`: nothing goes out for it.
#[test]
fn a_premove_typed_at_the_terminal_goes_to_lichess_when_the_move_comes() {
    let resigned = resigned(g1_state, "e2e4 e7e5 g1f3 b8c6 f1b5");
    let fake = FakeLichess::start(&format!(
        "@ GET /api/stream/event\n< {G1_START}\n\
         @ GET /api/board/game/stream/g1\n< {}\n\
         > POST /api/board/game/g1/move/e2e4\n< {}\n\
         ? premove\n< {}\n\
         > POST /api/board/game/g1/move/g1f3\n< {}\n\
         ? cancelled\n< {}\n\
         > POST /api/board/game/g1/move/f1b5\n< {resigned}\n! end\n",
        g1_full(""),
        g1_state("e2e4", ""),
        g1_state("e2e4 e7e5", ""),
        g1_state("e2e4 e7e5 g1f3", ""),
        g1_state("e2e4 e7e5 g1f3 b8c6", ""),
    ));
    let data = data_dir("online-premove");
    let command = online(&data, &fake);
    let mut app = Running::start(command);
    heard(&app, "Online game on lichess", 1);
    app.line("e4");
    fake.wait_for("POST", "/api/board/game/g1/move/e2e4", 1);
    app.line("Nf3");
    heard(
        &app,
        "Premove: Springer Felix drei. It goes to lichess as soon as Black has moved",
        1,
    );
    heard(&app, "/cancel drops it.", 1);
    let let_go = std::time::Instant::now();
    fake.open("premove");
    let sent = fake.wait_for("POST", "/api/board/game/g1/move/g1f3", 1);
    // A figure, not a verdict: from Bob's move let go on the stream to the premove at lichess.
    println!(
        "premove sent {:?} after the opponent's move was let go",
        sent.at.saturating_duration_since(let_go)
    );
    heard(&app, "Bauer Eva fünf", 1);
    heard(&app, "Your premove:", 1);

    // Another premove, cancelled: Bob's move comes, and nothing goes out until Anna moves.
    app.line("Bc4");
    heard(&app, "Premove: Läufer Cäsar vier.", 1);
    app.line("/cancel");
    heard(&app, "Premove Läufer Cäsar vier cancelled.", 1);
    fake.open("cancelled");
    heard(&app, "Springer Cäsar sechs", 1);
    app.line("Bb5");
    heard(&app, "Resigned.", 1);
    app.line("quit");
    let (status, said) = app.end();
    assert!(status.success(), "{said}");
    let moves: Vec<_> = fake
        .requests()
        .iter()
        .filter(|r| r.path.contains("/move/"))
        .map(|r| r.path.rsplit('/').next().unwrap_or_default().to_string())
        .collect();
    assert_eq!(moves, ["e2e4", "g1f3", "f1b5"], "{said}");
    assert!(fake.problems().is_empty(), "{:?}", fake.problems());
}

/// A correspondence game at the terminal: 3 days a move said, and the time left for the move
/// as a deadline in days and hours (no clock runs or sounds); a move made and sent, Bob's
/// announced; the game ended by lichess, saved, and listed by `annabella games`.
#[test]
fn a_correspondence_game_is_played_at_the_terminal_and_found_among_the_games() {
    let resigned = resigned(c1_state, "e2e4 e7e5 g1f3");
    let fake = FakeLichess::start(&format!(
        "@ GET /api/stream/event\n< {C1_START}\n\
         @ GET /api/board/game/stream/c1\n< {}\n\
         > POST /api/board/game/c1/move/e2e4\n< {}\n< {}\n\
         > POST /api/board/game/c1/move/g1f3\n< {resigned}\n! end\n",
        c1_full(""),
        c1_state("e2e4", ""),
        c1_state("e2e4 e7e5", ""),
    ));
    let data = data_dir("online-correspondence");
    let command = online(&data, &fake);
    let mut app = Running::start(command);
    heard(
        &app,
        "Online game on lichess, casual, 3 days per move: you play White against Bob, 1500.",
        1,
    );
    heard(&app, "You have 3 days for your move.", 1);
    app.line("e4");
    fake.wait_for("POST", "/api/board/game/c1/move/e2e4", 1);
    heard(&app, "Bauer Eva fünf", 1);
    heard(&app, "You have 3 days for your move.", 2);
    app.line("/time");
    heard(&app, "White to move: 3 days left, of 3 days per move.", 1);
    app.line("Nf3");
    heard(&app, "Resigned.", 1);
    app.line("quit");
    let (status, said) = app.end();
    assert!(status.success(), "{said}");
    // The game's first lines are said as they come, not when the stream next wakes the
    // terminal (it never went silent long enough to be opened again).
    assert!(!said.contains("connection to lichess was lost"), "{said}");
    assert!(
        !said.contains("minutes"),
        "no clock time is said in a correspondence game:\n{said}"
    );
    assert!(fake.problems().is_empty(), "{:?}", fake.problems());

    let game = common::latest(&data).expect("the correspondence game is saved");
    assert_eq!(game.moves.len(), 3, "{game:?}");
    assert!(game.result.is_some(), "{game:?}");
    let listed = annabella(&data).arg("games").output().unwrap();
    let listed = String::from_utf8_lossy(&listed.stdout);
    assert_eq!(listed.lines().count(), 1, "{listed}");
    assert!(listed.contains(": 2 moves, 1-0"), "{listed}");
}
