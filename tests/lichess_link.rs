//! The connection to lichess (`src/devices/lichess/`) against the fake lichess on loopback:
//! the account asked as the token's owner, the event stream's lines with its keep-alives
//! skipped, a game's lines, moves sent through the one queue and answered (400 with lichess's
//! reason, 401, 429 waited out before the next), a silent stream given up by the watchdog and
//! opened again with the game resent, the event stream taken over by another client, an
//! endless line bounded, a seek held open and withdrawn, challenges with their forms, the PKCE
//! login with a browser that answers as lichess would, the token kept 0600, overridden by the
//! environment, revoked at logout, and never in a word said or a request's other parts.
//!
//! Each test waits for what it expects (within `PATIENCE`); no verdict rests on a sleep.

use std::{
    io::{Read, Write},
    net::TcpStream,
    path::PathBuf,
    sync::{
        Arc, Mutex,
        atomic::{AtomicUsize, Ordering},
    },
    time::{Duration, Instant},
};

use annabella::devices::lichess::{
    Client, GameLink, Incoming, Lichess, Link, LinkOptions, LobbyNews, Outgoing, RequestError,
    Seek, SeekEnd, Sent, USER_AGENT, Waker,
    auth::{self, LoginError, LoginOptions, LoginStep, Opener},
};
use annabella::stores::lichess_token::{self, Token};
use annabella_core::{
    online::{
        control::{OnlineControl, Pairing},
        lobby::{LobbyRequest, Pair},
        wire::DeclineReason,
    },
    session::Message,
    ui_text::{UiLanguage, UiText},
    vocab::{VocabId, Vocabulary},
};

use crate::common::{
    PATIENCE, eventually,
    fake_lichess::{FakeLichess, ISSUED_TOKEN},
};

const TOKEN: &str = "lip_testTokenOfAnnabella";

const GAME_FULL: &str = r#"{"type":"gameFull","id":"abc","rated":false,"speed":"rapid","white":{"id":"annabella","name":"Annabella"},"black":{"id":"bob","name":"Bob"},"initialFen":"startpos","clock":{"initial":600000,"increment":5000},"state":{"type":"gameState","moves":"","wtime":600000,"btime":600000,"winc":5000,"binc":5000,"status":"started"}}"#;
const AFTER_E4: &str = r#"{"type":"gameState","moves":"e2e4","wtime":600000,"btime":600000,"winc":5000,"binc":5000,"status":"started"}"#;
const GAME_FULL_AFTER_E4: &str = r#"{"type":"gameFull","id":"abc","rated":false,"speed":"rapid","white":{"id":"annabella","name":"Annabella"},"black":{"id":"bob","name":"Bob"},"initialFen":"startpos","clock":{"initial":600000,"increment":5000},"state":{"type":"gameState","moves":"e2e4","wtime":600000,"btime":600000,"winc":5000,"binc":5000,"status":"started"}}"#;
const RESIGNED: &str = r#"{"type":"gameState","moves":"e2e4","wtime":600000,"btime":600000,"winc":5000,"binc":5000,"status":"resign","winner":"white"}"#;
const CHALLENGE: &str = r#"{"type":"challenge","challenge":{"id":"chall001","status":"created","challenger":{"id":"bob","name":"Bob","rating":1500},"destUser":{"id":"annabella","name":"Annabella"},"variant":{"key":"standard"},"rated":false,"speed":"rapid","timeControl":{"type":"clock","limit":600,"increment":5},"color":"random"}}"#;
const GAME_START: &str = r#"{"type":"gameStart","game":{"gameId":"abc","fullId":"abcdefgh1234","color":"white","isMyTurn":true,"compat":{"board":true}}}"#;

/// Bounds for tests: a stream is given up after a long while (no test but the watchdog's waits
/// for it), backoff and rate-limit pauses short.
fn options() -> LinkOptions {
    LinkOptions {
        idle: Duration::from_secs(60),
        backoff_first: Duration::from_millis(50),
        backoff_most: Duration::from_millis(200),
        rate_limit_first: Duration::from_millis(300),
        rate_limit_most: Duration::from_secs(1),
        connect_timeout: Duration::from_secs(10),
        request_timeout: Duration::from_secs(30),
        longest_line: 4096,
    }
}

fn client(fake: &FakeLichess) -> Client {
    Client::new(&fake.url(), Some(Token::parse(TOKEN).unwrap())).with_options(options())
}

fn english(message: &Message) -> String {
    message.render(Vocabulary::get(VocabId::Fide), UiText::get(UiLanguage::En))
}

/// A waker that counts its calls.
fn counting() -> (Waker, Arc<AtomicUsize>) {
    let count = Arc::new(AtomicUsize::new(0));
    let waker: Waker = {
        let count = count.clone();
        Arc::new(move || {
            count.fetch_add(1, Ordering::SeqCst);
        })
    };
    (waker, count)
}

/// Takes what the game link brings in until `done` holds of all of it (within `PATIENCE`).
fn game_until(link: &GameLink, done: impl Fn(&[Incoming]) -> bool) -> Vec<Incoming> {
    let mut seen = Vec::new();
    let came = eventually(|| {
        seen.extend(link.incoming());
        done(&seen)
    });
    assert!(
        came,
        "the game link never brought what was awaited: {seen:#?}"
    );
    seen
}

