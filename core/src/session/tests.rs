//! Unit tests of the session's pieces, driven by short scripts; whole games are in `tests/`.

use std::time::Instant;

use super::script::{Happened, InlineEngines, Script};
use crate::{keymap::Keymap, ui_text::UiText};

/// The lines said by a script, in English words (`lang en`, `vocab … en`) unless it says otherwise.
fn said(script: &str) -> Vec<String> {
    said_by_script(&format!(
        "lang en\nvocab white en\nvocab black en\n{script}"
    ))
}

/// The lines said by `script` as it stands, the greeting left out.
fn said_by_script(script: &str) -> Vec<String> {
    let (_, happened) = Script::parse(script)
        .unwrap()
        .run(&mut InlineEngines::new(1, Instant::now))
        .unwrap();
    happened
        .into_iter()
        .filter_map(|h| match h {
            Happened::Said { text, .. } => Some(text),
            _ => None,
        })
        .skip(1) // the greeting
        .collect()
}

#[test]
fn every_interface_message_the_session_uses_exists() {
    let sources = [
        include_str!("mod.rs"),
        include_str!("protocol.rs"),
        include_str!("explore.rs"),
        include_str!("computer.rs"),
        include_str!("arbiter.rs"),
        include_str!("draws.rs"),
        include_str!("fair.rs"),
        include_str!("incidents.rs"),
        include_str!("assistant.rs"),
        include_str!("adjourn.rs"),
        include_str!("review.rs"),
        include_str!("home.rs"),
        include_str!("after_move.rs"),
        include_str!("draw_answer.rs"),
        include_str!("help.rs"),
        include_str!("../help.rs"),
        include_str!("../obstacle.rs"),
    ];
    let ui = UiText::get(crate::ui_text::UiLanguage::En);
    let mut checked = 0;
    for source in sources {
        for (at, _) in source
            .match_indices("Message::ui(\"")
            .chain(source.match_indices("Message::Ui("))
        {
            let rest = source[at..]
                .split_once('(')
                .map_or("", |(_, r)| r)
                .trim_start();
            let Some(quoted) = rest.strip_prefix('"') else {
                continue;
            };
            let id: String = quoted.chars().take_while(|&c| c != '"').collect();
            if id.chars().all(|c| c.is_ascii_lowercase() || c == '-') && !id.is_empty() {
                assert!(ui.has(&id), "locales/ui/en.ftl lacks {id}");
                checked += 1;
            }
        }
    }
    // Ids chosen in a variable first.
    for id in [
        "place-own-piece",
        "place-occupied",
        "missing-remove",
        "piece-no-captures",
        "piece-no-moves",
        "clocks",
        "clocks-untimed",
        "game-start-named",
        "clock-set-moves",
        "incident-clock-set-moves",
        "ambiguous-fair",
        "illegal-fair",
    ] {
        assert!(ui.has(id), "locales/ui/en.ftl lacks {id}");
    }
    assert!(checked > 60, "only {checked} ids found: the scan is broken");
    let keymap = Keymap::default();
    for context in crate::keymap::Context::ALL {
        for binding in keymap.table(context) {
            assert!(
                ui.has(binding.command.help_id()),
                "no help text {}",
                binding.command.help_id()
            );
        }
    }
}

#[test]
fn the_cursor_moves_as_the_player_sees_the_board() {
    assert_eq!(
        said("key Up Left"),
        ["Eva three, empty", "David three, empty"]
    );
    // Black sits on the other side: up is towards White, left is the h-side.
    assert_eq!(
        said("vi black\nkey Up Left"),
        ["Eva six, empty", "Felix six, empty"]
    );
    assert_eq!(
        said("key 1 Shift+1 Left"),
        [
            "Eva one, white King",
            "Anna one, white Rook",
            "Edge of the board."
        ]
    );
}

#[test]
fn pieces_are_found_by_kind_and_lines_are_read() {
    assert_eq!(
        said("key n n n"),
        [
            "Bella one, white Knight",
            "Gustav one, white Knight",
            "Bella one, white Knight"
        ]
    );
    assert_eq!(said("key Shift+q"), ["David eight, black Queen"]);
    assert_eq!(
        said("key Alt+r"),
        ["Rook: White Anna one, Hector one; Black Anna eight, Hector eight."]
    );
    assert_eq!(
        said("key 8 Ctrl+r"),
        [
            "Eva eight, black King",
            "Black Rook Anna eight, black Knight Bella eight, black Bishop Caesar eight, \
          black Queen David eight, black King Eva eight, black Bishop Felix eight, black Knight Gustav eight, \
          black Rook Hector eight"
        ]
    );
    assert_eq!(
        said("key Shift+Up"),
        ["Eva three, Eva four, Eva five, Eva six, black Pawn Eva seven"]
    );
    assert_eq!(said("key 4 Ctrl+r"), ["Eva four, empty", "All empty."]);
}

#[test]
fn a_square_tells_its_moves_and_who_controls_it() {
    assert_eq!(
        said("key Shift+7 1 m"),
        [
            "Gustav two, white Pawn",
            "Gustav one, white Knight",
            "White Knight Gustav one: Felix three, Hector three"
        ]
    );
    assert_eq!(
        said("key Shift+7 1 Shift+m"),
        [
            "Gustav two, white Pawn",
            "Gustav one, white Knight",
            "White Knight Gustav one can capture nothing."
        ]
    );
    assert_eq!(
        said("key Shift+6 3 d"),
        [
            "Felix two, white Pawn",
            "Felix three, empty",
            "Felix three: White Knight Gustav one, Pawn Eva two, Pawn Gustav two; Black none."
        ]
    );
    // The opponent's piece, as if it were its turn.
    assert_eq!(
        said("key 7 m"),
        [
            "Eva seven, black Pawn",
            "Black Pawn Eva seven: Eva six, Eva five"
        ]
    );
}

#[test]
fn the_move_list_whose_turn_and_material_are_told() {
    let lines = said("focus entry\ntype e4\ntype d5\ntype exd5\nfocus board\nkey l [ [ [ [ ] w e");
    assert_eq!(
        lines[3..],
        [
            "2. White: Eva takes David five",
            "2. White: Eva takes David five",
            "1. Black: David five",
            "1. White: Eva four",
            "Start of the game.",
            "1. Black: David five",
            "Black to move, move 2.",
            "Material: White 39, Black 38.",
        ]
    );
}

#[test]
fn at_home_a_piece_placed_makes_the_move_and_takes_what_stands_there() {
    // Enter, the arrows, Enter: no announcing, no captured piece to take off first.
    let lines = said("fen 4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1\nkey Shift+5 4 Enter Up Left Enter");
    assert_eq!(
        lines[lines.len() - 1],
        "Eva takes David five. Taken: black Pawn"
    );
    let lines = said("fen 4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2\nkey Shift+5 5 Enter Up Left Enter");
    assert_eq!(
        lines[lines.len() - 1],
        "Eva takes David six en passant. Taken: black Pawn"
    );
    // A piece placed where it cannot go stays in the hand, and the reason is said.
    let lines = said("key Shift+4 1 Enter Up Up Up Up Right Right Right Right Enter");
    assert_eq!(
        lines[lines.len() - 1],
        "Queen on David one cannot go to Hector five. In the way: white Pawn on Eva two."
    );
}

