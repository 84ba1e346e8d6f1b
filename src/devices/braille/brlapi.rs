//! BrlAPI, the braille display server of BRLTTY, through `libbrlapi.so.0.8` loaded at run time:
//! no build dependency, and where the library is missing there is simply no braille display.
//!
//! Only what the display needs, each call on the one thread that owns the connection
//! (`device`): connect (host and key from `BRLAPI_HOST` and `BRLAPI_AUTH`), the driver and the
//! size, take the display (the window's or terminal's tty path, else the whole display), write
//! wide text (so that `LC_ALL=C` never breaks on ß or ä), read keys without waiting. The `brlapi`
//! crate was not used: it builds its bindings with bindgen and libclang, its
//! `read_key_timeout` always fails, and its text writing aborts the app under a C locale.

use std::{
    ffi::{CStr, CString, c_char, c_int, c_uint, c_void},
    sync::atomic::{AtomicI32, Ordering},
};

use super::link::{BrlapiError, MOST_CELLS, Server};

/// The library's name on Debian 12 (BrlAPI 0.8) and a plain fallback.
const LIBRARIES: [&str; 2] = ["libbrlapi.so.0.8", "libbrlapi.so"];

/// Names the one libbrlapi to load instead (a file, or a name the loader looks up): a BrlAPI
/// installed elsewhere, or — in tests — one that is not there, to play as a machine without it.
pub const LIBRARY_VARIABLE: &str = "ANNABELLA_LIBBRLAPI";

/// The libraries to try, in order: the one `wanted` names (`LIBRARY_VARIABLE`), else
/// `LIBRARIES`.
fn library_names(wanted: Option<std::ffi::OsString>) -> Vec<std::ffi::OsString> {
    match wanted.filter(|name| !name.is_empty()) {
        Some(name) => vec![name],
        None => LIBRARIES.iter().map(std::ffi::OsString::from).collect(),
    }
}

/// `BRLAPI_TTY_DEFAULT`: the tty from the environment (`WINDOWPATH`, `WINDOWID`, `CONTROLVT`).
const TTY_DEFAULT: c_int = -1;
/// `BRLAPI_CURSOR_OFF`.
const CURSOR_OFF: c_int = 0;

type Handle = c_void;
type ExceptionHandler = extern "C" fn(*mut Handle, c_int, u32, *const c_void, usize);

/// The error code of the last request the server refused (0: none). libbrlapi's own handler
/// prints and calls `abort()`; ours only notes it here — a C callback has no place for state of
/// its own — and the server drops that connection, which the next read reports.
static REFUSED: AtomicI32 = AtomicI32::new(0);

extern "C" fn on_exception(
    _handle: *mut Handle,
    error: c_int,
    _packet: u32,
    _data: *const c_void,
    _size: usize,
) {
    REFUSED.store(error.max(1), Ordering::Relaxed);
}

/// `brlapi_connectionSettings_t`.
#[repr(C)]
struct ConnectionSettings {
    auth: *const c_char,
    host: *const c_char,
}

/// The functions used, taken from the loaded library.
struct Functions {
    handle_size: unsafe extern "C" fn() -> usize,
    open: unsafe extern "C" fn(*mut Handle, *const c_void, *mut c_void) -> c_int,
    close: unsafe extern "C" fn(*mut Handle),
    set_exception_handler:
        unsafe extern "C" fn(*mut Handle, ExceptionHandler) -> Option<ExceptionHandler>,
    driver_name: unsafe extern "C" fn(*mut Handle, *mut c_char, usize) -> c_int,
    display_size: unsafe extern "C" fn(*mut Handle, *mut c_uint, *mut c_uint) -> c_int,
    enter_tty: unsafe extern "C" fn(*mut Handle, c_int, *const c_char) -> c_int,
    enter_tty_path: unsafe extern "C" fn(*mut Handle, *const c_int, c_int, *const c_char) -> c_int,
    leave_tty: unsafe extern "C" fn(*mut Handle) -> c_int,
    write_wtext: unsafe extern "C" fn(*mut Handle, c_int, *const i32) -> c_int,
    read_key: unsafe extern "C" fn(*mut Handle, c_int, *mut u64) -> c_int,
    error_location: unsafe extern "C" fn() -> *mut c_void,
    strerror: unsafe extern "C" fn(*const c_void) -> *const c_char,
}