fn lobby_until(
    link: &annabella::devices::lichess::EventLink,
    done: impl Fn(&[LobbyNews]) -> bool,
) -> Vec<LobbyNews> {
    let mut seen = Vec::new();
    let came = eventually(|| {
        seen.extend(link.incoming());
        done(&seen)
    });
    assert!(
        came,
        "the event stream never brought what was awaited: {seen:#?}"
    );
    seen
}

fn lines(seen: &[Incoming]) -> Vec<&str> {
    seen.iter()
        .filter_map(|i| match i {
            Incoming::GameLine(line) => Some(line.as_str()),
            _ => None,
        })
        .collect()
}

fn answered(seen: &[Incoming], id: u64) -> Option<&Result<(), RequestError>> {
    seen.iter().find_map(|i| match i {
        Incoming::Answered { id: n, outcome } if *n == id => Some(outcome),
        _ => None,
    })
}

/// Every request the fake got carries the token in its `Authorization` header and nowhere
/// else.
fn token_only_in_the_header(fake: &FakeLichess, token: &str) {
    for request in fake.requests() {
        let bearer = format!("Bearer {token}");
        let rest = request.whole().replace(&bearer, "");
        assert!(
            !rest.contains(token),
            "the token outside its header: {rest}"
        );
    }
}

#[test]
fn the_account_is_asked_as_the_tokens_owner_with_annabellas_name() {
    let fake = FakeLichess::start("");
    let lichess = Lichess::new(client(&fake));
    let account = lichess.account().unwrap();
    assert_eq!(
        (account.id.as_str(), account.username.as_str()),
        ("annabella", "Annabella")
    );
    let asked = fake.wait_for("GET", "/api/account", 1);
    assert_eq!(
        asked.header("authorization"),
        Some(format!("Bearer {TOKEN}").as_str())
    );
    assert_eq!(asked.header("user-agent"), Some(USER_AGENT));
    assert!(USER_AGENT.starts_with("annabella/"), "{USER_AGENT}");
    token_only_in_the_header(&fake, TOKEN);
}

#[test]
fn the_event_streams_lines_arrive_and_its_keep_alives_are_skipped() {
    let fake = FakeLichess::start(&format!(
        "@ GET /api/stream/event\n< {CHALLENGE}\n~\n~\n< {GAME_START}\n~\n"
    ));
    let lichess = Lichess::new(client(&fake));
    let (waker, woken) = counting();
    let events = lichess.events(Some(waker));
    let seen = lobby_until(&events, |seen| {
        seen.iter()
            .filter(|n| matches!(n, LobbyNews::Event(_)))
            .count()
            >= 2
    });
    assert_eq!(
        seen[..3],
        [
            LobbyNews::Link(Link::Up),
            LobbyNews::Event(CHALLENGE.into()),
            LobbyNews::Event(GAME_START.into()),
        ]
    );
    assert!(
        woken.load(Ordering::SeqCst) >= 3,
        "the shell is woken for each"
    );
    let opened = fake.wait_for("GET", "/api/stream/event", 1);
    assert_eq!(
        opened.header("authorization"),
        Some(format!("Bearer {TOKEN}").as_str())
    );
}

#[test]
fn a_games_lines_arrive_and_a_move_is_sent_and_answered() {
    let fake = FakeLichess::start(&format!(
        "@ GET /api/board/game/stream/abc\n< {GAME_FULL}\n> POST /api/board/game/abc/move/e2e4\n< {AFTER_E4}\n"
    ));
    let lichess = Lichess::new(client(&fake));
    let (waker, woken) = counting();
    let game = lichess.play("abc", Some(waker));
    assert_eq!(game.game_id(), "abc");
    let seen = game_until(&game, |seen| !lines(seen).is_empty());
    assert_eq!(seen[0], Incoming::Link(Link::Up));
    assert_eq!(lines(&seen), [GAME_FULL]);
    game.send(
        7,
        &Outgoing::Move {
            uci: "e2e4".into(),
            offering_draw: false,
        },
    );
    let seen = game_until(&game, |seen| {
        answered(seen, 7).is_some() && lines(seen).len() == 1
    });
    assert_eq!(answered(&seen, 7), Some(&Ok(())));
    assert_eq!(lines(&seen), [AFTER_E4]);
    assert!(woken.load(Ordering::SeqCst) >= 4);
    let sent = fake.wait_for("POST", "/api/board/game/abc/move/e2e4", 1);
    assert_eq!(
        sent.header("authorization"),
        Some(format!("Bearer {TOKEN}").as_str())
    );
    // A draw offered with a move, then a chat line: their paths and form.
    game.send(
        8,
        &Outgoing::Move {
            uci: "g1f3".into(),
            offering_draw: true,
        },
    );
    game.send(
        9,
        &Outgoing::Chat {
            room: annabella_core::online::Room::Player,
            text: "good luck & have fun".into(),
        },
    );
    game_until(&game, |seen| answered(seen, 9).is_some());
    fake.wait_for("POST", "/api/board/game/abc/move/g1f3?offeringDraw=true", 1);
    let chat = fake.wait_for("POST", "/api/board/game/abc/chat", 1);
    assert_eq!(chat.field("room").as_deref(), Some("player"));
    assert_eq!(chat.field("text").as_deref(), Some("good luck & have fun"));
    assert!(fake.problems().is_empty(), "{:?}", fake.problems());
}

