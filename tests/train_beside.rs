//! Training beside a game at home, through the driver as the window does it: the game's clock
//! stops while the player trains, the computer's move that arrives meanwhile waits until the
//! player is back and is said then, and the player hears where the game stands and how its
//! clock goes on.

use std::{path::PathBuf, time::Duration};

use crate::common::{
    data_dir,
    driving::{greeted as driver_of, until_the_engine_answered},
};
use annabella::driver::{Driver, Learning, Prompt, TrainingPlace};
use annabella_core::{
    keymap::{Command, Learn},
    session::Input,
    training::drills::DrillKind,
};

/// A fresh folder named for the test, and training's place in it: the record there, the date
/// fixed, `seed` the exercises' seed.
fn training_place(name: &str, seed: u64) -> (PathBuf, TrainingPlace) {
    let dir = data_dir(name);
    let place = TrainingPlace {
        record: Some(dir.join("training.json")),
        date: Some(1_800_000_000),
        seed: Some(seed),
        ..TrainingPlace::default()
    };
    (dir, place)
}

#[test]
fn a_computer_move_made_while_the_player_trains_is_said_when_they_are_back() {
    let (mut driver, recorder) =
        driver_of("lang en\ntime 5+0\nvocab white en\nvocab black en\ncomputer black builtin:1\n");
    driver.handle(Input::Text("e4".into()), Prompt::Asked);
    assert!(driver.engines_busy(), "the computer thinks on Black's time");
    let before = recorder.texts().len();

    driver.set_time(Duration::from_secs(1));
    driver.handle(
        Input::Command(Command::Learn(Learn::Drill(DrillKind::KnightDistance))),
        Prompt::Asked,
    );
    driver.step_aside();
    until_the_engine_answered(&mut driver);
    assert_eq!(
        recorder.texts()[before..],
        ["The game's clock is stopped while you train."],
        "nothing of the game is said in the middle of the exercise"
    );
    assert_eq!(driver.session().game().plies().len(), 1, "the answer waits");
    assert!(driver.session().clock().is_paused());

    driver.set_time(Duration::from_secs(300));
    driver.back_to_game();
    let back = recorder.texts()[before + 1..].to_vec();
    assert_eq!(driver.session().game().plies().len(), 2, "{back:#?}");
    assert_eq!(back.len(), 3, "{back:#?}");
    assert_eq!(back[0], "Back to the game.");
    assert!(
        back[2].starts_with("White to move, move 2; White "),
        "{back:#?}"
    );
    assert!(
        back[2].ends_with("The clocks are stopped: Ctrl+Shift+Space starts them."),
        "{back:#?}"
    );
    assert!(
        driver.session().clock().is_paused(),
        "the player's key starts it"
    );
    // Five minutes away cost nobody any time: the clocks read as when training began.
    assert!(back[2].contains("White 5 minutes"), "{back:#?}");

    // Back at the game, an answer is said as it arrives again.
    driver.handle(
        Input::Command(Command::Act(annabella_core::keymap::Act::PauseClock)),
        Prompt::Asked,
    );
    assert!(!driver.session().clock().is_paused());
    driver.handle(Input::Text("d4".into()), Prompt::Asked);
    let heard = recorder.texts().len();
    until_the_engine_answered(&mut driver);
    assert_eq!(driver.session().game().plies().len(), 4);
    assert!(recorder.texts().len() > heard);
}

/// Two copies of the app on one training record (two windows, a window and a terminal): while
/// one trains, the other is told and starts nothing; once the first has finished its exercise
/// the second trains on the record as the first left it — nothing of either is written over.
#[test]
fn a_second_copy_trains_only_after_the_first_and_keeps_what_it_did() {
    let (dir, place) = training_place("two-copies", 1);
    let copy = || driver_of("lang en\n");
    let knights = Learn::Drill(DrillKind::KnightDistance);
    let (mut first, _) = copy();
    let (mut second, heard) = copy();

    assert_eq!(first.learn(knights, &place), Learning::Exercise);
    assert_eq!(second.learn(knights, &place), Learning::Nothing);
    assert!(
        heard.texts().iter().any(|t| t.starts_with(
            "Your training record is in use by another Annabella that is training now."
        )),
        "{:#?}",
        heard.texts()
    );
    // The first answers one question and leaves: the round's score is kept.
    first.answer_exercise("3");
    first.quit_exercise();
    assert!(!first.exercising());

    assert_eq!(second.learn(knights, &place), Learning::Exercise);
    let kept = second
        .training_progress()
        .unwrap()
        .drill_scores(DrillKind::KnightDistance);
    assert_eq!(kept.len(), 1, "the first copy's round is there");
    assert_eq!(kept[0].asked, 1);
    // While the second trains, the first is told in its turn.
    assert_eq!(first.learn(knights, &place), Learning::Nothing);
    second.quit_exercise();
    let _ = std::fs::remove_dir_all(dir);
}

