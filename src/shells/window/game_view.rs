//! The game as the window draws it: the boards as grids of named squares, the move field, the
//! clocks, the buttons, the move list, the incident log and the log of everything said; for a
//! hearing-impaired player (D.2.11) the last announcement and the clocks in large text.

use std::time::Duration;

use annabella_core::{
    keymap::{Act, ArbiterKey, Command, Context, Explore},
    session::Input,
    speech::{SpeechMode, queue::Priority},
    ui_text::UiText,
};
use eframe::egui::{
    self, Align, Color32, Id, Layout, RichText, ScrollArea, TextEdit, Ui,
    accesskit::{Live, Role},
};
use shakmaty::Color;

use super::{app::App, board_view};

/// At most this many lines of the log are drawn (all are kept).
const LOG_SHOWN: usize = 200;
/// How tall the move list and the incident log grow before they scroll.
const MOVES_HEIGHT: f32 = 260.0;
const INCIDENTS_HEIGHT: f32 = 160.0;

impl App {
    pub(super) fn draw(&mut self, ui: &mut Ui) {
        let text = self.ui_text();
        let follow = std::mem::take(&mut self.follow_session);
        // The window's own name, which the title bar does not give the screen reader.
        ui.ctx()
            .accesskit_node_builder(egui::accesskit_root_id(), |node| {
                node.set_label(text.text("window-title"));
            });
        if self.driver.session().setup().hearing_impaired.is_some() {
            self.draw_large_text(ui, text);
        }
        let status = self.log.last().map(|l| l.text.clone()).unwrap_or_default();
        let strong = ui.visuals().strong_text_color();
        let status_response = ui.add(egui::Label::new(
            RichText::new(&status).size(22.0).color(strong),
        ));
        // The training view reads its answers out itself: the status would say them twice.
        if self.driver.speech_mode() == SpeechMode::ScreenReader && !self.training_open() {
            ui.ctx().accesskit_node_builder(status_response.id, |node| {
                node.set_live(Live::Polite);
            });
        }
        ui.separator();
        self.draw_menu_bar(ui, text);
        if self.show_dialog(ui) || self.show_training(ui, text) {
            return;
        }
        let mut clicked = None;
        ui.horizontal_top(|ui| {
            // The boards take what the side column and the log leave.
            const SIDE: f32 = 420.0;
            const LOG: f32 = 180.0;
            let width = (ui.available_width() - SIDE).max(200.0);
            let height = (ui.available_height() - LOG).max(200.0);
            let count = self.drawn.boards.len();
            let all_size = board_view::square_size_for(width, height, count);
            // One board when all of them would be too small to see, unless asked otherwise.
            let one = count > 1 && self.look.one_board.unwrap_or(all_size < 56.0);
            self.showing_one = one || count == 1;
            let size = if one {
                board_view::square_size_for(width, height, 1)
            } else {
                all_size
            };
            let reader = self.driver.session().setup().reader();
            let explored = self.driver.session().view();
            let wants_board = follow && self.driver.session().context() != Context::MoveEntry;
            let palette = super::look::palette(self.look.theme);
            for look in &self.drawn.boards {
                if one && look.view != explored {
                    continue;
                }
                let focus = wants_board.then_some(self.driver.session().cursor());
                if let Some(square) = board_view::show(ui, look, reader, size, focus, &palette) {
                    clicked = Some((look.view, square));
                }
                ui.add_space(16.0);
            }
            ui.vertical(|ui| {
                self.draw_entry(ui, text, follow);
                ui.add_space(8.0);
                self.draw_side(ui, text);
            });
        });
        ui.separator();
        self.tab_ends[1] = Some(self.draw_log(ui, text));
        if let Some((view, square)) = clicked {
            self.handle(Input::Select { view, square });
            self.follow_session = true;
        }
        self.follow_focus(ui.ctx());
    }