#[test]
fn refusals_come_back_with_lichess_reason_and_the_token_never_in_them() {
    let fake = FakeLichess::start(&format!(
        "= 400 {{\"error\":\"Not your turn, or game already over\"}}\n\
         = 401 {{\"error\":\"No such token\"}}\n\
         = 404 {{\"error\":\"Not found\"}}\n\
         = 400 {{\"error\":\"bad token {TOKEN}\"}}\n\
         @ GET /api/board/game/stream/abc\n< {GAME_FULL}\n"
    ));
    let lichess = Lichess::new(client(&fake));
    let game = lichess.play("abc", None);
    for id in 1..=4 {
        game.send(id, &Outgoing::Resign);
    }
    let seen = game_until(&game, |seen| answered(seen, 4).is_some());
    assert_eq!(
        answered(&seen, 1),
        Some(&Err(RequestError::Refused {
            reason: "Not your turn, or game already over".into()
        }))
    );
    assert_eq!(answered(&seen, 2), Some(&Err(RequestError::Unauthorized)));
    assert_eq!(answered(&seen, 3), Some(&Err(RequestError::NotFound)));
    let Some(Err(echoed)) = answered(&seen, 4) else {
        panic!("the fourth is refused: {seen:?}");
    };
    assert_eq!(
        english(&answered(&seen, 1).unwrap().clone().unwrap_err().message()),
        "lichess refused it: Not your turn, or game already over"
    );
    assert!(!format!("{echoed:?}").contains(TOKEN), "{echoed:?}");
    assert!(!english(&echoed.message()).contains(TOKEN));
    assert!(
        english(&RequestError::Unauthorized.message()).contains("log in again"),
        "401 says what to do"
    );
    // Requests went one at a time, in the order asked.
    let resigns = fake.requests_to("POST", "/api/board/game/abc/resign");
    assert_eq!(resigns.len(), 4);
    assert!(resigns.windows(2).all(|w| w[0].at <= w[1].at));
}

#[test]
fn a_429_is_said_and_waited_out_before_the_next_request() {
    let fake = FakeLichess::start(&format!(
        "= 429\n@ GET /api/board/game/stream/abc\n< {GAME_FULL}\n"
    ));
    let lichess = Lichess::new(client(&fake));
    let game = lichess.play("abc", None);
    game.send(1, &Outgoing::Draw(true));
    game.send(2, &Outgoing::Draw(true));
    let seen = game_until(&game, |seen| answered(seen, 2).is_some());
    let limited = seen
        .iter()
        .position(|i| matches!(i, Incoming::Link(Link::RateLimited { .. })))
        .expect("the pause is said");
    assert_eq!(
        seen[limited],
        Incoming::Link(Link::RateLimited {
            wait: options().rate_limit_first
        })
    );
    assert_eq!(
        seen[limited + 1],
        Incoming::Answered {
            id: 1,
            outcome: Err(RequestError::RateLimited)
        }
    );
    assert_eq!(answered(&seen, 2), Some(&Ok(())));
    let offers = fake.requests_to("POST", "/api/board/game/abc/draw/yes");
    assert_eq!(offers.len(), 2, "the limited request is not sent again");
    let gap = offers[1].at - offers[0].at;
    assert!(gap >= options().rate_limit_first, "the next waited {gap:?}");
    // A blocking request that cannot wait out a pause is answered at once.
    let fake = FakeLichess::start("= 429\n");
    let lichess = Lichess::new(client(&fake).with_options(LinkOptions {
        rate_limit_first: Duration::from_secs(600),
        ..options()
    }));
    assert_eq!(
        lichess.send(&LobbyRequest::Accept("x".into()), None).err(),
        Some(RequestError::RateLimited)
    );
    let asked = Instant::now();
    assert_eq!(lichess.account(), Err(RequestError::RateLimited));
    assert!(
        asked.elapsed() < Duration::from_secs(60),
        "not a ten-minute wait"
    );
    assert_eq!(fake.requests().len(), 1, "nothing sent during the pause");
}

#[test]
fn a_silent_game_stream_is_given_up_and_opened_again_with_the_game_resent() {
    let fake = FakeLichess::start(&format!(
        "@ GET /api/board/game/stream/abc\n< {GAME_FULL}\n… 120s\n< {GAME_FULL_AFTER_E4}\n"
    ));
    let idle = Duration::from_millis(500);
    let lichess = Lichess::new(client(&fake).with_options(LinkOptions { idle, ..options() }));
    let game = lichess.play("abc", None);
    let mut seen = Vec::new();
    let came = eventually(|| {
        seen.extend(game.incoming());
        lines(&seen).len() >= 2
    });
    assert!(came, "no second gameFull: {seen:#?}");
    assert_eq!(seen[0], Incoming::Link(Link::Up));
    assert_eq!(lines(&seen), [GAME_FULL, GAME_FULL_AFTER_E4]);
    let lost = seen
        .iter()
        .position(|i| matches!(i, Incoming::Link(Link::Lost { .. })))
        .expect("the loss is said");
    let Incoming::Link(Link::Lost { reason, retry_in }) = &seen[lost] else {
        unreachable!()
    };
    assert!(reason.contains("no data"), "{reason}");
    assert_eq!(
        *retry_in,
        Duration::ZERO,
        "a game's stream is opened again at once"
    );
    assert_eq!(seen[lost + 1], Incoming::Link(Link::Up));
    let opened = fake.requests_to("GET", "/api/board/game/stream/abc");
    assert_eq!(opened.len(), 2);
    println!(
        "silent game stream: opened again {:?} after it opened (its only line sent at once; idle {idle:?})",
        opened[1].at - opened[0].at,
    );
}

