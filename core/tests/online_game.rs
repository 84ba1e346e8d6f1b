//! Online games on lichess through the pure session: the server's lines come in at given
//! times, the player's keys and lines as at home, and what goes out to lichess and what the
//! player hears are checked. A whole rapid game runs in milliseconds.

use std::time::Duration;

use annabella_core::online::{
    Incoming, Link, OnlineAct, Outgoing, RequestError,
    game::{self, GameError},
    wire::GameFull,
};
use annabella_core::session::{Effect, Input, Session, Setup, WindowAct, lines::Line};
use annabella_core::{
    keymap::Act,
    keymap::{Command, Context, OnlineKey},
};
use shakmaty::{Color, Position};

const ME: &str = "anna";

/// A `gameFull` line: Anna (White unless `black`) against Bob, 10+5, the moves so far.
fn game_full(anna_black: bool, moves: &str) -> String {
    let anna = r#"{"id":"anna","name":"Anna","rating":1620}"#;
    let bob = r#"{"id":"bob","name":"Bob","rating":1710,"title":"FM"}"#;
    let (white, black) = if anna_black { (bob, anna) } else { (anna, bob) };
    format!(
        r#"{{"type":"gameFull","id":"abc123","rated":true,"variant":{{"key":"standard","name":"Standard"}},"clock":{{"initial":600000,"increment":5000}},"speed":"rapid","white":{white},"black":{black},"initialFen":"startpos","state":{{"type":"gameState","moves":"{moves}","wtime":600000,"btime":600000,"winc":5000,"binc":5000,"status":"started"}}}}"#
    )
}

/// A `gameState` line.
fn game_state(moves: &str, wtime: u64, btime: u64, extra: &str) -> String {
    format!(
        r#"{{"type":"gameState","moves":"{moves}","wtime":{wtime},"btime":{btime},"winc":5000,"binc":5000,"status":"started"{extra}}}"#
    )
}

fn full(line: &str) -> GameFull {
    match annabella_core::online::wire::GameLine::parse(line).unwrap() {
        annabella_core::online::wire::GameLine::GameFull(full) => *full,
        other => panic!("not a gameFull: {other:?}"),
    }
}

/// A session over the online game, greeted and given its first line.
struct Online {
    session: Session,
    now: Duration,
}

impl Online {
    fn start(home: &Setup, anna_black: bool) -> (Online, Vec<String>) {
        let line = game_full(anna_black, "");
        let setup = game::setup(&full(&line), ME, home).unwrap();
        let mut session = Session::new(setup).unwrap();
        let greeting = session.greeting();
        let mut online = Online {
            session,
            now: Duration::ZERO,
        };
        let mut said = online.words(&greeting);
        said.extend(online.server(&line).1);
        (online, said)
    }

    fn words(&self, effects: &[Effect]) -> Vec<String> {
        effects
            .iter()
            .filter_map(|e| self.session.words_of(e))
            .collect()
    }

    /// The input `secs` seconds after the last: what goes to lichess, what is said.
    fn input(&mut self, secs: u64, input: Input) -> (Vec<(u64, Outgoing)>, Vec<String>) {
        self.now += Duration::from_secs(secs);
        let effects = self.session.handle(input, self.now);
        let sent = effects
            .iter()
            .filter_map(|e| match e {
                Effect::Online { id, request } => Some((*id, request.clone())),
                _ => None,
            })
            .collect();
        (sent, self.words(&effects))
    }

    fn server(&mut self, line: &str) -> (Vec<(u64, Outgoing)>, Vec<String>) {
        self.input(0, Input::Server(Incoming::GameLine(line.to_string())))
    }

    fn typed(&mut self, secs: u64, text: &str) -> (Vec<(u64, Outgoing)>, Vec<String>) {
        self.input(secs, Input::Text(text.to_string()))
    }
}

fn one_move(sent: &[(u64, Outgoing)], uci: &str) -> u64 {
    match sent {
        [
            (
                id,
                Outgoing::Move {
                    uci: sent,
                    offering_draw: false,
                },
            ),
        ] if sent == uci => *id,
        other => panic!("expected the move {uci} sent, got {other:?}"),
    }
}

fn has(said: &[String], part: &str) -> bool {
    said.iter().any(|line| line.contains(part))
}