#[test]
fn en_passant_castling_and_promotion_on_the_tactile_board() {
    // En passant: the pawn is placed, then the passed pawn must be removed before announcing.
    let lines = said(
        "mode tournament\nfen 4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2\nkey Shift+5 5 Enter Up Left Enter a\nkey Down x a",
    );
    assert_eq!(
        lines[3..],
        [
            "Eva six, empty",
            "David six, empty",
            "Eva takes David six en passant placed. Now remove the captured black Pawn David five with x.",
            "Remove the captured black Pawn David five first, with x.",
            "David five, black Pawn",
            "Black Pawn David five removed.",
            "Eva takes David six en passant",
        ]
    );
    // Castling: the king placed two squares over brings its rook.
    let lines = said(
        "mode tournament\nfen 4k3/8/8/8/8/8/8/4K2R w K - 0 1\nkey 1 Shift+5 Enter Right Right Enter a",
    );
    assert_eq!(
        lines[lines.len() - 2..],
        ["Short castle placed. Announce it with a.", "Short castle"]
    );
    // Promotion: the piece is asked for, and announced.
    let lines = said(
        "mode tournament\nfen 8/4P3/8/8/8/8/k7/4K3 w - - 0 1\nkey Shift+5 7 Enter Up Enter q a",
    );
    assert_eq!(
        lines[lines.len() - 3..],
        [
            "Which piece? q queen, r rook, b bishop, n knight.",
            "Eva eight Queen placed. Announce it with a.",
            "Eva eight Queen"
        ]
    );
}

#[test]
fn a_move_that_locks_the_last_pawns_ends_the_game_as_a_dead_position() {
    // g2-g4 meets g5 head-on: no pawn can move or be taken, no king can pass (§5.2.2).
    let lines = said("fen 8/8/1k6/p1p1p1p1/P1P1P3/8/5KP1/8 w - - 0 1\nfocus entry\ntype g4");
    assert_eq!(
        lines,
        ["Gustav four. Draw: dead position", "Draw, a half each"]
    );
}

#[test]
fn a_draw_offer_is_written_on_both_scoresheets_after_the_move() {
    let script = Script::parse(
        "lang en\nvocab white en\nvocab black en\nfocus entry\ntype e4\nkey Ctrl+d\ntype e5\n",
    )
    .unwrap();
    let (session, _) = script
        .run(&mut InlineEngines::new(1, Instant::now))
        .unwrap();
    for color in [shakmaty::Color::White, shakmaty::Color::Black] {
        assert_eq!(session.scoresheet(color), ["e4 (=)", "e5"]);
    }
}

#[test]
fn draws_and_resignation_need_the_right_moment() {
    // §9.1.2.1: at one keyboard the offer is the last mover's; the player to move accepts.
    let lines = said("focus entry\ntype e4\nkey Ctrl+d Ctrl+d");
    assert_eq!(
        lines[1..],
        [
            "White offers a draw",
            "Draw: by agreement",
            "Draw, a half each"
        ]
    );
    // A move declines it; an offer before one's own move goes with that move.
    let lines = said("focus entry\nkey Ctrl+d\ntype e4\ntype e5\nkey Ctrl+d Ctrl+d");
    assert_eq!(
        lines,
        [
            "White offers a draw. The offer goes with White's next move.",
            "Eva four",
            "Eva five",
            "Black offers a draw",
            "Draw: by agreement",
            "Draw, a half each"
        ]
    );
    // Where the clock is pressed by hand, the offer after the move, before the press, is the
    // mover's; after the press the other player accepts.
    let lines =
        said("time 10\npress hand\nkey Space\nfocus entry\ntype e4\nkey Ctrl+d Ctrl+Space Ctrl+d");
    assert_eq!(
        lines[1..],
        [
            "Eva four",
            "White offers a draw",
            "Black's clock is running.",
            "Draw: by agreement",
            "Draw, a half each"
        ]
    );
    let lines = said("mode tournament\ntime 10\nkey Space Ctrl+Shift+d");
    assert_eq!(
        lines[1],
        "No draw can be claimed now: Black gets one minute more."
    );
    let lines = said("key Ctrl+Shift+r Ctrl+Shift+r Enter");
    assert_eq!(
        lines,
        [
            "White resigns? Press again to resign.",
            "White resigns",
            "Black wins, nothing to one",
            "The game is over"
        ]
    );
}

#[test]
fn a_draw_offer_before_ones_move_is_written_with_that_move() {
    let script = Script::parse(
        "lang en\nvocab white en\nvocab black en\nfocus entry\ntype e4\nkey Ctrl+d\ntype e5\nkey Ctrl+d\ntype Nf3\n",
    )
    .unwrap();
    let (session, _) = script
        .run(&mut InlineEngines::new(1, Instant::now))
        .unwrap();
    // White offered after e4; Black's move declined it, and Black offered after e5.
    for color in [shakmaty::Color::White, shakmaty::Color::Black] {
        assert_eq!(session.scoresheet(color), ["e4 (=)", "e5 (=)", "Nf3"]);
    }
    let pgn = crate::pgn::write_game(&session.to_pgn(None));
    let offers: Vec<&str> = pgn.split("offered a draw").collect();
    assert_eq!(offers.len(), 3, "{pgn}");
    assert!(offers[0].ends_with("1. e4 {White "), "{pgn}");
    assert!(offers[1].ends_with("1... e5 {Black "), "{pgn}");
}

#[test]
fn no_other_game_is_opened_during_a_tournament_game() {
    use crate::keymap::Command;
    use crate::session::{Effect, Input, Mode, Session, Setup, WindowAct};
    use std::time::Duration;
    let refused =
        "Not during a tournament game: another game waits until this one is over or adjourned.";
    for command in [Command::NewGame, Command::Review] {
        assert_eq!(
            said(&format!("mode tournament\nkey {}", key_of(command))),
            [refused]
        );
    }
    // At home, and once the tournament game is over, the window opens them.
    let mut home = Session::new(Setup::default()).unwrap();
    let effects = home.handle(Input::Command(Command::Review), Duration::ZERO);
    assert_eq!(effects, [Effect::Window(WindowAct::Review)]);
    let mut tournament = Session::new(Setup {
        mode: Mode::Tournament { assistant: false },
        ..Setup::default()
    })
    .unwrap();
    let resign = Input::Command(Command::Act(crate::keymap::Act::Resign));
    let _ = tournament.handle(resign.clone(), Duration::ZERO);
    let _ = tournament.handle(resign, Duration::ZERO);
    assert!(tournament.result().is_some(), "resigned");
    let effects = tournament.handle(Input::Command(Command::NewGame), Duration::ZERO);
    assert_eq!(effects, [Effect::Window(WindowAct::NewGame)]);
}

/// The default key of a command on the board ("Ctrl+n").
fn key_of(command: crate::keymap::Command) -> String {
    crate::menu::keys_of(&crate::keymap::Keymap::default(), command)
}

#[test]
fn help_gives_the_essentials_for_the_moment_then_every_key_grouped() {
    let lines = said("key F1 F1");
    assert_eq!(
        lines[0],
        "White to move. Up, Down, Left, Right: move over the board, seen from your side. \
         Enter: lift the piece, or place the lifted piece here. Tab: go to the move entry. \
         l, Ctrl+l: the last move. t, Ctrl+t: both clocks and the moves played. Ctrl+d: offer a \
         draw, or accept the offer. Ctrl+Shift+r: resign (press twice). F1 again: every key, \
         grouped."
    );
    let all = &lines[1];
    for group in [
        "Reading the board: ",
        "Making moves: ",
        "The game: ",
        "The clock: ",
        "The window: ",
    ] {
        assert!(all.contains(group), "{group} missing from {all}");
    }
    // A home game without a clock hears nothing of the arbiter, the tournament's steps or a
    // clock to press.
    for absent in [
        "Tournament and arbiter",
        "arbiter",
        "announce the move made",
        "repeated",
        "press the clock",
        "adjourn",
        "Ctrl+Space",
    ] {
        assert!(!all.contains(absent), "{absent} in the home help: {all}");
    }
    // A tournament game's help has them.
    let lines = said("mode tournament\ntime 90+30\nkey F1 F1");
    assert!(
        lines[0].contains("a: announce the move made on your board"),
        "{}",
        lines[0]
    );
    assert!(
        lines[1].contains("Tournament and arbiter: "),
        "{}",
        lines[1]
    );
    assert!(
        lines[1].contains("Ctrl+Space: press the clock"),
        "{}",
        lines[1]
    );
    // With a piece in the hand, and a pawn on the last rank.
    let lines = said("key Shift+7 1 Enter F1");
    let help = lines.last().unwrap();
    assert!(
        help.starts_with("A piece is in your hand. Up, Down, Left, Right"),
        "{help}"
    );
    let lines = said("fen 8/4P3/8/8/8/8/k7/4K3 w - - 0 1\nkey Shift+5 7 Enter Up Enter h");
    assert_eq!(
        lines.last().unwrap(),
        "The pawn has reached the last rank: choose its new piece. q, r, b, n: the new piece: \
         q queen, r rook, b bishop, n knight. Escape: take the pawn back. F1 again: every key, \
         grouped."
    );
    assert_eq!(said("key F5"), ["F5 does nothing here. F1 for the keys."]);
}

