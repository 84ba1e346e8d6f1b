//! Whole games through the session, by keys and typed text only, as the player hears them:
//! a tournament game under Appendix D with both boards and the clock, a D.2.8 correction, both
//! D.2.9 repairs, touch-move on the tactile board, a home game with moves pending on the tactile
//! board, a flag fall. Each runs a script (the `annabella script` format) and checks every line
//! said, or the lines that matter, with their times.

use std::time::Instant;

use annabella_core::session::Session;
use annabella_core::session::script::{Happened, InlineEngines, Script};

/// Plays a script: the session at its end and everything that happened.
fn play(script: &str) -> (Session, Vec<Happened>) {
    Script::parse(script)
        .expect("script reads")
        .run(&mut InlineEngines::new(1, Instant::now))
        .expect("session starts")
}

/// Every line said, with its time in seconds.
fn said(script: &str) -> Vec<(f64, String)> {
    let (_, happened) = play(script);
    happened
        .into_iter()
        .filter_map(|h| match h {
            Happened::Said { at, text, .. } => Some((at.as_secs_f64(), text)),
            _ => None,
        })
        .collect()
}

/// Every clock sound, with its time and whose clock.
fn cues(script: &str) -> Vec<(f64, &'static str, &'static str)> {
    let (_, happened) = play(script);
    happened
        .into_iter()
        .filter_map(|h| match h {
            Happened::Cue { at, earcon, color } => {
                Some((at.as_secs_f64(), earcon, color.fold_wb("white", "black")))
            }
            _ => None,
        })
        .collect()
}

fn texts(lines: &[(f64, String)]) -> Vec<&str> {
    lines.iter().map(|(_, t)| t.as_str()).collect()
}

/// `wanted` appear in `lines` in this order (other lines may come between).
fn assert_in_order(lines: &[(f64, String)], wanted: &[&str]) {
    let all = texts(lines);
    let mut from = 0;
    for want in wanted {
        match all[from..].iter().position(|line| line == want) {
            Some(at) => from += at + 1,
            None => panic!(
                "missing (in order) {want:?}\nall lines:\n{}",
                all.join("\n")
            ),
        }
    }
}

const SCHOLARS_MATE: &str = include_str!("../../tests/scripts/tournament_scholars_mate.txt");