/// The keys of another output (a braille display) while the player trains, without a display:
/// the board's readings move the cursor, the routing key's lift on the cursor's square answers
/// a square to find, the clock's key is refused in words, a typed `/quit` ends the training.
#[test]
fn a_displays_keys_answer_a_square_to_find_and_touch_nothing_of_the_game() {
    use std::sync::{Arc, Mutex};

    use annabella::driver::{Output, Said};
    use annabella_core::{
        keymap::{Act, Explore},
        training::drills::{Question, generate},
    };
    use rand::SeedableRng;

    /// An output whose keys the test presses.
    #[derive(Clone, Default)]
    struct Keys(Arc<Mutex<Vec<Input>>>);
    impl Output for Keys {
        fn said(&mut self, _said: &Said) {}
        fn inputs(&mut self) -> Vec<Input> {
            std::mem::take(&mut self.0.lock().unwrap())
        }
    }

    let (dir, place) = training_place("keys-train", 9);
    let Question::FindSquare(target) = generate(
        DrillKind::FindSquare,
        &mut rand::rngs::StdRng::seed_from_u64(9),
    )
    .question
    else {
        panic!("a square to find");
    };
    let (mut driver, recorder) = driver_of("lang en\ntime 5+0\n");
    let keys = Keys::default();
    driver.add_output(Box::new(keys.clone()));
    assert_eq!(
        driver.learn(Learn::Drill(DrillKind::FindSquare), &place),
        Learning::Exercise
    );
    let press = |driver: &mut Driver, inputs: Vec<Input>| {
        keys.0.lock().unwrap().extend(inputs);
        assert!(driver.outputs_inputs());
    };
    press(
        &mut driver,
        vec![
            Input::Command(Command::Explore(Explore::JumpFile(u8::from(target.file())))),
            Input::Command(Command::Explore(Explore::JumpRank(u8::from(target.rank())))),
        ],
    );
    assert_eq!(driver.session().cursor(), target);
    press(
        &mut driver,
        vec![Input::Command(Command::Act(Act::LiftOrPlace))],
    );
    let said = recorder.texts();
    assert_eq!(said[said.len() - 2], "Right.", "{said:#?}");
    assert!(
        driver.session().hand().is_none(),
        "no piece of the game lifted"
    );
    press(
        &mut driver,
        vec![Input::Command(Command::Act(Act::PressClock))],
    );
    assert_eq!(
        recorder.texts().last().unwrap(),
        "Not while you train: the game waits until you are back (/quit)."
    );
    press(&mut driver, vec![Input::Text("/quit".into())]);
    assert!(!driver.exercising());
    assert!(driver.session().game().plies().is_empty());
    let _ = std::fs::remove_dir_all(dir);
}

/// "Puzzles with few pieces" in the Learn menu: every puzzle it asks has at most seven pieces,
/// a position a blind player can hold in mind as it is heard; the menu's words say so.
#[test]
fn puzzles_with_few_pieces_ask_positions_of_at_most_seven() {
    use annabella_core::ui_text::{UiLanguage, UiText};

    for language in UiLanguage::ALL {
        let label = UiText::get(language).text("key-learn-few-pieces");
        assert!(
            label.contains(&Learn::FEW_PIECES.to_string()),
            "{language:?}: {label}"
        );
    }
    let (dir, mut place) = training_place("few-pieces", 0);
    let (mut driver, recorder) = driver_of("lang en\n");
    for seed in 0..20 {
        place.seed = Some(seed);
        let before = recorder.texts().len();
        assert_eq!(driver.learn(Learn::FewPieces, &place), Learning::Exercise);
        let intro = recorder.texts()[before..]
            .iter()
            .find_map(|l| {
                l.strip_prefix("Puzzle rated ")
                    .and_then(|rest| rest.split(", ").nth(1))
                    .and_then(|pieces| pieces.split(' ').next())
                    .and_then(|n| n.parse::<usize>().ok())
            })
            .expect("a puzzle said with its pieces");
        assert!((3..=Learn::FEW_PIECES).contains(&intro), "{intro} pieces");
        driver.quit_exercise();
        driver.back_to_game();
    }
    let _ = std::fs::remove_dir_all(dir);
}

