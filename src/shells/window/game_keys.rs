//! The window's keys: to the open overlay when there is one, otherwise to the session as chords
//! (except what a text field or a button needs for itself). Tab goes round the regions; Alt
//! pressed and let go alone opens or closes the menu bar; the focus moved by Tab or a click is
//! followed by the session.

use annabella_core::{
    keymap::{Command, Context},
    session::{Input, Message},
    speech::queue::Priority,
};
use eframe::egui::{self, Event, Id, Key};

use super::{app::App, board_view, game_view::entry_id, keys, overlay::Overlay};

impl App {
    /// Hands this frame's key presses to whatever has them, and removes those taken so no
    /// widget acts on them too.
    pub(super) fn take_keys(&mut self, ctx: &egui::Context) {
        let dialog_open = self.overlay.as_ref().is_some_and(Overlay::is_dialog);
        if self.alt_tapped(ctx) && !dialog_open {
            // As F10: the menu bar opens, or closes when open.
            if let Some(Overlay::Menu(_)) = self.overlay {
                self.overlay = None;
                self.follow_session = true;
                self.say_ui(&Message::ui("menu-closed"), Priority::Chatter);
            } else {
                self.handle(Input::Command(Command::Menu));
            }
            return;
        }
        if self.menu_keys(ctx) || self.training_keys(ctx) || self.dialog_keys(ctx) {
            return;
        }
        self.game_keys(ctx);
    }

    /// The keys of the game itself: the board's and the move field's, and the offer's Enter and
    /// N while an unfinished game is offered.
    fn game_keys(&mut self, ctx: &egui::Context) {
        let focused = ctx.memory(|m| m.focused());
        let on_entry = focused == Some(entry_id());
        let on_board = focused.is_none() || self.is_square(focused);
        let events = ctx.input(|i| i.events.clone());
        let mut taken = Vec::new();
        for (index, event) in events.iter().enumerate() {
            let Event::Key {
                key,
                physical_key,
                pressed: true,
                modifiers,
                ..
            } = event
            else {
                continue;
            };
            if *key == Key::Tab && !modifiers.ctrl && !modifiers.alt {
                // Tab moves between the regions of the window, and goes round at either end
                // at once: egui would leave nothing focused for a frame, and a screen reader
                // would read the window's title again.
                if let Some(to) = self.tab_round(focused, modifiers.shift) {
                    ctx.memory_mut(|m| {
                        m.request_focus(to);
                        m.move_focus(egui::FocusDirection::None);
                    });
                    taken.push(index);
                }
                continue;
            }
            if modifiers.is_none() && self.walk_list(focused, *key) {
                taken.push(index);
                continue;
            }
            let Some(chord) = keys::chord(*key, *physical_key, *modifiers) else {
                continue;
            };
            let offered = matches!(self.overlay, Some(Overlay::Offer { .. }));
            if offered && (*key == Key::Enter || *key == Key::N) {
                self.answer_offer(*key == Key::Enter);
                taken.push(index);
                continue;
            }
            let global = chord.ctrl || chord.alt || chord.key.starts_with('F');
            if on_entry && *key == Key::Enter {
                let text = std::mem::take(&mut self.entry);
                let input = if text.trim().is_empty() {
                    Input::Command(Command::FocusEntry) // says how the field works
                } else {
                    Input::Text(text)
                };
                self.handle(input);
            } else if on_board || global || (on_entry && *key == Key::Escape) {
                if on_entry && self.driver.session().context() != Context::MoveEntry {
                    // Its effects count too: time has passed, and a cue may be due.
                    self.handle(Input::Focus(Context::MoveEntry));
                }
                self.handle(Input::Key(chord));
            } else {
                continue;
            }
            taken.push(index);
            self.follow_session = true;
        }
        if !taken.is_empty() {
            ctx.input_mut(|i| {
                let mut index = 0;
                i.events.retain(|_| {
                    index += 1;
                    !taken.contains(&(index - 1))
                });
            });
        }
    }

