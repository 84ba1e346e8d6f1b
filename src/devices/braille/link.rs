//! The link between the app and its braille display, on every platform: which BrlAPI server
//! to ask, what the app orders the display's thread, what comes back, and why there is no
//! display. The calls are `brlapi.rs` and the thread `device.rs` where BrlAPI is built (Unix);
//! `through_reader.rs` stands in for them where it is not (Windows).

/// The most cells a display may have here: more than the largest made (80 cells in a line, 40
/// by 13 on a multi-line one), fewer than the 1,013 that libbrlapi's 4,096-byte packet holds as
/// wide characters (1,024 cells overflow it: `*** buffer overflow detected ***`).
pub const MOST_CELLS: usize = 640;

/// Why BrlAPI could not be used.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BrlapiError {
    /// libbrlapi is not installed (the loader's words).
    NoLibrary(String),
    /// No BrlAPI server answers (libbrlapi's words).
    NoServer(String),
    /// BRLTTY runs, but no display is plugged in.
    NoDevice,
    /// The server claims a display of more cells than any has (`MOST_CELLS`): a
    /// broken or hostile server. libbrlapi itself overflows its buffers writing to it, so it is
    /// not written to at all.
    TooLarge { columns: u32, rows: u32 },
    /// The display could not be taken.
    Tty(String),
    /// The connection broke.
    Broken(String),
    /// This build has no BrlAPI (Windows): the screen reader drives the display, from the
    /// window's text that AccessKit gives it.
    ThroughScreenReader,
}

/// For logs; what the player is told comes from `locales/ui` (`braille-reason-*`).
impl std::fmt::Display for BrlapiError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            BrlapiError::NoLibrary(detail) => write!(f, "libbrlapi is not installed ({detail})"),
            BrlapiError::NoServer(detail) => write!(f, "no BrlAPI server answers: {detail}"),
            BrlapiError::NoDevice => f.write_str("BRLTTY has no braille display"),
            BrlapiError::TooLarge { columns, rows } => {
                write!(f, "the server claims a display of {columns} by {rows} cells")
            }
            BrlapiError::Tty(detail) => write!(f, "the display could not be taken: {detail}"),
            BrlapiError::Broken(detail) => write!(f, "the connection broke: {detail}"),
            BrlapiError::ThroughScreenReader => f.write_str(
                "braille displays work through your screen reader on Windows; BrlAPI is not built in",
            ),
        }
    }
}

impl std::error::Error for BrlapiError {}

/// Which BrlAPI server to use: `None` for what the environment says (`BRLAPI_HOST`,
/// `BRLAPI_AUTH`), as a screen reader's users have it set up.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Server {
    /// "host:N" (TCP port 4101+N), ":N" (a local socket).
    pub host: Option<String>,
    /// "none", "keyfile:PATH", …
    pub auth: Option<String>,
}

/// What the app asks of the thread.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Order {
    /// Write these cells (exactly the display's width), the display's cursor there or nowhere.
    Write { text: String, cursor: Option<usize> },
    /// The app has the focus (take the display) or has lost it (give it back).
    Focus(bool),
    /// The app's window, for BrlAPI's window path.
    Window(u32),
}

/// What the thread tells the app.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Report {
    /// Connected to a display of this driver and this many cells.
    Ready { driver: String, cells: usize },
    /// No display: why. The thread tries again later unless the library is missing.
    Failed(BrlapiError),
    /// A working display was lost: why. The thread tries again.
    Lost(BrlapiError),
    /// A key, as BrlAPI codes it.
    Key(u64),
}
