//! The screen reader beside the app: whether one is running, and the line on which the window's
//! keys are handed to it first. One body per platform, side by side below, with the same names:
//!
//! - Linux: the accessibility bus's `org.a11y.Status` `ScreenReaderEnabled` property, which Orca
//!   sets while it runs; the keys go to AT-SPI's registry, the keypad told apart through X11.
//! - Windows: the system's own flag, `SPI_GETSCREENREADER`, which NVDA, JAWS and Narrator set
//!   while they run; the readers take their keys with keyboard hooks before the window sees
//!   them, so there is no line to hand them over.
//! - Elsewhere (macOS, the BSDs): it cannot be told yet, and there is no line.
//!
//! Whether one runs chooses the speech mode when the player has not chosen one.

use std::{sync::mpsc, time::Duration};

use annabella_core::speech::SpeechMode;

#[cfg(target_os = "linux")]
pub use at_spi::KeyLine;
#[cfg(target_os = "linux")]
use at_spi::ask;
#[cfg(not(any(target_os = "linux", windows)))]
use elsewhere::ask;
#[cfg(not(target_os = "linux"))]
pub use no_line::KeyLine;
#[cfg(windows)]
use windows::ask;

/// How long the system may take to answer before the question is given up (the window's start
/// must not wait on it).
const ANSWER_WITHIN: Duration = Duration::from_millis(250);

/// How long the screen reader may take to say whether it takes a key. The window waits for the
/// answer, as a GTK application does.
pub const KEY_ANSWER_WITHIN: Duration = Duration::from_millis(500);

/// One key press or release as AT-SPI's registry takes it (`NotifyListenersSync`): the D-Bus
/// struct `(uiiiisb)` — type (0 pressed, 1 released), keysym, key code, modifier mask, time in
/// milliseconds, the key's string, whether it types text.
pub type DeviceEvent = (u32, i32, i32, i32, i32, String, bool);

/// `Some(true)` while a screen reader runs, `Some(false)` when none does, `None` when it cannot
/// be told (no session bus, no accessibility bus, no answer in time, a system not asked).
pub fn running() -> Option<bool> {
    let (answer, answered) = mpsc::channel();
    std::thread::Builder::new()
        .name("screen-reader".into())
        .spawn(move || {
            let _ = answer.send(ask());
        })
        .ok()?;
    answered.recv_timeout(ANSWER_WITHIN).ok().flatten()
}

/// The speech mode to use: the one chosen (command line, settings file), or the one that
/// matches what runs — a screen reader reading the focus, or none. With it the message id that
/// says why.
pub fn choose(chosen: Option<SpeechMode>) -> (SpeechMode, &'static str) {
    if let Some(mode) = chosen {
        return (mode, "speech-mode-chosen");
    }
    match running() {
        Some(true) => (SpeechMode::Events, "speech-mode-found"),
        Some(false) => (SpeechMode::App, "speech-mode-none"),
        None => (SpeechMode::App, "speech-mode-unknown"),
    }
}

#[cfg(target_os = "linux")]
mod at_spi {
    use super::{DeviceEvent, KEY_ANSWER_WITHIN};

    /// Asks the accessibility bus whether a screen reader runs (blocking).
    pub fn ask() -> Option<bool> {
        let bus = zbus::blocking::Connection::session().ok()?;
        let status =
            zbus::blocking::Proxy::new(&bus, "org.a11y.Bus", "/org/a11y/bus", "org.a11y.Status")
                .ok()?;
        status.get_property::<bool>("ScreenReaderEnabled").ok()
    }

    /// The window's line to the screen reader: AT-SPI's registry, and the X server when the
    /// window is on one (to tell the keypad's keys apart).
    pub struct KeyLine {
        registry: zbus::blocking::Connection,
        x: Option<x11rb::rust_connection::RustConnection>,
    }

    impl KeyLine {
        /// Connects to the accessibility bus (blocking: call it on a thread of its own);
        /// `None` when there is none.
        pub fn connect() -> Option<KeyLine> {
            let registry = accessibility_bus()?;
            let x = x11rb::connect(None).ok().map(|(x, _)| x);
            Some(KeyLine { registry, x })
        }

        /// The X server's map of the keys held down (one bit a key code), or `None` when it
        /// cannot be asked.
        pub fn keys_down(&self) -> Option<[u8; 32]> {
            use x11rb::protocol::xproto::ConnectionExt;
            let x = self.x.as_ref()?;
            Some(x.query_keymap().ok()?.reply().ok()?.keys)
        }

        /// Whether the screen reader takes the key for itself; why it did not answer.
        pub fn taken(&self, event: &DeviceEvent) -> Result<bool, String> {
            let reply = self
                .registry
                .call_method(
                    Some("org.a11y.atspi.Registry"),
                    "/org/a11y/atspi/registry/deviceeventcontroller",
                    Some("org.a11y.atspi.DeviceEventController"),
                    "NotifyListenersSync",
                    &(event,),
                )
                .map_err(|error| error.to_string())?;
            Ok(reply.body().deserialize::<bool>().unwrap_or(false))
        }
    }

    /// A connection to the accessibility bus (`AT_SPI_BUS_ADDRESS`, or the address the session
    /// bus's `org.a11y.Bus` gives), or `None` when there is none.
    fn accessibility_bus() -> Option<zbus::blocking::Connection> {
        let address = match std::env::var("AT_SPI_BUS_ADDRESS") {
            Ok(address) if !address.is_empty() => address,
            _ => {
                let session = zbus::blocking::Connection::session().ok()?;
                let reply = session
                    .call_method(
                        Some("org.a11y.Bus"),
                        "/org/a11y/bus",
                        Some("org.a11y.Bus"),
                        "GetAddress",
                        &(),
                    )
                    .ok()?;
                reply.body().deserialize::<String>().ok()?
            }
        };
        zbus::blocking::connection::Builder::address(address.as_str())
            .ok()?
            .method_timeout(KEY_ANSWER_WITHIN)
            .build()
            .ok()
    }
}

#[cfg(windows)]
mod windows {
    use windows_sys::Win32::UI::WindowsAndMessaging::{SPI_GETSCREENREADER, SystemParametersInfoW};

    /// Asks the system's flag that screen readers set while they run (`SPI_GETSCREENREADER`).
    pub fn ask() -> Option<bool> {
        let mut on: i32 = 0;
        // SAFETY: SPI_GETSCREENREADER writes one BOOL to the pointer given, which lives here.
        let asked =
            unsafe { SystemParametersInfoW(SPI_GETSCREENREADER, 0, (&raw mut on).cast(), 0) };
        (asked != 0).then_some(on != 0)
    }
}

#[cfg(not(any(target_os = "linux", windows)))]
mod elsewhere {
    /// Not asked on this system yet (macOS: docs/macos.md): it cannot be told.
    pub fn ask() -> Option<bool> {
        None
    }
}

/// Every system but Linux: on Windows NVDA, JAWS and Narrator take their keys with keyboard
/// hooks before the window sees them; elsewhere (macOS: docs/macos.md) there is no line yet.
#[cfg(not(target_os = "linux"))]
mod no_line {
    use super::DeviceEvent;

    /// No line to the screen reader on this system. No value of this type can be made.
    pub enum KeyLine {}

    impl KeyLine {
        /// Always `None`: there is no line to connect.
        pub fn connect() -> Option<KeyLine> {
            None
        }

        pub fn keys_down(&self) -> Option<[u8; 32]> {
            match *self {}
        }

        pub fn taken(&self, _event: &DeviceEvent) -> Result<bool, String> {
            match *self {}
        }
    }
}