#[test]
fn a_tournament_game_under_appendix_d_is_heard_line_by_line() {
    let expected: Vec<(f64, &str)> = vec![
        (
            0.0,
            "Turnierpartie, 10. Du spielst Weiß. F1 oder h für die Tasten.",
        ),
        (0.0, "Die Uhr von Weiß läuft."),
        (0.0, "Weißer Bauer Eva zwei angehoben."),
        (0.0, "Eva drei, leer"),
        (0.0, "Eva vier, leer"),
        (0.0, "Bauer Eva vier gesetzt. Mit a ansagen."),
        (0.0, "Bauer Eva vier"),
        (0.0, "Bauer Eva vier: ausgeführt auf dem anderen Brett."),
        (0.0, "Die Uhr von Schwarz läuft."),
        (2.0, "Bauer Eva fünf"),
        (2.0, "Bauer Eva fünf: ausgeführt auf deinem Brett."),
        (2.0, "Die Uhr von Weiß läuft."),
        (5.0, "Felix vier, leer"),
        (5.0, "Felix eins, weißer Läufer"),
        (5.0, "Weißer Läufer Felix eins angehoben."),
        (5.0, "Felix zwei, weißer Bauer"),
        (5.0, "Felix drei, leer"),
        (5.0, "Felix vier, leer"),
        (5.0, "Eva vier, weißer Bauer"),
        (5.0, "David vier, leer"),
        (5.0, "Cäsar vier, leer"),
        (5.0, "Läufer Cäsar vier gesetzt. Mit a ansagen."),
        (5.0, "Läufer Cäsar vier"),
        (5.0, "Läufer Cäsar vier: ausgeführt auf dem anderen Brett."),
        (5.0, "Die Uhr von Schwarz läuft."),
        (7.0, "Springer Cäsar sechs"),
        (
            7.0,
            "Die Uhr von Weiß läuft. Weiß muss den Zug zuerst wiederholen und auf dem eigenen Brett ausführen: c.",
        ),
        (7.0, "Bella vier, leer"),
        (7.0, "Bella acht, schwarzer Springer"),
        (7.0, "Schwarzer Springer Bella acht angehoben."),
        (7.0, "Bella sieben, schwarzer Bauer"),
        (7.0, "Bella sechs, leer"),
        (7.0, "Cäsar sechs, leer"),
        (7.0, "Schwarzer Springer Cäsar sechs gesetzt."),
        (7.0, "Dein Brett stimmt mit der Partie überein"),
        (337.0, "David sechs, leer"),
        (337.0, "David eins, weiße Dame"),
        (337.0, "Weiße Dame David eins angehoben."),
        (337.0, "David zwei, weißer Bauer"),
        (337.0, "David drei, leer"),
        (337.0, "David vier, leer"),
        (337.0, "David fünf, leer"),
        (337.0, "Eva fünf, schwarzer Bauer"),
        (337.0, "Felix fünf, leer"),
        (337.0, "Gustav fünf, leer"),
        (337.0, "Hector fünf, leer"),
        (337.0, "Dame Hector fünf gesetzt. Mit a ansagen."),
        (337.0, "Dame Hector fünf"),
        (337.0, "Dame Hector fünf: ausgeführt auf dem anderen Brett."),
        (337.0, "Die Uhr von Schwarz läuft."),
        (339.0, "Springer Felix sechs"),
        (
            339.0,
            "Die Uhr von Weiß läuft. Weiß muss den Zug zuerst wiederholen und auf dem eigenen Brett ausführen: c.",
        ),
        (339.0, "Springer Felix sechs: ausgeführt auf deinem Brett."),
        (340.0, "Hector sechs, leer"),
        (340.0, "Hector sieben, schwarzer Bauer"),
        (340.0, "Gustav sieben, schwarzer Bauer"),
        (340.0, "Felix sieben, schwarzer Bauer"),
        (340.0, "Schwarzer Bauer Felix sieben entfernt."),
        (340.0, "Hector sieben, schwarzer Bauer"),
        (340.0, "Hector fünf, weiße Dame"),
        (340.0, "Weiße Dame Hector fünf angehoben."),
        (340.0, "Felix fünf, leer"),
        (340.0, "Felix sieben, leer"),
        (340.0, "Dame schlägt Felix sieben gesetzt. Mit a ansagen."),
        (340.0, "Dame schlägt Felix sieben Schachmatt"),
        (340.0, "Weiß gewinnt, eins zu null"),
        (340.0, "Die Partie ist beendet"),
        (340.0, "Die Partie ist beendet"),
    ];
    let lines = said(SCHOLARS_MATE);
    let got: Vec<(f64, &str)> = lines.iter().map(|(at, t)| (*at, t.as_str())).collect();
    assert_eq!(got, expected);
    // White's clock: 3 s used before the long think that starts at 7 s, so the flag starts
    // rising (5:00 left) 297 s later; Black's clock is not White's to hear.
    assert_eq!(cues(SCHOLARS_MATE), vec![(304.0, "flag-minute", "white")]);
}

const TOURNAMENT: &str = "mode tournament\ntime 90+30\nvi white\nlang de\nkey Space\n";