#[test]
fn the_first_answer_of_the_help_is_short_in_every_language_and_moment() {
    for lang in ["en", "de", "nb", "is", "vi"] {
        for (setup, keys) in [
            ("", "F1"),
            ("mode tournament\ntime 90+30\n", "F1"),
            ("time 15+10\n", "Shift+5 2 Enter F1"),
            ("", "Ctrl+Shift+r Ctrl+Shift+r F1"),
        ] {
            let full = format!("lang {lang}\n{setup}key {keys}");
            let (_, happened) = Script::parse(&full)
                .unwrap()
                .run(&mut InlineEngines::new(1, Instant::now))
                .unwrap();
            let Some(Happened::Said { text, .. }) = happened.last() else {
                panic!("nothing said for {full}");
            };
            assert!(
                text.chars().count() <= 600,
                "{} characters for {full}: {text}",
                text.chars().count()
            );
        }
    }
}

/// The computer as opponent and analyst, driven by hand: the session asks (`AskEngine`), the
/// test answers (`EngineReply`) as an engine would.
mod computer {
    use std::time::Duration;

    use shakmaty::{Color, Position};

    use crate::engine::{EngineError, Limits, Reply, Score, builtin::Level, spec::EngineSpec};
    use crate::keymap::Command;
    use crate::rules::parse_uci;
    use crate::session::{Computer, Effect, EngineRole, Input, Mode, Session, Setup};
    use crate::vocab::VocabId;

    fn session(computer: Option<Computer>, mode: Mode) -> Session {
        let mut setup = Setup {
            mode,
            computer,
            ..Setup::default()
        };
        for player in &mut setup.players {
            *player = crate::session::PlayerSetup::new("", player.visually_impaired, VocabId::En);
        }
        Session::new(setup).unwrap()
    }

    fn black_computer(engine: &str) -> Option<Computer> {
        Some(Computer::new(Color::Black, engine.parse().unwrap()))
    }

    fn words(session: &Session, effects: &[Effect]) -> Vec<String> {
        effects.iter().filter_map(|e| session.words_of(e)).collect()
    }

    fn asked(effects: &[Effect]) -> Option<(EngineRole, u64, Limits)> {
        effects.iter().find_map(|e| match e {
            Effect::AskEngine { role, id, limits } => Some((*role, *id, limits.clone())),
            _ => None,
        })
    }

    fn reply(session: &Session, uci: &str, score: Option<Score>) -> Reply {
        let mv = parse_uci(session.game(), uci).unwrap();
        Reply {
            mv,
            score,
            depth: 5,
            nodes: 1000,
            pv: vec![mv],
        }
    }

    /// A session from `fen` (White to move) against the computer with Black.
    fn endgame(fen: &str, clock: &str) -> Session {
        let mut setup = Setup {
            computer: black_computer("builtin:3"),
            start: crate::rules::StartPosition::Fen {
                fen: fen.into(),
                chess960: false,
            },
            time_control: clock.parse().unwrap(),
            ..Setup::default()
        };
        for player in &mut setup.players {
            *player = crate::session::PlayerSetup::new("", player.visually_impaired, VocabId::En);
        }
        Session::new(setup).unwrap()
    }

    #[test]
    fn at_home_the_players_clock_is_pressed_with_the_move_and_the_computer_answers_at_once() {
        let mut session = endgame(
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            "5+3",
        );
        let _ = session.greeting();
        let effects = session.handle(Input::Text("e4".into()), Duration::from_secs(4));
        assert_eq!(words(&session, &effects), ["Eva four"]);
        assert!(asked(&effects).is_some(), "the computer is asked at once");
        // A press out of habit is told it came with the move.
        let effects = session.handle(
            Input::Command(Command::Act(crate::keymap::Act::PressClock)),
            Duration::from_secs(4),
        );
        assert_eq!(
            words(&session, &effects),
            ["At home the clock is pressed with the move: Black's clock is running."]
        );
        assert_eq!(session.clock().active(), Some(Color::Black));
        // The clock started with the move, and the press gave the increment: 5 minutes and 3
        // seconds.
        assert_eq!(
            session
                .clock()
                .remaining(Color::White, Duration::from_secs(4)),
            Duration::from_secs(303)
        );
        // Pressed by hand, as at a tournament, the computer waits for the press.
        let mut by_hand = endgame(
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            "5+3",
        );
        by_hand.play.setup.press = crate::session::Press::ByHand;
        let effects = by_hand.handle(Input::Text("e4".into()), Duration::from_secs(4));
        assert_eq!(asked(&effects), None);
        let effects = by_hand.handle(
            Input::Command(Command::Act(crate::keymap::Act::PressClock)),
            Duration::from_secs(5),
        );
        assert!(asked(&effects).is_some());
    }

    #[test]
    fn the_computer_answers_a_draw_offer_by_its_judgement() {
        // A rook each, move 40: after the player's move and offer, the computer's search finds
        // the position equal and accepts; its move is not played.
        let fen = "4k3/r7/8/8/8/8/R7/4K3 w - - 0 40";
        let mut session = endgame(fen, "-");
        let effects = session.handle(Input::Text("Kd2".into()), Duration::ZERO);
        let (_, id, _) = asked(&effects).unwrap();
        let effects = session.handle(
            Input::Command(Command::Act(crate::keymap::Act::OfferDraw)),
            Duration::ZERO,
        );
        assert_eq!(words(&session, &effects), ["White offers a draw"]);
        let answer = Input::EngineReply {
            id,
            result: Ok(reply(&session, "e8d8", Some(Score::Centipawns(-5)))),
        };
        let effects = session.handle(answer, Duration::ZERO);
        assert_eq!(
            words(&session, &effects),
            [
                "The computer accepts the draw: it finds the position about equal. Draw: by agreement",
                "Draw, a half each"
            ]
        );
        assert_eq!(session.game().plies().len(), 1, "its move is not played");
        assert_eq!(session.scoresheet(Color::White), ["Kd2 (=)"]);

        // Better for it by a pawn and a half: declined, with its reason, and its move played.
        let mut session = endgame(fen, "-");
        let effects = session.handle(Input::Text("Kd2".into()), Duration::ZERO);
        let (_, id, _) = asked(&effects).unwrap();
        let _ = session.handle(
            Input::Command(Command::Act(crate::keymap::Act::OfferDraw)),
            Duration::ZERO,
        );
        let answer = Input::EngineReply {
            id,
            result: Ok(reply(&session, "e8d8", Some(Score::Centipawns(150)))),
        };
        let effects = session.handle(answer, Duration::ZERO);
        assert_eq!(
            words(&session, &effects),
            [
                "The computer declines the draw: Black is better by about 2 pawns.",
                "The computer plays King David eight"
            ]
        );
        assert!(session.result().is_none());

        // In the opening it declines whatever it finds.
        let mut session = endgame(
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            "-",
        );
        let effects = session.handle(Input::Text("e4".into()), Duration::ZERO);
        let (_, id, _) = asked(&effects).unwrap();
        let _ = session.handle(
            Input::Command(Command::Act(crate::keymap::Act::OfferDraw)),
            Duration::ZERO,
        );
        let answer = Input::EngineReply {
            id,
            result: Ok(reply(&session, "e7e5", Some(Score::Centipawns(0)))),
        };
        let effects = session.handle(answer, Duration::ZERO);
        assert_eq!(
            words(&session, &effects)[0],
            "The computer declines the draw: the game has hardly begun."
        );
    }

