//! The log of everything said, in order: drawn as the window's last region, its last line the
//! status line at the top, and read again by the training view (its exercise's words, the last
//! answer's).

use std::ops::Range;

use annabella_core::{speech::queue::Priority, ui_text::UiText};
use eframe::egui::{
    self, Id, RichText, Ui,
    accesskit::{Live, Role},
};

use super::text_region::text_region;
use crate::driver::Said;

/// At most this many lines of the log are drawn (all are kept).
const LOG_SHOWN: usize = 200;

/// One line of the log: everything said, in order.
#[derive(Clone, Debug, PartialEq)]
pub struct LogLine {
    pub text: String,
    pub priority: Priority,
}

impl From<Said> for LogLine {
    fn from(said: Said) -> LogLine {
        LogLine {
            text: said.text,
            priority: said.priority,
        }
    }
}

/// Everything said, as shown.
#[derive(Default)]
pub(super) struct Log {
    lines: Vec<LogLine>,
}

impl Log {
    /// Every line, in order.
    pub fn lines(&self) -> &[LogLine] {
        &self.lines
    }

    /// How many lines have been said: where the next thing said begins.
    pub fn count(&self) -> usize {
        self.lines.len()
    }

    /// What the driver has said since it was last asked, added.
    pub fn add(&mut self, said: Vec<Said>) {
        self.lines.extend(said.into_iter().map(LogLine::from));
    }

    /// The lines from line `from` on (none when there are fewer).
    pub fn since(&self, from: usize) -> &[LogLine] {
        &self.lines[from.min(self.lines.len())..]
    }

    /// The lines of `range` (none when it runs past the end).
    pub fn between(&self, range: Range<usize>) -> &[LogLine] {
        self.lines.get(range).unwrap_or_default()
    }

    /// The last announcement (no chatter), for the large text of D.2.11.
    pub fn last_announcement(&self) -> String {
        self.lines
            .iter()
            .rev()
            .find(|l| l.priority == Priority::Announcement)
            .map(|l| l.text.clone())
            .unwrap_or_default()
    }

    /// The status line: the last thing said, large; a live region (read as it changes) when
    /// `live`.
    pub fn status(&self, ui: &mut Ui, live: bool) {
        let status = self
            .lines
            .last()
            .map(|l| l.text.clone())
            .unwrap_or_default();
        let strong = ui.visuals().strong_text_color();
        let response = ui.add(egui::Label::new(
            RichText::new(&status).size(22.0).color(strong),
        ));
        if live {
            ui.ctx().accesskit_node_builder(response.id, |node| {
                node.set_live(Live::Polite);
            });
        }
    }

    /// The log drawn, and its id (the last region Tab reaches).
    pub fn ui(&self, ui: &mut Ui, text: &UiText) -> Id {
        let start = self.lines.len().saturating_sub(LOG_SHOWN);
        let lines = self.lines[start..].iter().map(|l| l.text.as_str());
        text_region(ui, text.text("window-log"), Role::Log, f32::INFINITY, lines)
    }
}
