//! The braille display where this build has no BrlAPI (Windows): NVDA, JAWS and Narrator drive
//! the display themselves, from the window's text that AccessKit gives them (the board's
//! squares, the moves, everything said in the log). This stands where `device.rs` stands on
//! Unix, with the same calls: it reports once that the display is the screen reader's, and has
//! nothing to write.

use std::{
    cell::Cell,
    sync::{Arc, Mutex},
};

use super::link::{BrlapiError, Order, Report, Server};
use crate::devices::speech::Waker;

/// The app's end of a display that is the screen reader's.
pub struct Device {
    /// Whether the one report has been taken.
    told: Cell<bool>,
}

impl Device {
    /// Starts nothing: there is no connection to make.
    pub fn start(
        _server: Server,
        _waker: Arc<Mutex<Option<Waker>>>,
    ) -> Result<Device, std::io::Error> {
        Ok(Device {
            told: Cell::new(false),
        })
    }

    /// The screen reader writes the display from the window's text: an order has nothing to do.
    pub fn order(&mut self, _order: Order) {}

    /// The one report: the display is the screen reader's.
    pub fn reports(&self) -> Vec<Report> {
        if self.told.replace(true) {
            Vec::new()
        } else {
            vec![Report::Failed(BrlapiError::ThroughScreenReader)]
        }
    }
}