    #[test]
    fn the_computer_is_named_asked_after_the_players_move_and_its_move_announced() {
        let mut session = session(black_computer("builtin:3"), Mode::Home);
        let greeting = session.greeting();
        assert!(greeting.contains(&Effect::StartEngine {
            role: EngineRole::Opponent,
            spec: EngineSpec::Builtin(Level::new(3).unwrap()),
        }));
        let said = words(&session, &greeting);
        assert!(
            said[1].starts_with("The computer plays Black: level 3, casual player, about"),
            "{said:?}"
        );
        assert_eq!(asked(&greeting), None, "White moves first");

        let effects = session.handle(Input::Text("e4".into()), Duration::from_secs(1));
        let (role, id, limits) = asked(&effects).expect("asked for a move");
        assert_eq!(role, EngineRole::Opponent);
        assert_eq!(limits, Limits::movetime(Computer::DEFAULT_MOVETIME));
        assert_eq!(session.engine_thinking(), Some(EngineRole::Opponent));

        // While it thinks, the player cannot move for it.
        let effects = session.handle(Input::Text("e5".into()), Duration::from_secs(2));
        assert_eq!(words(&session, &effects), ["The computer is thinking."]);

        // A stale answer is dropped; the real one is played and announced.
        let stale = Input::EngineReply {
            id: id + 7,
            result: Ok(reply(&session, "e7e5", None)),
        };
        assert!(session.handle(stale, Duration::from_secs(2)).is_empty());
        let answer = Input::EngineReply {
            id,
            result: Ok(reply(&session, "c7c5", None)),
        };
        let effects = session.handle(answer, Duration::from_secs(3));
        assert_eq!(
            words(&session, &effects),
            ["The computer plays Caesar five"]
        );
        assert_eq!(session.game().plies().len(), 2);
        assert_eq!(session.engine_thinking(), None);
        assert_eq!(asked(&effects), None, "the player's turn now");
    }

    #[test]
    fn going_over_a_game_the_evaluation_judges_the_position_stepped_to() {
        let pgn = crate::pgn::read_games("1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 1/2-1/2\n")
            .remove(0)
            .unwrap();
        let mut setup = Setup::default();
        for player in &mut setup.players {
            *player = crate::session::PlayerSetup::new("", player.visually_impaired, VocabId::En);
        }
        let mut session = Session::from_pgn(setup, &pgn).unwrap();
        let _ = session.greeting();
        // Back to the position after 2. Nf3, Black to move: the first step is to the last move.
        for _ in 0..4 {
            let _ = session.handle(
                Input::Command(Command::Explore(crate::keymap::Explore::PreviousMove)),
                Duration::ZERO,
            );
        }
        assert_eq!(session.engine_game().plies().len(), 3);
        assert_eq!(session.engine_game().position().turn(), Color::Black);
        let effects = session.handle(Input::Command(Command::Evaluate), Duration::ZERO);
        let (role, id, _) = asked(&effects).expect("the analyst asked");
        assert_eq!(role, EngineRole::Analyst);
        // Nc6 is Black's best move there: legal only in the position stepped to.
        let mv = parse_uci(&session.engine_game(), "b8c6").unwrap();
        let reply = Reply {
            mv,
            score: Some(Score::Centipawns(-20)),
            depth: 5,
            nodes: 1000,
            pv: vec![mv],
        };
        let effects = session.handle(
            Input::EngineReply {
                id,
                result: Ok(reply),
            },
            Duration::ZERO,
        );
        let said = words(&session, &effects).join(" ");
        assert!(said.ends_with("Best move: Knight Caesar six"), "{said}");
    }

    #[test]
    fn with_a_clock_the_computer_shares_out_its_time_and_presses_its_clock() {
        let setup = Setup {
            time_control: "5+3".parse().unwrap(),
            computer: Some(Computer::new(Color::White, "builtin:5".parse().unwrap())),
            ..Setup::default()
        };
        let mut session = Session::new(setup).unwrap();
        let greeting = session.greeting();
        let (_, id, limits) = asked(&greeting).expect("White moves first");
        let clock = limits.clock.expect("the clocks are given");
        assert_eq!(clock.white, Duration::from_secs(300));
        assert_eq!(clock.white_increment, Duration::from_secs(3));
        let answer = Input::EngineReply {
            id,
            result: Ok(reply(&session, "d2d4", None)),
        };
        let _computer_moved = session.handle(answer, Duration::from_secs(4));
        assert_eq!(
            session.clock().active(),
            Some(Color::Black),
            "its clock was pressed"
        );
        // White's four seconds were used, and the increment added.
        let white = session
            .clock()
            .remaining(Color::White, Duration::from_secs(4));
        assert_eq!(white, Duration::from_secs(300 - 4 + 3));
    }

    /// Finding 5 of the third hardening round: a game taken up while the computer thought
    /// waited for ever — the replayed session still waited for the answer of an engine that
    /// died with the app, and never asked again.
    #[test]
    fn a_game_taken_up_while_the_computer_thought_asks_it_again() {
        for time in ["", "5+3"] {
            let setup = Setup {
                time_control: if time.is_empty() {
                    crate::clock::TimeControl::default()
                } else {
                    time.parse().unwrap()
                },
                computer: black_computer("uci:/usr/games/stockfish:Skill Level=3"),
                ..Setup::default()
            };
            let header = crate::session::journal::Header {
                version: crate::session::journal::JOURNAL_VERSION,
                started: String::new(),
                started_ms: 0,
                setup: setup.clone(),
            };
            let mut played = Session::new(setup).unwrap();
            let _ = played.greeting();
            let mut inputs = vec![(Duration::from_secs(1), Input::Text("e4".into()))];
            if !time.is_empty() {
                let press = Input::Command(Command::Act(crate::keymap::Act::PressClock));
                inputs.push((Duration::from_millis(1500), press));
            }
            for (at, input) in inputs.clone() {
                let _ = played.handle(input, at);
            }
            assert_eq!(
                played.engine_thinking(),
                Some(EngineRole::Opponent),
                "{time}"
            );
            // The app stops while the computer thinks; its journal is taken up again.
            let entries = inputs
                .into_iter()
                .map(|(at, input)| crate::session::journal::Entry::new(at, input));
            let mut session = crate::session::journal::replay(&header, entries).unwrap();
            let effects = session.handle(Input::TakenUp, Duration::from_secs(2));
            assert!(
                effects.contains(&Effect::StartEngine {
                    role: EngineRole::Opponent,
                    spec: "uci:/usr/games/stockfish:Skill Level=3".parse().unwrap(),
                }),
                "{time}: the engine the game was set up with starts again"
            );
            let (role, id, _) = asked(&effects).expect("asked again");
            assert_eq!(role, EngineRole::Opponent);
            let answer = Input::EngineReply {
                id,
                result: Ok(reply(&session, "e7e5", None)),
            };
            let effects = session.handle(answer, Duration::from_secs(3));
            // Attributed, as every move of the computer's (issue 28).
            assert_eq!(
                words(&session, &effects),
                ["The computer plays Bauer Eva fünf"],
                "{time}"
            );
            assert_eq!(session.game().plies().len(), 2);
        }
    }

    #[test]
    fn a_failing_uci_engine_is_told_and_the_built_in_engine_plays_on() {
        let mut session = session(
            Some(Computer::new(
                Color::White,
                "uci:/opt/missing".parse().unwrap(),
            )),
            Mode::Home,
        );
        let greeting = session.greeting();
        let (_, id, _) = asked(&greeting).unwrap();
        let failure = Input::EngineReply {
            id,
            result: Err(EngineError::NotStarted {
                program: "/opt/missing".into(),
                reason: "No such file or directory (os error 2)".into(),
            }),
        };
        let effects = session.handle(failure, Duration::from_secs(1));
        assert_eq!(
            words(&session, &effects),
            [
                "The engine /opt/missing could not be started: No such file or directory (os error 2). \
              The built-in engine, level 10, plays on instead."
            ]
        );
        assert!(effects.contains(&Effect::StartEngine {
            role: EngineRole::Opponent,
            spec: EngineSpec::Builtin(Level::strongest()),
        }));
        assert!(
            asked(&effects).is_some(),
            "asked again, of the built-in engine"
        );
    }