    /// Whether Alt was pressed and let go with nothing else pressed meanwhile (egui gives no key
    /// event for a modifier alone, only the change of the modifiers). Anything else pressed,
    /// clicked or typed, or the window losing the focus (Alt+Tab), makes it no tap.
    fn alt_tapped(&mut self, ctx: &egui::Context) -> bool {
        let mut tapped = false;
        ctx.input(|input| {
            for event in &input.events {
                match event {
                    Event::ModifiersChanged(m) => {
                        let others = m.ctrl || m.shift || m.command || m.mac_cmd;
                        tapped = !m.alt && !others && self.alt_alone;
                        self.alt_alone = m.alt && !others;
                    }
                    Event::Key { .. }
                    | Event::Text(_)
                    | Event::PointerButton { .. }
                    | Event::WindowFocused(_) => self.alt_alone = false,
                    _ => {}
                }
            }
        });
        tapped
    }

    /// Where Tab goes round: from the last region to the first, or with Shift from the first
    /// to the last.
    fn tab_round(&self, focused: Option<Id>, back: bool) -> Option<Id> {
        let [first, last] = self.tab_ends;
        let (from, to) = if back { (first, last) } else { (last, first) };
        (focused.is_some() && focused == from)
            .then_some(to)
            .flatten()
    }

    /// Whether `id` is a square of a board drawn.
    pub(super) fn is_square(&self, id: Option<Id>) -> bool {
        id.is_some_and(|id| {
            self.drawn.boards.iter().any(|b| {
                b.squares
                    .iter()
                    .any(|s| board_view::square_id(b.view, s.square) == id)
            })
        })
    }

    /// The focus moved by itself (Tab, a click, a screen reader): the session follows, and
    /// what it says of what the focus reached is the screen reader's to read.
    pub(super) fn follow_focus(&mut self, ctx: &egui::Context) {
        let focused = ctx.memory(|m| m.focused());
        // A move of the move list or an entry of the incident log reached: said as focused
        // (the screen reader's to read).
        let item = self.move_list.position(focused);
        if item != self.move_list.focus {
            self.move_list.focus = item;
            if let Some(index) = item {
                let line = self.drawn.moves.get(index).cloned();
                let line = line.unwrap_or_else(|| self.ui_text().text("no-moves-yet"));
                self.say_focused_text(line);
            }
        }
        let entry = self.incident_list.position(focused);
        if entry != self.incident_list.focus {
            self.incident_list.focus = entry;
            if let Some(line) = entry.and_then(|i| self.drawn.incidents.get(i)).cloned() {
                self.say_focused_text(line);
            }
        }
        let context = self.driver.session().context();
        let on_keys = matches!(context, Context::Board | Context::Arbiter);
        let input = if focused == Some(entry_id()) && on_keys {
            Input::Command(Command::FocusEntry)
        } else if self.is_square(focused) && context == Context::MoveEntry {
            Input::Command(Command::FocusBoard)
        } else {
            return;
        };
        if self.driver.handle(input, crate::driver::Prompt::FocusMoved) {
            self.drawn = super::drawn::Drawn::of(self.driver.session());
        }
        self.after_driver();
    }
}

impl App {
    /// The arrows walk the move list or the incident log when one of its items has the focus;
    /// at either end its end is said. Whether `key` was taken so.
    fn walk_list(&mut self, focused: Option<Id>, key: Key) -> bool {
        let in_moves = self.move_list.position(focused).is_some();
        let list = if in_moves {
            &mut self.move_list
        } else {
            &mut self.incident_list
        };
        let Some(at) = list.position(focused) else {
            return false;
        };
        let Some(step) = list_step(key, at, list.items.len()) else {
            return false;
        };
        match step {
            Ok(to) => list.focus_to = Some(to),
            Err(end) => self.say_ui(&Message::ui(end), Priority::Chatter),
        }
        true
    }
}

/// Where `key` takes the focus in a list of `count` items from item `at`: the previous or next
/// item (Up, Down), the first or last (Home, End), or the message of the end it is already at.
/// None for any other key.
fn list_step(key: Key, at: usize, count: usize) -> Option<Result<usize, &'static str>> {
    let last = count.saturating_sub(1);
    let step = match key {
        Key::ArrowUp if at == 0 => Err("list-start"),
        Key::ArrowUp => Ok(at - 1),
        Key::ArrowDown if at >= last => Err("list-end"),
        Key::ArrowDown => Ok(at + 1),
        Key::Home => Ok(0),
        Key::End => Ok(last),
        _ => return None,
    };
    Some(step)
}