#[test]
fn an_announcement_is_corrected_until_the_clock_is_pressed_and_not_after() {
    let script = format!(
        "{TOURNAMENT}focus entry\ntype e4\nkey Ctrl+k\ntype Sf5\ntype Sf3\nfocus board\nkey c Space\nkey Ctrl+k\nwait 10\nfocus entry\ntype e5\n"
    );
    let lines = said(&script);
    assert_eq!(
        texts(&lines)[2..],
        [
            "Bauer Eva vier",
            "Berichtigung von Bauer Eva vier: den gemeinten Zug tippen, dann Enter.",
            "Kein regelgemäßer Zug.",
            "Korrektur. Springer Felix drei",
            "Springer Felix drei: ausgeführt auf dem anderen Brett.",
            "Die Uhr von Schwarz läuft.",
            "Die Uhr ist gedrückt: die Ansage kann nicht mehr berichtigt werden (Anhang D.2.8).",
            "Bauer Eva fünf",
        ]
    );
    let (session, _) = play(&script);
    let sans: Vec<String> = session
        .game()
        .plies()
        .iter()
        .map(|p| p.san.to_string())
        .collect();
    assert_eq!(sans, ["Nf3", "e5"]);
    assert_eq!(session.scoresheet(shakmaty::Color::White), ["Nf3", "e5"]);
}

#[test]
fn touch_move_holds_on_the_tactile_board_and_a_wrong_hole_gets_its_reason() {
    let script = format!(
        "{TOURNAMENT}key Shift+7 1 Enter Escape\nkey Shift+5 2 Enter\nfocus entry\ntype e4\nfocus board\n\
         key Shift+7 1 Enter\nkey Up Up Enter\nkey Escape\nkey Shift+7 1 Enter Shift+8 3 Enter a\n"
    );
    let touch = "Berührt, geführt: du hast Springer Gustav eins berührt; diese Figur muss ziehen.";
    let lines = said(&script);
    assert_in_order(
        &lines,
        &[
            "Weißer Springer Gustav eins angehoben.",
            touch, // put back: it must still move
            "Eva zwei, weißer Bauer",
            touch, // the pawn may not be lifted
            touch, // nor typed
            "Weißer Springer Gustav eins angehoben.",
            "Kein regelgemäßer Zug.", // in a tournament game without the reason (§11.3.1)
            touch,
            "Springer Hector drei gesetzt. Mit a ansagen.",
            "Springer Hector drei",
        ],
    );
    assert_eq!(texts(&lines).iter().filter(|l| **l == touch).count(), 4);
}

#[test]
fn a_board_set_up_wrongly_is_put_right_when_the_scoresheets_agree() {
    let script = format!(
        "{TOURNAMENT}focus entry\ntype e4\nfocus board\nkey c Space\nwait 5\nfocus entry\ntype e5\nfocus board\n\
         key Shift+5 7 Enter Down Enter\nkey Space\nkey c\nkey Ctrl+Shift+s\nkey c\nkey Space\n"
    );
    let lines = said(&script);
    let differences = "Eva fünf: auf deinem Brett leer, in der Partie ein schwarzer Bauer. \
                       Eva sechs: auf deinem Brett ein schwarzer Bauer, in der Partie leer";
    assert_in_order(
        &lines,
        &[
            "Bauer Eva fünf",
            "Schwarzer Bauer Eva sechs gesetzt.",
            // Black presses at once (D.2.4); White is reminded to make the move on the tactile
            // board before their own.
            "Die Uhr von Weiß läuft. Weiß muss den Zug zuerst wiederholen und auf dem eigenen Brett ausführen: c.",
            differences,
            &format!(
                "Beide Partieformulare stimmen überein, 2 Züge: die Partie steht, wie sie sagen. \
                 {differences}. Das Brett richtigstellen, dann c drücken."
            ),
            "Dein Brett stimmt mit der Partie überein",
        ],
    );
}

