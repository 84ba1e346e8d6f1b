//! The first screen at the terminal (issue 38): a bare `annabella` with no display opens on the
//! new game's questions. `/help` lists the question's values a line each (the time controls by
//! name), `/cancel` says there is no game to go back to, `/learn` reaches the first lesson and
//! comes back to the questions, an empty line starts the game, `/quit` leaves.

use std::{path::Path, sync::mpsc};

use annabella::{
    driver::{Begin, Recorder, TrainingPlace},
    shells::terminal::{Kind, Outputs},
};
use annabella_core::{
    session::{Session, script::Script},
    training::{
        drills::DrillKind,
        progress::Progress,
        record::Record,
        repetition::{Exercise, Grade},
    },
};

use crate::common::{
    self,
    driving::{terminal_of_kind_on_a_thread, terminal_on_a_thread},
};

const TODAY: i64 = 1_800_000_000;

/// The app opened on the new game's questions, its game to be journaled in `dir`, its
/// training record and remembered choices there too; the player types as `player` does.
/// What was heard, and the screen (with its prompts).
fn first_screen(
    dir: &Path,
    player: impl FnOnce(&mpsc::Sender<String>, &Recorder),
) -> (Vec<String>, String) {
    let session = Session::new(Script::parse("lang en\n").unwrap().setup).unwrap();
    let begin = Begin::journaled(session, dir);
    let recorder = Recorder::new();
    let (heard, place) = (recorder.clone(), dir.to_path_buf());
    let outputs = move || Outputs {
        more: vec![Box::new(heard)],
        training: TrainingPlace {
            record: Some(place.join("training.json")),
            date: Some(TODAY),
            seed: Some(7),
            ..TrainingPlace::default()
        },
        new_game: Some(place.join("new-game.toml")),
        ..Outputs::default()
    };
    let (typing, running) = terminal_of_kind_on_a_thread(begin, Kind::NewGame, Vec::new(), outputs);
    player(&typing, &recorder);
    drop(typing);
    let screen = String::from_utf8(running.join().unwrap()).unwrap();
    (recorder.texts(), screen)
}

/// Types `line` and waits until a line heard since is `expected`'s: what was heard since.
fn answered(
    typing: &mpsc::Sender<String>,
    recorder: &Recorder,
    line: &str,
    expected: impl Fn(&str) -> bool,
) -> Vec<String> {
    let from = recorder.texts().len();
    typing.send(line.to_string()).unwrap();
    let came = common::eventually(|| recorder.texts()[from..].iter().any(|l| expected(l)));
    assert!(
        came,
        "{line:?} was not answered: {:#?}",
        &recorder.texts()[from..]
    );
    recorder.texts()[from..].to_vec()
}

/// A training record in `dir` whose Knight distance drill, missed a month ago, is due today.
fn a_drill_due(dir: &Path) {
    let mut progress = Progress::default();
    progress.schedule.review(
        Exercise::Drill(DrillKind::KnightDistance),
        Grade::Again,
        TODAY - 30 * 86_400,
    );
    std::fs::write(
        dir.join("training.json"),
        Record::new(progress).write().unwrap(),
    )
    .unwrap();
}