    #[test]
    fn when_even_the_built_in_engine_fails_the_player_makes_its_moves() {
        let mut session = session(black_computer("builtin:4"), Mode::Home);
        session.greeting();
        let effects = session.handle(Input::Text("e4".into()), Duration::from_secs(1));
        let (_, id, _) = asked(&effects).unwrap();
        let died = Input::EngineReply {
            id,
            result: Err(EngineError::Died {
                program: "builtin:4".into(),
            }),
        };
        let effects = session.handle(died, Duration::from_secs(2));
        assert_eq!(
            words(&session, &effects),
            [
                "The engine builtin:4 stopped running. The computer no longer plays: make Black's moves yourself."
            ]
        );
        let effects = session.handle(Input::Text("e5".into()), Duration::from_secs(3));
        assert_eq!(words(&session, &effects), ["Eva five"]);
        assert!(session.game().position().turn() == Color::White);
    }

    #[test]
    fn the_evaluation_is_words_and_the_best_move_but_not_during_a_tournament_game() {
        let mut tournament = session(None, Mode::Tournament { assistant: false });
        let effects = tournament.handle(Input::Command(Command::Evaluate), Duration::ZERO);
        assert_eq!(
            words(&tournament, &effects),
            ["No engine help during a tournament game: ask again after the game."]
        );
        assert_eq!(asked(&effects), None);

        let mut home = session(None, Mode::Home);
        home.greeting();
        let effects = home.handle(Input::Command(Command::Evaluate), Duration::ZERO);
        assert!(effects.contains(&Effect::StartEngine {
            role: EngineRole::Analyst,
            spec: EngineSpec::Builtin(Level::strongest()),
        }));
        let (role, id, limits) = asked(&effects).unwrap();
        assert_eq!(role, EngineRole::Analyst);
        assert_eq!(limits, Limits::movetime(crate::session::ANALYSIS_TIME));
        assert_eq!(words(&home, &effects), ["Looking at the position."]);
        let answer = Input::EngineReply {
            id,
            result: Ok(reply(&home, "g1f3", Some(Score::Centipawns(104)))),
        };
        let effects = home.handle(answer, Duration::from_secs(2));
        assert_eq!(
            words(&home, &effects),
            ["White is better by about one pawn. Best move: Knight Felix three"]
        );
        assert_eq!(home.game().plies().len(), 0, "analysis plays nothing");

        // Black to move, mated in two: said for the side that mates.
        let _e4_said = home.handle(Input::Text("e4".into()), Duration::from_secs(3));
        let effects = home.handle(Input::Command(Command::Evaluate), Duration::from_secs(4));
        let (_, id, _) = asked(&effects).unwrap();
        assert!(
            !effects
                .iter()
                .any(|e| matches!(e, Effect::StartEngine { .. })),
            "started once"
        );
        let answer = Input::EngineReply {
            id,
            result: Ok(reply(&home, "e7e5", Some(Score::Mate(-2)))),
        };
        let effects = home.handle(answer, Duration::from_secs(5));
        assert_eq!(
            words(&home, &effects),
            ["White mates in 2 moves. Best move: Eva five"]
        );
    }

    #[test]
    fn the_computer_is_refused_in_a_tournament_setup_whatever_the_order() {
        for settings in [
            "mode tournament\ncomputer black builtin:3\n",
            "computer black builtin:3\nmode tournament\n",
        ] {
            use crate::session::{
                SetupError,
                script::{Script, ScriptProblem, SettingError},
            };
            let refused = Script::parse(settings).unwrap_err();
            assert_eq!(refused.line, 2, "{settings}");
            assert_eq!(
                refused.problem,
                ScriptProblem::Setting(SettingError::Setup(SetupError::ComputerInTournament)),
                "{refused}"
            );
        }
    }

    #[test]
    fn computer_settings_read_engines_with_spaces_and_limits() {
        use crate::session::script::parse_computer;
        let computer =
            parse_computer("black uci:/usr/games/stockfish:Skill Level=3 movetime 500").unwrap();
        assert_eq!(
            computer.limits,
            Limits::movetime(Duration::from_millis(500))
        );
        assert_eq!(
            computer.engine.to_string(),
            "uci:/usr/games/stockfish:Skill Level=3"
        );
        assert_eq!(
            parse_computer("white builtin:2 depth 3").unwrap().limits,
            Limits::depth(3)
        );
        assert!(parse_computer("white builtin:2 depth x").is_err());
        assert!(parse_computer("purple builtin:2").is_err());
    }

    #[test]
    fn a_script_with_the_computer_plays_the_same_game_every_time() {
        let script = "computer black builtin:3 depth 2\ntype e4\ntype Nf3\ntype Bc4\n";
        let first = super::said(script);
        assert_eq!(first, super::said(script));
        // The player's three moves and the computer's three replies, each announced.
        assert_eq!(first.len(), 1 + 6, "{first:?}");
        assert!(first[0].starts_with("The computer plays Black"));
    }
}

/// The typed setup: settings in any order, each once, contradictions refused with their reason.
mod setup {
    use shakmaty::Color;

    use super::Script;
    use crate::{
        session::{Impaired, Mode, SetupBuilder, SetupError},
        vocab::VocabId,
        words::Form,
    };

    #[test]
    fn settings_in_any_order_make_the_same_setup() {
        let lines = [
            "mode tournament",
            "board black off",
            "vocab black nb",
            "name white Anna Schmidt",
            "vi black",
            "time 90+30",
            "form white long",
        ];
        let forward = Script::parse(&lines.join("\n")).unwrap().setup;
        let mut reversed = lines;
        reversed.reverse();
        let backward = Script::parse(&reversed.join("\n")).unwrap().setup;
        assert_eq!(forward, backward);
        // `mode tournament` gives both players a board, `board black off` takes Black's away,
        // whichever comes first.
        assert!(forward.player(Color::White).keeps_board);
        assert!(!forward.player(Color::Black).keeps_board);
        assert_eq!(forward.player(Color::Black).vocab, VocabId::Nb);
        assert_eq!(forward.player(Color::White).style.form, Form::Long);
        assert_eq!(forward.reader(), Color::Black);
    }

    #[test]
    fn an_assistants_game_keeps_the_clock_sounds_for_the_assistant_unless_cues_are_chosen() {
        use crate::clock::cues::Audience;
        let setup = |text: &str| Script::parse(text).unwrap().setup;
        let assistant = setup("mode assistant\ntime 10\n");
        assert_eq!(assistant.cues.audience, Audience::Assistant);
        assert!(assistant.assistant());
        // The player asked for their own clock's sounds: they get them.
        let chosen = setup("mode assistant\ntime 10\ncues speak\n");
        assert_eq!(chosen.cues.audience, Audience::Own);
        // D.2.11: a hearing-impaired opponent brings the assistant into a tournament game.
        let hearing = setup("mode tournament\nhearing black\n");
        assert_eq!(hearing.mode, Mode::Tournament { assistant: true });
        assert_eq!(hearing.hearing_impaired, Some(shakmaty::Color::Black));
        assert_eq!(
            setup("mode tournament\n").mode,
            Mode::Tournament { assistant: false }
        );
    }

    #[test]
    fn a_vocabulary_is_named_in_any_case_and_a_wrong_name_hears_the_right_ones() {
        let setup = Script::parse("vocab white FIDE\n").unwrap().setup;
        assert_eq!(setup.player(Color::White).vocab, VocabId::Fide);
        let refused = Script::parse("vocab white klingon\n").unwrap_err();
        assert_eq!(
            refused.to_string(),
            "line 1: vocab fide, nb, en, is or vi, not \"klingon\""
        );
    }