#[test]
fn scoresheets_that_disagree_take_the_game_back_and_the_arbiter_sets_the_clocks() {
    let mut script = TOURNAMENT.to_string();
    for (mover, m) in [
        ("white", "e4"),
        ("black", "e5"),
        ("white", "Sf3"),
        ("black", "Sc6"),
    ] {
        let _ = mover;
        script.push_str(&format!(
            "focus entry\ntype {m}\nfocus board\nkey c Space\n"
        ));
    }
    script.push_str(
        "wait 60\nsheet black 3 Sc3\nkey Ctrl+Shift+s\nclock white 1:29:00\nclock black 1:29:30\nkey c v c\nkey t\nkey Ctrl+w\n",
    );
    let lines = said(&script);
    let board = |whose: &str| {
        format!(
            "Gustav eins: {whose} leer, in der Partie ein weißer Springer. \
             Felix drei: {whose} ein weißer Springer, in der Partie leer. \
             Cäsar sechs: {whose} ein schwarzer Springer, in der Partie leer. \
             Bella acht: {whose} leer, in der Partie ein schwarzer Springer. \
             Das Brett richtigstellen, dann c drücken."
        )
    };
    assert_in_order(
        &lines,
        &[
            "Partieformular von Schwarz, Eintrag 3 geschrieben.",
            &format!(
                "Die Partieformulare unterscheiden sich ab Zug 2 von Weiß: die Partie geht zurück zum letzten \
                 Zug, in dem beide übereinstimmen. Der Schiedsrichter stellt die Uhren. {} {}",
                board("auf deinem Brett"),
                board("auf dem anderen Brett")
            ),
            "Uhr von Weiß auf eine Stunde, 29 Minuten gestellt.",
            "Uhr von Schwarz auf eine Stunde, 29 Minuten, 30 Sekunden gestellt.",
            "Dein Brett stimmt mit der Partie überein",
            "Das andere Brett.",
            "Das andere Brett stimmt mit der Partie überein",
            "Weiß eine Stunde, 29 Minuten; Schwarz eine Stunde, 29 Minuten, 30 Sekunden; ein Zug gespielt.",
            "Weiß am Zug, Zug 2.",
        ],
    );
    let (session, _) = play(&script);
    assert_eq!(session.game().plies().len(), 2);
    assert_eq!(session.scoresheet(shakmaty::Color::Black), ["e4", "e5"]);
}

#[test]
fn at_home_the_opponents_move_is_pending_on_the_tactile_board_until_it_is_made() {
    let script = "board white on\nlang en\nvocab white en\nvocab black en\nfocus entry\ntype e4\ntype e5\ntype Nf3\n\
                  key Ctrl+p\nfocus board\nkey c\nkey Ctrl+p\nfocus entry\ntype Nf3\ntype Nc6\nfocus board\n\
                  key Ctrl+p\nkey Shift+2 8 Enter\nkey Shift+3 6 Enter\nkey Ctrl+p\n";
    let lines = said(script);
    assert_eq!(
        texts(&lines),
        [
            "New game, no clock. Two players at this computer. F1 or h for the keys.",
            "Eva four",
            "Eva five",
            "First make Eva five on your board; press c when it is done.",
            "Still to make on your board: Eva five",
            "Eva five: done on your board.",
            "Nothing pending: your board shows the game.",
            "Knight Felix three",
            "Knight Caesar six",
            "Still to make on your board: Knight Caesar six",
            "Bella two, white Pawn",
            "Bella eight, black Knight",
            "Black Knight Bella eight lifted.",
            "Caesar eight, black Bishop",
            "Caesar six, empty",
            "Black Knight Caesar six placed.",
            "Your board matches the game",
            "Nothing pending: your board shows the game.",
        ]
    );
}

#[test]
fn the_flag_falls_with_its_sounds_and_the_game_is_lost() {
    let script = "time 1\nvi white\nlang en\nvocab white en\nvocab black en\nkey Space\nwait 70\nkey Enter\n";
    let lines = said(script);
    assert_in_order(
        &lines,
        &[
            "White's clock is running.",
            "White has run out of time",
            "Black wins, nothing to one",
            "The game is over",
        ],
    );
    let heard: Vec<(f64, &str)> = cues(script).into_iter().map(|(at, e, _)| (at, e)).collect();
    // The clock starts at the 1:00 mark: it is reached from above, not crossed, so no cue then.
    let mut expected = Vec::new();
    expected.extend((1..=5).map(|i| (f64::from(i) * 10.0, "flag-ten-seconds")));
    expected.extend((51..=59).map(|s| (f64::from(s), "flag-second")));
    expected.push((60.0, "flag-fall"));
    assert_eq!(heard, expected);
}