#[test]
fn help_lists_the_values_cancel_has_no_game_and_learn_comes_back_to_the_questions() {
    let dir = common::data_dir("first-screen");
    a_drill_due(&dir);
    let (heard, screen) = first_screen(&dir, |typing, recorder| {
        // Lessons offered in the first question, what is due named after it.
        let due = "One exercise is due: the drill Knight distance.";
        let opened = common::eventually(|| recorder.texts().iter().any(|l| l == due));
        assert!(opened, "{:#?}", recorder.texts());
        let first = &recorder.texts()[0];
        assert!(
            first.contains("/learn 1 starts the first lesson"),
            "{first}"
        );
        let listed = answered(typing, recorder, "/help", |l| {
            l.starts_with("Type a number")
        });
        assert_eq!(
            listed[..5],
            [
                "Opponent: the computer, 1 of 5",
                "1. the computer",
                "2. a friend at this computer",
                "3. a sighted opponent at a tournament",
                "4. a tournament game with an assistant",
            ],
            "{listed:#?}"
        );
        // The time control, eight questions on: its nine values by name.
        for _ in 0..8 {
            answered(typing, recorder, "/next", |_| true);
        }
        let times = answered(typing, recorder, "help", |l| l.starts_with("Type a number"));
        assert!(
            times[0].starts_with("Time control: no clock, 1 of 9"),
            "{times:#?}"
        );
        assert_eq!(times[1], "1. no clock");
        assert!(times[2].starts_with("2. 90+30"), "{times:#?}");
        assert!(
            times[9].starts_with("9. another time control"),
            "{times:#?}"
        );
        assert!(times.iter().all(|l| l.chars().count() <= 600), "{times:#?}");
        let cancelled = answered(typing, recorder, "/cancel", |l| {
            l.starts_with("There is no")
        });
        assert!(
            !cancelled.iter().any(|l| l.contains("Back to the game")),
            "{cancelled:#?}"
        );
        // The first lesson in two lines, and back to the questions after it.
        // The choices by group first, every one a line each on /help.
        let short = answered(typing, recorder, "/learn", |l| {
            l.starts_with("Type a number")
        });
        assert!(
            short[0].starts_with("Learn: 1, lessons by doing"),
            "{short:#?}"
        );
        let all = answered(typing, recorder, "/help", |l| l.starts_with("20. "));
        assert!(all.iter().any(|l| l.starts_with("1. lessons")), "{all:#?}");
        let lesson = answered(typing, recorder, "1", |l| l.starts_with("Which file"));
        assert!(
            lesson
                .iter()
                .any(|l| l.starts_with("The board's words, level 1")),
            "{lesson:#?}"
        );
        // What is due was named on the first screen: not again as the lesson opens.
        assert!(!lesson.iter().any(|l| l == due), "{lesson:#?}");
        let back = answered(typing, recorder, "/quit", |l| l.starts_with("New game."));
        assert!(
            !back.iter().any(|l| l.contains("Back to the game")),
            "{back:#?}"
        );
        // The first game in one line: the defaults, against the computer.
        answered(typing, recorder, "", |l| l.starts_with("Game on"));
        answered(typing, recorder, "e4", |l| {
            l.contains("Eva vier") || l.contains("e4")
        });
        typing.send("/quit".to_string()).unwrap();
    });
    assert!(screen.contains("New game> "), "{screen}");
    assert!(screen.contains("Answer> "), "{screen}");
    assert!(
        heard
            .iter()
            .all(|l| !l.contains("is not one of the values")),
        "{heard:#?}"
    );
}

#[test]
fn quit_at_the_first_question_leaves_at_once_and_begins_no_game() {
    let dir = common::data_dir("first-screen-quit");
    let session = Session::new(Script::parse("lang en\n").unwrap().setup).unwrap();
    let recorder = Recorder::new();
    let (heard, remembered) = (recorder.clone(), dir.join("new-game.toml"));
    let outputs = move || Outputs {
        more: vec![Box::new(heard)],
        new_game: Some(remembered),
        ..Outputs::default()
    };
    let begin = Begin::journaled(session, &dir);
    let (typing, running) = terminal_of_kind_on_a_thread(begin, Kind::NewGame, Vec::new(), outputs);
    typing.send("/quit".to_string()).unwrap();
    // The input stays open: only `/quit` can end the terminal.
    assert!(
        common::eventually(|| running.is_finished()),
        "still asking: {:#?}",
        recorder.texts()
    );
    let screen = String::from_utf8(running.join().unwrap()).unwrap();
    drop(typing);
    let heard = recorder.texts();
    assert!(
        !heard.iter().any(|l| l.contains("not one of the values")),
        "{heard:#?}"
    );
    assert!(screen.contains("New game> "), "{screen}");
    assert!(!dir.join("new-game.toml").exists());
}