#[test]
fn a_dropped_event_stream_comes_back_after_its_backoff() {
    let fake = FakeLichess::start(&format!(
        "@ GET /api/stream/event\n< {CHALLENGE}\n! drop\n< {GAME_START}\n"
    ));
    let lichess = Lichess::new(client(&fake));
    let events = lichess.events(None);
    let seen = lobby_until(&events, |seen| {
        seen.contains(&LobbyNews::Event(GAME_START.into()))
    });
    let lost = seen
        .iter()
        .find_map(|n| match n {
            LobbyNews::Link(Link::Lost { retry_in, .. }) => Some(*retry_in),
            _ => None,
        })
        .expect("the loss is said");
    assert_eq!(lost, options().backoff_first);
    let opened = fake.requests_to("GET", "/api/stream/event");
    assert!(opened[1].at - opened[0].at >= options().backoff_first);
    // A game's stream dropped is opened again at once.
    let fake = FakeLichess::start(&format!(
        "@ GET /api/board/game/stream/abc\n< {GAME_FULL}\n! drop\n< {GAME_FULL_AFTER_E4}\n"
    ));
    let lichess = Lichess::new(client(&fake));
    let game = lichess.play("abc", None);
    let seen = game_until(&game, |seen| lines(seen).len() >= 2);
    assert_eq!(lines(&seen), [GAME_FULL, GAME_FULL_AFTER_E4]);
    let game_opened = fake.requests_to("GET", "/api/board/game/stream/abc");
    println!(
        "dropped streams opened again after: the event stream {:?} (backoff {:?}), a game's {:?}",
        opened[1].at - opened[0].at,
        options().backoff_first,
        game_opened[1].at - game_opened[0].at
    );
}

#[test]
fn the_event_stream_closed_for_another_client_is_said_and_not_taken_back() {
    let fake = FakeLichess::start(&format!("@ GET /api/stream/event\n< {CHALLENGE}\n! end\n"));
    let lichess = Lichess::new(client(&fake));
    let events = lichess.events(None);
    let seen = lobby_until(&events, |seen| {
        seen.contains(&LobbyNews::Link(Link::TakenOver))
    });
    assert_eq!(
        seen,
        [
            LobbyNews::Link(Link::Up),
            LobbyNews::Event(CHALLENGE.into()),
            LobbyNews::Link(Link::TakenOver)
        ]
    );
}

#[test]
fn a_refused_token_stops_the_event_stream_with_the_reason() {
    let fake = FakeLichess::start("@ GET /api/stream/event\n= 401 {\"error\":\"No such token\"}\n");
    let lichess = Lichess::new(client(&fake));
    let events = lichess.events(None);
    let seen = lobby_until(&events, |seen| !seen.is_empty());
    assert_eq!(seen, [LobbyNews::Refused(RequestError::Unauthorized)]);
}

/// A game's stream refused for a reason waiting does not mend is said once and not opened
/// again: a revoked login (401), a game lichess does not have for us (404). A dropped one
/// (`a_silent_game_stream_is_given_up_and_opened_again_with_the_game_resent`) is.
#[test]
fn a_games_stream_refused_for_good_is_said_once_and_not_opened_again() {
    for (status, closed, words) in [
        (401, RequestError::Unauthorized, "log in again"),
        (404, RequestError::NotFound, "no longer has this game"),
    ] {
        let fake = FakeLichess::start(&format!(
            "@ GET /api/board/game/stream/abc\n= {status} {{\"error\":\"x\"}}\n< {GAME_FULL}\n"
        ));
        let lichess = Lichess::new(client(&fake));
        let game = lichess.play("abc", None);
        let seen = game_until(&game, |seen| !seen.is_empty());
        assert_eq!(seen, [Incoming::Link(Link::Closed(closed.clone()))]);
        let said = english(&Link::Closed(closed).message().unwrap());
        assert!(said.contains(words), "{status}: {said}");
        assert_eq!(fake.connections("GET", "/api/board/game/stream/abc"), 1);
    }
}

