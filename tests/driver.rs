//! One driver behind both shells: the same game played in the window (by its keys and its move
//! field) and at the terminal (by typed lines) is told the same way and journaled the same way.
//! Each shell's driver feeds a recorder output; what the two recorders heard of the game and
//! what the two journals replay to must agree.

use std::{io::Cursor, path::PathBuf};

use annabella::{
    devices::audio::RecordingEarcons,
    devices::speech::{RecordingSpeaker, Voice},
    driver::{Begin, Recorder},
    shells::terminal::{self, Kind, Outputs},
    shells::window::{App, keys},
    stores::journal::Saved,
};
use annabella_core::{
    keymap::{Command, Context, Explore},
    session::{Session, script::Script},
    speech::queue::Priority,
};
use eframe::egui::{Modifiers, accesskit::Role};
use egui_kittest::{Harness, kittest::Queryable, kittest::by};

/// Two players at one keyboard, English words.
const SETUP: &str = "lang en\nvocab white en\nvocab black en";

/// What a player does, in either shell.
enum Step {
    /// A move (or anything) typed: the window's move field, a line at the terminal.
    Type(&'static str),
    /// A command: its key in the window, its name at the terminal.
    Ask(Command, &'static str),
}

/// A short game with a refusal, a capture, questions and a mate.
fn game() -> Vec<Step> {
    use Step::{Ask, Type};
    vec![
        Type("e4"),
        Type("e5"),
        Type("Qh5"),
        Type("Nc6"),
        Ask(Command::Explore(Explore::LastMove), "last"),
        Type("Bc4"),
        Type("Kf7"),
        Type("Nf6"),
        Ask(Command::Explore(Explore::WhoseTurn), "turn"),
        Type("Qxf7"),
    ]
}

fn temp_dir(name: &str) -> PathBuf {
    crate::common::data_dir(&format!("driver-{name}"))
}

fn session() -> Session {
    Session::new(Script::parse(SETUP).unwrap().setup).unwrap()
}

/// The game played at the terminal: its recorder, and its journal.
fn at_the_terminal(dir: &std::path::Path) -> (Recorder, PathBuf) {
    let begin = Begin::journaled(session(), dir);
    let path = begin.journal.as_ref().unwrap().path().to_path_buf();
    let lines: Vec<String> = game()
        .into_iter()
        .map(|step| match step {
            Step::Type(text) => text.to_string(),
            Step::Ask(_, name) => format!("/{name}"),
        })
        .collect();
    let recorder = Recorder::new();
    let mut out = Vec::new();
    terminal::run(
        begin,
        Kind::Game,
        Cursor::new(lines.join("\n") + "\n"),
        &mut out,
        Outputs {
            more: vec![Box::new(recorder.clone())],
            ..Outputs::default()
        },
    )
    .unwrap();
    (recorder, path)
}

/// The game played in the window, by its keys: its recorder, and its journal.
fn in_the_window(dir: &std::path::Path) -> (Recorder, PathBuf) {
    let session = session();
    let keymap = session.keymap().clone();
    let begin = Begin::journaled(session, dir);
    let path = begin.journal.as_ref().unwrap().path().to_path_buf();
    let recorder = Recorder::new();
    let app = App::begun(
        begin,
        Voice::new(Box::new(RecordingSpeaker::default())),
        Box::new(RecordingEarcons::new()),
        false,
    );
    let mut harness = Harness::builder()
        .with_size([1280.0, 900.0])
        .build_ui_state(|ui, app: &mut App| app.frame(ui), app);
    harness.run();
    // Tab: to the move field, where moves are typed. From here on the window hears what the
    // terminal hears after its greeting.
    harness.key_press(eframe::egui::Key::Tab);
    harness.run();
    harness.state_mut().add_output(Box::new(recorder.clone()));
    for step in game() {
        match step {
            Step::Type(text) => {
                harness.get(by().role(Role::TextInput)).type_text(text);
                harness.run();
                harness.key_press(eframe::egui::Key::Enter);
            }
            Step::Ask(command, _) => {
                // The command's key in the move field, where typing leaves the focus.
                let chord = keymap
                    .table(Context::MoveEntry)
                    .iter()
                    .find(|binding| binding.command == command)
                    .map(|binding| binding.chord.clone())
                    .expect("every command here has a key");
                let key = keys::egui_key(&chord.key).expect("a key egui knows");
                let modifiers = Modifiers {
                    ctrl: chord.ctrl,
                    alt: chord.alt,
                    shift: chord.shift,
                    ..Modifiers::NONE
                };
                harness.key_press_modifiers(modifiers, key);
            }
        }
        harness.run();
    }
    drop(harness);
    (recorder, path)
}

/// What a shell heard of the game, with its priority.
fn heard(recorder: &Recorder) -> Vec<(String, Priority)> {
    recorder
        .recorded()
        .said
        .into_iter()
        .map(|said| (said.text, said.priority))
        .collect()
}

#[test]
fn the_same_game_is_told_and_journaled_alike_in_the_window_and_at_the_terminal() {
    let dir = temp_dir("parity");
    let (terminal, terminal_journal) = at_the_terminal(&dir.join("terminal"));
    let (window, window_journal) = in_the_window(&dir.join("window"));
    // The greetings differ in how to ask for help (F1, or /help), and the terminal then says
    // what can be typed after the game and offers training once (the window has its menu and
    // dialogs); the game between does not: every move, the refusal, the answers and the
    // result, word for word.
    let (window, terminal) = (heard(&window), heard(&terminal));
    let over = terminal
        .iter()
        .position(|(text, _)| text.starts_with("What now? Type review"))
        .unwrap_or_else(|| panic!("{terminal:#?}"));
    assert_eq!(window, &terminal[1..over]);
    assert_eq!(
        terminal[over + 1].0,
        "Lessons from zero, drills and puzzles: /learn."
    );
    let told: Vec<&str> = terminal.iter().map(|(text, _)| text.as_str()).collect();
    assert!(told.contains(&"Queen Hector five"), "{told:?}");
    assert!(
        told.contains(&"Queen takes Felix seven checkmate. Taken: black Pawn"),
        "{told:?}"
    );
    assert!(told.contains(&"White wins, one to nothing"), "{told:?}");
    // Both journals replay to the same game.
    let replay = |path: &PathBuf| Saved::read(path).unwrap().replay().unwrap();
    let (t, w) = (replay(&terminal_journal), replay(&window_journal));
    assert_eq!(t.game().plies(), w.game().plies());
    assert_eq!(t.result(), w.result());
    assert_eq!(t.game().plies().len(), 7, "the refused move is no move");
    let _ = std::fs::remove_dir_all(&dir);
}
