//! The screen: whether a window can be opened on this system. Where it cannot, the command
//! line plays at the terminal instead and says why (`LOOKED_FOR`).

/// What was looked for: the variables that name an X11 or Wayland display.
#[cfg(not(any(windows, target_os = "macos")))]
pub const LOOKED_FOR: &str = "DISPLAY, WAYLAND_DISPLAY";
/// What was looked for: the desktop of the session, which Windows and macOS always have.
#[cfg(any(windows, target_os = "macos"))]
pub const LOOKED_FOR: &str = "the desktop";

/// A display to open a window on: on Linux and the BSDs an X11 or Wayland display named in the
/// environment (`DISPLAY`, `WAYLAND_DISPLAY`).
#[cfg(not(any(windows, target_os = "macos")))]
pub fn display_available() -> bool {
    ["DISPLAY", "WAYLAND_DISPLAY"]
        .iter()
        .any(|v| std::env::var_os(v).is_some_and(|s| !s.is_empty()))
}

/// A display to open a window on: on Windows and macOS there always is one (the desktop of the
/// session the app runs in); a variable such as `DISPLAY` means nothing there.
#[cfg(any(windows, target_os = "macos"))]
pub fn display_available() -> bool {
    true
}

/// The window is opening. On Windows a console made for this program alone — `annabella.exe` is
/// a console program, so that its commands work in a console, and started from the Start menu
/// or Explorer it gets a console of its own — is let go, so that no empty console stands beside
/// the game's window for the screen reader to read or the focus to fall on. A console shared
/// with the program that started it (cmd, PowerShell, a terminal) is kept. Elsewhere there is
/// nothing to do.
pub fn window_opening() {
    #[cfg(windows)]
    {
        use windows_sys::Win32::System::Console::{FreeConsole, GetConsoleProcessList};
        let mut processes = [0u32; 2];
        // SAFETY: a buffer of two process ids, with its length.
        let sharing = unsafe { GetConsoleProcessList(processes.as_mut_ptr(), 2) };
        if sharing == 1 {
            // SAFETY: no console handle is held across this call; writes to the standard
            // handles after it fail quietly (Rust's standard library takes an invalid handle
            // as a closed one).
            unsafe { FreeConsole() };
        }
    }
}
