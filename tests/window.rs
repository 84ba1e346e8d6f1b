//! The window, driven as a player drives it: found by accessible names (what a screen reader
//! reads), played by key presses. Speech and sound go to recorders; time is set by hand.

use crate::common::{
    self,
    window::{Window, harness_of, said_by},
};
use annabella::{
    devices::audio::RecordingEarcons,
    devices::engine::host::EngineHost,
    devices::speech::{RecordingSpeaker, Voice},
    driver::Time,
    shells::window::{App, keys},
};
use std::time::Duration;

use annabella_core::{
    earcon::Earcon,
    session::{
        Session, View,
        script::{Happened, Script},
    },
};
use eframe::egui::{
    Event, Modifiers,
    accesskit::{Action, ActionRequest, Role},
};
use egui_kittest::{
    Harness,
    kittest::{NodeT, Queryable, by},
};
use shakmaty::{Color, Position, Square};

/// A window over a game set up by script setting lines ("mode tournament", "lang de").
fn window(settings: &str) -> Window {
    let speaker = RecordingSpeaker::default();
    let earcons = RecordingEarcons::new();
    let mut harness = harness(settings, Box::new(speaker.clone()), earcons.clone());
    harness.run();
    Window {
        harness,
        speaker,
        earcons,
    }
}

/// The window's harness, before its first frame, with time set by hand.
fn harness(
    settings: &str,
    speaker: Box<dyn annabella::devices::speech::Speaker>,
    earcons: RecordingEarcons,
) -> Harness<'static, App> {
    let setup = Script::parse(settings).expect("settings read").setup;
    let app = App::new(
        Session::new(setup).unwrap(),
        Voice::new(speaker),
        Box::new(earcons),
        Time::Manual(Duration::ZERO),
        false,
    );
    harness_of(app)
}

impl Window {
    /// Training's place for this window: a fresh folder named for the test with the record
    /// in it, the date fixed, `seed` the exercises' seed. The folder.
    fn train_in(&mut self, name: &str, seed: u64) -> std::path::PathBuf {
        let dir = crate::common::data_dir(&format!("window-{name}"));
        self.harness
            .state_mut()
            .set_training_place(annabella::shells::window::TrainingPlace {
                record: Some(dir.join("training.json")),
                date: Some(1_800_000_000),
                seed: Some(seed),
                ..Default::default()
            });
        dir
    }
}

const TOURNAMENT: &str = "mode tournament\ntime 10\nvi white\nlang de";

#[test]
fn every_square_of_every_board_is_named_as_it_is_read() {
    let mut w = window(TOURNAMENT);
    // Every board side by side (the window shows one large board when they would be small).
    w.keys("F4");
    let session = w.session();
    let titles = [
        (View::Board(Color::White), "Dein Brett"),
        (View::Board(Color::Black), "Das andere Brett"),
        (View::Game, "Die Partie"),
    ];
    assert_eq!(session.views().len(), 3);
    for (view, title) in titles {
        assert_eq!(session.view_title(view), title);
        let grid = w.harness.get(by().label(title).role(Role::Grid));
        let cells: Vec<_> = grid
            .query_all(by().role(Role::GridCell))
            .map(|n| n.accesskit_node().label().unwrap())
            .collect();
        assert_eq!(cells.len(), 64, "{title}");
        for square in Square::ALL {
            let name = session.square_name(view, square);
            assert!(cells.contains(&name), "{title} lacks {name}");
        }
    }
    // the readings are the spoken ones
    let grid = w.harness.get(by().label("Dein Brett").role(Role::Grid));
    grid.get(by().label("Gustav eins, weißer Springer"));
    grid.get(by().label("Eva vier, leer"));
}

#[test]
fn the_main_controls_are_found_by_name() {
    let w = window(TOURNAMENT);
    let h = &w.harness;
    h.get(by().label("Zug:").role(Role::TextInput));
    for button in [
        "Ansagen",
        "Bestätigen",
        "Uhr drücken",
        "Brett wechseln",
        "Wiederholen",
        "Tasten",
    ] {
        h.get(by().label(button).role(Role::Button));
    }
    // The key hint says it is a key, so a screen reader keeps it ("a" is inside "Ansagen").
    let announce = h.get(by().label("Ansagen").role(Role::Button));
    assert_eq!(
        announce.accesskit_node().description().as_deref(),
        Some("Taste a")
    );
    h.get_by_label("Weiß: 0:10:00");
    h.get_by_label("Schwarz: 0:10:00");
    h.get(by().label("Züge").role(Role::List));
    h.get(by().label("Alles Gesagte").role(Role::Log));
    // the greeting is on screen: the status line and the log
    let greeting = w.said()[0].clone();
    assert!(greeting.starts_with("Turnierpartie"), "{greeting}");
    assert!(h.query_all_by_label(&greeting).count() >= 2);
}

#[test]
fn a_home_game_shows_no_tournament_buttons() {
    let w = window("lang en");
    let h = &w.harness;
    for absent in [
        "Announce",
        "Confirm",
        "Press the clock",
        "Switch board",
        "Arbiter…",
    ] {
        assert_eq!(
            h.query_all(by().label(absent).role(Role::Button)).count(),
            0,
            "{absent} in a home game"
        );
    }
    for present in ["Repeat", "Keys", "Save the scoresheet"] {
        h.get(by().label(present).role(Role::Button));
    }
}

#[test]
fn a_tournament_move_by_keys_says_what_the_script_says() {
    let keys = "Space Enter Up Up Enter a c Space";
    let mut w = window(TOURNAMENT);
    w.keys(keys);
    assert_eq!(w.session().game().plies().len(), 1);
    assert!(w.said().contains(&"Bauer Eva vier".to_string()));

    // the same keys through the headless shell say the same words
    let script = Script::parse(&format!("{TOURNAMENT}\nkey {keys}\n")).unwrap();
    let (_, happened) = script.run(&mut EngineHost::new(1)).unwrap();
    let scripted: Vec<String> = happened
        .into_iter()
        .filter_map(|h| match h {
            Happened::Said { text, .. } => Some(text),
            _ => None,
        })
        .collect();
    assert_eq!(w.said(), scripted);
    // and the speech got every line, in the mover's language
    let spoken = w.speaker.spoken();
    assert_eq!(spoken.len(), scripted.len());
    assert!(spoken.iter().all(|(_, language)| language == "de"));
    // the move is in the list
    w.harness.get_by_label("1. Weiß: Bauer Eva vier");
}

#[test]
fn the_focus_follows_the_cursor_and_names_the_square() {
    let mut w = window("mode home\nvi white\nlang de");
    assert_eq!(w.focused().as_deref(), Some("Eva zwei, weißer Bauer"));
    w.keys("Up Up Right");
    assert_eq!(w.focused().as_deref(), Some("Felix vier, leer"));
    assert_eq!(w.said().last().unwrap(), "Felix vier, leer");
    w.keys("Shift+7 Shift+1");
    assert_eq!(w.focused().as_deref(), Some("Anna vier, leer"));
}

#[test]
fn a_move_typed_in_the_move_field_is_played() {
    let mut w = window("mode home\nvi white\nlang de");
    w.keys("Tab");
    assert_eq!(
        w.session().context(),
        annabella_core::keymap::Context::MoveEntry
    );
    assert!(w.said().last().unwrap().starts_with("Zugeingabe"));
    // Enter with nothing typed tells again how the field works
    let said = w.said().len();
    w.keys("Enter");
    assert_eq!(w.said().len(), said + 1);
    assert!(w.said().last().unwrap().starts_with("Zugeingabe"));
    w.type_text("Sf3");
    w.keys("Enter");
    assert_eq!(w.session().game().plies().len(), 1);
    w.harness.get_by_label("1. Weiß: Springer Felix drei");
    // a refused entry gets its reason and changes nothing
    w.type_text("Sg8-g6");
    w.keys("Enter");
    assert_eq!(w.session().game().plies().len(), 1);
    assert_eq!(
        w.said().last().unwrap(),
        "Springer auf Gustav acht kann nicht nach Gustav sechs"
    );
    // Escape goes back to the board, on the cursor's square
    w.keys("Escape");
    assert_eq!(
        w.session().context(),
        annabella_core::keymap::Context::Board
    );
    assert_eq!(w.focused().as_deref(), Some("Eva zwei, weißer Bauer"));
}

#[test]
fn clicking_a_square_puts_the_cursor_there() {
    let mut w = window(TOURNAMENT);
    w.keys("F4"); // every board side by side: the game is clicked while the player's is explored
    let grid = w.harness.get(by().label("Die Partie").role(Role::Grid));
    grid.get(by().label("David acht, schwarze Dame")).click();
    w.harness.run();
    assert_eq!(w.session().view(), View::Game);
    assert_eq!(w.session().cursor(), Square::D8);
    assert_eq!(w.said().last().unwrap(), "David acht, schwarze Dame");
}

#[test]
fn buttons_do_what_their_keys_do() {
    let mut w = window("mode home\nvi white\nlang de");
    w.harness.get_by_label("Tasten").click();
    w.harness.run();
    assert!(w.said().last().unwrap().contains("F1"));
    w.harness.get_by_label("Wiederholen").click();
    w.harness.run();
    let n = w.said().len();
    assert!(n >= 2);
}