/// A training record that cannot be saved (the disk full, here a folder where the temporary
/// file must go) is said once and kept in memory; the next training saves it instead of
/// reading the old file over it, and says that saving works again — merged with what another
/// copy (`annabella train`) saved meanwhile, which used to be written over (finding 4 of
/// issue 39).
#[test]
fn a_record_that_could_not_be_saved_is_saved_at_the_next_training_not_lost() {
    let (dir, place) = training_place("unsaved", 2);
    let record = dir.join("training.json");
    // The save writes `.training.json.PID.new` first: a folder there makes it fail.
    let blocker = dir.join(format!(".training.json.{}.new", std::process::id()));
    let (mut driver, recorder) = driver_of("lang en\n");
    let knights = Learn::Drill(DrillKind::KnightDistance);
    let not_saved = |texts: &[String]| {
        texts
            .iter()
            .filter(|t| t.starts_with("Your training could not be saved"))
            .count()
    };

    std::fs::create_dir_all(&blocker).unwrap();
    for _ in 0..2 {
        assert_eq!(driver.learn(knights, &place), Learning::Exercise);
        driver.answer_exercise("3");
        driver.quit_exercise();
        driver.back_to_game();
    }
    assert_eq!(
        not_saved(&recorder.texts()),
        1,
        "said once: {:#?}",
        recorder.texts()
    );
    assert!(!record.exists(), "nothing could be written");

    // Meanwhile another copy saved a round of another drill.
    std::fs::write(
        &record,
        r#"{"drills": {"NameSquare": [{"right": 9, "asked": 10, "timed": false}]}}"#,
    )
    .unwrap();
    // Space again: the next training saves both rounds and says so.
    std::fs::remove_dir_all(&blocker).unwrap();
    assert_eq!(driver.learn(knights, &place), Learning::Exercise);
    assert!(
        recorder
            .texts()
            .contains(&"Your training is saved again, nothing of it lost.".to_string()),
        "{:#?}",
        recorder.texts()
    );
    let kept = std::fs::read_to_string(&record).expect("saved");
    let scores = driver
        .training_progress()
        .unwrap()
        .drill_scores(DrillKind::KnightDistance);
    assert_eq!(scores.len(), 2, "both rounds: {kept}");
    let other = driver
        .training_progress()
        .unwrap()
        .drill_scores(DrillKind::NameSquare);
    assert_eq!(other.len(), 1, "the other copy's round: {kept}");
    driver.quit_exercise();
    let _ = std::fs::remove_dir_all(dir);
}

/// A Learn choice that starts nothing (no retry due) leaves this copy able to train at once:
/// its own hold on the record is no other copy's.
#[test]
fn a_choice_that_starts_nothing_does_not_lock_this_copy_out() {
    let (dir, place) = training_place("own-lock", 4);
    let (mut driver, _) = driver_of("lang en\n");
    assert_eq!(driver.learn(Learn::Mistakes, &place), Learning::Nothing);
    assert_eq!(
        driver.learn(Learn::Drill(DrillKind::SquareColour), &place),
        Learning::Exercise
    );
    driver.quit_exercise();
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn a_timed_drill_says_its_deadline_when_it_comes_in_both_shells() {
    let (_dir, place) = training_place("beside-deadline", 3);
    let (mut driver, recorder) = driver_of("lang en\n");
    assert_eq!(
        driver.learn(Learn::TimedDrill(DrillKind::SquareColour), &place),
        Learning::Exercise
    );
    let deadline = "Time is up: 30 seconds. Answer all the same; it counts as a miss.";
    driver.set_time(Duration::from_secs(29));
    assert!(!driver.tick(), "nothing to say 29 seconds in");
    driver.set_time(Duration::from_secs(31));
    assert!(driver.tick(), "the deadline is news for the shell");
    assert_eq!(recorder.texts().last().unwrap(), deadline);
    driver.set_time(Duration::from_secs(40));
    assert!(!driver.tick(), "said once");
    assert_eq!(
        recorder.texts().iter().filter(|l| *l == deadline).count(),
        1
    );
    driver.quit_exercise();
}
