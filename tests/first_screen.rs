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
        assert!(first.contains("/learn opens lessons"), "{first}");
        let listed = answered(typing, recorder, "/help", |l| {
            l.starts_with("Type a number")
        });
        assert_eq!(
            listed[..5],
            [
                "Opponent: the computer, 1 of 4",
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
        answered(typing, recorder, "/learn", |l| l.starts_with("1. lessons"));
        let lesson = answered(typing, recorder, "1", |l| l.starts_with("Which file"));
        assert!(
            lesson
                .iter()
                .any(|l| l.starts_with("The board's words, level 1")),
            "{lesson:#?}"
        );
        assert!(lesson.iter().any(|l| l == due), "{lesson:#?}");
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
