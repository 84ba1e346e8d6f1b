//! Training from inside a terminal game (`/learn`), the window's Learn menu as lines: the
//! choices listed as numbered lines, one picked by its number, each line then the exercise's
//! answer until `/quit`, and back at the game the computer's move held until then, where the
//! game stands and its clocks stopped; refused in a tournament game.

use crate::common::{
    self,
    driving::{terminal_on_a_thread, type_lines, until_heard},
};

use std::{path::Path, sync::mpsc, thread, time::Duration};

use annabella::{
    driver::{Begin, Recorder, TrainingPlace},
    shells::terminal::Outputs,
};
use annabella_core::{
    keymap::Learn,
    session::{Session, script::Script},
};

const TODAY: i64 = 1_800_000_000;
const SEED: u64 = 7;

fn temp_dir(name: &str) -> std::path::PathBuf {
    common::data_dir(&format!("learn-{name}"))
}

/// A terminal game set up by `script`, the player typing as `player` does (its lines to the
/// sender, what was heard so far from the recorder); the input ends when `player` returns.
/// What was heard, and what the screen showed (the prompts among it).
fn at_the_terminal(
    script: &str,
    dir: &Path,
    player: impl FnOnce(&mpsc::Sender<String>, &Recorder),
) -> (Vec<String>, String) {
    let session = Session::new(Script::parse(script).unwrap().setup).unwrap();
    let recorder = Recorder::new();
    let begin = Begin::journaled(session, dir);
    let (heard, record) = (recorder.clone(), dir.join("training.json"));
    let outputs = move || Outputs {
        more: vec![Box::new(heard)],
        training: TrainingPlace {
            record: Some(record),
            date: Some(TODAY),
            seed: Some(SEED),
            ..TrainingPlace::default()
        },
        ..Outputs::default()
    };
    let (typing, running) = terminal_on_a_thread(begin, Vec::new(), outputs);
    player(&typing, &recorder);
    drop(typing);
    let screen = String::from_utf8(running.join().unwrap()).unwrap();
    (recorder.texts(), screen)
}

