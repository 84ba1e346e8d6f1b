//! Where the keyboard's focus goes in the window: to where the session is after a key, round
//! the regions with Tab, to the menu bar with Alt pressed and let go alone; and whether the
//! window has the focus at all (the outputs are told when that changes).

use eframe::egui::{self, Event, Id};

/// The keyboard's state between frames.
pub(super) struct Focus {
    /// Move the keyboard focus to where the session is (after a key or at the start).
    follow_session: bool,
    /// Alt is down and nothing else has been pressed since (let go, it opens the menu bar).
    alt_alone: bool,
    /// The first and the last region Tab reaches in the game's view, as last drawn.
    tab_ends: [Option<Id>; 2],
    /// Whether the window had the keyboard focus at the last frame.
    window_focused: Option<bool>,
}

impl Default for Focus {
    /// At the start the focus goes to where the session is.
    fn default() -> Focus {
        Focus {
            follow_session: true,
            alt_alone: false,
            tab_ends: [None; 2],
            window_focused: None,
        }
    }
}

impl Focus {
    /// At the next frame the focus goes to where the session is.
    pub fn follow_session(&mut self) {
        self.follow_session = true;
    }

    /// Whether the focus is to go to where the session is this frame (asked once).
    pub fn take_follow(&mut self) -> bool {
        std::mem::take(&mut self.follow_session)
    }

    /// The first region Tab reaches (the menu bar's first title), as drawn.
    pub fn set_first(&mut self, id: Id) {
        self.tab_ends[0] = Some(id);
    }

    /// The last region Tab reaches (the log), as drawn.
    pub fn set_last(&mut self, id: Id) {
        self.tab_ends[1] = Some(id);
    }

    /// Where Tab goes round: from the last region to the first, or with Shift from the first
    /// to the last.
    pub fn tab_round(&self, focused: Option<Id>, back: bool) -> Option<Id> {
        let [first, last] = self.tab_ends;
        let (from, to) = if back { (first, last) } else { (last, first) };
        (focused.is_some() && focused == from)
            .then_some(to)
            .flatten()
    }

    /// Whether Alt was pressed and let go with nothing else pressed meanwhile (egui gives no key
    /// event for a modifier alone, only the change of the modifiers). Anything else pressed,
    /// clicked or typed, or the window losing the focus (Alt+Tab), makes it no tap.
    pub fn alt_tapped(&mut self, ctx: &egui::Context) -> bool {
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

    /// Whether the window has the keyboard focus now, when that changed since the last frame
    /// (a braille display is given back to the screen reader when it goes).
    pub fn window_focus_changed(&mut self, ctx: &egui::Context) -> Option<bool> {
        let focused = ctx.input(|i| i.viewport().focused)?;
        (self.window_focused != Some(focused)).then(|| {
            self.window_focused = Some(focused);
            focused
        })
    }
}