#[test]
fn a_finished_games_stream_is_not_opened_again() {
    let fake = FakeLichess::start(&format!(
        "@ GET /api/board/game/stream/abc\n< {GAME_FULL}\n< {RESIGNED}\n! end\n< {GAME_FULL}\n"
    ));
    let lichess = Lichess::new(client(&fake));
    let game = lichess.play("abc", None);
    let seen = game_until(&game, |seen| lines(seen).len() >= 2);
    assert_eq!(lines(&seen), [GAME_FULL, RESIGNED]);
    // A stream closed while the game goes on is opened again at once; this one stays closed.
    let other = FakeLichess::start(&format!(
        "@ GET /api/board/game/stream/abc\n< {GAME_FULL}\n! end\n< {GAME_FULL_AFTER_E4}\n"
    ));
    let lichess = Lichess::new(client(&other));
    let game = lichess.play("abc", None);
    let seen = game_until(&game, |seen| lines(seen).len() >= 2);
    assert_eq!(lines(&seen), [GAME_FULL, GAME_FULL_AFTER_E4]);
    assert_eq!(fake.connections("GET", "/api/board/game/stream/abc"), 1);
}

#[test]
fn an_endless_line_is_cut_off_and_the_stream_opened_again() {
    let fake = FakeLichess::start(&format!(
        "@ GET /api/board/game/stream/abc\n< {GAME_FULL}\n< not json at all\n! flood\n< {GAME_FULL_AFTER_E4}\n"
    ));
    let lichess = Lichess::new(client(&fake));
    let game = lichess.play("abc", None);
    let seen = game_until(&game, |seen| lines(seen).len() >= 3);
    // A malformed line is passed on as it came: the core says what is wrong with it.
    assert_eq!(
        lines(&seen),
        [GAME_FULL, "not json at all", GAME_FULL_AFTER_E4]
    );
    assert!(
        seen.contains(&Incoming::Link(Link::Lost {
            reason: "a line longer than 4096 bytes".into(),
            retry_in: Duration::ZERO
        })),
        "{seen:#?}"
    );
}

/// A lobby request as the player's words make it (`15+10`, `3d`).
fn control(text: &str, pairing: Pairing) -> OnlineControl {
    OnlineControl::read(text, pairing).unwrap()
}

fn seek_of(text: &str) -> LobbyRequest {
    LobbyRequest::Pair(Pair::Seek {
        control: control(text, Pairing::Seek),
        rated: false,
        color: None,
    })
}

/// A real-time seek goes out as `send` sends every lobby request, and is held open.
fn held(lichess: &Lichess, request: &LobbyRequest, waker: Option<Waker>) -> Seek {
    match lichess.send(request, waker) {
        Ok(Sent::Held(seek)) => seek,
        Ok(Sent::Answered) => panic!("a real-time request is held open"),
        Err(error) => panic!("refused: {error:?}"),
    }
}

#[test]
fn a_seek_is_held_open_until_it_is_withdrawn() {
    let fake = FakeLichess::start("@ POST /api/board/seek\n~\n~\n");
    let lichess = Lichess::new(client(&fake));
    let seek = held(&lichess, &seek_of("15+10"), None);
    let asked = fake.wait_for("POST", "/api/board/seek", 1);
    assert_eq!(
        asked.form(),
        [
            ("rated".to_string(), "false".to_string()),
            ("time".into(), "15".into()),
            ("increment".into(), "10".into()),
            ("color".into(), "random".into())
        ]
    );
    assert_eq!(seek.ended(), None, "still seeking");
    seek.cancel();
    assert!(
        eventually(|| fake.closed_by_client("POST", "/api/board/seek") == 1),
        "the seek's request is closed when withdrawn"
    );
}

#[test]
fn a_seek_lichess_closes_is_told_and_a_refused_one_says_why() {
    let fake = FakeLichess::start("@ POST /api/board/seek\n~\n! end\n");
    let lichess = Lichess::new(client(&fake));
    let (waker, woken) = counting();
    let seek = held(&lichess, &seek_of("10+0"), Some(waker));
    assert!(eventually(|| woken.load(Ordering::SeqCst) == 1));
    assert_eq!(seek.ended(), Some(SeekEnd::Closed));

    let fake = FakeLichess::start(
        "@ POST /api/board/seek\n= 400 {\"error\":{\"global\":[\"Invalid time control\"]}}\n",
    );
    let lichess = Lichess::new(client(&fake));
    assert_eq!(
        lichess.send(&seek_of("10+0"), None).err(),
        Some(RequestError::Refused {
            reason: "Invalid time control".into()
        })
    );
    // A correspondence seek is answered at once.
    let fake = FakeLichess::start("");
    let lichess = Lichess::new(client(&fake));
    assert!(matches!(
        lichess.send(&seek_of("3d"), None),
        Ok(Sent::Answered)
    ));
    let asked = fake.wait_for("POST", "/api/board/seek", 1);
    assert_eq!(asked.field("days").as_deref(), Some("3"));
}

