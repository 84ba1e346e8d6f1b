//! The window's training view, opened from the Learn menu (at home only): what the coach says
//! is shown and spoken through the driver, the answer is typed in one field with a name of its
//! own, Enter answers, `/hint` and `/solution` help, Escape or `/quit` goes back to the game,
//! which has not been touched. The driver hosts the training (`crate::driver`'s `training`);
//! this only presents it.

use std::path::PathBuf;

use annabella_core::{
    keymap::Learn,
    session::Message,
    speech::{SpeechMode, queue::Priority},
    training::{choose::Filter, coach::Exercise},
    ui_text::UiText,
};
use eframe::egui::{
    self, Event, Id, Key, RichText, TextEdit, Ui,
    accesskit::{Live, Role},
};

use super::{app::App, board_view, game_view::text_region, overlay::Overlay};

/// How many questions a drill's round from the menu asks.
const ROUND: u32 = 10;

/// The training view's state: where in the log its exercise began, where the last answer's
/// words begin, and the answer being typed.
pub struct TrainingView {
    /// The first line of the log the exercise said.
    pub from: usize,
    /// The first line of the log the last answer brought.
    pub reply_from: usize,
    pub entry: String,
    /// Put the focus in the answer field at the next frame (on opening, after Enter): Tab may
    /// take it to the exercise's list meanwhile, to read it line by line.
    pub focus_entry: bool,
}

/// Where the training record is, the date taken as today and the seed of the choices: the
/// defaults for a player (the data directory, the system's date, a fresh seed), set by tests.
#[derive(Clone, Debug, Default)]
pub struct TrainingPlace {
    pub record: Option<PathBuf>,
    pub date: Option<i64>,
    pub seed: Option<u64>,
}

pub(super) fn entry_id() -> Id {
    Id::unique("annabella-training-entry")
}

impl App {
    /// Whether the training view is open.
    pub fn training_open(&self) -> bool {
        matches!(self.overlay, Some(Overlay::Training(_)))
    }

    /// Where the training record is kept, the date and the seed (tests).
    pub fn set_training_place(&mut self, place: TrainingPlace) {
        self.training_place = place;
    }

    /// Opens the training `learn` asks for: the record loaded (what is due said once), the
    /// exercise begun. An exercise over at once (the progress read aloud) leaves the game as
    /// it is.
    pub(super) fn open_training(&mut self, learn: Learn) {
        if !matches!(self.overlay, None | Some(Overlay::Menu(_))) {
            return;
        }
        let Some(record) = self
            .training_place
            .record
            .clone()
            .or_else(crate::progress_file::path)
        else {
            self.say_ui(&Message::ui("error-no-data-folder"), Priority::Announcement);
            return;
        };
        if let Err(error) = self.driver.open_training(&record, self.training_place.date) {
            let said = self.ui_text().text_with(
                "train-record-unreadable",
                &[("reason", error.to_string().into())],
            );
            self.driver.say_text(said, Priority::Announcement);
            self.after_driver();
            return;
        }
        let from = self.log.len();
        let seed = self
            .training_place
            .seed
            .unwrap_or_else(crate::engine::fresh_seed);
        let exercise = match learn {
            Learn::Lessons => Exercise::Lessons {
                stage: None,
                level: None,
            },
            Learn::Drill(kind) => Exercise::Drill {
                kind,
                items: ROUND,
                timed: false,
                seed,
            },
            Learn::Puzzles => Exercise::Puzzles {
                filter: Filter::default(),
                id: None,
                count: usize::MAX,
                seed,
            },
            Learn::Mistakes => {
                let date = self.driver.training_date();
                let due: Vec<_> = self
                    .driver
                    .training_progress()
                    .map(|p| p.due_retries(date).into_iter().cloned().collect())
                    .unwrap_or_default();
                if due.is_empty() {
                    self.say_ui(
                        &Message::ui("train-mistakes-none-due-window"),
                        Priority::Announcement,
                    );
                    return;
                }
                Exercise::Retries(due)
            }
            Learn::Progress => Exercise::Progress,
        };
        if learn != Learn::Progress {
            self.driver.say_due();
        }
        self.driver.start_exercise(exercise);
        self.after_driver();
        if self.driver.exercising() {
            self.overlay = Some(Overlay::Training(TrainingView {
                from,
                reply_from: from,
                entry: String::new(),
                focus_entry: true,
            }));
        }
    }