#[test]
fn the_clock_runs_sounds_its_cues_and_the_window_sleeps_when_nothing_changes() {
    let mut w = window(TOURNAMENT);
    let delay = |w: &Window| {
        w.harness.output().viewport_output[&eframe::egui::ViewportId::ROOT].repaint_delay
    };
    assert_eq!(delay(&w), Duration::MAX, "idle with no clock: no repaint");
    w.keys("Space");
    assert!(w.session().clock().active() == Some(Color::White));
    assert!(delay(&w) <= Duration::from_secs(1), "{:?}", delay(&w));
    // ten minutes pass: every cue of the tactile clock, then the flag
    for secs in (0..=600).step_by(5) {
        w.at(secs);
    }
    let played: Vec<Earcon> = w.earcons.played().into_iter().map(|(e, _)| e).collect();
    assert_eq!(played.last(), Some(&Earcon::FlagFall));
    assert!(played.contains(&Earcon::FlagMinute));
    assert!(w.session().result().is_some());
    w.harness.get_by_label("Weiß: 0:00:00");
    assert_eq!(
        delay(&w),
        Duration::MAX,
        "the game is over: no more repaints"
    );
}

/// A speech service that never reports the end of a text (it has no sound output) cannot keep
/// the window busy: the window sleeps until the text counts as said, instead of polling.
#[test]
fn speech_that_never_ends_does_not_keep_the_window_repainting() {
    struct NeverEnds {
        since: Option<std::time::Instant>,
    }
    impl annabella::devices::speech::Speaker for NeverEnds {
        fn speak(&mut self, _text: &str, _language: &str) {
            self.since = Some(std::time::Instant::now());
        }
        fn stop(&mut self) {
            self.since = None;
        }
        fn is_speaking(&self) -> bool {
            self.done_by()
                .is_some_and(|by| std::time::Instant::now() < by)
        }
        fn take_notice(&mut self) -> Option<annabella::devices::speech::SpeechNotice> {
            None
        }
        fn done_by(&self) -> Option<std::time::Instant> {
            self.since.map(|at| at + Duration::from_secs(30))
        }
    }
    let never_ends = Box::new(NeverEnds { since: None });
    let mut harness = harness("lang en", never_ends, RecordingEarcons::new());
    harness.step();
    let delay = harness.output().viewport_output[&eframe::egui::ViewportId::ROOT].repaint_delay;
    assert!(
        delay > Duration::from_secs(25),
        "the greeting is being said: the next look is when it counts as said, not a poll ({delay:?})"
    );
}

/// A key that moves the session to the move field lets time pass like any input: a clock cue
/// due at that moment is played, not lost with the focus change's effects.
#[test]
fn a_cue_due_when_the_focus_moves_to_the_move_field_is_played() {
    let mut w = window(TOURNAMENT);
    w.keys("Space");
    w.at(535);
    let minutes = |w: &Window| {
        w.earcons
            .played()
            .iter()
            .filter(|(e, _)| *e == Earcon::FlagMinute)
            .count()
    };
    let before = minutes(&w);
    // In one frame at 9:00 of White's ten minutes, the screen reader puts the focus on the move
    // field and F2 is pressed, before the session has heard of the move.
    let (entry, tree) = w
        .harness
        .get(by().role(Role::TextInput))
        .accesskit_node()
        .locate();
    w.harness.state_mut().set_time(Duration::from_secs(540));
    let events = &mut w.harness.input_mut().events;
    events.push(Event::AccessKitActionRequest(ActionRequest {
        action: Action::Focus,
        target_tree: tree,
        target_node: entry,
        data: None,
    }));
    events.push(Event::Key {
        key: keys::egui_key("F2").unwrap(),
        physical_key: None,
        pressed: true,
        repeat: false,
        modifiers: Modifiers::NONE,
    });
    w.harness.step();
    assert_eq!(
        w.session().context(),
        annabella_core::keymap::Context::MoveEntry
    );
    assert_eq!(minutes(&w), before + 1, "the last minute's cue");
}

/// The computer opponent in the window: its engine thinks on its own thread, the window keeps
/// answering keys, and its move is said and shown when it comes; Ctrl+E says how the position
/// stands.
#[test]
fn the_computer_answers_a_move_and_judges_the_position() {
    let mut w = window("mode home\nvi white\nlang de\ncomputer black builtin:2 depth 2");
    assert!(
        w.said()[1].starts_with("Der Computer spielt Schwarz: Stufe 2"),
        "{:?}",
        w.said()
    );
    w.keys("Tab");
    w.type_text("e4");
    w.keys("Enter");
    // The engine answers on its thread; each frame looks for the answer.
    w.until("the computer's move", |w| {
        w.session().game().plies().len() == 2
    });
    let reply = &w.session().game().plies()[1];
    assert_eq!(w.session().engine_thinking(), None);
    // The computer's move is said as its own, and listed as the move it is.
    let said = w.said().last().unwrap().clone();
    let words = said
        .strip_prefix("Der Computer spielt ")
        .unwrap_or_else(|| panic!("not attributed: {said}"));
    w.harness
        .get_by_label(&format!("1. Schwarz: {words}"))
        .accesskit_node();
    assert!(!reply.san.to_string().is_empty());

    w.keys("Ctrl+e");
    assert_eq!(w.said().last().unwrap(), "Die Stellung wird angesehen.");
    w.until("the judgement", |w| w.session().engine_thinking().is_none());
    let verdict = w.said().last().unwrap().clone();
    assert!(verdict.contains("Bester Zug: "), "{verdict}");
    assert_eq!(
        w.session().game().plies().len(),
        2,
        "analysis plays nothing"
    );
}

#[test]
fn the_computers_answer_leaves_the_focus_in_the_move_list_being_walked() {
    // The computer thinks until the player has Tabbed to the move list: a UCI engine that
    // answers only when the test lets it (not a think of some seconds that a busy machine's
    // Tabs might outlast).
    let dir = crate::common::data_dir("window-held-engine");
    let engine = crate::common::engines::held(&dir, "e7e5");
    let mut w = window(&format!(
        "mode home\nvi white\nlang en\nvocab white en\nvocab black en\n\
         computer black uci:{}",
        engine.display()
    ));
    w.keys("Tab");
    w.type_text("e4");
    w.keys("Enter");
    for _ in 0..40 {
        if w.focused().is_some_and(|f| f.starts_with("1. White")) {
            break;
        }
        w.keys("Tab");
    }
    assert_eq!(w.focused().as_deref(), Some("1. White: Eva four"));
    assert!(
        w.session().engine_thinking().is_some(),
        "the computer answered before it was let: {:?}",
        w.said()
    );
    crate::common::engines::let_answer(&dir);
    w.until("the computer's move", |w| {
        w.session().game().plies().len() == 2
    });
    assert!(
        w.said().last().unwrap().starts_with("The computer plays "),
        "{:?}",
        w.said()
    );
    // The answer is heard; the focus stays on the move the player was reading, and the arrows
    // go on from there to the computer's move.
    assert_eq!(w.focused().as_deref(), Some("1. White: Eva four"));
    w.keys("Down");
    assert!(
        w.focused().is_some_and(|f| f.starts_with("1. Black: ")),
        "{:?}",
        w.focused()
    );
}

#[test]
fn the_arbiters_panel_opens_behind_a_confirmation_and_its_actions_are_logged() {
    let mut w =
        window("mode tournament\ntime 90+30\nvi white\nlang en\nvocab white en\nvocab black en");
    w.keys("Space");
    // One press only asks; the panel and its buttons are not there yet.
    w.harness.get_by_label("Arbiter…").click();
    w.harness.run();
    assert!(
        w.said()
            .last()
            .unwrap()
            .starts_with("Arbiter's panel: press F9 again")
    );
    assert!(w.harness.query_by_label("Arbiter's panel").is_none());
    w.keys("F9");
    assert_eq!(
        w.session().context(),
        annabella_core::keymap::Context::Arbiter
    );
    w.harness.get_by_label("Arbiter's panel");
    // Its buttons act; its key does too.
    w.harness.get_by_label("Stop or restart the clocks").click();
    w.harness.run();
    assert_eq!(w.said().last().unwrap(), "Clock paused.");
    assert!(w.session().clock().is_paused());
    // The field takes the arbiter's actions while the panel is open.
    w.harness.get_by_label("Arbiter's action:").click();
    w.harness.run();
    assert_eq!(
        w.session().context(),
        annabella_core::keymap::Context::MoveEntry
    );
    w.type_text("add black 2:00");
    w.keys("Enter");
    assert_eq!(
        w.said().last().unwrap(),
        "Black gets 2 minutes, now one hour, 32 minutes."
    );
    // Escape goes back to the panel's keys, a second Escape closes it.
    w.keys("Escape");
    assert_eq!(
        w.session().context(),
        annabella_core::keymap::Context::Arbiter
    );
    w.walk(&[
        ("p", "Clock running again."),
        ("Escape", "Arbiter's panel closed."),
    ]);
    assert_eq!(
        w.session().context(),
        annabella_core::keymap::Context::Board
    );
    // The incident log is on screen, a list of its entries read one by one as the move list's.
    let log = w.harness.get(by().label("Incident log").role(Role::List));
    let lines: Vec<String> = log
        .query_all(by().role(Role::ListItem))
        .filter_map(|n| n.accesskit_node().label())
        .collect();
    assert_eq!(lines.len(), 3, "{lines:?}");
    assert!(lines.iter().all(|l| l.starts_with("Move")), "{lines:?}");
    assert!(lines[1].ends_with("Black given 2 minutes"), "{lines:?}");
    // Tab reaches the latest entry, said as focused; Up reads the one before.
    for _ in 0..40 {
        if w.focused().as_deref() == Some(lines[2].as_str()) {
            break;
        }
        w.keys("Tab");
    }
    assert_eq!(w.focused().as_deref(), Some(lines[2].as_str()));
    assert_eq!(w.said().last(), Some(&lines[2]));
    w.keys("Up");
    assert_eq!(w.focused().as_deref(), Some(lines[1].as_str()));
    assert_eq!(w.said().last(), Some(&lines[1]));
}

