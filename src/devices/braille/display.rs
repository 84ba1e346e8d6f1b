//! The braille display as one of the driver's outputs: fed what the session says and shows,
//! giving back the inputs its keys make. The cells are decided by the core's `BrailleView`;
//! the device thread (`device`) talks BrlAPI. Nothing here waits: a display that is missing,
//! slow or lost is told once (in the interface language) and the game goes on.

use std::{
    collections::VecDeque,
    sync::{Arc, Mutex},
    time::{Duration, Instant},
};

use annabella_core::{
    braille::{BrailleView, Screen, from_brlapi},
    clock::cues::HeardCue,
    session::{Input, Session},
    ui_text::{UiLanguage, UiText},
};

use crate::{
    devices::output::{Output, Said},
    devices::speech::Waker,
};

#[cfg(unix)]
use super::device::Device;
use super::link::{BrlapiError, Order, Report, Server};
#[cfg(not(unix))]
use super::through_reader::Device;
use crate::stores::settings::braille::{BrailleSettings, Use};

/// How long the display may take to answer before it is told missing (it may still come).
pub const CONNECT_LIMIT: Duration = Duration::from_secs(3);

/// What is told about the display, once each time it happens.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Notice {
    Ready { driver: String, cells: usize },
    Missing(Missing),
    Lost(BrlapiError),
}

/// Why there is no display.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Missing {
    Refused(BrlapiError),
    /// The server did not answer within `CONNECT_LIMIT`.
    Silent,
}

impl Notice {
    /// The notice in words.
    pub fn text(&self, ui: &UiText) -> String {
        match self {
            Notice::Ready { driver, cells } => ui.text_with(
                "braille-ready",
                &[
                    ("driver", driver.clone().into()),
                    ("cells", (*cells as u64).into()),
                ],
            ),
            Notice::Missing(missing) => {
                let reason = match missing {
                    Missing::Refused(error) => reason(error, ui),
                    Missing::Silent => ui.text_with(
                        "braille-reason-timeout",
                        &[("seconds", CONNECT_LIMIT.as_secs().into())],
                    ),
                };
                ui.text_with("braille-missing", &[("reason", reason.into())])
            }
            Notice::Lost(error) => {
                ui.text_with("braille-lost", &[("reason", reason(error, ui).into())])
            }
        }
    }
}

/// Why BrlAPI failed, in words.
fn reason(error: &BrlapiError, ui: &UiText) -> String {
    match error {
        BrlapiError::NoLibrary(_) => ui.text("braille-reason-library"),
        BrlapiError::NoServer(detail) => ui.text_with(
            "braille-reason-server",
            &[("detail", detail.clone().into())],
        ),
        BrlapiError::NoDevice => ui.text("braille-reason-no-device"),
        BrlapiError::TooLarge { columns, rows } => ui.text_with(
            "braille-reason-too-large",
            &[
                (
                    "cells",
                    (u64::from(*columns) * u64::from(*rows).max(1)).into(),
                ),
                ("most", (super::link::MOST_CELLS as u64).into()),
            ],
        ),
        BrlapiError::Tty(detail) => {
            ui.text_with("braille-reason-tty", &[("detail", detail.clone().into())])
        }
        BrlapiError::Broken(detail) => detail.clone(),
        BrlapiError::ThroughScreenReader => ui.text("braille-reason-screen-reader"),
    }
}

/// Where the connection stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Link {
    Connecting,
    /// Told missing (or, with `auto`, silently given up on); a later connection still counts.
    Missing,
    Ready,
}

/// The braille display output.
pub struct BrailleDisplay {
    view: BrailleView,
    device: Device,
    /// Called by the device's thread after each report; the shell's, once it gives one.
    waker: Arc<Mutex<Option<Waker>>>,
    /// `--braille on`: a missing display is told.
    insist: bool,
    ui: UiLanguage,
    link: Link,
    started: Instant,
    notices: VecDeque<Notice>,
    /// Inputs the keys made, not yet taken.
    pending: Vec<Input>,
    /// The notices told, until they come back as said.
    told: Vec<String>,
    written: Option<Screen>,
}