#[test]
fn a_whole_rapid_game_is_played_with_lichess_as_the_opponent() {
    let (mut game, greeting) = Online::start(&Setup::default(), false);
    assert!(
        has(
            &greeting,
            "Online game on lichess, rated, time control 10+5: you play White against FM Bob, 1710."
        ),
        "{greeting:?}"
    );

    // Our move goes out at once (the clock pressed for the player at home's default).
    let (sent, said) = game.typed(3, "e4");
    one_move(&sent, "e2e4");
    assert_eq!(said.first().map(String::as_str), Some("Bauer Eva vier"));

    // It comes back in the server's list: nothing to say, nothing to send.
    let (sent, said) = game.server(&game_state("e2e4", 597_000, 600_000, ""));
    assert!(sent.is_empty() && said.is_empty(), "{sent:?} {said:?}");

    // A line typed on the opponent's turn is read as a premove: not one of White's moves, it
    // is refused and nothing goes out.
    let (sent, said) = game.typed(1, "Nf6");
    assert!(sent.is_empty());
    assert!(has(&said, "Not held as a premove"), "{said:?}");

    // The opponent's move is announced the moment it arrives.
    let (_, said) = game.server(&game_state("e2e4 e7e5", 597_000, 590_000, ""));
    assert!(has(&said, "Bauer Eva fünf"), "{said:?}");

    // The server's clocks are ours at that moment, and ours runs on here.
    game.input(10, Input::Tick);
    let clock = game.session.clock();
    assert_eq!(
        clock.remaining(Color::White, game.now),
        Duration::from_secs(587)
    );
    assert_eq!(
        clock.remaining(Color::Black, game.now),
        Duration::from_secs(590)
    );

    // A refused move is taken back, with lichess's reason, and it is our move again.
    let (sent, _) = game.typed(1, "Nf3");
    let id = one_move(&sent, "g1f3");
    let refusal = Err(RequestError::Refused {
        reason: "Not your turn, or game already over".into(),
    });
    let (_, said) = game.input(
        0,
        Input::Server(Incoming::Answered {
            id,
            outcome: refusal,
        }),
    );
    assert!(has(&said, "refused it: Not your turn"), "{said:?}");
    assert!(has(&said, "White to move again"), "{said:?}");
    assert_eq!(game.session.game().plies().len(), 2);
    let (sent, _) = game.typed(1, "Nf3");
    one_move(&sent, "g1f3");

    // The opponent offers a draw with the move; the player declines by line.
    let (_, said) = game.server(&game_state(
        "e2e4 e7e5 g1f3 b8c6",
        580_000,
        585_000,
        r#","bdraw":true"#,
    ));
    assert!(has(&said, "Springer Cäsar sechs"), "{said:?}");
    assert!(has(&said, "offers a draw"), "{said:?}");
    let (sent, said) = game.input(2, Input::Online(OnlineAct::Decline));
    assert_eq!(
        sent.iter().map(|(_, r)| r.clone()).collect::<Vec<_>>(),
        [Outgoing::Draw(false)]
    );
    assert!(has(&said, "You decline the draw"), "{said:?}");

    // A takeback the opponent asked for and the player accepted: the list gets shorter.
    let (_, said) = game.server(&game_state(
        "e2e4 e7e5 g1f3 b8c6",
        578_000,
        585_000,
        r#","btakeback":true"#,
    ));
    assert!(has(&said, "asks to take back"), "{said:?}");
    let (sent, _) = game.input(1, Input::Online(OnlineAct::Takeback));
    assert_eq!(
        sent.iter().map(|(_, r)| r.clone()).collect::<Vec<_>>(),
        [Outgoing::Takeback(true)]
    );
    let (_, said) = game.server(&game_state("e2e4 e7e5 g1f3", 577_000, 585_000, ""));
    assert!(has(&said, "One move taken back on lichess"), "{said:?}");
    assert_eq!(game.session.game().plies().len(), 3);

    // No flag falls here: only lichess ends a game on time.
    game.input(900, Input::Tick);
    assert!(game.session.result().is_none());

    // Resigning is asked twice, then sent; the server's end is the result.
    let (sent, said) = game.input(1, Input::Command(Command::Act(Act::Resign)));
    assert!(sent.is_empty() && has(&said, "resigns?"), "{said:?}");
    let (sent, _) = game.input(0, Input::Command(Command::Act(Act::Resign)));
    assert_eq!(
        sent.iter().map(|(_, r)| r.clone()).collect::<Vec<_>>(),
        [Outgoing::Resign]
    );
    let ended = game_state("e2e4 e7e5 g1f3", 500_000, 585_000, r#","winner":"black""#)
        .replace(r#""status":"started""#, r#""status":"resign""#);
    let (_, said) = game.server(&ended);
    assert!(has(&said, "Resigned."), "{said:?}");
    assert_eq!(
        game.session.result(),
        Some(shakmaty::KnownOutcome::Decisive {
            winner: Color::Black
        })
    );
}

#[test]
fn the_opponents_move_waits_on_the_tactile_board_before_ours() {
    let mut home = Setup::default();
    home.players.white.keeps_board = true;
    let (mut game, _) = Online::start(&home, true);
    assert_eq!(
        game.session.setup().reader(),
        Color::Black,
        "Anna plays Black"
    );
    let (_, said) = game.server(&game_state("d2d4", 600_000, 600_000, ""));
    assert!(has(&said, "Bauer David vier"), "{said:?}");
    // Not yet made on Anna's tactile board: her move waits for it.
    let (sent, said) = game.typed(2, "d5");
    assert!(sent.is_empty(), "{sent:?}");
    assert!(!said.is_empty());
    assert_eq!(game.session.game().plies().len(), 1);
    // Made there ("my board shows the game"), her move goes out.
    game.input(1, Input::Command(Command::Act(Act::Confirm)));
    let (sent, _) = game.typed(1, "d5");
    one_move(&sent, "d7d5");
}

#[test]
fn a_reconnect_catches_up_the_moves_missed_and_says_so() {
    let (mut game, _) = Online::start(&Setup::default(), false);
    let (sent, _) = game.typed(1, "e4");
    one_move(&sent, "e2e4");
    let (_, said) = game.input(
        5,
        Input::Server(Incoming::Link(Link::Lost {
            reason: "no data for 20 s".into(),
            retry_in: Duration::from_secs(1),
        })),
    );
    assert!(
        has(&said, "connection to lichess was lost (no data for 20 s)"),
        "{said:?}"
    );
    let (_, said) = game.input(2, Input::Server(Incoming::Link(Link::Up)));
    assert!(has(&said, "Connected to lichess again"), "{said:?}");
    // While away, Bob answered, we (on another device) moved, Bob moved again.
    let (_, said) = game.server(&game_full(false, "e2e4 e7e5 g1f3 b8c6"));
    assert!(
        has(&said, "3 moves were played while the connection was away"),
        "{said:?}"
    );
    assert!(has(&said, "Springer Cäsar sechs"), "{said:?}");
    assert_eq!(game.session.game().plies().len(), 4);
    assert_eq!(game.session.game().position().turn(), Color::White);
}

/// A login lichess no longer accepts closes the game's link for good: said once, with what to
/// do, and the game so far kept (no result, the moves stand).
#[test]
fn a_link_closed_for_good_is_said_with_what_to_do_and_the_game_kept() {
    let (mut game, _) = Online::start(&Setup::default(), false);
    let (sent, _) = game.typed(1, "e4");
    one_move(&sent, "e2e4");
    let closed = Input::Server(Incoming::Link(Link::Closed(RequestError::Unauthorized)));
    let (sent, said) = game.input(3, closed);
    assert!(sent.is_empty(), "{sent:?}");
    assert!(has(&said, "log in again with"), "{said:?}");
    assert!(has(&said, "annabella online play"), "{said:?}");
    assert_eq!(game.session.result(), None);
    assert_eq!(game.session.game().plies().len(), 1);
}

#[test]
fn helps_are_withheld_during_an_online_game() {
    let (mut game, _) = Online::start(&Setup::default(), false);
    assert!(game.session.setup().fair_play());
    let (sent, said) = game.input(1, Input::Command(Command::Evaluate));
    assert!(sent.is_empty());
    assert!(!said.is_empty() && !has(&said, "Best move"), "{said:?}");
    // Each refusal names the rule that holds here: lichess's, not a tournament's.
    for command in [
        Command::Evaluate,
        Command::NewGame,
        Command::Learn(annabella_core::keymap::Learn::Lessons),
    ] {
        let (_, said) = game.input(2, Input::Command(command));
        assert!(has(&said, "online game"), "{command:?}: {said:?}");
        assert!(!has(&said, "tournament"), "{command:?}: {said:?}");
    }
}

#[test]
fn the_opponent_gone_lets_the_player_claim_the_win_when_lichess_allows() {
    let (mut game, _) = Online::start(&Setup::default(), false);
    let (_, said) = game.server(r#"{"type":"opponentGone","gone":true,"claimWinInSeconds":10}"#);
    assert!(has(&said, "claim the win in 10 seconds"), "{said:?}");
    let (sent, said) = game.input(1, Input::Command(Command::Act(Act::ClaimFlag)));
    assert!(sent.is_empty() && has(&said, "in 9 seconds"), "{said:?}");
    // The moment comes: it is said, due as a clock's cue is.
    assert_eq!(
        game.session.next_due(),
        Some(game.now + Duration::from_secs(9))
    );
    let (_, said) = game.input(9, Input::Tick);
    assert!(has(&said, "You may claim the win now"), "{said:?}");
    let (_, said) = game.input(5, Input::Tick);
    assert!(said.is_empty(), "said once: {said:?}");
    let (sent, _) = game.input(1, Input::Command(Command::Act(Act::ClaimFlag)));
    assert_eq!(
        sent.iter().map(|(_, r)| r.clone()).collect::<Vec<_>>(),
        [Outgoing::ClaimVictory]
    );
}

#[test]
fn a_game_not_ours_or_of_another_variant_is_refused_with_its_reason() {
    let line = game_full(false, "");
    assert_eq!(
        game::setup(&full(&line), "carol", &Setup::default()),
        Err(GameError::NotYours {
            id: "abc123".into()
        })
    );
    let chess960 = line.replace(
        r#""key":"standard","name":"Standard""#,
        r#""key":"chess960","name":"Chess960""#,
    );
    let error = game::setup(&full(&chess960), ME, &Setup::default()).unwrap_err();
    assert_eq!(
        error.to_string(),
        "Chess960 is not played here: only standard chess"
    );
}

#[test]
fn a_malformed_line_is_said_once_and_changes_nothing() {
    let (mut game, _) = Online::start(&Setup::default(), false);
    let (_, said) =
        game.server(r#"{"type":"gameState","moves":"e2e4","wtime":"soon","status":"started"}"#);
    assert!(
        has(&said, "A line from lichess could not be read"),
        "{said:?}"
    );
    let (_, said) = game.server("{not json");
    assert!(said.is_empty(), "said once: {said:?}");
    assert!(game.session.game().plies().is_empty());
}

#[test]
fn a_game_taken_up_after_a_restart_waits_for_lichess_then_runs_its_clock() {
    let (mut game, _) = Online::start(&Setup::default(), false);
    let (sent, _) = game.typed(2, "e4");
    one_move(&sent, "e2e4");
    game.server(&game_state("e2e4 e7e5", 598_000, 595_000, ""));
    let (_, said) = game.input(60, Input::TakenUp);
    assert!(
        has(&said, "taken up again: lichess brings it up to date"),
        "{said:?}"
    );
    assert!(game.session.clock().is_paused());
    let (_, said) = game.server(&game_full(false, "e2e4 e7e5 g1f3 g8f6"));
    assert!(has(&said, "Springer Felix sechs"), "{said:?}");
    assert!(!game.session.clock().is_paused());
    assert_eq!(game.session.clock().active(), Some(Color::White));
}

#[test]
fn a_script_plays_an_online_game_with_the_servers_lines() {
    use annabella_core::session::script::{Happened, InlineEngines, Script};
    let script = Script::parse(
        "online black g1\nlang en\nvocab black en\ntime 15+10\n\
         server {\"type\":\"gameState\",\"moves\":\"e2e4\",\"wtime\":900000,\"btime\":900000,\"status\":\"started\"}\n\
         wait 3\ntype c5\nexpect Caesar five\n",
    )
    .unwrap();
    assert_eq!(script.setup.reader(), Color::Black);
    let (_, happened) = script
        .run(&mut InlineEngines::new(1, std::time::Instant::now))
        .unwrap();
    let sent: Vec<_> = happened
        .iter()
        .filter_map(|h| match h {
            Happened::Sent { at, request } => Some((at.as_secs(), request.as_str())),
            _ => None,
        })
        .collect();
    assert_eq!(sent, [(3, "/api/board/game/g1/move/c7c5")]);
    let Some(Happened::Said { text: greeting, .. }) = happened.first() else {
        panic!("greeted");
    };
    assert!(
        greeting.contains("you play Black against your opponent on lichess."),
        "{greeting}"
    );
    assert!(
        !happened.iter().any(|h| matches!(h, Happened::Unmet { .. })),
        "{happened:#?}"
    );

    let with_computer = Script::parse("online white\ncomputer black builtin:1\n").unwrap_err();
    assert!(
        with_computer
            .to_string()
            .contains("an online game is played against its opponent on lichess"),
        "{with_computer}"
    );
}

#[test]
fn a_game_full_that_has_not_yet_our_move_in_flight_takes_nothing_back() {
    let (mut game, _) = Online::start(&Setup::default(), false);
    let (sent, _) = game.typed(2, "e4");
    one_move(&sent, "e2e4");
    // The stream's first line (or a reconnect's) was written before our move reached lichess.
    let (_, said) = game.server(&game_full(false, ""));
    assert!(!has(&said, "taken back"), "{said:?}");
    assert_eq!(game.session.game().plies().len(), 1);
    let (_, said) = game.server(&game_state("e2e4 e7e5", 598_000, 600_000, ""));
    assert!(has(&said, "Bauer Eva fünf"), "{said:?}");
}

// ---- premoves ------------------------------------------------------------------------------

fn sent_nothing(sent: &[(u64, Outgoing)]) {
    assert!(sent.is_empty(), "nothing should go to lichess: {sent:?}");
}

/// The key that drops the premove held (in the window's move field and on its board).
fn cancel_key() -> Input {
    Input::Key("Ctrl+Shift+p".parse().unwrap())
}

fn press() -> Input {
    Input::Command(Command::Act(Act::PressClock))
}

/// "premove typed ahead and sent when the expected move comes": Anna plays White; while Bob
/// thinks she types her reply; it is held, said, and sent in the same instant his move arrives,
/// so her clock runs for no time at all.
#[test]
fn a_premove_is_sent_the_moment_the_opponents_move_comes() {
    let (mut game, _) = Online::start(&Setup::default(), false);
    let (sent, _) = game.typed(3, "e4");
    one_move(&sent, "e2e4");
    game.server(&game_state("e2e4", 597_000, 600_000, ""));
    // F1 while Bob thinks says what a line typed now is, and the key that drops it.
    let (_, said) = game.input(1, Input::Command(Command::Help));
    assert!(
        has(
            &said,
            "Black moves on lichess: a move you type now is your premove"
        ),
        "{said:?}"
    );
    assert!(
        has(&said, "Ctrl+Shift+p: drop the premove held"),
        "{said:?}"
    );

    let (sent, said) = game.typed(2, "Nf3");
    sent_nothing(&sent);
    assert!(
        has(
            &said,
            "Premove: Springer Felix drei. It goes to lichess as soon as Black has moved"
        ),
        "{said:?}"
    );
    assert!(has(&said, "Ctrl+Shift+P drops it"), "{said:?}");
    assert_eq!(
        game.session.game().plies().len(),
        1,
        "nothing is played yet"
    );

    // Bob's 1… e5 arrives 8 s later: announced, then the premove made and sent at once.
    game.now += Duration::from_secs(8);
    let (sent, said) = game.server(&game_state("e2e4 e7e5", 597_000, 592_000, ""));
    one_move(&sent, "g1f3");
    let bob = said.iter().position(|line| line.contains("Bauer Eva fünf"));
    let ours = said
        .iter()
        .position(|line| line.contains("Springer Felix drei"));
    assert!(
        matches!((bob, ours), (Some(bob), Some(ours)) if bob < ours),
        "Bob's move first, then the premove: {said:?}"
    );
    assert!(has(&said, "Your premove:"), "{said:?}");
    // Anna's clock stood for no time: lichess's 597 s, and Bob's clock runs.
    let clock = game.session.clock();
    assert_eq!(clock.active(), Some(Color::Black));
    assert_eq!(
        clock.remaining(Color::White, game.now),
        Duration::from_secs(597) + Duration::from_secs(5),
        "the increment of 10+5 is added at the press, as on lichess"
    );
    // Sent once: the server's list with it changes nothing.
    let (sent, said) = game.server(&game_state("e2e4 e7e5 g1f3", 602_000, 592_000, ""));
    assert!(sent.is_empty() && said.is_empty(), "{sent:?} {said:?}");
}

#[test]
fn a_premove_is_replaced_by_the_next_and_cancelled_by_its_key_or_line() {
    let (mut game, _) = Online::start(&Setup::default(), false);
    game.typed(1, "e4");
    game.server(&game_state("e2e4", 597_000, 600_000, ""));
    game.typed(1, "Nf3");
    let (sent, said) = game.typed(1, "Nc3");
    sent_nothing(&sent);
    assert!(
        has(&said, "Premove replaced: Springer Cäsar drei."),
        "{said:?}"
    );
    let (sent, said) = game.input(1, cancel_key());
    sent_nothing(&sent);
    assert!(
        has(&said, "Premove Springer Cäsar drei cancelled."),
        "{said:?}"
    );
    let cancel = Input::Command(Command::Act(Act::CancelPremove));
    let (_, said) = game.input(1, cancel.clone());
    assert!(has(&said, "No premove is held."), "{said:?}");
    game.typed(1, "d4");
    let (_, said) = game.input(1, cancel);
    assert!(
        has(&said, "Premove Bauer David vier cancelled."),
        "{said:?}"
    );
    // Bob moves: nothing goes out, and it is Anna's move.
    let (sent, _) = game.server(&game_state("e2e4 e7e5", 597_000, 590_000, ""));
    sent_nothing(&sent);
    assert_eq!(game.session.game().position().turn(), Color::White);
}

/// A premove that the opponent's move made illegal is dropped, the reason said, and nothing
/// sent: the piece taken, a check it does not answer, a square no longer reachable.
#[test]
fn a_premove_no_longer_legal_is_dropped_with_the_reason() {
    // Taken: 1. e4 d5 2. exd5, premove d6; Bob takes on d5.
    let (mut game, _) = Online::start(&Setup::default(), false);
    game.typed(1, "e4");
    game.server(&game_state("e2e4 d7d5", 597_000, 590_000, ""));
    game.typed(1, "exd5");
    game.typed(1, "d6");
    let (sent, said) = game.server(&game_state("e2e4 d7d5 e4d5 d8d5", 590_000, 585_000, ""));
    sent_nothing(&sent);
    assert!(
        has(
            &said,
            "Premove Bauer David sechs dropped: Black took the piece."
        ),
        "{said:?}"
    );
    assert_eq!(game.session.game().position().turn(), Color::White);
    let (sent, _) = game.typed(1, "Nc3");
    one_move(&sent, "b1c3");

    // Check: 1. e4 e5 2. f3, premove d4; Bob's queen checks from h4.
    let (mut game, _) = Online::start(&Setup::default(), false);
    game.typed(1, "e4");
    game.server(&game_state("e2e4 e7e5", 597_000, 590_000, ""));
    game.typed(1, "f3");
    game.typed(1, "d4");
    let (sent, said) = game.server(&game_state("e2e4 e7e5 f2f3 d8h4", 590_000, 585_000, ""));
    sent_nothing(&sent);
    assert!(
        has(
            &said,
            "your king is in check, and it does not answer the check"
        ),
        "{said:?}"
    );

    // Not legal: 1. e4 e5 2. Bc4, premove Bxf7+; Bob's d5 blocks the diagonal.
    let (mut game, _) = Online::start(&Setup::default(), false);
    game.typed(1, "e4");
    game.server(&game_state("e2e4 e7e5", 597_000, 590_000, ""));
    game.typed(1, "Bc4");
    game.typed(1, "Bxf7");
    let (sent, said) = game.server(&game_state("e2e4 e7e5 f1c4 d7d5", 590_000, 585_000, ""));
    sent_nothing(&sent);
    assert!(has(&said, "it is not legal after Black’s move"), "{said:?}");
}

/// With the clock pressed by hand, nothing goes out unpressed: a premove is made when the
/// opponent's move comes and waits for the press, unless the player pressed for it ahead.
#[test]
fn with_the_press_by_hand_a_premove_goes_only_when_pressed_for() {
    let home = Setup {
        press: annabella_core::session::Press::ByHand,
        ..Setup::default()
    };
    let (mut game, _) = Online::start(&home, false);
    let (sent, _) = game.typed(1, "e4");
    sent_nothing(&sent);
    let (sent, _) = game.input(1, press());
    one_move(&sent, "e2e4");
    game.server(&game_state("e2e4", 597_000, 600_000, ""));

    // Not pressed for: made, not sent.
    let (sent, said) = game.typed(1, "Nf3");
    sent_nothing(&sent);
    assert!(has(&said, "You press the clock yourself"), "{said:?}");
    let (sent, said) = game.server(&game_state("e2e4 e7e5", 597_000, 590_000, ""));
    sent_nothing(&sent);
    assert!(has(&said, "Your premove is made, not yet sent"), "{said:?}");
    assert_eq!(game.session.game().plies().len(), 3);
    let (sent, _) = game.input(2, press());
    one_move(&sent, "g1f3");
    game.server(&game_state("e2e4 e7e5 g1f3", 600_000, 590_000, ""));

    // Pressed for ahead: it goes the moment Bob's move comes.
    game.typed(1, "Bc4");
    let (sent, said) = game.input(1, press());
    sent_nothing(&sent);
    assert!(
        has(&said, "Premove Läufer Cäsar vier confirmed"),
        "{said:?}"
    );
    let (sent, _) = game.server(&game_state("e2e4 e7e5 g1f3 b8c6", 600_000, 585_000, ""));
    one_move(&sent, "f1c4");
    assert_eq!(game.session.clock().active(), Some(Color::Black));
}

#[test]
fn no_premove_with_a_tactile_board_and_none_survives_a_takeback() {
    let mut home = Setup::default();
    home.players.white.keeps_board = true;
    let (mut game, _) = Online::start(&home, false);
    game.typed(1, "e4");
    game.server(&game_state("e2e4", 597_000, 600_000, ""));
    let (sent, said) = game.typed(1, "Nf3");
    sent_nothing(&sent);
    assert!(
        has(
            &said,
            "With a tactile board, Black’s move is made there before yours"
        ),
        "{said:?}"
    );

    // Anna's 2. Nf3 is taken back on lichess while her premove Bc4 is held: it goes with it.
    let (mut game, _) = Online::start(&Setup::default(), false);
    game.typed(1, "e4");
    game.server(&game_state("e2e4 e7e5", 597_000, 590_000, ""));
    game.typed(1, "Nf3");
    game.server(&game_state("e2e4 e7e5 g1f3", 597_000, 590_000, ""));
    game.typed(1, "Bc4");
    let (sent, said) = game.server(&game_state("e2e4 e7e5", 597_000, 590_000, ""));
    sent_nothing(&sent);
    assert!(
        has(
            &said,
            "Premove Läufer Cäsar vier dropped: moves were taken back."
        ),
        "{said:?}"
    );
    assert_eq!(game.session.game().position().turn(), Color::White);
}

// ---- correspondence ------------------------------------------------------------------------

/// A correspondence game's lines: 3 days a move, no clock; lichess's correspondence clock gives
/// each side the time left for its move (`wtime`/`btime`), set to the whole 3 days again when
/// that side has moved.
fn correspondence_full(moves: &str) -> String {
    game_full(false, moves)
        .replace(
            r#""clock":{"initial":600000,"increment":5000}"#,
            r#""daysPerTurn":3"#,
        )
        .replace(r#""speed":"rapid""#, r#""speed":"correspondence""#)
        .replace("600000", "259200000")
}

fn correspondence_state(moves: &str, wtime: u64, btime: u64) -> String {
    game_state(moves, wtime, btime, "").replace("5000", "0")
}

const THREE_DAYS: u64 = 3 * 24 * 3_600_000;

#[test]
fn a_correspondence_game_says_days_per_move_and_the_deadline_not_a_clock() {
    let line = correspondence_full("");
    let setup = game::setup(&full(&line), ME, &Setup::default()).unwrap();
    let mut game = Online {
        session: Session::new(setup).unwrap(),
        now: Duration::ZERO,
    };
    let greeting = game.session.greeting();
    let greeting = game.words(&greeting);
    assert!(
        has(
            &greeting,
            "rated, 3 days per move: you play White against FM Bob"
        ),
        "{greeting:?}"
    );
    let (_, said) = game.server(&line);
    assert!(has(&said, "You have 3 days for your move."), "{said:?}");

    let (sent, _) = game.typed(3_600, "e4");
    one_move(&sent, "e2e4");
    let (_, said) = game.server(&correspondence_state("e2e4", THREE_DAYS, THREE_DAYS));
    assert!(said.is_empty(), "{said:?}");
    // Bob's deadline, asked for with the clocks' key: his 3 days, less the 5 hours gone.
    let clocks = Input::Command(Command::Explore(annabella_core::keymap::Explore::Clocks));
    let (_, said) = game.input(5 * 3_600, clocks.clone());
    assert_eq!(
        said,
        ["Black to move: 2 days and 19 hours left, of 3 days per move."]
    );

    // A day and a half later Bob answers: announced, with Anna's whole 3 days.
    game.now += Duration::from_secs(36 * 3_600);
    let (_, said) = game.server(&correspondence_state("e2e4 e7e5", THREE_DAYS, THREE_DAYS));
    assert!(has(&said, "Bauer Eva fünf"), "{said:?}");
    assert!(has(&said, "You have 3 days for your move."), "{said:?}");
    let (_, said) = game.input(26 * 3_600 + 1, clocks);
    assert_eq!(
        said,
        ["White to move: one day and 22 hours left, of 3 days per move."]
    );

    // What the clocks show instead of times, at a moment the session has not yet seen.
    let shown = |color, at| {
        game.session
            .correspondence_clock(color, at)
            .unwrap()
            .render(
                annabella_core::vocab::Vocabulary::get(annabella_core::vocab::VocabId::Fide),
                annabella_core::ui_text::UiText::get(annabella_core::ui_text::UiLanguage::En),
            )
    };
    assert_eq!(
        shown(Color::White, game.now + Duration::from_secs(20 * 3_600)),
        "one day and 2 hours left for the move"
    );
    assert_eq!(shown(Color::Black, game.now), "3 days per move");
    // No clock runs and none sounds: days pass in silence, and no flag falls here.
    assert_eq!(game.session.clock().active(), None);
    let effects = game
        .session
        .handle(Input::Tick, game.now + Duration::from_secs(86_400));
    assert!(effects.is_empty(), "{effects:?}");
    assert!(game.session.result().is_none());
}

/// A premove made on the board, as a piece is moved there: Enter on the player's own piece
/// lifts it for a premove, Enter on another square places it (held, as one typed), Enter on a
/// square it cannot reach is refused, Escape puts it back; the premove goes when Bob moves.
#[test]
fn a_premove_is_placed_on_the_board_with_enter_and_sent_when_the_move_comes() {
    use annabella_core::session::View;
    use shakmaty::Square;
    let (mut game, _) = Online::start(&Setup::default(), false);
    game.typed(1, "e4");
    game.server(&game_state("e2e4", 597_000, 600_000, ""));
    let enter = || Input::Command(Command::Act(Act::LiftOrPlace));
    let at = |square| Input::Select {
        view: View::Game,
        square,
    };

    game.input(1, at(Square::G1));
    let (sent, said) = game.input(0, enter());
    sent_nothing(&sent);
    assert!(
        has(&said, "Premove: Springer Gustav eins lifted."),
        "{said:?}"
    );
    game.input(1, at(Square::G3));
    let (_, said) = game.input(0, enter());
    assert!(
        has(
            &said,
            "Not held as a premove: Springer Gustav eins cannot go to Gustav drei."
        ),
        "{said:?}"
    );
    game.input(1, at(Square::G1));
    game.input(0, enter());
    let (_, said) = game.input(1, escape_key());
    assert!(has(&said, "Springer Gustav eins put back"), "{said:?}");
    game.input(0, enter());
    game.input(1, at(Square::F3));
    let (sent, said) = game.input(0, enter());
    sent_nothing(&sent);
    assert!(has(&said, "Premove: Springer Felix drei."), "{said:?}");
    // Bob's move comes: the premove placed goes, as a typed one does.
    let (sent, _) = game.server(&game_state("e2e4 e7e5", 597_000, 590_000, ""));
    one_move(&sent, "g1f3");
}

fn escape_key() -> Input {
    Input::Command(Command::Act(Act::PutBack))
}

// ---- lichess's own requests by their keys ---------------------------------------------------

/// A key as the keymap names it.
fn key(name: &str) -> Input {
    Input::Key(name.parse().unwrap())
}

fn requests(sent: &[(u64, Outgoing)]) -> Vec<Outgoing> {
    sent.iter().map(|(_, request)| request.clone()).collect()
}

/// The window's keys ask lichess what the lines `/abort`, `/takeback`, `/decline` ask, through
/// the same commands: the game aborted while lichess allows it (before both sides have moved),
/// once asked again at once (anything between forgets the first asking), and refused with the
/// reason after, a takeback asked, the opponent's draw offer declined;
/// the chat's key has the window open its move field with `/chat ` in it.
#[test]
fn the_online_keys_ask_lichess_what_their_lines_ask() {
    let (mut game, _) = Online::start(&Setup::default(), false);
    let confirm = ["Abort the game? It ends for both of you, unrated. Press again to abort it."];
    let (sent, said) = game.input(1, key("Ctrl+Shift+a"));
    sent_nothing(&sent);
    assert_eq!(said, confirm);
    // Something else between: the first asking is forgotten.
    game.input(1, key("F1"));
    let (sent, said) = game.input(1, key("Ctrl+Shift+a"));
    sent_nothing(&sent);
    assert_eq!(said, confirm);
    let (sent, said) = game.input(2, key("Ctrl+Shift+a"));
    assert_eq!(requests(&sent), [Outgoing::Abort]);
    assert!(has(&said, "You abort the game."), "{said:?}");

    game.typed(1, "e4");
    game.server(&game_state("e2e4 e7e5", 597_000, 590_000, ""));
    let (sent, said) = game.input(1, key("Ctrl+Shift+a"));
    sent_nothing(&sent);
    assert_eq!(
        said,
        [
            "Both sides have moved: lichess no longer lets this game be aborted. Resign or offer a \
             draw instead."
        ]
    );
    // The line is the same command, and is refused the same.
    let Line::Input(abort) = game.session.typed_line("/abort") else {
        panic!("/abort is a command")
    };
    assert_eq!(abort, Input::Command(Command::Online(OnlineKey::Abort)));
    assert_eq!(game.input(0, abort), (Vec::new(), said));

    let (sent, said) = game.input(1, key("Ctrl+Shift+b"));
    assert_eq!(requests(&sent), [Outgoing::Takeback(true)]);
    assert!(
        has(&said, "You ask to take back your last move."),
        "{said:?}"
    );

    game.typed(1, "Nf3");
    let (_, said) = game.server(&game_state(
        "e2e4 e7e5 g1f3 b8c6",
        580_000,
        585_000,
        r#","bdraw":true"#,
    ));
    assert!(
        has(&said, "Ctrl+D accepts; Ctrl+Shift+N or your move declines."),
        "{said:?}"
    );
    let (sent, said) = game.input(2, key("Ctrl+Shift+n"));
    assert_eq!(requests(&sent), [Outgoing::Draw(false)]);
    assert!(has(&said, "You decline the draw."), "{said:?}");
    let (sent, said) = game.input(1, key("Ctrl+Shift+n"));
    sent_nothing(&sent);
    assert_eq!(said, ["No offer stands to decline."]);

    game.now += Duration::from_secs(1);
    let effects = game.session.handle(key("Ctrl+Shift+m"), game.now);
    assert!(
        effects.contains(&Effect::Window(WindowAct::Chat)),
        "{effects:?}"
    );
    assert_eq!(
        game.words(&effects),
        [
            "Chat: type your words after /chat in the move field, then Enter. Escape goes back to \
          the board."
        ]
    );
    assert_eq!(game.session.context(), Context::MoveEntry);
}

/// Away from lichess the same keys (and lines) send nothing and say why, each naming what it
/// would have asked.
#[test]
fn offline_the_online_keys_say_why_they_do_nothing() {
    let mut session = Session::new(Setup::default()).unwrap();
    let why = ": only in an online game on lichess, and this game is not one.";
    for (name, what) in [
        ("Ctrl+Shift+b", "Takeback"),
        ("Ctrl+Shift+a", "Abort"),
        ("Ctrl+Shift+n", "Decline"),
        ("Ctrl+Shift+m", "Chat"),
        ("Ctrl+Shift+p", "Premove"),
    ] {
        let effects = session.handle(key(name), Duration::ZERO);
        let said: Vec<String> = effects.iter().filter_map(|e| session.words_of(e)).collect();
        assert_eq!(said, [format!("{what}{why}")], "{name}");
        assert!(
            !effects
                .iter()
                .any(|e| matches!(e, Effect::Online { .. } | Effect::Window(_))),
            "{name}: {effects:?}"
        );
    }
    let Line::Input(takeback) = session.typed_line("/takeback") else {
        panic!("/takeback is a command")
    };
    let effects = session.handle(takeback, Duration::ZERO);
    let said: Vec<String> = effects.iter().filter_map(|e| session.words_of(e)).collect();
    assert_eq!(said, [format!("Takeback{why}")]);
}

/// F1 in an online game says lichess's keys and the lines the move field takes for them; asked
/// again, every key, with lichess's in a group of their own. A game at home hears of none.
#[test]
fn help_in_an_online_game_tells_lichess_s_keys_and_lines_and_at_home_none() {
    let (mut game, _) = Online::start(&Setup::default(), false);
    let (_, said) = game.input(1, key("F1"));
    assert_eq!(said.len(), 1, "{said:?}");
    assert!(
        said[0].contains(
            "On lichess: Ctrl+Shift+b takeback, Ctrl+Shift+n decline an offer, Ctrl+Shift+a \
             abort, Ctrl+Shift+m chat; typed in the move field: /takeback, /decline, /abort, \
             /chat."
        ),
        "{said:?}"
    );
    // Still the essentials: under 600 characters, about 45 seconds of speech.
    let length = said[0].chars().count();
    assert!(length < 600, "{length} characters: {}", said[0]);
    let (_, said) = game.input(0, key("F1"));
    let all = said.join(" ");
    for line in [
        "On lichess: Ctrl+Shift+p: drop the premove held (online).",
        "Ctrl+Shift+b (or /takeback in the move field): propose a takeback, or accept the \
         opponent's.",
        "Ctrl+Shift+a (or /abort in the move field): abort the game, while lichess allows it",
        "Ctrl+Shift+n (or /decline in the move field): decline the opponent's draw or takeback \
         offer.",
        "Ctrl+Shift+m (or /chat in the move field): write to your opponent",
    ] {
        assert!(all.contains(line), "{line}: {all}");
    }

    // At the terminal the same, by the lines.
    let _ = game.session.handle(Input::Focus(Context::Lines), game.now);
    let (_, said) = game.input(1, Input::Command(Command::HelpAll));
    let all = said.join(" ");
    assert!(
        all.contains("/takeback: propose a takeback, or accept the opponent's."),
        "{all}"
    );
    assert!(
        all.contains("/chat: write the rest of the line to your opponent"),
        "{all}"
    );

    let mut home = Session::new(Setup::default()).unwrap();
    let effects = [
        home.handle(key("F1"), Duration::ZERO),
        home.handle(key("F1"), Duration::ZERO),
    ]
    .concat();
    let said: Vec<String> = effects.iter().filter_map(|e| home.words_of(e)).collect();
    assert_eq!(said.len(), 2, "{said:?}");
    for said in &said {
        for online in [
            "lichess",
            "takeback",
            "/chat",
            "Ctrl+Shift+b",
            "Ctrl+Shift+m",
        ] {
            assert!(!said.contains(online), "{online} at home: {said}");
        }
    }
}