#[test]
fn a_puzzle_between_two_moves_of_a_timed_game_against_the_computer() {
    let dir = temp_dir("puzzle");
    let puzzle = common::first_puzzle(TODAY, SEED);
    let puzzles = Learn::all()
        .iter()
        .position(|&l| l == Learn::Puzzles)
        .unwrap()
        + 1;
    let answers = common::solution_uci(puzzle);
    let (heard, screen) = at_the_terminal(
        "lang en\ntime 5+0\nvocab white en\nvocab black en\ncomputer black builtin:1\n",
        &dir,
        |typing, recorder| {
            // The move, then at once (the computer thinking) the Learn choices, all of them
            // on /help; Puzzles by its number.
            type_lines(
                typing,
                &["e4", "/learn", "/help", &puzzles.to_string(), "/hint"],
            );
            for answer in &answers {
                type_lines(typing, &[answer]);
            }
            // The next puzzle asked; the computer's answer has come meanwhile (it takes it
            // some milliseconds) and waits for the player. Nothing the terminal shows or says
            // tells that it has come — the driver holds it in silence — so this is the one
            // pause of this file: two seconds, hundreds of times what level 1 takes.
            until_heard(recorder, "Your move.", 2);
            thread::sleep(Duration::from_secs(2));
            type_lines(typing, &["/quit"]);
            // Back: what the game says then, to its end (where the game stands).
            until_heard(recorder, "Back to the game.", 1);
            let standing = common::eventually(|| {
                recorder
                    .texts()
                    .iter()
                    .any(|l| l.starts_with("White to move, move 2; White "))
            });
            assert!(standing, "where the game stands: {:#?}", recorder.texts());
        },
    );
    let at = |text: &str| {
        heard
            .iter()
            .position(|l| l == text)
            .unwrap_or_else(|| panic!("{text:?} not heard: {heard:#?}"))
    };

    // The choices by group, then, numbered, in the Learn menu's words and order.
    let short = at(
        "Type a number or a choice's first words; /help lists all 20 choices, a line \
         each; an empty line goes back to the game.",
    );
    let listed = at(
        "Learn: type a choice's number or its first words; an empty line goes back to the game.",
    );
    assert_eq!(
        heard[listed + 1],
        "1. lessons by doing: the next level not yet done"
    );
    assert_eq!(
        heard[listed + puzzles],
        format!("{puzzles}. puzzles, the due ones first")
    );
    assert_eq!(
        heard[listed + Learn::all().len()],
        "20. my progress, read aloud"
    );
    assert!(short < listed, "{heard:#?}");
    assert!(screen.contains("Learn> "), "{screen}");

    // Picked: the game's clock stops, the puzzle is asked, and each line answers it.
    let stopped = at("The game's clock is stopped while you train.");
    assert!(stopped > listed);
    assert!(screen.contains("Answer> "), "{screen}");
    let hint = heard
        .iter()
        .position(|l| l.starts_with("Look at the "))
        .unwrap_or_else(|| panic!("the hint: {heard:#?}"));
    let solved = at("Solved!");
    assert!(hint < solved);

    // Nothing of the game was said while training: the computer's answer waited.
    let back = at("Back to the game.");
    assert!(back > solved);
    assert!(
        !heard[stopped..back]
            .iter()
            .any(|l| l.starts_with("The computer plays")),
        "{:#?}",
        &heard[stopped..back]
    );
    // Back: the computer's move, then where the game stands, the clocks stopped.
    let after = &heard[back + 1..];
    let standing = after
        .iter()
        .position(|l| l.starts_with("White to move, move 2; White "))
        .unwrap_or_else(|| panic!("the standing: {after:#?}"));
    assert!(
        after[..standing]
            .iter()
            .any(|l| l.starts_with("The computer plays")),
        "the computer's move first: {after:#?}"
    );
    assert!(
        after[standing].ends_with("The clocks are stopped: /pause starts them."),
        "{after:#?}"
    );
    // Each prompt begins its own line (what is said while it stands goes to the next line).
    assert!(
        screen
            .lines()
            .all(|l| !l.contains("Answer> ") || l.starts_with("Answer> ")),
        "{screen}"
    );

    // The record is saved with the puzzle solved.
    let kept = std::fs::read_to_string(dir.join("training.json")).expect("the record is saved");
    assert!(kept.contains(&puzzle.id), "{kept}");
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn a_wrong_choice_is_told_and_an_empty_line_goes_back_to_the_game() {
    let dir = temp_dir("cancel");
    let (heard, _) = at_the_terminal(
        "lang en\nvocab white en\nvocab black en\n",
        &dir,
        |typing, _| type_lines(typing, &["/help all", "/learn", "zebra", "", "/learn 20"]),
    );
    // `/help all` lists it, with what it does.
    assert!(
        heard.iter().any(|l| l.contains(
            "/learn: training beside the game: the Learn choices, one picked by its number"
        )),
        "{heard:#?}"
    );
    assert!(
        heard.iter().any(|l| l
            == "\"zebra\" is not one of the choices: type a number from 1 to 20, or a choice's first words."),
        "{heard:#?}"
    );
    assert!(heard.iter().any(|l| l == "Back to the game."), "{heard:#?}");
    // `/learn 20` picks at once: the progress is read, and the game goes on.
    assert_eq!(
        heard[heard.len() - 3..],
        [
            "Lessons: 0 of 177 stars, 0 of 59 levels done.",
            "Puzzles: 0 solved, 0 missed. Rating 1500, not yet settled.",
            "No exercise is due."
        ],
        "{heard:#?}"
    );
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn a_tournament_game_refuses_learn() {
    let dir = temp_dir("tournament");
    let (heard, screen) =
        at_the_terminal("mode tournament\nlang en\ntime 10\n", &dir, |typing, _| {
            type_lines(typing, &["/help all", "/learn", "/learn 16", "16"])
        });
    let refused = heard
        .iter()
        .filter(|l| *l == "Training is for home: not during a tournament game.")
        .count();
    assert_eq!(refused, 2, "{heard:#?}");
    assert!(heard.iter().any(|l| l.contains("/draw")), "{heard:#?}");
    assert!(!heard.iter().any(|l| l.contains("/learn")), "{heard:#?}");
    assert!(!heard.iter().any(|l| l.starts_with("1. ")), "{heard:#?}");
    assert!(
        !screen.contains("Learn> ") && !screen.contains("Answer> "),
        "{screen}"
    );
    assert!(!dir.join("training.json").exists());
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn going_over_the_game_at_the_terminal_is_stopped_by_a_line_not_a_window_key() {
    if common::engines::stockfish().is_none() {
        return;
    }
    let dir = temp_dir("go-over");
    let go_over = Learn::all()
        .iter()
        .position(|&l| l == Learn::GoOver)
        .unwrap()
        + 1;
    let how = "/quit stops it; any other line tells how far it is.";
    let (heard, _) = at_the_terminal("lang en\n", &dir, |typing, recorder| {
        // The fool's mate, then the game just finished gone over.
        type_lines(typing, &["f3", "e5", "g4", "Qh4"]);
        let over =
            common::eventually(|| recorder.texts().iter().any(|l| l.starts_with("What now?")));
        assert!(over, "{:#?}", recorder.texts());
        type_lines(typing, &[&format!("/learn {go_over}")]);
        until_heard(recorder, how, 1);
        type_lines(typing, &["/quit"]);
    });
    assert!(!heard.iter().any(|l| l.contains("Escape")), "{heard:#?}");
}