impl BrailleDisplay {
    /// Starts looking for a display on `server` (on a thread of its own; this returns at
    /// once); `None` when the settings say off.
    pub fn open(settings: BrailleSettings, server: Server) -> Option<BrailleDisplay> {
        if settings.display == Use::Off {
            return None;
        }
        let insist = settings.display == Use::On;
        let waker = Arc::new(Mutex::new(None));
        let device = match Device::start(server, Arc::clone(&waker)) {
            Ok(device) => device,
            Err(_) => return None,
        };
        Some(BrailleDisplay {
            view: BrailleView::new(settings.moves, 40),
            device,
            waker,
            insist,
            ui: UiLanguage::En,
            link: Link::Connecting,
            started: Instant::now(),
            notices: VecDeque::new(),
            pending: Vec::new(),
            told: Vec::new(),
            written: None,
        })
    }

    /// A display is connected.
    pub fn ready(&self) -> bool {
        self.link == Link::Ready
    }

    /// What the display shows now (what was last sent to it).
    pub fn screen(&self) -> Screen {
        self.view.screen()
    }

    /// Sends the cells if they changed.
    fn flush(&mut self) {
        let screen = self.view.screen();
        if self.written.as_ref() != Some(&screen) {
            self.device.order(Order::Write {
                text: screen.text.clone(),
                cursor: screen.cursor,
            });
            self.written = Some(screen);
        }
    }

    /// The device's reports: keys become inputs (kept for `inputs`), the rest notices.
    fn poll(&mut self) {
        for report in self.device.reports() {
            match report {
                Report::Key(code) => {
                    if let Some(key) = from_brlapi(code) {
                        let inputs = self.view.key(key);
                        self.pending.extend(inputs);
                    }
                }
                Report::Ready { driver, cells } => {
                    self.link = Link::Ready;
                    self.view.set_width(cells);
                    self.written = None;
                    self.notices.push_back(Notice::Ready { driver, cells });
                }
                Report::Failed(error) => {
                    if self.link == Link::Connecting && self.insist {
                        self.notices
                            .push_back(Notice::Missing(Missing::Refused(error)));
                    }
                    if self.link != Link::Ready {
                        self.link = Link::Missing;
                    }
                }
                Report::Lost(error) => {
                    self.link = Link::Missing;
                    self.notices.push_back(Notice::Lost(error));
                }
            }
        }
        if self.link == Link::Connecting && self.started.elapsed() >= CONNECT_LIMIT {
            self.link = Link::Missing;
            if self.insist {
                self.notices.push_back(Notice::Missing(Missing::Silent));
            }
        }
        self.flush();
    }
}

impl Output for BrailleDisplay {
    fn said(&mut self, said: &Said) {
        // Its own notices come back as said: for the ear and the screen, not for the display,
        // which shows that it works by working.
        if let Some(index) = self.told.iter().position(|t| *t == said.text) {
            self.told.remove(index);
            return;
        }
        self.view.said(&said.text, said.priority);
    }

    fn cue(&mut self, cue: &HeardCue) {
        self.view.cue(cue.cue);
    }

    fn shown(&mut self, session: &Session) {
        self.ui = session.setup().ui;
        self.view.shown(session);
        self.flush();
    }

    fn inputs(&mut self) -> Vec<Input> {
        self.poll();
        std::mem::take(&mut self.pending)
    }

    fn focus(&mut self, focused: bool) {
        self.device.order(Order::Focus(focused));
    }

    /// The app's window (an X window id), for BrlAPI's window path.
    fn set_window(&mut self, window: u32) {
        self.device.order(Order::Window(window));
    }

    fn set_waker(&mut self, waker: Waker) {
        if let Ok(mut slot) = self.waker.lock() {
            *slot = Some(waker);
        }
    }

    fn take_notice(&mut self) -> Option<String> {
        self.poll();
        let notice = self.notices.pop_front()?;
        let text = notice.text(UiText::get(self.ui));
        self.told.push(text.clone());
        Some(text)
    }
}