#[test]
fn a_hearing_impaired_opponent_reads_every_announcement_and_the_clocks_in_large_text() {
    let mut w = window(
        "mode tournament\nhearing black\ntime 90+30\nvi white\nlang en\nvocab white en\nvocab black en",
    );
    // D.2.11: a visually impaired player meeting a hearing-impaired one has an assistant.
    assert!(w.session().setup().assistant());
    w.harness.get_by_label("For the hearing-impaired player");
    w.keys("Space Tab");
    w.type_text("e4");
    w.keys("Enter");
    // The announcement and the move in large text, and both clocks.
    let large: Vec<String> = w
        .harness
        .query_all(by().role(Role::Label))
        .filter_map(|n| n.accesskit_node().value())
        .collect();
    assert!(large.iter().any(|l| l == "Eva four"), "{large:?}");
    assert!(large.iter().any(|l| l == "1. White: Eva four"), "{large:?}");
    assert!(
        large
            .iter()
            .filter(|l| l.starts_with("White: 1:30"))
            .count()
            >= 2,
        "{large:?}"
    );
}

#[test]
fn in_an_assistants_game_the_clock_sounds_go_to_the_assistants_device() {
    let mut w =
        window("mode assistant\ntime 10\nvi white\nlang en\nvocab white en\nvocab black en");
    let assistant = RecordingEarcons::new();
    w.harness
        .state_mut()
        .set_assistant_earcons(Box::new(assistant.clone()));
    w.keys("Space");
    for secs in (0..=330).step_by(5) {
        w.at(secs);
    }
    let heard: Vec<Earcon> = assistant.played().into_iter().map(|(e, _)| e).collect();
    assert!(heard.contains(&Earcon::FlagMinute), "{heard:?}");
    // Nothing reaches the player's own output, and nothing of the time is said (D.2.10.4).
    assert!(w.earcons.played().is_empty(), "{:?}", w.earcons.played());
    assert!(
        !w.said().iter().any(|l| l.contains("minutes")),
        "{:?}",
        w.said()
    );
}

