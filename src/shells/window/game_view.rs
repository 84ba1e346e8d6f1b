//! The game as the window draws it: the boards as grids of named squares, the move field, the
//! clocks, the buttons, the move list and the incident log; for a hearing-impaired player
//! (D.2.11) the last announcement and the clocks in large text. The view owns what is typed in
//! the move field and where the focus is in its lists; a click asks the session through the
//! input it returns.

use std::time::Duration;

use annabella_core::{
    keymap::{Act, ArbiterKey, Command, Context, Explore},
    look::Look,
    session::{Input, Session},
    ui_text::UiText,
};
use eframe::egui::{self, Color32, Id, Key, RichText, TextEdit, Ui};
use shakmaty::Color;

use super::{board_view, drawn::Drawn, item_list::ItemList};

/// How tall the move list and the incident log grow before they scroll.
const MOVES_HEIGHT: f32 = 260.0;
const INCIDENTS_HEIGHT: f32 = 160.0;

/// The game's view: its move field's text and its two lists.
#[derive(Default)]
pub(super) struct GameView {
    /// The move field's text.
    entry: String,
    /// The move list: its items as last drawn (one, "no moves yet", before the first move),
    /// where its focus is and goes.
    moves: ItemList,
    /// The incident log, walked as the move list is.
    incidents: ItemList,
    /// One board is shown (the layout key changes it), as last drawn.
    showing_one: bool,
    /// A line's beginning written in the move field for the player to go on (`/chat `): it
    /// goes away with the focus if nothing was added to it.
    written: Option<String>,
    /// The cursor is yet to be put after what was written.
    cursor_to_end: bool,
}

/// The move field's id: the keys typed there are its own, Enter gives its line to the session.
pub(super) fn entry_id() -> Id {
    Id::unique("annabella-move-entry")
}

impl GameView {
    /// Whether one board is shown, as last drawn.
    pub fn showing_one(&self) -> bool {
        self.showing_one
    }

    /// Enter in the move field: its line, taken out of it (the session reads it as the
    /// terminal's line, `Session::typed_line`).
    pub fn take_line(&mut self) -> String {
        self.written = None;
        std::mem::take(&mut self.entry)
    }

    /// `line` (`/chat`) written in the move field with a space after it, for the player to
    /// type the rest; what the field held is kept if it already begins so.
    pub fn write_line(&mut self, line: &str) {
        let written = format!("{line} ");
        if !self.entry.starts_with(&written) {
            self.entry = written.clone();
        }
        self.written = Some(written);
        self.cursor_to_end = true;
    }

    /// A new game begins: nothing typed for the last one is kept.
    pub fn clear_entry(&mut self) {
        self.entry.clear();
        self.written = None;
    }