    /// D.2.11: for a hearing-impaired player, the last announcement, the last move and both
    /// clocks in large text at the top of the window.
    fn draw_large_text(&self, ui: &mut Ui, text: &UiText) {
        const LARGE: f32 = 44.0;
        let strong = ui.visuals().strong_text_color();
        ui.heading(text.text("window-large-text"));
        let announcement = self
            .log
            .iter()
            .rev()
            .find(|l| l.priority == Priority::Announcement)
            .map(|l| l.text.clone())
            .unwrap_or_default();
        ui.label(
            RichText::new(announcement)
                .size(LARGE)
                .strong()
                .color(strong),
        );
        let last_move = self
            .drawn
            .moves
            .last()
            .cloned()
            .unwrap_or_else(|| text.text("no-moves-yet"));
        ui.label(RichText::new(last_move).size(LARGE * 0.75).color(strong));
        let now = self.driver.session().now();
        ui.horizontal(|ui| {
            for color in Color::ALL {
                let line = self.clock_line(color, now, text);
                ui.label(RichText::new(line).size(LARGE).monospace().color(strong));
                ui.add_space(48.0);
            }
        });
        ui.separator();
    }

    /// Clocks, buttons and the move list, beside the boards.
    fn draw_side(&mut self, ui: &mut Ui, text: &UiText) {
        ui.heading(text.text("window-clocks"));
        let now = self.driver.session().now();
        for color in Color::ALL {
            let line = self.clock_line(color, now, text);
            let strong = self.driver.session().clock().active() == Some(color);
            let mut rich = RichText::new(line).size(22.0).monospace();
            if strong {
                rich = rich.strong().color(Color32::from_rgb(0x00, 0x5f, 0xff));
            }
            ui.label(rich);
        }
        ui.add_space(8.0);
        self.buttons(ui, text, &BUTTONS, Context::Board);
        if self.driver.session().arbiter_open() {
            ui.add_space(8.0);
            ui.heading(text.text("window-arbiter-panel"));
            self.buttons(ui, text, &ARBITER_BUTTONS, Context::Arbiter);
        }
        ui.add_space(8.0);
        self.draw_moves(ui, text);
        self.draw_incidents(ui, text);
    }

    /// The move list: a list of its moves, each an item a screen reader reads with its place
    /// ("3 of 24"), the current move selected (`item_list`).
    fn draw_moves(&mut self, ui: &mut Ui, text: &UiText) {
        let title = text.text("window-moves");
        ui.heading(&title);
        let none = [text.text("no-moves-yet")];
        let moves = if self.drawn.moves.is_empty() {
            &none[..]
        } else {
            &self.drawn.moves[..]
        };
        let current = self
            .drawn
            .current_move
            .filter(|&i| i < self.drawn.moves.len());
        self.move_list
            .show(ui, &title, moves, current, 0, MOVES_HEIGHT);
    }

    /// The incident log, as the move list: an item an entry, read one by one; Tab reaches the
    /// latest.
    fn draw_incidents(&mut self, ui: &mut Ui, text: &UiText) {
        if self.drawn.incidents.is_empty() {
            self.incident_list.items.clear();
            return;
        }
        let title = text.text("window-incidents");
        ui.heading(&title);
        let last = self.drawn.incidents.len() - 1;
        self.incident_list.show(
            ui,
            &title,
            &self.drawn.incidents,
            None,
            last,
            INCIDENTS_HEIGHT,
        );
    }

    /// A row of buttons, each doing what its key in `context` does (shown as its tooltip).
    fn buttons(
        &mut self,
        ui: &mut Ui,
        text: &UiText,
        buttons: &[(&str, Command)],
        context: Context,
    ) {
        ui.horizontal_wrapped(|ui| {
            for &(id, command) in buttons {
                // A game shows only what means something in it: no tournament steps at home.
                if !annabella_core::help::offered(command, self.driver.session().setup()) {
                    continue;
                }
                let label = text.text(id);
                // "key a", not "a": a screen reader drops a description found inside the name
                // ("a" in "Announce").
                let keys = text.text_with(
                    "key-hint",
                    &[("keys", self.keys_of(command, context).into())],
                );
                if ui.button(label).on_hover_text(keys).clicked() {
                    self.handle(Input::Command(command));
                }
            }
        });
    }

    fn clock_line(&self, color: Color, now: Duration, text: &UiText) -> String {
        let clock = self.driver.session().clock();
        let time = if clock.control().is_timed() {
            let secs = clock.remaining(color, now).as_secs();
            format!("{}:{:02}:{:02}", secs / 3600, secs / 60 % 60, secs % 60)
        } else {
            text.text("game-untimed")
        };
        let name = text.color_name(color);
        text.text_with(
            "window-clock",
            &[("color", name.into()), ("time", time.into())],
        )
    }

