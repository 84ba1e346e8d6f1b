//! The arbiter's panel: closed, armed by a first press, or open with the keyboard's place kept
//! for its closing; and the arbiter's count of each player's completed illegal moves (§7.5.5).

use shakmaty::{ByColor, Color};

use crate::keymap::Context;

/// Whether the panel is open, or waiting for the confirming press.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(super) enum Panel {
    #[default]
    Closed,
    /// The first press: the next press of the same key opens it.
    Armed,
    Open,
}

/// The arbiter's panel and tally. See the module documentation.
pub(super) struct ArbiterPanel {
    state: Panel,
    /// The keyboard's place before the panel opened, where closing it goes back.
    context_before: Context,
    /// Completed illegal moves per player (§7.5.5).
    illegal_moves: ByColor<u8>,
}

impl ArbiterPanel {
    pub(super) fn new() -> ArbiterPanel {
        ArbiterPanel {
            state: Panel::Closed,
            context_before: Context::Board,
            illegal_moves: ByColor::default(),
        }
    }

    pub(super) fn state(&self) -> Panel {
        self.state
    }

    pub(super) fn is_open(&self) -> bool {
        self.state == Panel::Open
    }

    /// The first press of the opening key: the next one opens the panel.
    pub(super) fn arm(&mut self) {
        self.state = Panel::Armed;
    }

    /// Any other command than the opening key: the first press is forgotten.
    pub(super) fn disarm(&mut self) {
        if self.state == Panel::Armed {
            self.state = Panel::Closed;
        }
    }

    /// The panel opens: the keyboard's place `context` is kept, and becomes the arbiter's.
    pub(super) fn open(&mut self, context: &mut Context) {
        self.state = Panel::Open;
        self.context_before = *context;
        *context = Context::Arbiter;
    }

    /// The panel closes: the keyboard goes back to where it was before it opened.
    pub(super) fn close(&mut self, context: &mut Context) {
        if self.state == Panel::Open {
            *context = self.context_before;
        }
        self.state = Panel::Closed;
    }

    /// Where the keyboard goes: while the panel is open, the board's keys are the arbiter's.
    pub(super) fn while_open(&self, context: Context) -> Context {
        if self.state == Panel::Open && context == Context::Board {
            Context::Arbiter
        } else {
            context
        }
    }

    /// One more completed illegal move by `color`: how many they have made now.
    pub(super) fn count_illegal_move(&mut self, color: Color) -> u8 {
        self.illegal_moves[color] += 1;
        self.illegal_moves[color]
    }
}