#[test]
fn challenges_are_made_accepted_declined_and_cancelled_with_their_forms() {
    let fake = FakeLichess::start("");
    let lichess = Lichess::new(client(&fake));
    let challenge = |user: &str| {
        LobbyRequest::Pair(Pair::Challenge {
            user: user.into(),
            control: control("10+5", Pairing::Challenge),
            rated: false,
            color: None,
        })
    };
    // Kept alive past lichess's 20 seconds, so that a friend has time to answer.
    held(&lichess, &challenge("Bob"), None);
    let made = fake.wait_for("POST", "/api/challenge/Bob", 1);
    assert_eq!(made.field("clock.limit").as_deref(), Some("600"));
    assert_eq!(made.field("clock.increment").as_deref(), Some("5"));
    assert_eq!(made.field("keepAliveStream").as_deref(), Some("true"));
    let ai = LobbyRequest::Pair(Pair::Ai {
        level: 1,
        control: control("10+5", Pairing::Ai),
        color: None,
    });
    assert!(matches!(lichess.send(&ai, None), Ok(Sent::Answered)));
    assert_eq!(
        fake.wait_for("POST", "/api/challenge/ai", 1)
            .field("level")
            .as_deref(),
        Some("1")
    );
    let answered = |request: LobbyRequest| {
        assert!(matches!(lichess.send(&request, None), Ok(Sent::Answered)));
    };
    answered(LobbyRequest::Accept("chall001".into()));
    fake.wait_for("POST", "/api/challenge/chall001/accept", 1);
    answered(LobbyRequest::Decline {
        id: "chall002".into(),
        reason: DeclineReason::Later,
    });
    let declined = fake.wait_for("POST", "/api/challenge/chall002/decline", 1);
    assert_eq!(declined.field("reason").as_deref(), Some("later"));
    answered(LobbyRequest::Cancel("chall003".into()));
    fake.wait_for("POST", "/api/challenge/chall003/cancel", 1);
    // A name that would leave its path segment stays in it.
    let _ = lichess.send(&challenge("../account"), None);
    fake.wait_for("POST", "/api/challenge/%2E%2E%2Faccount", 1);
    token_only_in_the_header(&fake, TOKEN);
}

/// A browser that goes where it is sent and comes back as lichess would: with the code, a
/// wrong state, or the player's "no".
struct Browser {
    answer: &'static str,
    seen: Arc<Mutex<Option<String>>>,
}

impl Opener for Browser {
    fn open(&self, url: &str) -> std::io::Result<()> {
        *self.seen.lock().unwrap() = Some(url.to_string());
        let query = url.split_once('?').unwrap().1;
        let field = |name: &str| {
            crate::common::fake_lichess::form_fields(query)
                .into_iter()
                .find(|(k, _)| k == name)
                .map(|(_, v)| v)
                .unwrap()
        };
        let redirect = field("redirect_uri");
        let state = field("state");
        let back = match self.answer {
            "code" => format!("code=theCode&state={state}"),
            "wrong state" => "code=theCode&state=somebodyElses".to_string(),
            _ => format!("error=access_denied&error_description=nope&state={state}"),
        };
        let address = redirect
            .trim_start_matches("http://")
            .trim_end_matches('/')
            .to_string();
        std::thread::spawn(move || {
            // The browser's icon first, then the redirect.
            for target in ["/favicon.ico".to_string(), format!("/?{back}")] {
                let mut connection = TcpStream::connect(&address).unwrap();
                write!(
                    connection,
                    "GET {target} HTTP/1.1\r\nHost: {address}\r\n\r\n"
                )
                .unwrap();
                let mut page = String::new();
                let _ = connection.read_to_string(&mut page);
            }
        });
        Ok(())
    }
}

fn token_file(name: &str) -> PathBuf {
    crate::common::data_dir(&format!("lichess-{name}"))
        .join("config")
        .join("lichess-token")
}

#[test]
fn the_pkce_login_exchanges_a_code_its_verifier_matches_and_keeps_the_token_0600() {
    let fake = FakeLichess::start("");
    let client = Client::new(&fake.url(), None).with_options(options());
    let store = token_file("pkce");
    let seen = Arc::new(Mutex::new(None));
    let browser = Browser {
        answer: "code",
        seen: seen.clone(),
    };
    let mut steps = Vec::new();
    let account = auth::login(
        &client,
        &browser,
        &store,
        &LoginOptions::default(),
        &mut |s| steps.push(s),
    )
    .unwrap();
    assert_eq!(account.username, "Annabella");
    let url = seen.lock().unwrap().clone().unwrap();
    let query = url.split_once('?').unwrap().1;
    assert!(url.starts_with(&format!("{}/oauth?", fake.url())), "{url}");
    let field = |name: &str| {
        crate::common::fake_lichess::form_fields(query)
            .into_iter()
            .find(|(k, _)| k == name)
            .map(|(_, v)| v)
    };
    assert_eq!(field("response_type").as_deref(), Some("code"));
    assert_eq!(field("client_id").as_deref(), Some("annabella"));
    assert_eq!(field("scope").as_deref(), Some("board:play"));
    assert_eq!(field("code_challenge_method").as_deref(), Some("S256"));
    let LoginStep::Listening { port } = steps[0] else {
        panic!("{steps:?}")
    };
    let redirect = format!("http://127.0.0.1:{port}/");
    assert_eq!(field("redirect_uri"), Some(redirect.clone()));
    let exchange = fake.wait_for("POST", "/api/token", 1);
    assert_eq!(exchange.header("authorization"), None);
    assert_eq!(
        exchange.field("grant_type").as_deref(),
        Some("authorization_code")
    );
    assert_eq!(exchange.field("code").as_deref(), Some("theCode"));
    assert_eq!(exchange.field("redirect_uri"), Some(redirect));
    assert_eq!(exchange.field("client_id").as_deref(), Some("annabella"));
    let verifier = exchange.field("code_verifier").unwrap();
    assert!((43..=128).contains(&verifier.len()));
    assert_eq!(
        Some(auth::code_challenge(&verifier)),
        field("code_challenge"),
        "the verifier sent is the one the challenge was made from"
    );
    let checked = fake.wait_for("GET", "/api/account", 1);
    assert_eq!(
        checked.header("authorization"),
        Some(format!("Bearer {ISSUED_TOKEN}").as_str())
    );
    assert_eq!(
        steps,
        [
            LoginStep::Listening { port },
            LoginStep::BrowserOpened,
            LoginStep::Exchanging,
            LoginStep::Checking,
            LoginStep::LoggedIn {
                username: "Annabella".into()
            }
        ]
    );
    for step in &steps {
        let words = english(&step.message());
        assert!(
            !words.contains(ISSUED_TOKEN) && !words.contains("online-"),
            "{words}"
        );
    }
    assert_eq!(
        lichess_token::load(&store)
            .unwrap()
            .map(|t| t.secret().to_string()),
        Some(ISSUED_TOKEN.to_string())
    );
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        let mode = std::fs::metadata(&store).unwrap().permissions().mode();
        assert_eq!(mode & 0o777, 0o600, "{mode:o}");
    }
}