    #[test]
    fn a_setting_given_twice_is_refused() {
        let refused = Script::parse("mode home\nvocab white en\nvocab white nb\n").unwrap_err();
        assert_eq!(refused.line, 3);
        assert_eq!(refused.to_string(), "line 3: vocab white is given twice");
        let refused = Script::parse("fen 8/8/8/8/8/8/8/K6k w - - 0 1\nchess960 5\n").unwrap_err();
        assert!(refused.to_string().contains("start position"), "{refused}");
    }

    #[test]
    fn against_the_computer_the_player_has_the_other_colour() {
        let setup = Script::parse("computer white builtin:2\n").unwrap().setup;
        assert_eq!(setup.reader(), Color::Black);
        assert!(setup.player(Color::Black).visually_impaired);
        assert!(!setup.player(Color::White).visually_impaired);

        let mut builder = SetupBuilder::new();
        builder.impaired(Impaired::White).unwrap();
        builder
            .computer(crate::session::Computer::new(
                Color::White,
                "builtin:2".parse().unwrap(),
            ))
            .unwrap();
        assert_eq!(
            builder.build(),
            Err(SetupError::ComputerPlaysTheReader(Color::White))
        );
        builder = SetupBuilder::new();
        builder.mode(Mode::Tournament { assistant: true }).unwrap();
        assert_eq!(
            builder.mode(Mode::Home),
            Err(SetupError::Twice("mode".into()))
        );
    }
}

/// The app as the clock alone (`annabella clock`): presses without moves, pause, the times.
mod clock_only {
    use std::time::Instant;

    use super::{Happened, InlineEngines, Script, said};

    #[test]
    fn the_clock_alone_is_greeted_with_its_time_control() {
        let script = "lang en\nclock-only black\ntime 5\n";
        let (_, happened) = Script::parse(script)
            .unwrap()
            .run(&mut InlineEngines::new(1, Instant::now))
            .unwrap();
        assert!(matches!(&happened[0], Happened::Said { text, .. }
            if text == "Time control 5 (blitz). Press Enter to start Black's clock; h for help."));
    }

    #[test]
    fn the_clock_alone_is_pressed_paused_and_read() {
        let lines = said(
            "clock-only black\ntime 5\n\
             key Space\nwait 10\nkey Space\n\
             key Ctrl+Shift+Space\nkey Space\nkey Ctrl+Shift+Space\n\
             key t\ntype e4\nkey h\n",
        );
        assert_eq!(
            lines[..7],
            [
                "Black's clock is running.",
                "White's clock is running.",
                "Clock paused.",
                "The clock is paused: p resumes it.",
                "Clock running again.",
                // Black's clock started the game: no move is complete until White presses.
                "White 5 minutes; Black 4 minutes, 50 seconds; 0 moves played.",
                "Unknown key e4. h for help.",
            ]
        );
        assert!(
            lines[7].starts_with("Enter: the player to move"),
            "{lines:?}"
        );
    }

    #[test]
    fn in_a_tournament_game_only_the_arbiter_stops_the_clocks() {
        let lines = said("mode tournament\ntime 5\nkey Space\nkey Ctrl+Shift+Space\n");
        assert_eq!(
            lines.last().unwrap(),
            "In a tournament only the arbiter stops the clocks."
        );
    }
}

#[test]
fn the_clocks_sounds_are_switched_off_and_made_louder_by_key_and_said() {
    use std::time::Duration;

    use super::{Effect, Input, Session};
    let setup = Script::parse("time 10\nlang en\n").unwrap().setup;
    let mut session = Session::new(setup).unwrap();
    let _ = session.greeting();
    let key = |name: &str| Input::Key(name.parse().unwrap());
    let said = |session: &Session, effects: &[Effect]| -> Vec<String> {
        effects.iter().filter_map(|e| session.words_of(e)).collect()
    };
    let _ = session.handle(key("Space"), Duration::ZERO);
    let effects = session.handle(key("F6"), Duration::from_secs(1));
    assert_eq!(said(&session, &effects), ["Sound off."]);
    // Five minutes left: the flag's first rise is not played.
    let effects = session.handle(Input::Tick, Duration::from_secs(301));
    assert!(!effects.iter().any(|e| matches!(e, Effect::Cue(_))));
    let effects = session.handle(key("F6"), Duration::from_secs(302));
    assert_eq!(said(&session, &effects), ["Sound on, volume 70 percent."]);
    let effects = session.handle(key("F8"), Duration::from_secs(303));
    assert_eq!(said(&session, &effects), ["Sound on, volume 80 percent."]);
    let effects = session.handle(Input::Tick, Duration::from_secs(361));
    let volumes: Vec<f32> = effects
        .iter()
        .filter_map(|e| match e {
            Effect::Cue(heard) => Some(heard.volume),
            _ => None,
        })
        .collect();
    assert_eq!(volumes.len(), 1, "the next minute's rise is played");
    assert!((volumes[0] - 0.8).abs() < 1e-6, "{volumes:?}");
}

#[test]
fn a_pgn_game_is_gone_over_move_by_move_with_its_clock_times_and_positions() {
    use std::time::Duration;

    use super::{Input, Session, View};
    let pgn = crate::pgn::read_games(
        "[White \"Anna\"]\n[Black \"Bo\"]\n\n1. e4 {[%clk 0:05:00]} e5 {[%clk 0:04:58]} 2. Nf3 {[%clk 0:04:55]} 1-0\n",
    )
    .remove(0)
    .unwrap();
    let setup = Script::parse("lang en\nvocab white en\nvocab black en\n")
        .unwrap()
        .setup;
    let mut session = Session::from_pgn(setup, &pgn).unwrap();
    assert_eq!(session.setup().players.white.name, "Anna");
    assert!(session.result().is_some());
    let key = |name: &str| Input::Key(name.parse().unwrap());
    let say = |session: &mut Session, name: &str| -> String {
        let effects = session.handle(key(name), Duration::ZERO);
        effects
            .iter()
            .filter_map(|e| session.words_of(e))
            .collect::<Vec<_>>()
            .join(" | ")
    };
    assert_eq!(
        say(&mut session, "Ctrl+Left"),
        "2. White: Knight Felix three; 4 minutes, 55 seconds left"
    );
    assert_eq!(
        say(&mut session, "Ctrl+Left"),
        "1. Black: Eva five; 4 minutes, 58 seconds left"
    );
    // The game's board shows the position after the move stepped to: g1 still holds the knight.
    assert_eq!(
        session.square_name(View::Game, shakmaty::Square::G1),
        "Gustav one, white Knight"
    );
    assert_eq!(
        say(&mut session, "Ctrl+Right"),
        "2. White: Knight Felix three; 4 minutes, 55 seconds left"
    );
    assert_eq!(
        session.square_name(View::Game, shakmaty::Square::G1),
        "Gustav one, empty"
    );
}

/// The lines said by a session of `setup` played at the terminal (typed lines, no keys).
fn typed(setup: super::Setup, inputs: &[super::Input]) -> Vec<String> {
    use std::time::Duration;
    let mut session = super::Session::new(setup).unwrap();
    let mut effects = session.handle(
        super::Input::Focus(crate::keymap::Context::Lines),
        Duration::ZERO,
    );
    effects.extend(session.greeting());
    for input in inputs {
        effects.extend(session.handle(input.clone(), Duration::from_secs(1)));
    }
    effects.iter().filter_map(|e| session.words_of(e)).collect()
}