/// libbrlapi, loaded.
pub struct Library {
    functions: Functions,
    /// Kept loaded while the function pointers above are used.
    _library: libloading::Library,
}

impl Library {
    /// Loads libbrlapi. It stays in memory after it is let go (`RTLD_NODELETE`): it keeps an
    /// error record per thread whose destructor runs when a thread ends, after the library
    /// would otherwise have been unloaded.
    pub fn load() -> Result<Library, BrlapiError> {
        let mut last = String::new();
        for name in library_names(std::env::var_os(LIBRARY_VARIABLE)) {
            let flags = libloading::os::unix::RTLD_NOW | libc::RTLD_NODELETE;
            // SAFETY: loading libbrlapi runs no initialisers that touch this program's state.
            match unsafe { libloading::os::unix::Library::open(Some(name), flags) } {
                Ok(library) => return Library::with(library.into()),
                Err(error) => last = error.to_string(),
            }
        }
        Err(BrlapiError::NoLibrary(last))
    }

    fn with(library: libloading::Library) -> Result<Library, BrlapiError> {
        let missing = |e: libloading::Error| BrlapiError::NoLibrary(e.to_string());
        // SAFETY: each symbol has the type brlapi.h gives it (BrlAPI 0.8); the pointers are
        // used only while `_library` keeps the library loaded.
        let functions = unsafe {
            Functions {
                handle_size: *library.get(b"brlapi_getHandleSize\0").map_err(missing)?,
                open: *library.get(b"brlapi__openConnection\0").map_err(missing)?,
                close: *library.get(b"brlapi__closeConnection\0").map_err(missing)?,
                set_exception_handler: *library
                    .get(b"brlapi__setExceptionHandler\0")
                    .map_err(missing)?,
                driver_name: *library.get(b"brlapi__getDriverName\0").map_err(missing)?,
                display_size: *library.get(b"brlapi__getDisplaySize\0").map_err(missing)?,
                enter_tty: *library.get(b"brlapi__enterTtyMode\0").map_err(missing)?,
                enter_tty_path: *library
                    .get(b"brlapi__enterTtyModeWithPath\0")
                    .map_err(missing)?,
                leave_tty: *library.get(b"brlapi__leaveTtyMode\0").map_err(missing)?,
                write_wtext: *library.get(b"brlapi__writeWText\0").map_err(missing)?,
                read_key: *library
                    .get(b"brlapi__readKeyWithTimeout\0")
                    .map_err(missing)?,
                error_location: *library.get(b"brlapi_error_location\0").map_err(missing)?,
                strerror: *library.get(b"brlapi_strerror\0").map_err(missing)?,
            }
        };
        Ok(Library {
            functions,
            _library: library,
        })
    }

    /// The text of libbrlapi's last error on this thread.
    fn last_error(&self) -> String {
        // SAFETY: brlapi_error_location returns this thread's error record, which
        // brlapi_strerror reads; the text it returns is copied at once.
        unsafe {
            let location = (self.functions.error_location)();
            let text = (self.functions.strerror)(location);
            if text.is_null() {
                return String::new();
            }
            CStr::from_ptr(text).to_string_lossy().into_owned()
        }
    }

    /// Connects to the server `server` names, or where `BRLAPI_HOST` and `BRLAPI_AUTH` say
    /// (libbrlapi reads them itself). Blocks while the server does not answer: call it where
    /// waiting does no harm.
    pub fn connect(&self, server: &Server) -> Result<Connection<'_>, BrlapiError> {
        let text = |value: &Option<String>| {
            value
                .as_deref()
                .map(CString::new)
                .transpose()
                .map_err(|e| BrlapiError::NoServer(e.to_string()))
        };
        let (auth, host) = (text(&server.auth)?, text(&server.host)?);
        let pointer =
            |value: &Option<CString>| value.as_ref().map_or(std::ptr::null(), |v| v.as_ptr());
        let settings = ConnectionSettings {
            auth: pointer(&auth),
            host: pointer(&host),
        };
        // SAFETY: the handle is as large as libbrlapi says and 8-byte aligned; it lives in
        // the Connection, which closes it once. The settings' strings outlive the call (NULL:
        // from the environment).
        unsafe {
            let words = (self.functions.handle_size)() / 8 + 1;
            let mut memory = vec![0u64; words].into_boxed_slice();
            let handle = memory.as_mut_ptr().cast::<Handle>();
            let wanted = (&raw const settings).cast::<c_void>();
            let fd = (self.functions.open)(handle, wanted, std::ptr::null_mut());
            if fd < 0 {
                return Err(BrlapiError::NoServer(self.last_error()));
            }
            (self.functions.set_exception_handler)(handle, on_exception);
            Ok(Connection {
                library: self,
                memory,
                fd,
                in_tty: false,
            })
        }
    }
}

