//! Unit tests of the session's pieces, driven by short scripts; whole games are in `tests/`.

use super::script::{Happened, Script};
use crate::{keymap::Keymap, ui_text::UiText};

/// The lines said by a script, in English words (`lang en`, `vocab … en`) unless it says otherwise.
fn said(script: &str) -> Vec<String> {
    let full = format!("lang en\nvocab white en\nvocab black en\n{script}");
    let (_, happened) = Script::parse(&full).unwrap().run().unwrap();
    happened
        .into_iter()
        .filter_map(|h| match h {
            Happened::Said { text, .. } => Some(text),
            Happened::Cue { .. } => None,
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
fn en_passant_castling_and_promotion_on_the_board() {
    // En passant: the pawn is placed, then the passed pawn must be removed before announcing.
    let lines = said(
        "fen 4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2\nkey Shift+5 5 Enter Up Left Enter a\nkey Down x a",
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
    let lines = said("fen 4k3/8/8/8/8/8/8/4K2R w K - 0 1\nkey 1 Shift+5 Enter Right Right Enter a");
    assert_eq!(
        lines[lines.len() - 2..],
        ["Short castle placed. Announce it with a.", "Short castle"]
    );
    // Promotion: the piece is asked for, and announced.
    let lines = said("fen 8/4P3/8/8/8/8/k7/4K3 w - - 0 1\nkey Shift+5 7 Enter Up Enter q a");
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
fn draws_and_resignation_need_the_right_moment() {
    let lines = said("focus entry\ntype e4\nkey Ctrl+d\ntype e5\nkey Ctrl+d");
    // Black offers before moving; White, to move, accepts.
    assert_eq!(
        lines[1..],
        [
            "Black offers a draw",
            "Eva five",
            "Draw: by agreement",
            "Draw, a half each"
        ]
    );
    // §9.1.2.1: the offer made after the move, before the press, is the mover's.
    let lines = said("time 10\nkey Space\nfocus entry\ntype e4\nkey Ctrl+d Ctrl+Space Ctrl+d");
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
            "Black wins, nil one",
            "The game is over"
        ]
    );
}

#[test]
fn help_speaks_the_keys_of_the_context() {
    let lines = said("key h");
    assert!(
        lines[0].starts_with(
            "Keys on the board. Up, Down, Left, Right: move over the board, seen from your side."
        ),
        "{}",
        lines[0]
    );
    assert!(lines[0].contains("Enter: lift the piece, or place the lifted piece here."));
    let lines = said("fen 8/4P3/8/8/8/8/k7/4K3 w - - 0 1\nkey Shift+5 7 Enter Up Enter h");
    assert!(
        lines
            .last()
            .unwrap()
            .starts_with("Keys for the promotion piece. q, r, b, n: the new piece")
    );
    assert_eq!(said("key F12"), ["F12 does nothing here. F1 for the keys."]);
}