    /// The keys of the training view: Enter answers, Escape leaves; every other key is the
    /// answer field's. Whether the view is open.
    pub(super) fn training_keys(&mut self, ctx: &egui::Context) -> bool {
        if !self.training_open() {
            return false;
        }
        let (mut enter, mut escape) = (false, false);
        ctx.input_mut(|input| {
            input.events.retain(|event| match event {
                Event::Key {
                    key: Key::Enter,
                    pressed,
                    ..
                } => {
                    enter |= *pressed;
                    false
                }
                Event::Key {
                    key: Key::Escape,
                    pressed,
                    ..
                } => {
                    escape |= *pressed;
                    false
                }
                _ => true,
            });
        });
        let on_entry = ctx.memory(|m| m.focused()) == Some(entry_id());
        if escape {
            self.driver.quit_exercise();
            self.leave_training();
        } else if enter && on_entry {
            self.answer_training();
        } else if enter && let Some(Overlay::Training(view)) = self.overlay.as_mut() {
            // Enter elsewhere (the exercise's list) goes back to the answer.
            view.focus_entry = true;
        }
        true
    }

    /// The typed answer given to the coach; at the exercise's end, back to the game.
    fn answer_training(&mut self) {
        let Some(Overlay::Training(view)) = self.overlay.as_mut() else {
            return;
        };
        let line = std::mem::take(&mut view.entry);
        view.reply_from = self.log.len();
        view.focus_entry = true;
        self.driver.answer_exercise(&line);
        self.after_driver();
        if !self.driver.exercising() {
            self.leave_training();
        }
    }

    /// Back to the game, as it was left.
    fn leave_training(&mut self) {
        self.overlay = None;
        self.follow_session = true;
        self.say_ui(&Message::ui("newgame-cancelled"), Priority::Chatter);
    }

    /// The training view drawn instead of the game: the exercise's words, the last answer's
    /// (a live region when a screen reader speaks, so each is read once), and the answer
    /// field, focused. Whether it was drawn.
    pub(super) fn show_training(&mut self, ui: &mut Ui, text: &UiText) -> bool {
        let Some(Overlay::Training(view)) = self.overlay.as_mut() else {
            return false;
        };
        let (from, reply_from) = (view.from, view.reply_from);
        ui.heading(RichText::new(text.text("window-training")).size(24.0));
        let reply: Vec<&str> = self.log[reply_from.min(self.log.len())..]
            .iter()
            .map(|l| l.text.as_str())
            .collect();
        let last = ui.label(RichText::new(reply.join(" ")).size(22.0));
        if self.driver.speech_mode() == SpeechMode::ScreenReader {
            ui.ctx().accesskit_node_builder(last.id, |node| {
                node.set_live(Live::Polite);
            });
        }
        ui.add_space(8.0);
        let Some(Overlay::Training(view)) = self.overlay.as_mut() else {
            return false;
        };
        ui.horizontal(|ui| {
            let label = ui.label(RichText::new(text.text("window-training-entry")).size(18.0));
            let edit = TextEdit::singleline(&mut view.entry)
                .id(entry_id())
                .desired_width(480.0)
                .font(egui::TextStyle::Heading);
            let response = ui.add(edit).labelled_by(label.id);
            ui.ctx().accesskit_node_builder(response.id, |node| {
                node.set_description(text.text("window-training-hint"));
            });
            if std::mem::take(&mut view.focus_entry) && !response.has_focus() {
                response.request_focus();
            }
            if response.has_focus() {
                board_view::keep_keys(ui, entry_id());
            }
        });
        ui.separator();
        let said = self.log[from.min(self.log.len())..]
            .iter()
            .map(|l| l.text.as_str());
        text_region(
            ui,
            text.text("window-training-said"),
            Role::Log,
            f32::INFINITY,
            said,
        );
        true
    }
}