/// A connection to the BrlAPI server; closed when dropped.
pub struct Connection<'a> {
    library: &'a Library,
    memory: Box<[u64]>,
    fd: c_int,
    in_tty: bool,
}

impl Connection<'_> {
    fn handle(&mut self) -> *mut Handle {
        self.memory.as_mut_ptr().cast::<Handle>()
    }

    fn functions(&self) -> &Functions {
        &self.library.functions
    }

    /// The connection's socket, to wait on for keys.
    pub fn fd(&self) -> c_int {
        self.fd
    }

    /// The server's braille driver ("vr", "NoBraille" when nothing is plugged in).
    pub fn driver(&mut self) -> Result<String, BrlapiError> {
        let mut name = [0 as c_char; 64];
        let handle = self.handle();
        // SAFETY: the buffer's size is passed; libbrlapi ends the name with a NUL.
        let ok =
            unsafe { (self.functions().driver_name)(handle, name.as_mut_ptr(), name.len() - 1) };
        if ok < 0 {
            return Err(BrlapiError::Broken(self.library.last_error()));
        }
        // SAFETY: the last byte was never written: the name is NUL-terminated.
        Ok(unsafe { CStr::from_ptr(name.as_ptr()) }
            .to_string_lossy()
            .into_owned())
    }

    /// The display's cells: (columns, rows), refused when there are more than `MOST_CELLS`.
    pub fn size(&mut self) -> Result<(usize, usize), BrlapiError> {
        let (mut x, mut y): (c_uint, c_uint) = (0, 0);
        let handle = self.handle();
        // SAFETY: two out-parameters.
        if unsafe { (self.functions().display_size)(handle, &mut x, &mut y) } < 0 {
            return Err(BrlapiError::Broken(self.library.last_error()));
        }
        checked_size(x, y)
    }

    /// Takes the display for this app: for the window `window` (an X window id) on the path
    /// `WINDOWPATH` gives, else the tty the environment names (a terminal's `WINDOWID`, a
    /// console's `CONTROLVT`), else — under tmux, a pipe, a virtual X — the whole display.
    pub fn take(&mut self, window: Option<u32>) -> Result<(), BrlapiError> {
        if self.in_tty {
            return Ok(());
        }
        let handle = self.handle();
        let functions = &self.library.functions;
        // SAFETY: a tty path of `count` ints, no driver name (commands and keysyms, not the
        // driver's own key codes).
        let taken = unsafe {
            let mut ok = -1;
            if let Some(window) = window.and_then(|w| c_int::try_from(w).ok()) {
                let mut path = window_path();
                path.push(window);
                let count = c_int::try_from(path.len()).unwrap_or(0);
                ok = (functions.enter_tty_path)(handle, path.as_ptr(), count, std::ptr::null());
            }
            if ok < 0 {
                ok = (functions.enter_tty)(handle, TTY_DEFAULT, std::ptr::null());
            }
            if ok < 0 {
                ok = (functions.enter_tty_path)(handle, std::ptr::null(), 0, std::ptr::null());
            }
            ok
        };
        if taken < 0 {
            return Err(BrlapiError::Tty(self.library.last_error()));
        }
        self.in_tty = true;
        Ok(())
    }

    /// Gives the display back (the screen reader's braille shows again).
    pub fn leave(&mut self) {
        if std::mem::take(&mut self.in_tty) {
            let handle = self.handle();
            // SAFETY: the connection is in tty mode.
            unsafe { (self.functions().leave_tty)(handle) };
        }
    }

    pub fn holds_display(&self) -> bool {
        self.in_tty
    }

    /// Writes `text` (as wide characters: right in any locale), the display's cursor at
    /// `cursor` (0-based) or none.
    pub fn write(&mut self, text: &str, cursor: Option<usize>) -> Result<(), BrlapiError> {
        let wide: Vec<i32> = text
            .chars()
            .map(|c| i32::try_from(u32::from(c)).unwrap_or(0x20))
            .chain([0])
            .collect();
        let cursor = cursor
            .and_then(|c| c_int::try_from(c + 1).ok())
            .unwrap_or(CURSOR_OFF);
        let handle = self.handle();
        // SAFETY: a NUL-terminated wchar_t (32-bit on Linux) string.
        let ok = unsafe { (self.functions().write_wtext)(handle, cursor, wide.as_ptr()) };
        if ok < 0 || REFUSED.swap(0, Ordering::Relaxed) != 0 {
            return Err(BrlapiError::Broken(self.library.last_error()));
        }
        Ok(())
    }

    /// A key, if one is waiting (never waits).
    pub fn key(&mut self) -> Result<Option<u64>, BrlapiError> {
        let mut code = 0u64;
        let handle = self.handle();
        // SAFETY: one out-parameter; timeout 0 returns at once.
        match unsafe { (self.functions().read_key)(handle, 0, &mut code) } {
            1 => Ok(Some(code)),
            0 => Ok(None),
            _ => Err(BrlapiError::Broken(self.library.last_error())),
        }
    }
}