#[test]
fn an_unfinished_game_is_offered_and_taken_up_with_enter_or_left_with_n() {
    let dir = std::env::temp_dir().join(format!("annabella-offer-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let unfinished = || {
        let script = Script::parse(
            "mode tournament\ntime 90+30\nvi white\nlang en\nvocab white en\nvocab black en\nkey Space\ntype e4\nkey c Space\nwait 30\n",
        )
        .unwrap();
        // Played and journaled, as a shell does, and the app closed.
        let mut journal = annabella::stores::journal::Journal::start(&dir, &script.setup);
        let (session, _) = script
            .run_observed(
                &mut annabella_core::session::script::InlineEngines::new(
                    1,
                    std::time::Instant::now,
                ),
                &mut |at, input, eventful| {
                    journal.record(at, input, eventful);
                },
            )
            .unwrap();
        (session, journal.path().to_path_buf())
    };
    let offer = |(session, path): (Session, std::path::PathBuf)| annabella::shells::window::Offer {
        text: session.resume_offer("2026-11-23 14:05 UTC"),
        session,
        path,
        games: dir.clone(),
        open_elsewhere: false,
    };
    // Enter takes it up: where it stood, the clocks stopped.
    let mut w = window("mode home\nvi white\nlang en\nvocab white en\nvocab black en");
    w.harness.state_mut().set_offer(offer(unfinished()));
    w.harness.run();
    assert_eq!(
        w.said().last().unwrap(),
        "An unfinished game from 2026-11-23 14:05 UTC: Black to move, move 1, White one hour, 30 minutes, 30 seconds, Black one hour, 29 minutes, 30 seconds. Enter resumes; N starts a new game."
    );
    w.keys("Enter");
    assert_eq!(w.session().game().plies().len(), 1);
    assert!(w.session().clock().is_paused());
    assert!(
        w.said()
            .last()
            .unwrap()
            .starts_with("The game is taken up again where it stood: Black to move"),
        "{:?}",
        w.said()
    );
    // N leaves it and the new game goes on, journaled in the games folder.
    let mut w = window("mode home\nvi white\nlang en\nvocab white en\nvocab black en");
    w.harness.state_mut().set_offer(offer(unfinished()));
    w.harness.run();
    w.keys("n");
    assert_eq!(w.said().last().unwrap(), "A new game.");
    assert!(w.session().game().plies().is_empty());
    let journals = std::fs::read_dir(&dir).unwrap().count();
    assert_eq!(journals, 3, "the two old journals and the new game's");
    let _ = std::fs::remove_dir_all(&dir);
}

/// Finding 3 in the window: the offered game is open in another copy of the app. Enter is
/// then asked again, to read it here; Enter reads it, its moves gone over with Ctrl+Left as a
/// game reviewed, and its journal is not written (the other copy plays on in it). N starts a
/// new game instead.
#[test]
fn a_game_open_in_another_copy_is_offered_to_be_read_and_read_without_writing() {
    let dir = std::env::temp_dir().join(format!("annabella-read-here-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let script =
        Script::parse("mode home\nlang en\nvocab white en\nvocab black en\ntype e4\ntype e5\n")
            .unwrap();
    let mut journal = annabella::stores::journal::Journal::start(&dir, &script.setup);
    script
        .run_observed(
            &mut annabella_core::session::script::InlineEngines::new(1, std::time::Instant::now),
            &mut |at, input, eventful| {
                journal.record(at, input, eventful);
            },
        )
        .unwrap();
    let path = journal.path().to_path_buf();
    drop(journal);
    let unfinished = || {
        annabella::stores::journal::Saved::read(&path)
            .unwrap()
            .replay()
            .unwrap()
    };
    // The other copy of the app: it has the game open.
    let elsewhere = annabella::stores::journal::Journal::resume(&path).unwrap();
    let before = std::fs::read(&path).unwrap();
    let offer = |session: Session| annabella::shells::window::Offer {
        text: session.resume_offer("2026-11-23 14:05 UTC"),
        session,
        path: path.clone(),
        games: dir.clone(),
        open_elsewhere: false,
    };
    let mut w = window("mode home\nlang en\nvocab white en\nvocab black en");
    w.harness.state_mut().set_offer(offer(unfinished()));
    w.harness.run();
    w.keys("Enter");
    let asked = w.said().last().unwrap().clone();
    assert!(
        asked.starts_with(&format!(
            "This game is open in another Annabella ({}): it cannot be played here as well.",
            path.display()
        )) && asked.ends_with("Enter reads it here, its moves so far gone over without writing to it; N starts a new game."),
        "{asked}"
    );
    w.keys("Enter");
    assert!(w.session().reviewing(), "{:?}", w.said());
    assert_eq!(w.session().game().plies().len(), 2);
    let said = w.said().join("\n");
    assert!(said.contains("nothing is written to it"), "{said}");
    assert!(
        said.contains("Reviewing White – Black: 2 half-moves"),
        "{said}"
    );
    w.keys("Ctrl+Left");
    assert!(
        w.said().last().unwrap().starts_with("1. Black: Eva five"),
        "{:?}",
        w.said().last()
    );
    assert_eq!(
        std::fs::read(&path).unwrap(),
        before,
        "the journal untouched"
    );
    let journals = std::fs::read_dir(&dir).unwrap().count();
    assert_eq!(journals, 1, "no new journal for a game read");
    // N: a new game instead, journaled in the games folder.
    let mut w = window("mode home\nlang en\nvocab white en\nvocab black en");
    w.harness.state_mut().set_offer(offer(unfinished()));
    w.harness.run();
    w.keys("Enter");
    w.keys("n");
    assert_eq!(w.said().last().unwrap(), "A new game.");
    assert!(!w.session().reviewing());
    assert!(w.session().game().plies().is_empty());
    assert_eq!(
        std::fs::read(&path).unwrap(),
        before,
        "the journal untouched"
    );
    drop(elsewhere);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn tab_reaches_the_move_list_and_the_log() {
    let mut w = window("mode home\nvi white\nlang en\nvocab white en\nvocab black en");
    let mut reached = Vec::new();
    for _ in 0..40 {
        w.harness.key_press(eframe::egui::Key::Tab);
        // Every Tab lands on a region, never on the window itself (a screen reader would read
        // its title again). The frame between is seen by Orca only: tools/orca-check.
        w.harness.step();
        let focused = w.focused().unwrap_or_default();
        assert!(
            !focused.is_empty() && !focused.starts_with("Annabella"),
            "the window itself focused after {reached:?}"
        );
        reached.push(focused);
        w.harness.run();
    }
    // The move list is reached on its one item before the first move.
    assert!(reached.iter().any(|n| n == "No moves yet."), "{reached:?}");
    // The log is the last region; Tab goes round from it to the menu bar at once.
    let log = reached.iter().position(|n| n == "Everything said").unwrap();
    assert_eq!(reached[log + 1], "Game", "{reached:?}");
    // And Shift+Tab from the first back to the last.
    while w.focused().as_deref() != Some("Game") {
        w.harness.key_press(eframe::egui::Key::Tab);
        w.harness.run();
    }
    w.harness
        .key_press_modifiers(Modifiers::SHIFT, eframe::egui::Key::Tab);
    w.harness.step();
    assert_eq!(w.focused().as_deref(), Some("Everything said"));
}

#[test]
fn the_move_list_is_a_list_of_moves_walked_by_arrows_and_said_as_focused() {
    let mut w = window("mode home\nvi white\nlang en\nvocab white en\nvocab black en");
    w.harness
        .state_mut()
        .set_speech_mode(annabella_core::speech::SpeechMode::Events);
    let spoken = |w: &Window| -> Vec<String> {
        w.speaker
            .spoken()
            .into_iter()
            .map(|(text, _)| text)
            .collect()
    };
    // Before the first move the list holds one item that says so.
    let items = |w: &Window| -> Vec<(String, Option<usize>, Option<bool>)> {
        let list = w.harness.get(by().label("Moves").role(Role::List));
        assert_eq!(
            list.accesskit_node().size_of_set(),
            w.harness
                .query_all(by().role(Role::ListItem))
                .count()
                .into()
        );
        w.harness
            .query_all(by().role(Role::ListItem))
            .map(|n| {
                let node = n.accesskit_node();
                (
                    node.label().unwrap_or_default(),
                    node.position_in_set(),
                    node.is_selected(),
                )
            })
            .collect()
    };
    assert_eq!(items(&w), [("No moves yet.".to_string(), Some(0), None)]);
    w.keys("Tab");
    for mv in ["e4", "e5", "Nf3"] {
        w.type_text(mv);
        w.keys("Enter");
    }
    // Each move an item with its place; the current move (the last played) selected.
    assert_eq!(
        items(&w),
        [
            ("1. White: Eva four".to_string(), Some(0), None),
            ("1. Black: Eva five".to_string(), Some(1), None),
            (
                "2. White: Knight Felix three".to_string(),
                Some(2),
                Some(true)
            ),
        ]
    );
    // Tab reaches the list on its current move, said as focused: logged, and in the events
    // mode left to the screen reader.
    let before = spoken(&w).len();
    for _ in 0..40 {
        if w.focused().is_some_and(|f| f.starts_with("2. White")) {
            break;
        }
        w.keys("Tab");
    }
    assert_eq!(w.said().last().unwrap(), "2. White: Knight Felix three");
    // The arrows walk the moves, each said as focused.
    w.keys("Up");
    assert_eq!(w.focused().as_deref(), Some("1. Black: Eva five"));
    assert_eq!(w.said().last().unwrap(), "1. Black: Eva five");
    w.keys("Up");
    assert_eq!(w.focused().as_deref(), Some("1. White: Eva four"));
    assert_eq!(spoken(&w).len(), before, "{:?}", spoken(&w));
    // Past the first the focus stays and the app says where it is.
    w.keys("Up");
    assert_eq!(w.focused().as_deref(), Some("1. White: Eva four"));
    assert_eq!(spoken(&w).last().unwrap(), "Start of the game.");
    w.keys("End");
    assert_eq!(w.focused().as_deref(), Some("2. White: Knight Felix three"));
    w.keys("Down");
    assert_eq!(spoken(&w).last().unwrap(), "End of the move list.");
    // The selection stays on the current move while the arrows walk.
    w.keys("Home");
    assert_eq!(items(&w)[2].2, Some(true));
    // Without a screen reader the app says the move reached.
    w.harness
        .state_mut()
        .set_speech_mode(annabella_core::speech::SpeechMode::App);
    w.keys("Down");
    assert_eq!(spoken(&w).last().unwrap(), "1. Black: Eva five");
    // Only one item is a Tab stop: Tab leaves the list.
    w.keys("Tab");
    let focused = w.harness.get(by().predicate(|n| n.is_focused()));
    assert_ne!(focused.accesskit_node().role(), Role::ListItem);
}

/// The focused text field takes `text`, as typed.
fn type_into_focused(w: &mut Window, text: &str) {
    w.harness
        .get(by().predicate(|n| n.is_focused()))
        .type_text(text);
    w.harness.run();
}

#[test]
fn a_new_game_is_set_up_and_started_by_keys_alone() {
    let mut w = window("lang en");
    w.keys("Ctrl+n");
    assert!(w.harness.state().new_game_open());
    let said = w.said().join("\n");
    assert!(said.contains("New game."), "{said}");
    assert!(said.contains("Opponent: the computer, 1 of 5"), "{said}");
    assert_eq!(w.focused().as_deref(), Some("Opponent: the computer"));
    // The choice is a combo box named by its label and its value (what Orca reads of it:
    // issue 28, item 2; tools/orca-check/game-test hears it), its value as its value.
    let opponent = w
        .harness
        .get(by().role(Role::ComboBox).label("Opponent: the computer"));
    assert_eq!(
        opponent.accesskit_node().value().as_deref(),
        Some("the computer")
    );
    w.walk(&[
        ("Down Down", "A sighted opponent at a tournament, 3 of 5"),
        ("Tab", "Visually impaired: White, 1 of 4"),
    ]);
    w.keys("Down");
    w.keys("Tab");
    assert_eq!(w.said().last().unwrap(), "White's name, text, empty");
    type_into_focused(&mut w, "Anna");
    w.walk(&[
        (
            "Tab Tab Tab",
            "Black's moves are said in: the FIDE words: Anna, Bella, Cäsar, 1 of 5",
        ),
        ("Down", "Norwegian, 2 of 5"),
        ("Tab Down", "90+30, standard, 2 of 9"),
    ]);
    w.keys("Enter");
    assert!(!w.harness.state().new_game_open());
    let setup = w.session().setup();
    assert_eq!(
        setup.mode,
        annabella_core::session::Mode::Tournament { assistant: false }
    );
    assert!(setup.players.black.visually_impaired && !setup.players.white.visually_impaired);
    assert!(
        setup.players.black.keeps_board,
        "a tactile board in a tournament"
    );
    assert_eq!(setup.players.white.name, "Anna");
    assert_eq!(
        setup.players.black.vocab,
        annabella_core::vocab::VocabId::Nb
    );
    assert_eq!(setup.time_control.to_string(), "90+30");
    let said = w.said().join("\n");
    assert!(said.contains("Tournament game: Anna with White"), "{said}");
    // The new game is played by its keys: the board is back, read from Black's side.
    assert_eq!(
        w.session().view(),
        View::Board(Color::Black),
        "the visually impaired player's board"
    );
}

#[test]
fn a_contradiction_is_refused_aloud_and_its_field_focused() {
    let mut w = window("lang en");
    w.keys("Ctrl+n");
    // Time control: the last value is another one, typed.
    // Opponent, engine, level, side, two names, two vocabularies, then the time control.
    for _ in 0..8 {
        w.keys("Tab");
    }
    assert!(
        w.said()
            .last()
            .unwrap()
            .starts_with("Time control: no clock")
    );
    w.keys("Up Tab");
    assert_eq!(
        w.said().last().unwrap(),
        "The time control, like 90+30 or 40/90, 30, +30s, text, empty"
    );
    type_into_focused(&mut w, "ninety");
    w.keys("Enter");
    assert!(w.harness.state().new_game_open(), "nothing started");
    assert_eq!(
        w.said().last().unwrap(),
        "Not a time control: ninety. Write it like 90+30, 40/90, 30, +30s or 5d3. \
         The time control, like 90+30 or 40/90, 30, +30s, text: ninety"
    );
    assert_eq!(
        w.harness
            .get(by().predicate(|n| n.is_focused()))
            .accesskit_node()
            .role(),
        Role::TextInput
    );
    // Select all (Ctrl+A is the command key here) and type the control anew.
    w.harness
        .key_press_modifiers(Modifiers::COMMAND, eframe::egui::Key::A);
    w.harness.run();
    type_into_focused(&mut w, "25+10");
    w.keys("Enter");
    assert!(!w.harness.state().new_game_open(), "{:?}", w.said().last());
    assert_eq!(w.session().setup().time_control.to_string(), "25+10");
    // Against the computer, as the dialog starts.
    assert!(w.session().setup().computer.is_some());
}

#[test]
fn escape_goes_back_to_the_game_in_progress() {
    let mut w2 = window("lang en");
    w2.keys("Tab");
    w2.type_text("e4");
    w2.keys("Enter");
    assert_eq!(w2.session().game().plies().len(), 1);
    w2.keys("Ctrl+n");
    let said = w2.said().join("\n");
    assert!(said.contains("The game in progress stays saved"), "{said}");
    // Letters and arrows go to the dialog, not the board.
    w2.keys("Down");
    assert_eq!(w2.session().game().plies().len(), 1);
    w2.keys("Escape");
    assert!(!w2.harness.state().new_game_open());
    assert_eq!(w2.said().last().unwrap(), "Back to the game.");
    assert_eq!(w2.session().game().plies().len(), 1);
    assert_eq!(w2.session().setup().computer, None, "the same game");
}

#[test]
fn a_window_opened_without_a_game_starts_on_the_dialog() {
    let (app, _, _) = common::window::on_new_game(None);
    let mut harness = harness_of(app);
    harness.run();
    let said = said_by(&harness);
    assert!(said[0].starts_with("New game. "), "{said:?}");
    assert!(
        !said
            .iter()
            .any(|s| s.contains("Two players at this computer")),
        "no game said yet: {said:?}"
    );
    harness.key_press(eframe::egui::Key::Escape);
    harness.run();
    let said = said_by(&harness);
    assert!(
        said.iter()
            .any(|s| s.contains("New game, no clock. Two players at this computer.")),
        "{said:?}"
    );
}

/// A position with every mark on it: the last move (Qh5+), a check, a lifted piece (g7) and the
/// cursor.
fn marked_window(settings: &str) -> Window {
    let mut w = window(settings);
    for mv in ["e4", "f5", "Qh5"] {
        w.keys("Tab");
        w.type_text(mv);
        w.keys("Enter Escape");
    }
    // The cursor to g7 (Black's left is the h-file), the pawn lifted, the cursor on to g8.
    w.keys("7 Left Left");
    assert_eq!(w.session().cursor(), Square::G7);
    w.keys("Enter Down");
    w
}

#[test]
fn each_theme_draws_the_pieces_and_marks_by_shape() {
    let mut w = marked_window("lang en\nvi black");
    assert_eq!(w.session().game().plies().len(), 3);
    assert!(w.session().hand().is_some(), "the pawn is lifted");
    for (keys, name, said) in [
        ("", "look-classic", None),
        ("F3", "look-white-on-black", Some("White on black.")),
        ("F3", "look-black-on-yellow", Some("Black on yellow.")),
    ] {
        if !keys.is_empty() {
            w.keys(keys);
        }
        if let Some(said) = said {
            assert_eq!(w.said().last().unwrap(), said);
        }
        w.harness.snapshot(name);
    }
}

#[test]
fn a_tournament_shows_one_large_board_and_f4_shows_them_all() {
    let mut w = window(TOURNAMENT);
    let grids = |w: &Window| w.harness.query_all(by().role(Role::Grid)).count();
    assert_eq!(grids(&w), 1, "one board where three would be small");
    w.harness.snapshot("look-one-board");
    w.keys("F4");
    assert_eq!(grids(&w), 3);
    assert_eq!(w.said().last().unwrap(), "Alle Bretter nebeneinander.");
    w.keys("F4");
    assert_eq!(grids(&w), 1);
    // The other boards are a key away: v switches the board shown.
    let before = w
        .harness
        .query_all(by().role(Role::Grid))
        .next()
        .unwrap()
        .accesskit_node()
        .label();
    w.keys("v");
    let after = w
        .harness
        .query_all(by().role(Role::Grid))
        .next()
        .unwrap()
        .accesskit_node()
        .label();
    assert_ne!(before, after);
}

#[test]
fn zoom_keys_change_the_zoom_from_100_to_400_percent_and_say_it() {
    let mut w = window("lang en");
    w.keys("Ctrl+plus Ctrl+plus");
    assert_eq!(w.said().last().unwrap(), "Zoom 150 percent.");
    assert_eq!(w.harness.ctx.zoom_factor(), 1.5);
    for _ in 0..12 {
        w.keys("Ctrl+plus");
    }
    assert_eq!(w.harness.state().look().zoom, 4.0);
    w.keys("Ctrl+0");
    assert_eq!(w.said().last().unwrap(), "Zoom 100 percent.");
    assert_eq!(w.harness.ctx.zoom_factor(), 1.0);
    w.keys("F11");
    assert_eq!(w.said().last().unwrap(), "Full screen.");
    assert!(w.harness.state().look().full_screen);
}

#[test]
fn the_settings_dialog_changes_speech_and_look_at_once_and_escape_puts_them_back() {
    let mut w = window("lang en");
    let file = std::env::temp_dir().join(format!(
        "annabella-window-settings-{}.toml",
        std::process::id()
    ));
    let _ = std::fs::remove_file(&file);
    w.harness.state_mut().set_settings_file(Some(file.clone()));
    w.keys("F12");
    assert!(w.harness.state().settings_open());
    let said = w.said().join("\n");
    assert!(
        said.contains("Settings. Each change is heard at once."),
        "{said}"
    );
    assert!(
        said.contains("Interface language: English, 1 of 5"),
        "{said}"
    );
    assert_eq!(w.focused().as_deref(), Some("Interface language: English"));
    w.walk(&[
        ("Tab", "Speech: the app says everything, 1 of 3"),
        ("Tab", "Voice engine: the built-in voice, fastest, 1 of 2"),
        ("Tab", "Speech rate: 50 percent, 6 of 11"),
        ("Down", "60 percent, 7 of 11"),
    ]);
    // The speech is tuned before the new rate is said, so it is heard at that rate.
    assert_eq!(w.speaker.tuned().map(|t| t.rate), Some(0.6));
    // Pitch, volume, the voice of English and of the German move words, the clock's volume.
    w.keys("Tab Tab Tab Tab Tab Tab");
    assert_eq!(
        w.said().last().unwrap(),
        "Clock sounds: the tactile clock's dots and flag, 1 of 4"
    );
    w.keys("Down");
    assert!(
        w.session().setup().cues.speak,
        "the time said at each cue, at once"
    );
    // What follows a move, changed at once for the next move.
    w.keys("Tab");
    assert_eq!(
        w.said().last().unwrap(),
        "What follows a move: the move, who made it and what it took, 2 of 3"
    );
    w.keys("Up");
    assert_eq!(
        w.session().setup().verbosity,
        annabella_core::session::Verbosity::Brief
    );
    w.keys("Tab");
    assert_eq!(
        w.said().last().unwrap(),
        "Colour theme: light and dark squares, 1 of 3"
    );
    w.keys("Down");
    assert_eq!(
        w.harness.state().look().theme,
        annabella_core::look::Theme::WhiteOnBlack
    );
    w.keys("Escape");
    assert!(!w.harness.state().settings_open());
    assert_eq!(w.said().last().unwrap(), "Settings put back as they were.");
    assert_eq!(
        w.harness.state().look().theme,
        annabella_core::look::Theme::Classic
    );
    assert!(!w.session().setup().cues.speak, "put back");
    assert_eq!(
        w.session().setup().verbosity,
        annabella_core::session::Verbosity::Normal,
        "put back"
    );
    assert_eq!(w.speaker.tuned().map(|t| t.rate), Some(0.5));
    assert!(!file.exists(), "nothing saved when put back");

    // The language changes the window at once; Enter keeps and saves.
    w.keys("F12 Down");
    // Said at once in the language chosen.
    assert_eq!(w.said().last().unwrap(), "Deutsch, 2 von 5");
    // German sentences and German move words: one voice field.
    w.keys("Tab Tab Tab Down Tab Tab Tab Tab Tab Tab Down Tab Down Down Tab Down Down");
    w.keys("Enter");
    assert!(!w.harness.state().settings_open());
    assert!(
        w.said()
            .last()
            .unwrap()
            .starts_with("Einstellungen behalten und in ")
    );
    assert_eq!(
        w.session().setup().ui,
        annabella_core::ui_text::UiLanguage::De
    );
    w.harness.get(by().label("Zug:").role(Role::TextInput));
    let saved = std::fs::read_to_string(&file).unwrap();
    for line in [
        "lang = \"de\"",
        "rate = 0.6",
        "engine = \"builtin\"",
        "theme = \"black-on-yellow\"",
        "zoom = 150",
        "verbosity = \"full\"",
    ] {
        assert!(saved.contains(line), "{line} in {saved}");
    }
    let settings = annabella::stores::settings::Settings::read(
        &file,
        annabella_core::ui_text::UiText::get(annabella_core::ui_text::UiLanguage::En),
    );
    assert!(settings.problems.is_empty(), "{:?}", settings.problems);
    assert_eq!(settings.look.zoom, 1.5);
    let _ = std::fs::remove_file(&file);
}

#[test]
fn a_voice_is_chosen_for_the_sentences_and_another_for_the_move_words() {
    let speaker = RecordingSpeaker::offering(&[
        ("en-GB", "English (Great Britain)"),
        ("en-US", "English (America)"),
        ("de", "German"),
        ("de-AT", "German (Austria)"),
    ]);
    let mut harness = harness(
        "lang en",
        Box::new(speaker.clone()),
        RecordingEarcons::new(),
    );
    harness.run();
    let mut w = Window {
        harness,
        speaker,
        earcons: RecordingEarcons::new(),
    };
    let file = std::env::temp_dir().join(format!(
        "annabella-window-voices-{}.toml",
        std::process::id()
    ));
    let _ = std::fs::remove_file(&file);
    w.harness.state_mut().set_settings_file(Some(file.clone()));
    w.walk(&[
        (
            "F12 Tab Tab Tab Tab Tab Tab",
            "Voice: the system's voice for this language, 1 of 3",
        ),
        ("Down Down", "English (America), 3 of 3"),
    ]);
    // Home and End go to the ends of a long list without going round.
    w.walk(&[
        ("Home", "The system's voice for this language, 1 of 3"),
        ("End End", "English (America), 3 of 3"),
    ]);
    // Chosen before it is said: the new voice says its own name.
    let chosen = w.speaker.chosen_voices();
    assert_eq!(
        chosen.get("en").map(String::as_str),
        Some("English (America)")
    );
    w.keys("Tab");
    assert_eq!(
        w.said().last().unwrap(),
        "Voice of the move words: the system's voice for this language, 1 of 3"
    );
    w.keys("Down");
    assert_eq!(
        w.speaker.chosen_voices().get("de").map(String::as_str),
        Some("German")
    );
    // Escape puts the system's voices back.
    w.keys("Escape");
    assert!(w.speaker.chosen_voices().is_empty());
    // Chosen again and kept: saved, and read back from the file.
    w.keys("F12 Tab Tab Tab Tab Tab Tab Down Tab Down Down Enter");
    let saved = std::fs::read_to_string(&file).unwrap();
    let settings = annabella::stores::settings::Settings::read(
        &file,
        annabella_core::ui_text::UiText::get(annabella_core::ui_text::UiLanguage::En),
    );
    assert!(settings.problems.is_empty(), "{:?}", settings.problems);
    assert_eq!(
        settings.speech.voices.get("en").map(String::as_str),
        Some("English (Great Britain)"),
        "{saved}"
    );
    assert_eq!(
        settings.speech.voices.get("de").map(String::as_str),
        Some("German (Austria)"),
        "{saved}"
    );
    let _ = std::fs::remove_file(&file);
}

#[test]
fn the_menu_bar_is_walked_by_keys_and_carries_out_its_commands() {
    let mut w = window("lang en");
    w.harness.get(by().label("Menu bar").role(Role::MenuBar));
    w.keys("F10");
    assert!(w.harness.state().menu_open());
    assert_eq!(
        w.said().last().unwrap(),
        "Game menu: a new game: the new-game dialog, Ctrl+n, 1 of 8"
    );
    let focused = w.harness.get(by().predicate(|n| n.is_focused()));
    assert_eq!(focused.accesskit_node().role(), Role::MenuItem);
    assert_eq!(
        focused.accesskit_node().label().as_deref(),
        Some("a new game: the new-game dialog, Ctrl+n")
    );
    w.harness.get(by().label("Game").role(Role::Menu));
    // F1 in the menu tells how to walk it; F3 changes the look as anywhere, the menu open
    // (issue 28, item 16).
    w.keys("F1");
    assert!(
        w.said()
            .last()
            .unwrap()
            .starts_with("In the menu bar: Left and Right"),
        "{:?}",
        w.said().last()
    );
    w.keys("F3");
    assert_eq!(w.said().last().unwrap(), "White on black.");
    assert!(w.harness.state().menu_open());
    w.keys("F3 F3");
    // At home: Game, Board, Clock, View, Help. Each menu is its own, named for a screen
    // reader entering it.
    w.keys("Right Right Right");
    assert_eq!(
        w.said().last().unwrap(),
        "View menu: larger: zoom in, Ctrl+plus, 1 of 6"
    );
    w.harness.get(by().label("View").role(Role::Menu));
    w.keys("Down Down Down");
    assert!(
        w.said().last().unwrap().ends_with("F3, 4 of 6"),
        "{:?}",
        w.said().last()
    );
    w.keys("Enter");
    assert!(!w.harness.state().menu_open());
    assert_eq!(w.said().last().unwrap(), "White on black.");
    assert_eq!(
        w.harness.state().look().theme,
        annabella_core::look::Theme::WhiteOnBlack
    );
    // Escape closes; the focus is back on the board.
    w.keys("F10 Escape");
    assert_eq!(w.said().last().unwrap(), "Menu closed.");
    assert!(!w.harness.state().menu_open());
    assert_eq!(w.focused().as_deref(), Some("Eva zwei, white Bauer"));
    // A click on a menu's title opens it.
    w.harness
        .get(by().label("Clock").role(Role::MenuItem))
        .click();
    w.harness.run();
    assert!(
        w.said().last().unwrap().starts_with("Clock menu: "),
        "{:?}",
        w.said().last()
    );
}

#[test]
fn a_game_from_a_pgn_file_is_opened_by_keys_and_gone_over() {
    let mut w = window("lang en\nvocab white en\nvocab black en");
    let file =
        std::env::temp_dir().join(format!("annabella-window-open-{}.pgn", std::process::id()));
    std::fs::write(
        &file,
        "[White \"Anna\"]\n[Black \"Bo\"]\n\n1. e4 {[%clk 0:05:00]} e5 {[%clk 0:04:58]} 1-0\n",
    )
    .unwrap();
    w.keys("Ctrl+o");
    let said = w.said().join("\n");
    assert!(said.contains("Review a game from a PGN file."), "{said}");
    assert!(said.ends_with("The PGN file, text, empty"), "{said}");
    // A file that is not there: said why, the field keeps the focus.
    type_into_focused(&mut w, "/nowhere/game.pgn");
    w.keys("Enter");
    assert!(
        w.said()
            .last()
            .unwrap()
            .starts_with("That file cannot be reviewed: cannot read /nowhere/game.pgn"),
        "{:?}",
        w.said().last()
    );
    w.harness
        .key_press_modifiers(Modifiers::COMMAND, eframe::egui::Key::A);
    w.harness.run();
    type_into_focused(&mut w, file.to_str().unwrap());
    w.keys("Enter");
    assert!(w.session().reviewing(), "{:?}", w.said());
    assert!(
        w.said()
            .last()
            .unwrap()
            .starts_with("Reviewing Anna – Bo: 2 half-moves, 1-0."),
        "{:?}",
        w.said().last()
    );
    w.keys("Ctrl+Left");
    assert_eq!(
        w.said().last().unwrap(),
        "1. Black: Eva five; 4 minutes, 58 seconds left"
    );
    let _ = std::fs::remove_file(file);
}

#[test]
fn with_a_screen_reader_reading_the_focus_the_app_says_only_the_events() {
    let mut w = window("lang en\nvocab white en\nvocab black en");
    w.harness
        .state_mut()
        .set_speech_mode(annabella_core::speech::SpeechMode::Events);
    let spoken = |w: &Window| -> Vec<String> {
        w.speaker
            .spoken()
            .into_iter()
            .map(|(text, _)| text)
            .collect()
    };
    let before = spoken(&w).len();
    // The cursor's square is read by the screen reader as it gets the focus: shown and logged,
    // not said by the app.
    w.keys("Up");
    assert_eq!(w.said().last().unwrap(), "Eva three, empty");
    assert_eq!(w.focused().as_deref(), Some("Eva three, empty"));
    assert_eq!(spoken(&w).len(), before, "{:?}", spoken(&w));
    // Asked for with `s`, the same square is said: the focus did not move, so the screen
    // reader would say nothing (issue 28, item 5).
    w.keys("s");
    assert_eq!(
        spoken(&w).last().map(String::as_str),
        Some("Eva three, empty")
    );
    let before = spoken(&w).len();
    // Tab to the move field: the screen reader reads the field and its description; the app
    // shows and logs how it works, and does not say it over the screen reader.
    w.keys("Tab");
    assert_eq!(spoken(&w).len(), before, "{:?}", spoken(&w));
    assert!(w.said().last().unwrap().starts_with("Move entry: "));
    let field = w.harness.get(by().role(Role::TextInput));
    assert_eq!(
        field.accesskit_node().description().as_deref(),
        Some("Type a move and press Enter. Escape goes back to the board.")
    );
    // A move is an event: the app says it.
    w.type_text("e4");
    w.keys("Enter");
    assert_eq!(spoken(&w).last().map(String::as_str), Some("Eva four"));
    // Reading a rank is not what has the focus: the app says it.
    w.keys("Escape");
    let before = spoken(&w).len();
    w.keys("Ctrl+r");
    assert_eq!(spoken(&w).len(), before + 1, "{:?}", spoken(&w));
    // A dialog's fields are read by the screen reader as they are focused.
    w.keys("Ctrl+n");
    let opened = spoken(&w).len();
    w.keys("Tab");
    assert_eq!(
        spoken(&w).len(),
        opened,
        "the focused field is the screen reader's to read"
    );
    assert!(w.said().last().unwrap().starts_with("Level: "));
    w.keys("Down");
    assert_eq!(spoken(&w).len(), opened + 1, "a changed value is said");
}

#[test]
fn alt_pressed_and_let_go_alone_opens_the_menu_bar_and_closes_it() {
    use eframe::egui::Event;
    let mut w = window("lang en");
    let alt = Modifiers {
        alt: true,
        ..Modifiers::NONE
    };
    let tap = |w: &mut Window| {
        w.harness.event(Event::ModifiersChanged(alt));
        w.harness.run();
        w.harness.event(Event::ModifiersChanged(Modifiers::NONE));
        w.harness.run();
    };
    tap(&mut w);
    assert!(w.harness.state().menu_open());
    assert_eq!(
        w.focused().as_deref(),
        Some("a new game: the new-game dialog, Ctrl+n")
    );
    tap(&mut w);
    assert!(!w.harness.state().menu_open());
    // Alt with a key between is that key's chord, not a tap.
    w.harness.event(Event::ModifiersChanged(alt));
    w.harness.key_press_modifiers(alt, eframe::egui::Key::K);
    w.harness.run();
    w.harness.event(Event::ModifiersChanged(Modifiers::NONE));
    w.harness.run();
    assert!(!w.harness.state().menu_open());
    // Nor is Alt held while the window loses the focus (Alt+Tab to another window).
    w.harness.event(Event::ModifiersChanged(alt));
    w.harness.event(Event::WindowFocused(false));
    w.harness.run();
    w.harness.event(Event::ModifiersChanged(Modifiers::NONE));
    w.harness.run();
    assert!(!w.harness.state().menu_open());
}

#[test]
fn closing_with_moves_the_disk_refused_offers_to_save_the_game_elsewhere() {
    let dir = std::env::temp_dir().join(format!("annabella-elsewhere-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let setup = Script::parse("lang en\nvocab white en\nvocab black en")
        .unwrap()
        .setup;
    // No folder for the games: every move stays in memory only.
    let begin = annabella::driver::Begin::unsaved(Session::new(setup).unwrap());
    let app = App::begun(
        begin,
        Voice::new(Box::new(RecordingSpeaker::default())),
        Box::new(RecordingEarcons::new()),
        false,
    );
    let mut harness = harness_of(app);
    harness.run();
    harness.key_press(eframe::egui::Key::Tab);
    harness.run();
    for text in ["e4", "e5"] {
        harness.get(by().role(Role::TextInput)).type_text(text);
        harness.run();
        harness.key_press(eframe::egui::Key::Enter);
        harness.run();
    }
    let said = said_by;
    // The first close is refused: what would be lost is said, and the dialog asks where to.
    assert!(!harness.state_mut().close_requested());
    harness.run();
    let heard = said(&harness).join("\n");
    assert!(heard.contains("entries are not saved"), "{heard}");
    assert!(heard.contains("Save the game elsewhere"), "{heard}");
    harness
        .get(by().predicate(|n| n.is_focused()))
        .type_text(dir.to_str().unwrap());
    harness.run();
    harness.key_press(eframe::egui::Key::Enter);
    harness.run();
    let saved = said(&harness).last().cloned().unwrap();
    assert!(saved.starts_with("The game is saved in "), "{saved}");
    let journal = std::fs::read_dir(&dir)
        .unwrap()
        .next()
        .unwrap()
        .unwrap()
        .path();
    let moves: Vec<String> = annabella::stores::journal::Saved::read(&journal)
        .unwrap()
        .replay()
        .unwrap()
        .game()
        .plies()
        .iter()
        .map(|p| p.san.to_string())
        .collect();
    assert_eq!(moves, ["e4", "e5"]);
    // Asked again, the window closes (the moves are kept elsewhere now).
    assert!(harness.state_mut().close_requested());
    let _ = std::fs::remove_dir_all(&dir);
}

/// A timed drill from the Learn menu, found by its name beside the untimed one, gives 30 s an
/// answer; beside a game with a clock, the game's clock stops while the player trains, and back
/// at the game the player hears where it stands and the key that starts the clocks again.
#[test]
fn a_timed_drill_from_the_learn_menu_gives_30_seconds_and_the_games_clock_waits() {
    let mut w = window("lang en\ntime 5+0\nvocab white en\nvocab black en");
    w.keys("Tab");
    for m in ["e4", "e5"] {
        type_into_focused(&mut w, m);
        w.keys("Enter");
    }
    assert_eq!(w.session().game().plies().len(), 2);
    assert!(!w.session().clock().is_paused());
    let dir = w.train_in("timed", 3);
    w.at(20);
    w.keys("Escape F10 Right Right Right Right Down");
    assert_eq!(w.focused().as_deref(), Some("Find the square"));
    w.keys("Down");
    assert_eq!(
        w.focused().as_deref(),
        Some("Find the square, timed: 30 seconds an answer")
    );
    let before = w.said().len();
    w.keys("Enter");
    assert!(w.harness.state().training_open());
    let said = w.said()[before..].to_vec();
    assert_eq!(
        said[..2],
        [
            "The game's clock is stopped while you train.",
            "No exercise is due."
        ],
        "{said:#?}"
    );
    assert_eq!(
        said[2..4],
        ["Find the square", "Timed: 30 seconds for each answer."]
    );
    assert!(said[4].starts_with("Find "), "{said:#?}");
    assert!(w.session().clock().is_paused());
    assert_eq!(w.focused().as_deref(), Some("Your answer:"));
    // 31 seconds later: the deadline is said when it comes, and the answer then is late.
    w.at(51);
    type_into_focused(&mut w, "a1");
    w.keys("Enter");
    let deadline = "Time is up: 30 seconds. Answer all the same; it counts as a miss.";
    let said = w.said();
    let at = said.iter().position(|l| l == deadline);
    assert!(at.is_some(), "{said:#?}");
    assert!(
        said[at.unwrap_or_default() + 1..]
            .iter()
            .any(|l| l.starts_with("Not right: ") || l.starts_with("Right, but late")),
        "{said:#?}"
    );
    // Training took minutes; White's clock stood at its 4 minutes 40 seconds.
    w.at(300);
    w.keys("Escape");
    assert!(!w.harness.state().training_open());
    let said = w.said();
    let back = &said[said.len() - 2..];
    assert_eq!(back[0], "Back to the game.", "{said:#?}");
    assert!(
        back[1].starts_with("White to move, move 2; White 4 minutes, 40 seconds, Black 5 minutes.")
            && back[1].ends_with("The clocks are stopped: Ctrl+Shift+Space starts them."),
        "{said:#?}"
    );
    // The player's own key starts the clocks again.
    w.keys("Ctrl+Shift+Space");
    assert!(!w.session().clock().is_paused(), "{:#?}", w.said());
    let _ = std::fs::remove_dir_all(dir);
}

/// "Go over my last finished game" in the Learn menu: the game just finished in the window is
/// gone over by Stockfish on the driver's worker — said as it starts, with how to stop it —
/// and its moments are retried in the training view; Escape stops a review; where Stockfish
/// is missing, a clear sentence and no view.
#[test]
fn the_game_just_finished_is_gone_over_from_the_learn_menu_and_escape_stops_it() {
    use annabella::shells::window::TrainingPlace;
    const STOCKFISH: &str = "/usr/games/stockfish";
    let mut w = window("lang en\nvocab white en\nvocab black en");
    w.keys("Tab");
    for m in ["f3", "e5", "g4", "Qh4"] {
        type_into_focused(&mut w, m);
        w.keys("Enter");
    }
    assert!(w.session().result().is_some(), "{:#?}", w.said());
    let dir = std::env::temp_dir().join(format!("annabella-window-go-over-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let place = |engine: &str| TrainingPlace {
        record: Some(dir.join("training.json")),
        date: Some(1_800_000_000),
        seed: Some(3),
        games: Some(dir.join("games")),
        engine: Some(engine.into()),
    };
    // Lessons, 14 drills, puzzles, few pieces, my mistakes, then going over: the nineteenth.
    let to_the_item = "Escape F10 Right Right Right Right Down Down Down Down Down Down Down Down \
                       Down Down Down Down Down Down Down Down Down Down";
    w.harness
        .state_mut()
        .set_training_place(place("/nonexistent/stockfish"));
    w.keys(to_the_item);
    assert_eq!(
        w.focused().as_deref(),
        Some("go over my last finished game with Stockfish, for moments to retry")
    );
    w.keys("Enter");
    assert!(!w.harness.state().training_open());
    assert!(
        w.said().iter().any(|l| l
            == "Going over a game needs Stockfish (/nonexistent/stockfish), which is not \
                installed: apt install stockfish, then try again."),
        "{:#?}",
        w.said()
    );
    if !std::path::Path::new(STOCKFISH).exists() {
        eprintln!("the rest skipped: {STOCKFISH} is not installed (scripts/test installs it)");
        return;
    }
    w.harness.state_mut().set_training_place(place(STOCKFISH));
    // Started, then stopped by Escape: nothing kept, back at the game.
    w.keys(to_the_item);
    w.keys("Enter");
    assert!(w.harness.state().training_open(), "{:#?}", w.said());
    let said = w.said();
    assert_eq!(
        said[said.len() - 2..],
        [
            "Going over White – Black with the engine at depth 12: White's moves. This takes \
             a minute or two.",
            "Escape stops it; Enter tells how far it is."
        ],
        "{said:#?}"
    );
    assert_eq!(w.focused().as_deref(), Some("Your answer:"));
    w.keys("Enter");
    assert!(
        w.said().last().unwrap().ends_with(" of 2 moves gone over."),
        "{:#?}",
        w.said()
    );
    w.keys("Escape");
    assert!(!w.harness.state().training_open());
    let said = w.said();
    assert_eq!(
        said[said.len() - 2..],
        [
            "Going over the game is stopped; nothing of it is kept.",
            "Back to the game."
        ],
        "{said:#?}"
    );
    // Gone over to its end: the moments found, and the first retry asked in the view.
    w.keys(to_the_item);
    let asked = w.said().len();
    w.keys("Enter");
    // Stockfish going over the game: up to a minute or two on a busy machine.
    w.until("the moments to retry", |w| {
        w.said()[asked..].iter().any(|l| l.contains(" to retry"))
    });
    assert!(w.harness.state().training_open(), "{:#?}", w.said());
    // 1. f3 and 2. g4, each a move that lost much; the first is asked.
    let said = w.said()[asked..].to_vec();
    assert!(
        said.contains(&"2 moments to retry.".to_string()),
        "{said:#?}"
    );
    assert_eq!(said.last().unwrap(), "Your move.");
    assert_eq!(w.focused().as_deref(), Some("Your answer:"));
    w.keys("Escape");
    assert!(!w.harness.state().training_open());
    let _ = std::fs::remove_dir_all(dir);
}

/// "Find the square" found on the board, as lichess's coordinate trainer asks it by a click:
/// Tab to the board, walk there with the board's keys (each square read as the cursor comes),
/// Enter answers with the square the cursor is on; a wrong square is marked, the next asked.
#[test]
fn a_square_to_find_is_answered_by_enter_on_the_board() {
    use annabella_core::training::drills::{DrillKind, Question, generate};
    use rand::SeedableRng;

    let mut w = window("lang en\nvocab white en\nvocab black en");
    let dir = w.train_in("find", 5);
    let mut rng = rand::rngs::StdRng::seed_from_u64(5);
    let asked: Vec<Square> = (0..2)
        .map(
            |_| match generate(DrillKind::FindSquare, &mut rng).question {
                Question::FindSquare(square) => square,
                other => panic!("{other:?}"),
            },
        )
        .collect();
    w.keys("Escape F10 Right Right Right Right Down");
    assert_eq!(w.focused().as_deref(), Some("Find the square"));
    w.keys("Enter Tab");
    let walk = |square: Square| {
        format!(
            "Shift+{} {}",
            u32::from(square.file()) + 1,
            u32::from(square.rank()) + 1
        )
    };
    w.keys(&walk(asked[0]));
    assert_eq!(w.session().cursor(), asked[0]);
    w.keys("Enter");
    let said = w.said();
    assert_eq!(said[said.len() - 2], "Right.", "{said:#?}");
    assert!(
        said[said.len() - 1].starts_with("Find "),
        "the next: {said:#?}"
    );
    // The next one answered with the square beside it: marked wrong, the right one named.
    let beside = asked[1].offset(if asked[1].file() == shakmaty::File::A {
        1
    } else {
        -1
    });
    w.keys(&walk(beside.expect("a square beside")));
    w.keys("Enter");
    assert!(
        w.said().iter().any(|l| l.starts_with("Not right: ")),
        "{:#?}",
        w.said()
    );
    assert!(w.harness.state().training_open());
    w.keys("Escape");
    assert!(!w.harness.state().training_open());
    let _ = std::fs::remove_dir_all(dir);
}

/// A lesson played on the exercise's board with the keys of a game: Enter on the king lifts it
/// (its squares said), Enter on the square named places it — the move is the answer, the
/// level done; the game's own board is not touched.
#[test]
fn a_lesson_is_played_by_lifting_and_placing_on_the_exercises_board() {
    let mut w = window("lang en\nvocab white fide\nvocab black fide");
    let dir = w.train_in("lesson", 1);
    // The words stage, which asks no move, is done: the next level is the king's first walk.
    let mut words_done = annabella_core::training::progress::Progress::default();
    let words = annabella_core::training::lessons::StageId::Words;
    for level in 0..words.levels().len() {
        words_done.record_level(words, level, 3);
    }
    let mut record = annabella_core::training::record::Record::new(words_done);
    annabella::stores::progress_file::save(
        &dir.join("training.json"),
        &Default::default(),
        &mut record,
    )
    .unwrap();
    w.keys("Escape F10 Right Right Right Right");
    assert_eq!(
        w.focused().as_deref(),
        Some("lessons by doing: the next level not yet done")
    );
    w.keys("Enter");
    assert!(
        w.said().iter().any(|l| l == "Go to Eva zwei."),
        "{:#?}",
        w.said()
    );
    // Tab to the board, the king's square (Shift+5 for the e-file, 1 for the first rank).
    w.keys("Tab Shift+5 1 Enter");
    let lifted = w.said().last().unwrap().clone();
    assert!(
        lifted.starts_with("König Eva eins lifted. To: "),
        "{lifted}"
    );
    assert!(lifted.contains("Eva zwei"), "{lifted}");
    // Escape puts it back, as in a game, and the lesson stays; lifted again, placed.
    w.keys("Escape");
    assert_eq!(w.said().last().map(String::as_str), Some("Put back."));
    assert!(w.harness.state().training_open());
    w.keys("Enter 2 Enter");
    let said = w.said();
    assert!(
        said.contains(&"Done in one move: 3 stars.".to_string()),
        "{said:#?}"
    );
    assert!(w.harness.state().training_open(), "the next level is asked");
    assert!(
        w.session().game().plies().is_empty(),
        "the game is untouched"
    );
    w.keys("Escape");
    let _ = std::fs::remove_dir_all(dir);
}

/// Training from the Learn menu (issue 29): Puzzles opens the training view over the game, the
/// answer typed in its named field and Enter give the verdict, each sentence heard once; Escape
/// goes back to the game as it was, and the record is saved.
#[test]
fn a_puzzle_from_the_learn_menu_is_answered_and_escape_goes_back_to_the_game() {
    use annabella_core::training::{
        choose::{Filter, next_puzzle},
        progress::Progress,
        say, shipped,
    };
    const TODAY: i64 = 1_800_000_000;
    let mut w = window("lang en");
    w.keys("Tab");
    w.type_text("e4");
    w.keys("Enter");
    assert_eq!(w.session().game().plies().len(), 1);
    // The game's board read aloud, to tell it from the puzzle's.
    w.keys("Escape Ctrl+b");
    let game_read = w.said().last().unwrap().clone();
    let dir = w.train_in("learn", 7);
    let record = dir.join("training.json");
    let puzzle = next_puzzle(
        shipped::puzzles(),
        &Filter::default(),
        &Progress::default(),
        TODAY,
        7,
    )
    .expect("a puzzle");

    // Game, Board, Clock, View, Learn: Learn's sixteenth item is Puzzles (each of the seven
    // drills is there untimed and timed).
    w.keys("F10 Right Right Right Right");
    assert_eq!(
        w.said().last().unwrap(),
        "Learn menu: lessons by doing: the next level not yet done, 1 of 20"
    );
    w.harness.get(by().label("Learn").role(Role::Menu));
    w.keys("Down Down Down Down Down Down Down Down Down Down Down Down Down Down Down");
    assert_eq!(w.focused().as_deref(), Some("puzzles, the due ones first"));
    let before = w.said().len();
    w.keys("Enter");
    assert!(w.harness.state().training_open());
    let voice = say::Voice {
        vocab: annabella_core::vocab::Vocabulary::get(annabella_core::vocab::VocabId::Fide),
        ui: annabella_core::ui_text::UiText::get(annabella_core::ui_text::UiLanguage::En),
        style: annabella_core::words::Style {
            form: annabella_core::words::Form::Short,
            say_pawn: true,
        },
    };
    let mut heard = vec!["No exercise is due.".to_string()];
    heard.extend(voice.puzzle_start(puzzle));
    assert_eq!(w.said()[before..], heard[..]);
    // The answer field has the focus, by its name.
    assert_eq!(w.focused().as_deref(), Some("Your answer:"));
    w.harness.get(by().label("The exercise").role(Role::Log));
    // The puzzle stands on the board, the game's pieces kept aside: Tab reaches its squares,
    // and the board's reading keys read it (Ctrl+B, s), not the game.
    assert_eq!(w.session().board(View::Game), puzzle.setup().board());
    w.harness
        .get(by().label("The exercise's board").role(Role::Grid));
    w.keys("Tab");
    let square = w.harness.get(by().predicate(|n| n.is_focused()));
    assert_eq!(square.accesskit_node().role(), Role::GridCell);
    w.keys("Ctrl+b");
    let read = w.said().last().unwrap().clone();
    assert_ne!(read, game_read);
    for king in [Color::White, Color::Black] {
        let at = puzzle.setup().board().king_of(king).unwrap();
        assert!(read.contains(&voice.vocab.square(at)), "{read}");
    }
    w.keys("s");
    assert_eq!(w.said().last(), w.focused().as_ref());
    // Tab reaches the exercise's words, to read them line by line; Enter there goes back to
    // the answer, answering nothing (and nothing typed on the board went into it).
    let said = w.said().len();
    w.keys("Tab");
    assert_eq!(w.focused().as_deref(), Some("The exercise"));
    w.keys("Enter");
    assert_eq!(w.focused().as_deref(), Some("Your answer:"));
    assert_eq!(w.said().len(), said);

    // The answer field reads the board as the terminal does: /board is the puzzle's, /help
    // says what can be typed; neither is an answer.
    type_into_focused(&mut w, "/board");
    w.keys("Enter");
    assert_eq!(w.said().last(), Some(&read));
    type_into_focused(&mut w, "/help");
    w.keys("Enter");
    assert!(
        w.said()
            .last()
            .unwrap()
            .starts_with("Read the position: /board"),
        "{:?}",
        w.said().last()
    );
    assert!(w.harness.state().training_open());

    type_into_focused(&mut w, "/hint");
    w.keys("Enter");
    assert!(
        w.said().last().unwrap().starts_with("Look at the "),
        "{:?}",
        w.said().last()
    );
    // F1 tells how the view works; F2 says the last answer again, on request.
    w.keys("F1");
    assert!(
        w.said()
            .last()
            .unwrap()
            .starts_with("Type your answer and press Enter"),
        "{:?}",
        w.said().last()
    );
    w.keys("F2");
    assert!(w.said().last().unwrap().starts_with("Look at the "));
    for uci in crate::common::solution_uci(puzzle) {
        type_into_focused(&mut w, &uci);
        w.keys("Enter");
    }
    let said = w.said();
    assert!(said.contains(&"Solved!".to_string()), "{said:#?}");
    assert!(
        said.iter().any(|l| l.starts_with("Your puzzle rating")),
        "{said:#?}"
    );
    // The next puzzle is asked: still training.
    assert!(w.harness.state().training_open());
    assert!(said.last().unwrap() == "Your move.", "{said:#?}");
    // Each sentence is spoken once.
    let spoken = w.speaker.spoken();
    assert_eq!(
        spoken.iter().filter(|(text, _)| text == "Solved!").count(),
        1,
        "{spoken:#?}"
    );
    let kept = std::fs::read_to_string(&record).expect("the record is saved");
    assert!(kept.contains(&puzzle.id), "{kept}");

    w.keys("Escape");
    assert!(!w.harness.state().training_open());
    // Back at the game, where it stands (no clock: no clock to start).
    let said = w.said();
    assert_eq!(
        said[said.len() - 2..],
        ["Back to the game.", "Black to move, move 1."],
        "{said:#?}"
    );
    assert_eq!(w.session().game().plies().len(), 1, "the game as it was");
    assert_eq!(
        w.session().board(View::Game),
        w.session().game().position().board(),
        "the game's board again"
    );
    w.keys("Ctrl+b");
    assert_eq!(w.said().last().unwrap(), &game_read);
    w.harness.get(by().label("Move:").role(Role::TextInput));
    assert!(w.harness.query(by().label("Your answer:")).is_none());
    let _ = std::fs::remove_dir_all(&dir);
}

/// The Learn menu is not there beside a tournament game (§11.3.1).
#[test]
fn a_tournament_game_has_no_learn_menu() {
    let mut w = window("mode tournament\ntime 10\nlang en");
    w.keys("F10");
    w.harness.get(by().label("Game").role(Role::Menu));
    assert!(w.harness.query(by().label("Learn")).is_none());
}

/// The move field reads a line as the terminal does, by the one table of `/commands`: a board
/// reading, the moves and the position said, an unknown command refused by name, `/save` without
/// a folder asked for one, `/learn` opening the Learn menu at home and refused beside a
/// tournament game.
#[test]
fn the_move_field_takes_the_terminals_commands() {
    let mut w = window("mode home\nlang en");
    w.keys("Tab");
    let enter = |w: &mut Window, line: &str| -> String {
        w.type_text(line);
        w.keys("Enter");
        w.said().last().cloned().unwrap_or_default()
    };
    assert_eq!(enter(&mut w, "/moves"), "No moves yet.");
    enter(&mut w, "e4");
    assert_eq!(w.session().game().plies().len(), 1);
    assert_eq!(enter(&mut w, "/moves"), "e4");
    assert_eq!(enter(&mut w, "/fen"), w.session().game().fen());
    assert!(
        enter(&mut w, "/board").starts_with("White"),
        "{:#?}",
        w.said()
    );
    assert_eq!(
        enter(&mut w, "/frobnicate"),
        "/frobnicate is not a command. /help lists them."
    );
    assert!(enter(&mut w, "/save").contains("folder"), "{:#?}", w.said());
    assert_eq!(w.session().game().plies().len(), 1, "no line made a move");
    enter(&mut w, "/learn");
    assert!(w.harness.state().menu_open(), "{:#?}", w.said());
    assert!(
        w.said().last().unwrap().starts_with("Learn"),
        "{:#?}",
        w.said()
    );

    let mut t = window("mode tournament\ntime 10\nlang en");
    t.keys("Tab");
    t.type_text("/learn");
    t.keys("Enter");
    assert!(!t.harness.state().menu_open());
    assert!(
        t.said().last().unwrap().contains("tournament"),
        "{:#?}",
        t.said()
    );
}
