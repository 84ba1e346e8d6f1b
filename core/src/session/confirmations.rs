//! What a player asks twice: resigning, aborting an online game and leaving are confirmed by
//! asking again at once, and the help asked again at once gives everything. Anything else in between forgets the first
//! asking.

use crate::keymap::{Act, Command, OnlineKey};

/// What was asked once and waits for its second asking. See the module documentation.
#[derive(Default)]
pub(super) struct Confirmations {
    /// Resigning was asked once.
    resign: bool,
    /// Aborting the online game was asked once.
    abort: bool,
    /// The last command was the help's first answer.
    help: bool,
    /// Leaving was asked once.
    leave: bool,
}

impl Confirmations {
    /// A command comes: every first asking but its own is forgotten (leaving's too: it is
    /// asked again through its own way, not as a command).
    pub(super) fn before(&mut self, command: Command) {
        if command != Command::Act(Act::Resign) {
            self.resign = false;
        }
        if command != Command::Online(OnlineKey::Abort) {
            self.abort = false;
        }
        if command != Command::Help {
            self.help = false;
        }
        self.leave = false;
    }

    /// A line is typed: the help's, aborting's and leaving's first asking are forgotten.
    pub(super) fn before_text(&mut self) {
        self.help = false;
        self.abort = false;
        self.leave = false;
    }

    /// Resigning is asked: whether it was asked just before (then it is done).
    pub(super) fn resign_again(&mut self) -> bool {
        asked_again(&mut self.resign)
    }

    /// Aborting the online game is asked: whether it was asked just before (then it is sent).
    pub(super) fn abort_again(&mut self) -> bool {
        asked_again(&mut self.abort)
    }

    /// Leaving is asked: whether it was asked just before (then it is done).
    pub(super) fn leave_again(&mut self) -> bool {
        asked_again(&mut self.leave)
    }

    /// The help is asked: whether it was asked just before (then everything is given, and the
    /// next asking starts over).
    pub(super) fn help_again(&mut self) -> bool {
        asked_again(&mut self.help)
    }
}

/// The second asking of what `asked` keeps: true, and forgotten; else the first, kept.
fn asked_again(asked: &mut bool) -> bool {
    let again = std::mem::take(asked);
    *asked = !again;
    again
}