impl Drop for Connection<'_> {
    fn drop(&mut self) {
        self.leave();
        let handle = self.handle();
        // SAFETY: opened in `connect`, closed once here.
        unsafe { (self.functions().close)(handle) };
    }
}

/// The ttys leading to the X server's window (`WINDOWPATH`, e.g. "7" or "1:7").
fn window_path() -> Vec<c_int> {
    std::env::var("WINDOWPATH")
        .unwrap_or_default()
        .split(':')
        .filter_map(|part| part.trim().parse().ok())
        .collect()
}

/// Whether a driver name means "no display": BRLTTY runs, but nothing is plugged in.
/// A display size as the server gave it, checked before anything is sized by it: a server
/// claiming more than `MOST_CELLS` cells (or, garbled, billions) is refused.
pub fn checked_size(columns: c_uint, rows: c_uint) -> Result<(usize, usize), BrlapiError> {
    let cells = u64::from(columns) * u64::from(rows.max(1));
    if cells > MOST_CELLS as u64 {
        return Err(BrlapiError::TooLarge { columns, rows });
    }
    // Within MOST_CELLS, both fit a usize on any platform.
    Ok((columns as usize, rows as usize))
}

pub fn is_no_display(driver: &str, size: (usize, usize)) -> bool {
    driver == "NoBraille" || size.0 <= 1
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_display_of_more_cells_than_any_is_refused_before_anything_is_sized_by_it() {
        assert_eq!(checked_size(80, 1), Ok((80, 1)));
        assert_eq!(checked_size(40, 13), Ok((40, 13)));
        assert_eq!(checked_size(640, 0), Ok((640, 0)));
        for (columns, rows) in [
            (641, 1),
            (1024, 1),
            (100_000_000, 1),
            (u32::MAX, u32::MAX),
            (40, 17),
        ] {
            assert_eq!(
                checked_size(columns, rows),
                Err(BrlapiError::TooLarge { columns, rows }),
                "{columns} by {rows}"
            );
        }
    }

    #[test]
    fn brltty_without_a_display_counts_as_no_display() {
        assert!(is_no_display("NoBraille", (0, 0)));
        assert!(is_no_display("NoBraille", (1, 1)));
        assert!(!is_no_display("vr", (40, 1)));
        assert!(!is_no_display("Papenmeier", (14, 1)));
    }

    #[test]
    fn the_library_named_in_the_environment_is_the_only_one_tried() {
        assert_eq!(library_names(None), ["libbrlapi.so.0.8", "libbrlapi.so"]);
        assert_eq!(library_names(Some("".into())), library_names(None));
        assert_eq!(
            library_names(Some("/opt/brltty/lib/libbrlapi.so.0.8".into())),
            ["/opt/brltty/lib/libbrlapi.so.0.8"]
        );
    }

    #[test]
    fn the_handle_of_a_missing_library_is_no_library() {
        let error = match Library::with_name("libbrlapi-not-here.so") {
            Err(error) => error,
            Ok(_) => panic!("loaded a library that is not there"),
        };
        assert!(matches!(error, BrlapiError::NoLibrary(_)), "{error}");
    }

    impl Library {
        fn with_name(name: &str) -> Result<Library, BrlapiError> {
            // SAFETY: as in `load`.
            let library = unsafe { libloading::Library::new(name) }
                .map_err(|e| BrlapiError::NoLibrary(e.to_string()))?;
            Library::with(library)
        }
    }
}