#[test]
fn a_login_coming_back_with_another_state_is_refused_and_a_no_is_said() {
    let fake = FakeLichess::start("");
    let client = Client::new(&fake.url(), None).with_options(options());
    let store = token_file("state");
    for (answer, expected) in [
        ("wrong state", LoginError::StateMismatch),
        ("no", LoginError::Cancelled),
    ] {
        let browser = Browser {
            answer,
            seen: Arc::new(Mutex::new(None)),
        };
        let outcome = auth::login(
            &client,
            &browser,
            &store,
            &LoginOptions::default(),
            &mut |_| {},
        );
        assert_eq!(outcome, Err(expected));
    }
    assert!(
        fake.requests_to("POST", "/api/token").is_empty(),
        "no code exchanged"
    );
    assert!(!store.exists(), "no token kept");
    assert_eq!(
        english(&LoginError::Cancelled.message()),
        "The login was cancelled at lichess: Annabella is not logged in."
    );
    // A browser that never comes back: the wait is bounded.
    struct Nowhere;
    impl Opener for Nowhere {
        fn open(&self, _: &str) -> std::io::Result<()> {
            Err(std::io::Error::other("no browser"))
        }
    }
    let mut steps = Vec::new();
    let waited = auth::login(
        &client,
        &Nowhere,
        &store,
        &LoginOptions {
            wait: Duration::from_millis(200),
            ..LoginOptions::default()
        },
        &mut |s| steps.push(s),
    );
    assert!(
        matches!(waited, Err(LoginError::TimedOut { .. })),
        "{waited:?}"
    );
    assert!(
        matches!(&steps[1], LoginStep::OpenByHand { url } if url.contains("/oauth?")),
        "the address is said when no browser opens: {steps:?}"
    );
}

#[test]
fn a_pasted_token_is_checked_before_it_is_kept() {
    let fake = FakeLichess::start("= 401 {\"error\":\"No such token\"}\n");
    let client = Client::new(&fake.url(), None).with_options(options());
    let store = token_file("pasted");
    let refused = auth::use_token(&client, "lip_wrong", &store, &mut |_| {});
    assert_eq!(
        refused,
        Err(LoginError::Request(RequestError::Unauthorized))
    );
    assert!(!store.exists());
    let malformed = auth::use_token(&client, "lip wrong", &store, &mut |_| {});
    assert!(
        matches!(malformed, Err(LoginError::Token(_))),
        "{malformed:?}"
    );
    assert_eq!(fake.requests().len(), 1, "a malformed token is not sent");
    let long = format!("lip_{}", "a".repeat(600));
    let account = auth::use_token(&client, &format!("  {long}\n"), &store, &mut |_| {}).unwrap();
    assert_eq!(account.id, "annabella");
    assert_eq!(
        lichess_token::load(&store)
            .unwrap()
            .map(|t| t.secret().to_string()),
        Some(long.clone())
    );
    token_only_in_the_header(&fake, &long);
}

#[test]
fn the_environments_token_overrides_the_stored_one() {
    let stored = Token::parse("lip_stored").ok();
    let chosen = Client::chosen(
        Some("http://127.0.0.1:9/"),
        Some("lip_fromEnv"),
        stored.clone(),
    );
    assert_eq!(chosen.token().map(Token::secret), Some("lip_fromEnv"));
    assert_eq!(chosen.base(), "http://127.0.0.1:9");
    let chosen = Client::chosen(None, None, stored);
    assert_eq!(chosen.token().map(Token::secret), Some("lip_stored"));
    assert_eq!(chosen.base(), "https://lichess.org");
    assert!(!format!("{chosen:?}").contains("lip_stored"), "{chosen:?}");
}

