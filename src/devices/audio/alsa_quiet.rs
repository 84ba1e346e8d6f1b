//! libasound's own error printing silenced. Without a sound card, opening the default device
//! makes libasound print eight lines ("ALSA lib confmisc.c:855:(parse_card) cannot find card
//! '0'", …) on the terminal the player's screen reader reads, at every timed game's start. The
//! app says the missing card once, in its own words (`audio-no-device`); libasound's handler
//! is replaced by one that prints nothing, before cpal first opens it.

use std::{
    ffi::{c_char, c_int},
    sync::OnceLock,
};

/// libasound, where ALSA is (Linux and the BSDs); nowhere else.
#[cfg(all(unix, not(target_os = "macos")))]
const LIBRARY_NAMES: [&str; 2] = ["libasound.so.2", "libasound.so"];
#[cfg(any(not(unix), target_os = "macos"))]
const LIBRARY_NAMES: [&str; 0] = [];

/// ALSA's error handler as declared here: its fixed arguments (file, line, function, error,
/// format). libasound passes the format's arguments after them; a callee that never reads
/// them leaves them where the C calling conventions of ALSA's platforms put them.
type Handler = unsafe extern "C" fn(*const c_char, c_int, *const c_char, c_int, *const c_char);

/// `int snd_lib_error_set_handler(snd_lib_error_handler_t handler)` (alsa/error.h).
type SetHandler = unsafe extern "C" fn(Option<Handler>) -> c_int;

/// The handler that prints nothing.
unsafe extern "C" fn say_nothing(
    _file: *const c_char,
    _line: c_int,
    _function: *const c_char,
    _error: c_int,
    _format: *const c_char,
) {
}

/// Silences libasound's error printing, once for the process; whether it was (libasound is
/// not everywhere: then there is nothing to silence). The library stays loaded for as long as
/// the process runs, the handler being in this binary and its setting in libasound.
pub fn silence() -> bool {
    static LOADED: OnceLock<Option<libloading::Library>> = OnceLock::new();
    LOADED
        .get_or_init(|| {
            LIBRARY_NAMES.iter().find_map(|name| {
                // SAFETY: libasound's initialisers touch only its own state.
                let library = unsafe { libloading::Library::new(name) }.ok()?;
                // SAFETY: the symbol is the function of alsa/error.h, of the type above.
                let set =
                    unsafe { library.get::<SetHandler>(b"snd_lib_error_set_handler") }.ok()?;
                // SAFETY: the handler is a plain function that reads none of its arguments.
                unsafe { set(Some(say_nothing)) };
                Some(library)
            })
        })
        .is_some()
}