#[test]
fn help_without_its_slash_is_understood_in_a_game_and_everything_comes_as_short_lines() {
    let dir = common::data_dir("first-screen-help");
    let session = Session::new(Script::parse("lang en\n").unwrap().setup).unwrap();
    let recorder = Recorder::new();
    let heard = recorder.clone();
    let outputs = move || Outputs {
        more: vec![Box::new(heard)],
        ..Outputs::default()
    };
    let begin = Begin::journaled(session, &dir);
    let (typing, running) = terminal_on_a_thread(begin, Vec::new(), outputs);
    let now = answered(&typing, &recorder, "help", |l| {
        l.starts_with("White to move.")
    });
    assert!(now[0].chars().count() <= 600, "{now:#?}");
    let all = answered(&typing, &recorder, "help all", |l| {
        l.starts_with("The clock:")
    });
    assert!(all.len() >= 5, "{all:#?}");
    assert!(all[0].starts_with("Type a move in any form"), "{all:#?}");
    assert!(all.iter().all(|l| l.chars().count() <= 600), "{all:#?}");
    drop(typing);
    running.join().unwrap();
    assert!(
        !recorder
            .texts()
            .iter()
            .any(|l| l.contains("Not understood")),
        "{:#?}",
        recorder.texts()
    );
}