    /// The keys of a command in a context, for a button's tooltip.
    fn keys_of(&self, command: Command, context: Context) -> String {
        self.driver
            .session()
            .keymap()
            .table(context)
            .iter()
            .filter(|b| b.command == command)
            .map(|b| b.chord.to_string())
            .collect::<Vec<_>>()
            .join(", ")
    }

    fn draw_entry(&mut self, ui: &mut Ui, text: &UiText, follow: bool) {
        ui.horizontal(|ui| {
            // While the arbiter's panel is open the field takes the arbiter's actions.
            let id = if self.driver.session().arbiter_open() {
                "window-arbiter-entry"
            } else {
                "window-entry"
            };
            let label = ui.label(RichText::new(text.text(id)).size(18.0));
            // A sealed move is typed unseen (Guideline I): the opponent shares the screen.
            let edit = TextEdit::singleline(&mut self.entry)
                .password(self.driver.session().sealing())
                .id(entry_id())
                .desired_width(320.0)
                .font(egui::TextStyle::Heading);
            let response = ui.add(edit).labelled_by(label.id);
            // How the field works, read by a screen reader after its name.
            ui.ctx().accesskit_node_builder(response.id, |node| {
                node.set_description(text.text("window-entry-hint"));
            });
            if follow
                && self.driver.session().context() == Context::MoveEntry
                && !response.has_focus()
            {
                response.request_focus();
            }
            if response.has_focus() {
                board_view::keep_keys(ui, entry_id());
            }
        });
    }

    /// The log, and its id (the last region Tab reaches).
    fn draw_log(&self, ui: &mut Ui, text: &UiText) -> Id {
        let start = self.log.len().saturating_sub(LOG_SHOWN);
        let lines = self.log[start..].iter().map(|l| l.text.as_str());
        text_region(ui, text.text("window-log"), Role::Log, f32::INFINITY, lines)
    }
}

/// The buttons beside the boards, for the mouse and for a sighted helper: each does what its
/// key does.
const BUTTONS: [(&str, Command); 8] = [
    ("window-announce", Command::Act(Act::Announce)),
    ("window-confirm", Command::Act(Act::Confirm)),
    ("window-press-clock", Command::Act(Act::PressClock)),
    (
        "window-switch-board",
        Command::Explore(Explore::SwitchBoard),
    ),
    ("window-repeat", Command::RepeatLast),
    ("window-help", Command::Help),
    ("window-save-scoresheet", Command::SaveScoresheet),
    ("window-arbiter", Command::Arbiter(ArbiterKey::Open)),
];

/// The open arbiter's panel: its keys as buttons (its actions are typed in the field).
const ARBITER_BUTTONS: [(&str, Command); 4] = [
    (
        "window-arbiter-pause",
        Command::Arbiter(ArbiterKey::PauseResume),
    ),
    (
        "window-arbiter-log",
        Command::Explore(Explore::Incidents(true)),
    ),
    ("window-help", Command::Help),
    ("window-arbiter-close", Command::Arbiter(ArbiterKey::Close)),
];

/// A heading and under it a scrolled column of lines kept at its end, named for the screen reader
/// as the heading says, with its role (the move list, the log).
pub(super) fn text_region<'a>(
    ui: &mut Ui,
    title: String,
    role: Role,
    max_height: f32,
    lines: impl Iterator<Item = &'a str>,
) -> Id {
    ui.heading(&title);
    // Focusable, so that Tab reaches the list and a screen reader can read it line by line.
    let builder = egui::UiBuilder::new()
        .accessibility_label(title.clone())
        .accessibility_role(role)
        .sense(egui::Sense::focusable_noninteractive());
    let region = ui.scope_builder(builder, |ui| {
        ScrollArea::vertical()
            .id_salt(title)
            .max_height(max_height)
            .stick_to_bottom(true)
            .auto_shrink([false, max_height.is_finite()])
            .show(ui, |ui| {
                ui.with_layout(Layout::top_down(Align::Min), |ui| {
                    for line in lines {
                        ui.label(RichText::new(line).size(16.0));
                    }
                });
            });
    });
    region.response.id
}

pub(super) fn entry_id() -> Id {
    Id::unique("annabella-move-entry")
}