    /// The arrows walk the move list or the incident log when one of its items has the focus
    /// (`ItemList::walk`). None when `key` is not theirs.
    pub fn walk(&mut self, focused: Option<Id>, key: Key) -> Option<Result<usize, &'static str>> {
        self.moves
            .walk(focused, key)
            .or_else(|| self.incidents.walk(focused, key))
    }

    /// The move or the incident the focus has just reached (Tab, a click, a screen reader), in
    /// words, to be said as focused.
    pub fn reached(&mut self, focused: Option<Id>, drawn: &Drawn, text: &UiText) -> Vec<String> {
        let mut lines = Vec::new();
        if let Some(index) = self.moves.reached(focused) {
            let line = drawn.moves.get(index).cloned();
            lines.push(line.unwrap_or_else(|| text.text("no-moves-yet")));
        }
        let incident = self.incidents.reached(focused);
        if let Some(line) = incident.and_then(|i| drawn.incidents.get(i)) {
            lines.push(line.clone());
        }
        lines
    }

    /// The boards, the move field and the column beside them, as `drawn` from `session` in
    /// `look`; the focus put where the session is when `follow`. What a click asks of the
    /// session: a square selected, or a button's command.
    pub fn ui(
        &mut self,
        ui: &mut Ui,
        session: &Session,
        drawn: &Drawn,
        look: Look,
        follow: bool,
    ) -> Option<Input> {
        let text = UiText::get(session.setup().ui);
        let mut clicked = None;
        let mut pressed = None;
        ui.horizontal_top(|ui| {
            // The boards take what the side column and the log leave.
            const SIDE: f32 = 420.0;
            const LOG: f32 = 180.0;
            let width = (ui.available_width() - SIDE).max(200.0);
            let height = (ui.available_height() - LOG).max(200.0);
            let count = drawn.boards.len();
            let all_size = board_view::square_size_for(width, height, count);
            // One board when all of them would be too small to see, unless asked otherwise.
            let one = count > 1 && look.one_board.unwrap_or(all_size < 56.0);
            self.showing_one = one || count == 1;
            let size = if one {
                board_view::square_size_for(width, height, 1)
            } else {
                all_size
            };
            let reader = session.setup().reader();
            let explored = session.view();
            let wants_board = follow && session.context() != Context::MoveEntry;
            let palette = super::look::palette(look.theme);
            for board in &drawn.boards {
                if one && board.view != explored {
                    continue;
                }
                let focus = wants_board.then_some(session.cursor());
                if let Some(square) = board_view::show(ui, board, reader, size, focus, &palette) {
                    clicked = Some(Input::Select {
                        view: board.view,
                        square,
                    });
                }
                ui.add_space(16.0);
            }
            ui.vertical(|ui| {
                self.entry_ui(ui, text, session, follow);
                ui.add_space(8.0);
                pressed = self.side(ui, text, session, drawn);
            });
        });
        clicked.or(pressed)
    }

    /// Clocks, buttons and the lists, beside the boards; the command of a button pressed.
    fn side(
        &mut self,
        ui: &mut Ui,
        text: &UiText,
        session: &Session,
        drawn: &Drawn,
    ) -> Option<Input> {
        ui.heading(text.text("window-clocks"));
        let now = session.now();
        for color in Color::ALL {
            let line = clock_line(session, color, now, text);
            let strong = session.clock().active() == Some(color);
            let mut rich = RichText::new(line).size(22.0).monospace();
            if strong {
                rich = rich.strong().color(Color32::from_rgb(0x00, 0x5f, 0xff));
            }
            ui.label(rich);
        }
        ui.add_space(8.0);
        let mut pressed = buttons(ui, text, session, &BUTTONS, Context::Board);
        if session.arbiter_open() {
            ui.add_space(8.0);
            ui.heading(text.text("window-arbiter-panel"));
            pressed = pressed.or(buttons(
                ui,
                text,
                session,
                &ARBITER_BUTTONS,
                Context::Arbiter,
            ));
        }
        ui.add_space(8.0);
        self.moves_ui(ui, text, drawn);
        self.incidents_ui(ui, text, drawn);
        pressed.map(Input::Command)
    }

    /// The move list: a list of its moves, each an item a screen reader reads with its place
    /// ("3 of 24"), the current move selected (`item_list`).
    fn moves_ui(&mut self, ui: &mut Ui, text: &UiText, drawn: &Drawn) {
        let title = text.text("window-moves");
        ui.heading(&title);
        let none = [text.text("no-moves-yet")];
        let moves = if drawn.moves.is_empty() {
            &none[..]
        } else {
            &drawn.moves[..]
        };
        let current = drawn.current_move.filter(|&i| i < drawn.moves.len());
        self.moves.show(ui, &title, moves, current, 0, MOVES_HEIGHT);
    }

    /// The incident log, as the move list: an item an entry, read one by one; Tab reaches the
    /// latest.
    fn incidents_ui(&mut self, ui: &mut Ui, text: &UiText, drawn: &Drawn) {
        if drawn.incidents.is_empty() {
            self.incidents.hide();
            return;
        }
        let title = text.text("window-incidents");
        ui.heading(&title);
        let last = drawn.incidents.len() - 1;
        self.incidents
            .show(ui, &title, &drawn.incidents, None, last, INCIDENTS_HEIGHT);
    }

    fn entry_ui(&mut self, ui: &mut Ui, text: &UiText, session: &Session, follow: bool) {
        ui.horizontal(|ui| {
            // While the arbiter's panel is open the field takes the arbiter's actions.
            let id = if session.arbiter_open() {
                "window-arbiter-entry"
            } else {
                "window-entry"
            };
            let label = ui.label(RichText::new(text.text(id)).size(18.0));
            if self.cursor_to_end {
                // Typing goes on after what was written, wherever the cursor was before.
                let mut state = TextEdit::load_state(ui.ctx(), entry_id()).unwrap_or_default();
                let end = egui::text::CCursor::new(self.entry.chars().count());
                state
                    .cursor
                    .set_char_range(Some(egui::text::CCursorRange::one(end)));
                state.store(ui.ctx(), entry_id());
            }
            // A sealed move is typed unseen (Guideline I): the opponent shares the screen.
            let edit = TextEdit::singleline(&mut self.entry)
                .password(session.sealing())
                .id(entry_id())
                .desired_width(320.0)
                .font(egui::TextStyle::Heading);
            let response = ui.add(edit).labelled_by(label.id);
            if response.has_focus() {
                // Put there while the field has the focus: from now on the cursor is the
                // player's (Home, the arrows).
                self.cursor_to_end = false;
            }
            if response.lost_focus()
                && let Some(written) = self.written.take()
                && self.entry == written
            {
                // Left as it was written: nothing of it stays to mix into a move typed later.
                self.entry.clear();
            }
            // How the field works, read by a screen reader after its name.
            ui.ctx().accesskit_node_builder(response.id, |node| {
                node.set_description(text.text("window-entry-hint"));
            });
            if follow && session.context() == Context::MoveEntry && !response.has_focus() {
                response.request_focus();
            }
            if response.has_focus() {
                board_view::keep_keys(ui, entry_id());
            }
        });
    }
}