/// The newcomer's transcript (issue 38): from a bare `annabella` at a terminal with nothing
/// learned, through the first two stages, a drill, a puzzle with hints and the mistakes of a
/// finished game, each of the eleven points checked where it is met.
#[test]
fn a_newcomer_goes_from_a_bare_annabella_through_lessons_a_drill_a_puzzle_and_their_mistakes() {
    let dir = common::data_dir("newcomer");
    a_drill_due(&dir);
    let puzzle = common::first_puzzle(TODAY, 7);
    let solution = common::solution_uci(puzzle);
    let colour = {
        use rand::SeedableRng;
        let mut rng = rand::rngs::StdRng::seed_from_u64(7);
        match annabella_core::training::drills::generate(DrillKind::SquareColour, &mut rng).answer {
            annabella_core::training::drills::Answer::Light(true) => "light",
            _ => "dark",
        }
    };
    let learn = |learn: annabella_core::keymap::Learn| {
        let all = annabella_core::keymap::Learn::all();
        (all.iter().position(|&l| l == learn).unwrap() + 1).to_string()
    };
    let stockfish = common::engines::stockfish().is_some();
    let mut before_the_first_answer = 0;
    let (heard, screen) = first_screen(&dir, |typing, recorder| {
        // 11 and 7: the first screen offers the lessons; what is due is named.
        let due = "One exercise is due: the drill Knight distance.";
        assert!(common::eventually(|| recorder
            .texts()
            .iter()
            .any(|l| l == due)));
        assert!(
            recorder.texts()[0].contains("/learn"),
            "{:#?}",
            recorder.texts()
        );
        // 1: the words, taught before they are asked: the first lesson in one line typed.
        let first = answered(typing, recorder, "/learn 1", |l| {
            l.starts_with("Which file is number 3")
        });
        before_the_first_answer = recorder.texts().iter().map(|l| l.chars().count()).sum();
        assert!(
            first.iter().any(|l| l.contains("named Anna, Bella, Cäsar")),
            "{first:#?}"
        );
        let stars = answered(typing, recorder, "Cäsar", |l| l.starts_with("Which rank"));
        assert!(
            stars.iter().any(|l| l.starts_with("Stars say how it went")),
            "{stars:#?}"
        );
        for (answer, next) in [
            ("vier", "Name the square"),
            ("Eva vier", "Is Cäsar zwei"),
            ("light", "What is the rook called"),
            ("Turm", "What is the knight called"),
        ] {
            answered(typing, recorder, answer, |l| l.starts_with(next));
        }
        // 2: the board's first level takes the square alone; par is said once, explained.
        let board = answered(typing, recorder, "Springer", |l| {
            l.starts_with("Go to Eva zwei")
        });
        assert!(
            board.iter().any(|l| l.contains("or the square alone")),
            "{board:#?}"
        );
        let done = answered(typing, recorder, "Eva zwei", |l| {
            l.starts_with("Done in one move")
        });
        assert!(!done.iter().any(|l| l.starts_with("No ")), "{done:#?}");
        for (answer, next) in [
            ("David zwei", "Now go to David drei"),
            ("David drei", "Done in 2 moves"),
            ("Felix zwei", "Now go to Gustav drei"),
            ("Gustav drei", "Now go to Gustav vier"),
        ] {
            answered(typing, recorder, answer, |l| l.starts_with(next));
        }
        // The rook's stage opens with how it moves; 4: a hint asked without its slash; a
        // wrong try names the rule it broke.
        let rook = answered(typing, recorder, "Gustav vier", |l| {
            l.starts_with("Go to Anna fünf")
        });
        assert!(
            rook.iter().any(|l| l.starts_with("Turm is the rook")),
            "{rook:#?}"
        );
        answered(typing, recorder, "hint", |l| l.starts_with("Look at the"));
        let rule = answered(typing, recorder, "Bella zwei", |l| {
            l.contains("rank or its file")
        });
        assert!(
            rule.iter().any(|l| l.contains("Bella zwei is on neither")),
            "{rule:#?}"
        );
        answered(typing, recorder, "/quit", |l| l.starts_with("New game."));
        // 3: help lists the values; cancel has no game to go back to.
        let values = answered(typing, recorder, "/help", |l| {
            l.starts_with("Type a number")
        });
        assert!(
            values.contains(&"2. a friend at this computer".to_string()),
            "{values:#?}"
        );
        answered(typing, recorder, "/cancel", |l| {
            l.starts_with("There is no game")
        });
        // A drill: one right answer, then back.
        answered(typing, recorder, "/learn", |l| {
            l.starts_with("Type a number")
        });
        let drill = learn(annabella_core::keymap::Learn::Drill(
            DrillKind::SquareColour,
        ));
        answered(typing, recorder, &drill, |l| l.ends_with("light or dark?"));
        answered(typing, recorder, colour, |l| l.ends_with("light or dark?"));
        let score = answered(typing, recorder, "/quit", |l| l.starts_with("New game."));
        assert!(score.iter().any(|l| l == "1 of 1 right."), "{score:#?}");
        // A puzzle with two hints: 5, the rating's change says why.
        let puzzles = learn(annabella_core::keymap::Learn::Puzzles);
        answered(typing, recorder, &format!("/learn {puzzles}"), |l| {
            l == "Your move."
        });
        answered(typing, recorder, "/hint", |l| l.starts_with("Look at the"));
        answered(typing, recorder, "/hint", |l| l.starts_with("It goes to"));
        let (last, moves) = solution.split_last().unwrap();
        for answer in moves {
            answered(typing, recorder, answer, |l| l.ends_with("Your move."));
        }
        let solved = answered(typing, recorder, last, |l| {
            l.starts_with("For the rating only")
        });
        assert!(
            solved.iter().any(|l| l.starts_with("Your puzzle rating")),
            "{solved:#?}"
        );
        if !stockfish {
            typing.send("/quit".to_string()).unwrap();
            return;
        }
        // A game between friends, over in four moves; 8: its mistakes gone over, not another.
        answered(typing, recorder, "/quit", |l| l.starts_with("New game."));
        answered(typing, recorder, "friend", |l| l.contains("of"));
        answered(typing, recorder, "", |l| {
            l.starts_with("Game on") || l.starts_with("New game,")
        });
        for m in ["f3", "e5", "g4"] {
            answered(typing, recorder, m, |_| true);
        }
        answered(typing, recorder, "Qh4", |l| l.starts_with("What now?"));
        let go_over = learn(annabella_core::keymap::Learn::GoOver);
        answered(typing, recorder, &format!("/learn {go_over}"), |l| {
            l.starts_with("/quit stops it")
        });
        let found = common::eventually(|| {
            recorder
                .texts()
                .iter()
                .any(|l| l.contains("moment") && l.contains("retry"))
        });
        assert!(found, "{:#?}", recorder.texts());
        typing.send("/quit".to_string()).unwrap();
    });
    // 10: every wait is a prompt a screen reader can see.
    for prompt in ["New game> ", "Learn> ", "Answer> "] {
        assert!(screen.contains(prompt), "{prompt:?} in {screen}");
    }
    if stockfish {
        assert!(screen.contains("What now> "), "{screen}");
    }
    // 9: no line over 600 characters.
    let longest = heard.iter().map(|l| l.chars().count()).max().unwrap_or(0);
    eprintln!(
        "newcomer: {before_the_first_answer} characters before the first lesson's first answer, \
         the longest line {longest}"
    );
    assert!(longest <= 600, "{longest}: {heard:#?}");
    assert!(
        !heard.iter().any(|l| l.contains("Not understood")),
        "{heard:#?}"
    );
}