#[test]
fn at_the_terminal_no_window_key_is_named_and_an_untimed_game_tells_no_times() {
    use super::{Input, Setup};
    use crate::keymap::{Act, Command, Explore};
    let english = |mut setup: Setup| {
        setup.players.white.vocab = crate::vocab::VocabId::En;
        setup.players.black.vocab = crate::vocab::VocabId::En;
        setup
    };
    let lines = typed(
        english(Setup::default()),
        &[
            Input::Command(Command::Act(Act::Announce)),
            Input::Command(Command::Explore(Explore::Clocks)),
            Input::Text("e4".into()),
            Input::Command(Command::Explore(Explore::Clocks)),
            Input::Command(Command::Help),
        ],
    );
    assert_eq!(
        lines[..5],
        [
            // Two players at one keyboard: nobody is told "you play White".
            "New game, no clock. Two players at this computer. /help for the commands.",
            "Make your move first: type it, like Nf3.",
            "No clock in this game; 0 moves played.",
            "Pawn Eva four",
            "No clock in this game; 0 moves played.",
        ]
    );
    assert_eq!(
        lines[5],
        "Black to move. Type a move: Knight Felix three, Nf3 or Pawn Eva four. /board: the whole \
         board in words, kind by kind. /square e4: read the square. /last: the last move. /time: both clocks and the moves played. /draw: offer a draw, or accept the offer. \
         /resign: resign (type it twice). /help all: every command, grouped."
    );
    for line in &lines {
        for window_key in ["Enter", "Ctrl+", "F1", "Escape"] {
            assert!(!line.contains(window_key), "{window_key} in {line:?}");
        }
    }
}

#[test]
fn leaving_a_game_in_progress_is_asked_first() {
    use std::time::Duration;
    let mut session = super::Session::new(super::Setup::default()).unwrap();
    assert_eq!(
        session.ask_to_leave(),
        None,
        "nothing played: nothing to lose"
    );
    let _ = session.handle(super::Input::Text("e4".into()), Duration::ZERO);
    let question = session.ask_to_leave().expect("asked first");
    assert_eq!(
        session.words(&question, crate::vocab::VocabId::Fide),
        "Leave the game? It stays saved and can be taken up again. The same key again leaves."
    );
    assert_eq!(session.ask_to_leave(), None, "asked again at once: leave");
    // Anything else in between, and the question is asked again.
    let _ = session.ask_to_leave();
    let _ = session.handle(super::Input::Text("e5".into()), Duration::ZERO);
    assert!(session.ask_to_leave().is_some());
}

#[test]
fn full_verbosity_tells_whose_move_and_the_time_left_and_brief_only_the_move() {
    let lines =
        said("verbosity full\ntime 5+3\ncomputer black builtin:1 depth 1\nfocus entry\ntype e4");
    assert_eq!(lines[1], "Eva four. Black to move, 5 minutes left.");
    assert!(
        lines[2].starts_with("The computer plays ")
            && lines[2].ends_with("White to move, 5 minutes, 3 seconds left."),
        "{}",
        lines[2]
    );
    let lines = said(
        "verbosity brief\ncomputer black builtin:1 depth 1\nfen 4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1\nfocus entry\ntype exd5",
    );
    assert_eq!(lines[1], "Eva takes David five");
    assert!(!lines[2].contains("The computer plays"), "{}", lines[2]);
}

#[test]
fn at_the_terminal_help_all_names_no_window_key_nor_dialog_in_any_language() {
    use super::Input;
    use crate::{keymap::Command, ui_text::UiLanguage};
    // What only the window has, in each language's words: a dialog, keys pressed.
    let window_words = |ui: UiLanguage| -> &[&str] {
        match ui {
            UiLanguage::En => &["dialog", "every key", "pressed again", "press twice"],
            UiLanguage::De => &[
                "Dialog",
                "Tasten",
                "noch einmal gedrückt",
                "zweimal drücken",
            ],
            UiLanguage::Nb => &["dialog", "tastene", "trykket igjen", "trykk to ganger"],
            UiLanguage::Is => &["glugg", "lyklar", "ýtt aftur", "ýta tvisvar"],
            UiLanguage::Vi => &["hộp thoại", "phím", "nhấn lần nữa", "nhấn hai lần"],
        }
    };
    for ui in UiLanguage::ALL {
        let text = crate::ui_text::UiText::get(ui);
        let window_help: Vec<String> = [
            "key-new-game",
            "key-help",
            "key-help-all",
            "key-resign",
            "key-arbiter-open",
        ]
        .into_iter()
        .map(|id| text.text(id))
        .collect();
        for setup in ["mode home", "mode tournament\ntime 90+30"] {
            let script = format!("{setup}\nlang {}", ui.as_str());
            let setup = super::script::Script::parse(&script).unwrap().setup;
            let lines = typed(
                setup,
                &[
                    Input::Command(Command::Help),
                    Input::Command(Command::HelpAll),
                ],
            );
            // Everything, as lines a screen reader steps through: none over 600 characters.
            let help = lines[1..].join("\n");
            assert!(
                help.contains("/new") || script.contains("tournament"),
                "{help}"
            );
            assert!(lines.len() > 4, "{lines:#?}");
            for line in &lines {
                assert!(line.chars().count() <= 600, "{script}: {line}");
            }
            for said in window_help
                .iter()
                .map(String::as_str)
                .chain(window_words(ui).iter().copied())
                .chain(["Enter", "Ctrl+", "F1", "Escape", "Tab"])
            {
                for line in &lines {
                    assert!(!line.contains(said), "{script}: {said:?} in {line:?}");
                }
            }
        }
    }
}

#[test]
fn training_is_opened_at_home_and_refused_beside_a_tournament_game() {
    use crate::keymap::{Command, Learn};
    use crate::session::{Effect, Input, Mode, Session, Setup, WindowAct};
    use crate::training::drills::DrillKind;
    use std::time::Duration;
    let learn = Command::Learn(Learn::Drill(DrillKind::KnightDistance));
    let mut home = Session::new(Setup::default()).unwrap();
    let effects = home.handle(Input::Command(learn), Duration::ZERO);
    assert_eq!(
        effects,
        [Effect::Window(WindowAct::Learn(Learn::Drill(
            DrillKind::KnightDistance
        )))]
    );
    let mut tournament = Session::new(Setup {
        mode: Mode::Tournament { assistant: false },
        ..Setup::default()
    })
    .unwrap();
    let effects = tournament.handle(Input::Command(learn), Duration::ZERO);
    assert!(
        !effects.iter().any(|e| matches!(e, Effect::Window(_))),
        "{effects:?}"
    );
    assert!(
        !crate::menu::menus(tournament.setup())
            .iter()
            .any(|m| m.title == "menu-learn")
    );
    assert!(
        crate::menu::menus(home.setup())
            .iter()
            .any(|m| m.title == "menu-learn")
    );
}

#[test]
fn an_exercise_shown_on_the_game_board_is_read_by_the_reading_keys_and_the_game_comes_back() {
    use crate::keymap::{Command, Explore};
    use crate::session::{Input, Session, Setup, View};
    use shakmaty::{Chess, Color, Position, fen::Fen};
    use std::time::Duration;
    let mut setup = Setup::default();
    setup.players.white.keeps_board = true;
    let mut session = Session::new(setup).unwrap();
    assert_eq!(session.view(), View::Board(Color::White));
    let cursor = session.cursor();
    let game_square = session.square_name(View::Game, cursor);
    // A rook alone beside the kings: the cursor's square is empty there.
    let exercise: Chess = "7k/8/8/8/8/8/8/R3K3 w - - 0 1"
        .parse::<Fen>()
        .unwrap()
        .into_position(shakmaty::CastlingMode::Standard)
        .unwrap();
    session.show_exercise(Some(exercise.clone()));
    assert_eq!(session.view(), View::Game);
    assert_eq!(session.board(View::Game), exercise.board());
    let read = |session: &mut Session, explore: Explore| {
        let effects = session.handle(Input::Command(Command::Explore(explore)), Duration::ZERO);
        effects
            .iter()
            .filter_map(|e| session.words_of(e))
            .collect::<Vec<_>>()
            .join(" ")
    };
    let square = read(&mut session, Explore::ReadSquare);
    assert_ne!(square, game_square);
    assert_eq!(square, session.square_name(View::Game, cursor));
    let board = read(&mut session, Explore::ReadBoard);
    assert!(
        board.contains("Anna eins") && board.contains("Hector acht"),
        "{board}"
    );
    // The game is not touched; its board and the view come back.
    assert_eq!(session.game().plies().len(), 0);
    session.show_exercise(None);
    assert_eq!(session.view(), View::Board(Color::White));
    assert_eq!(session.board(View::Game), Chess::default().board());
}