/// D.2.11: for a hearing-impaired player, the last announcement, the last move and both clocks
/// in large text at the top of the window.
pub(super) fn large_text(ui: &mut Ui, session: &Session, drawn: &Drawn, announcement: String) {
    const LARGE: f32 = 44.0;
    let text = UiText::get(session.setup().ui);
    let strong = ui.visuals().strong_text_color();
    ui.heading(text.text("window-large-text"));
    ui.label(
        RichText::new(announcement)
            .size(LARGE)
            .strong()
            .color(strong),
    );
    let last_move = drawn
        .moves
        .last()
        .cloned()
        .unwrap_or_else(|| text.text("no-moves-yet"));
    ui.label(RichText::new(last_move).size(LARGE * 0.75).color(strong));
    let now = session.now();
    ui.horizontal(|ui| {
        for color in Color::ALL {
            let line = clock_line(session, color, now, text);
            ui.label(RichText::new(line).size(LARGE).monospace().color(strong));
            ui.add_space(48.0);
        }
    });
    ui.separator();
}

/// A row of buttons, each doing what its key in `context` does (shown as its tooltip); the
/// command of the one pressed.
fn buttons(
    ui: &mut Ui,
    text: &UiText,
    session: &Session,
    buttons: &[(&str, Command)],
    context: Context,
) -> Option<Command> {
    let mut pressed = None;
    ui.horizontal_wrapped(|ui| {
        for &(id, command) in buttons {
            // A game shows only what means something in it: no tournament steps at home.
            if !annabella_core::help::offered(command, session.setup()) {
                continue;
            }
            let label = text.text(id);
            // "key a", not "a": a screen reader drops a description found inside the name
            // ("a" in "Announce").
            let keys = text.text_with(
                "key-hint",
                &[("keys", keys_of(session, command, context).into())],
            );
            if ui.button(label).on_hover_text(keys).clicked() {
                pressed = Some(command);
            }
        }
    });
    pressed
}

fn clock_line(session: &Session, color: Color, now: Duration, text: &UiText) -> String {
    let clock = session.clock();
    let time = if clock.control().is_timed() {
        let secs = clock.remaining(color, now).as_secs();
        format!("{}:{:02}:{:02}", secs / 3600, secs / 60 % 60, secs % 60)
    } else if let Some(deadline) = session.correspondence_clock(color, now) {
        // Correspondence: no clock runs; the time left for the move, in days and hours.
        let setup = session.setup();
        let vocab = annabella_core::vocab::Vocabulary::get(setup.player(setup.reader()).vocab);
        deadline.render(vocab, text)
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
fn keys_of(session: &Session, command: Command, context: Context) -> String {
    session
        .keymap()
        .table(context)
        .iter()
        .filter(|b| b.command == command)
        .map(|b| b.chord.to_string())
        .collect::<Vec<_>>()
        .join(", ")
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