#[test]
fn logout_revokes_the_token_and_forgets_it() {
    let fake = FakeLichess::start("");
    let store = token_file("logout");
    lichess_token::save(&store, &Token::parse(TOKEN).unwrap()).unwrap();
    auth::logout(&client(&fake), &store).unwrap();
    let revoked = fake.wait_for("DELETE", "/api/token", 1);
    assert_eq!(
        revoked.header("authorization"),
        Some(format!("Bearer {TOKEN}").as_str())
    );
    assert!(!store.exists());
    // lichess unreachable: forgotten here all the same, and said so.
    lichess_token::save(&store, &Token::parse(TOKEN).unwrap()).unwrap();
    let gone = FakeLichess::start("= 500\n");
    let outcome = auth::logout(&client(&gone), &store);
    assert!(
        matches!(outcome, Err(LoginError::NotRevoked(_))),
        "{outcome:?}"
    );
    assert!(!store.exists());
    let words = english(&outcome.unwrap_err().message());
    assert!(words.contains("Revoke the token at lichess"), "{words}");
    assert!(!words.contains(TOKEN));
}

#[test]
fn nothing_waits_past_its_bound_when_lichess_is_not_there() {
    // A port nobody listens on: refused at once.
    let closed = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let url = format!("http://{}", closed.local_addr().unwrap());
    drop(closed);
    let lichess =
        Lichess::new(Client::new(&url, Some(Token::parse(TOKEN).unwrap())).with_options(options()));
    let asked = Instant::now();
    let failed = lichess.account();
    assert!(
        matches!(failed, Err(RequestError::Network { .. })),
        "{failed:?}"
    );
    assert!(asked.elapsed() < PATIENCE);
    let words = english(&failed.unwrap_err().message());
    assert!(
        words.starts_with("lichess could not be reached: "),
        "{words}"
    );
    assert!(!words.contains(TOKEN));
    // A game whose server is gone keeps trying, and dropping it stops it.
    let game = lichess.play("abc", None);
    let seen = game_until(&game, |seen| {
        seen.iter()
            .filter(|i| matches!(i, Incoming::Link(Link::Lost { .. })))
            .count()
            >= 2
    });
    assert!(!seen.contains(&Incoming::Link(Link::Up)));
    drop(game);
}

#[test]
fn a_dropped_link_closes_its_streams() {
    let fake = FakeLichess::start(&format!(
        "@ GET /api/board/game/stream/abc\n< {GAME_FULL}\n@ GET /api/stream/event\n~\n"
    ));
    let lichess = Lichess::new(client(&fake));
    let game = lichess.play("abc", None);
    let events = lichess.events(None);
    game_until(&game, |seen| !lines(seen).is_empty());
    lobby_until(&events, |seen| seen.contains(&LobbyNews::Link(Link::Up)));
    drop(game);
    drop(events);
    assert!(
        eventually(|| {
            fake.closed_by_client("GET", "/api/board/game/stream/abc") == 1
                && fake.closed_by_client("GET", "/api/stream/event") == 1
        }),
        "the streams are closed when their links are dropped"
    );
    assert_eq!(fake.connections("GET", "/api/board/game/stream/abc"), 1);
}

/// A stream lichess answers 429 is said as lichess asking us to slow down (not as a connection
/// lost), waited out, and opened again: the event stream and a game's.
#[test]
fn a_stream_answered_429_is_said_as_one_and_opened_after_the_wait() {
    let fake = FakeLichess::start(&format!("@ GET /api/stream/event\n= 429\n< {GAME_START}\n"));
    let lichess = Lichess::new(client(&fake));
    let events = lichess.events(None);
    let seen = lobby_until(&events, |seen| {
        seen.contains(&LobbyNews::Event(GAME_START.into()))
    });
    assert_eq!(
        seen[0],
        LobbyNews::Link(Link::RateLimited {
            wait: options().rate_limit_first
        }),
        "{seen:?}"
    );
    assert!(
        !seen
            .iter()
            .any(|n| matches!(n, LobbyNews::Link(Link::Lost { .. }))),
        "{seen:?}"
    );
    let opened = fake.requests_to("GET", "/api/stream/event");
    assert!(opened[1].at - opened[0].at >= options().rate_limit_first);

    let fake = FakeLichess::start(&format!(
        "@ GET /api/board/game/stream/abc\n= 429\n< {GAME_FULL}\n"
    ));
    let lichess = Lichess::new(client(&fake));
    let game = lichess.play("abc", None);
    let seen = game_until(&game, |seen| !lines(seen).is_empty());
    assert_eq!(
        seen[0],
        Incoming::Link(Link::RateLimited {
            wait: options().rate_limit_first
        }),
        "{seen:?}"
    );
    assert_eq!(lines(&seen), [GAME_FULL]);
    // What the player hears of it.
    let said = Link::RateLimited {
        wait: Duration::from_secs(60),
    }
    .message()
    .unwrap()
    .render(
        annabella_core::vocab::Vocabulary::get(annabella_core::vocab::VocabId::Fide),
        annabella_core::ui_text::UiText::get(annabella_core::ui_text::UiLanguage::En),
    );
    assert_eq!(
        said,
        "lichess asked us to wait 60 seconds before sending anything more."
    );
}