#[test]
fn a_name_from_a_file_is_kept_on_one_line_without_control_characters() {
    // A journal's header or a PGN tag may carry a line break or a terminal's escape sequence.
    let mut setup = Script::parse("lang en\n").unwrap().setup;
    setup.players[shakmaty::Color::White].name = "Eve\n\u{1b}]0;owned\u{7}".into();
    setup.players[shakmaty::Color::Black].name = "Ann Lee".into();
    let session = super::Session::new(setup).unwrap();
    assert_eq!(
        session.setup().player(shakmaty::Color::White).name,
        "Eve \u{241b}]0;owned\u{2407}"
    );
    assert_eq!(
        session.setup().player(shakmaty::Color::Black).name,
        "Ann Lee"
    );
    let pgn = crate::pgn::write_game(&session.to_pgn(None));
    assert!(
        pgn.contains("[White \"Eve \u{241b}]0;owned\u{2407}\"]"),
        "{pgn}"
    );
}

/// Training beside a game at home: the Learn command stops the running clock, says so once and
/// logs the pause; back at the game the player hears whose move it is, both clocks and the key
/// that starts them, and that key starts them. The journal's entries replay to the same stopped
/// clocks (a crash in the middle of an exercise). At the terminal, and for the progress read
/// aloud, nothing stops.
#[test]
fn training_beside_a_timed_game_stops_its_clock_once_and_back_at_the_game_says_how_it_goes_on() {
    use crate::keymap::{Act, Command, Context, Learn};
    use crate::session::journal::{Entry, Header, JOURNAL_VERSION, replay};
    use crate::session::{Effect, Input, Session};
    use crate::training::drills::DrillKind;
    use shakmaty::Color;
    use std::time::Duration;
    let setup = Script::parse("lang en\ntime 5+0\nvocab white en\nvocab black en\n")
        .unwrap()
        .setup;
    let words = |session: &Session, effects: &[Effect]| -> Vec<String> {
        effects.iter().filter_map(|e| session.words_of(e)).collect()
    };
    let secs = Duration::from_secs;
    let learn = Input::Command(Command::Learn(Learn::Drill(DrillKind::KnightDistance)));
    let inputs = [
        (secs(0), Input::Text("e4".into())),
        (secs(3), Input::Text("e5".into())),
        (secs(10), learn.clone()),
    ];
    let mut game = Session::new(setup.clone()).unwrap();
    let mut said = Vec::new();
    for (at, input) in inputs.clone() {
        let effects = game.handle(input, at);
        said = words(&game, &effects);
    }
    assert_eq!(said, ["The game's clock is stopped while you train."]);
    assert!(game.clock().is_paused());
    let white = game.clock_reading(Color::White);
    // Ten minutes of training cost White nothing.
    let _ = game.handle(Input::Tick, secs(600));
    assert_eq!(game.clock_reading(Color::White), white);
    let again = game.handle(learn.clone(), secs(601));
    assert!(words(&game, &again).is_empty(), "said once: {again:?}");

    let back = game.back_from_training();
    let back = words(&game, &back).join(" ");
    assert!(
        back.starts_with("White to move, move 2; White ")
            && back.ends_with("The clocks are stopped: Ctrl+Shift+Space starts them."),
        "{back}"
    );
    let started = game.handle(Input::Command(Command::Act(Act::PauseClock)), secs(602));
    assert!(!game.clock().is_paused(), "{started:?}");

    // A crash in the middle of the exercise: the journal's entries give the same stopped clock.
    let header = Header {
        version: JOURNAL_VERSION,
        started: "2026-11-25 20:00".into(),
        started_ms: 0,
        setup: setup.clone(),
    };
    let entries = inputs
        .iter()
        .map(|(at, input)| Entry::new(*at, input.clone()));
    let mut taken_up = replay(&header, entries).unwrap();
    assert!(taken_up.clock().is_paused());
    let _ = taken_up.handle(Input::TakenUp, secs(10));
    assert_eq!(taken_up.clock_reading(Color::White), white);
    assert_eq!(taken_up.incidents(), {
        let mut played = Session::new(setup.clone()).unwrap();
        for (at, input) in inputs.clone() {
            let _ = played.handle(input, at);
        }
        let _ = played.handle(Input::TakenUp, secs(10));
        played.incidents().to_vec()
    });

    // The progress is over at once and stops nothing; at the terminal (`/learn`) as in the
    // window, an exercise stops the clock.
    for (learn, lines, stops) in [
        (Learn::Progress, false, false),
        (Learn::Progress, true, false),
        (Learn::Lessons, true, true),
    ] {
        let mut session = Session::new(setup.clone()).unwrap();
        if lines {
            let _ = session.handle(Input::Focus(Context::Lines), secs(0));
        }
        let _ = session.handle(Input::Text("e4".into()), secs(0));
        let _ = session.handle(Input::Command(Command::Learn(learn)), secs(2));
        assert_eq!(
            session.clock().is_paused(),
            stops,
            "{learn:?}, lines {lines}"
        );
    }
}

/// `/verbosity` at the terminal during a game: each time the next of brief, normal and full,
/// said with what it means, and the moves after it are said as it asks; `/help all` lists it; a
/// tournament game says the move alone and refuses it.
#[test]
fn verbosity_is_changed_by_a_typed_line_during_a_game() {
    use crate::keymap::{Command, Context};
    use crate::session::{Effect, Input, Session, lines::Line};
    use std::time::Duration;
    let words = |session: &Session, effects: &[Effect]| -> Vec<String> {
        effects.iter().filter_map(|e| session.words_of(e)).collect()
    };
    let mut session = Session::new(
        Script::parse("lang en\nvocab white en\nvocab black en\n")
            .unwrap()
            .setup,
    )
    .unwrap();
    let _ = session.handle(Input::Focus(Context::Lines), Duration::ZERO);
    let Line::Input(input) = session.typed_line("/verbosity") else {
        panic!("/verbosity is a line command");
    };
    assert_eq!(input, Input::Command(Command::Verbosity));
    let said = session.handle(input.clone(), Duration::ZERO);
    assert_eq!(
        words(&session, &said),
        [
            "After each move from now on: the move, who made it, what it took, who is to move \
          and their time."
        ]
    );
    let said = session.handle(Input::Text("e4".into()), Duration::ZERO);
    assert_eq!(words(&session, &said), ["Eva four. Black to move."]);
    let said = session.handle(input.clone(), Duration::ZERO);
    assert_eq!(
        words(&session, &said),
        ["After each move from now on: the move alone."]
    );
    let said = session.handle(Input::Text("e5".into()), Duration::ZERO);
    assert_eq!(words(&session, &said), ["Eva five"]);
    let help = session.handle(Input::Command(Command::HelpAll), Duration::ZERO);
    let help = words(&session, &help).join(" ");
    assert!(help.contains("/verbosity"), "{help}");

    let mut tournament = Session::new(
        Script::parse("lang en\nmode tournament\ntime 90+30\n")
            .unwrap()
            .setup,
    )
    .unwrap();
    let before = tournament.setup().verbosity;
    let said = tournament.handle(input, Duration::ZERO);
    assert_eq!(
        words(&tournament, &said),
        ["In a tournament game only the move is said: there is nothing to change."]
    );
    assert_eq!(tournament.setup().verbosity, before);
}

/// "Keine weiße Dame", "Kein weißer Springer": the word before a missing piece follows its
/// gender in German, as the piece's colour does.
#[test]
fn a_missing_piece_is_said_with_its_genders_article() {
    let said_in = |lang: &str, keys: &str| -> Vec<String> {
        said_by_script(&format!(
            "lang {lang}\nfen 4k3/8/8/8/8/8/8/4K3 w - - 0 1\nkey {keys}"
        ))
    };
    assert_eq!(said_in("de", "q"), ["Keine weiße Dame."]);
    assert_eq!(said_in("de", "n"), ["Kein weißer Springer."]);
    assert_eq!(said_in("nb", "r"), ["Ikke noe hvitt Turm."]);
}
