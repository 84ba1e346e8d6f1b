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
