//! The real window under a private X server (Xvfb) with the accessibility bus: what a screen
//! reader such as Orca sees through AT-SPI. `scripts/atspi-check` starts the stack, waits for the
//! app's tree, clicks by name, checks names, and stops everything it started.
//!
//! Skipped, saying why, where Xvfb or the AT-SPI Python client is missing; `scripts/test`
//! installs both, so CI runs it.

use std::{path::Path, process::Command, sync::Mutex};

/// One private X server and accessibility stack at a time: each check picks a free display
/// number, and two picking at once could pick the same.
static ONE_STACK: Mutex<()> = Mutex::new(());

fn missing_tools() -> Vec<&'static str> {
    let mut missing = Vec::new();
    if !Path::new("/usr/bin/Xvfb").exists() {
        missing.push("Xvfb (apt-get install xvfb)");
    }
    if !Path::new("/usr/libexec/at-spi-bus-launcher").exists() {
        missing.push("at-spi-bus-launcher (apt-get install at-spi2-core)");
    }
    let pyatspi = Command::new("/usr/bin/python3")
        .args(["-c", "import pyatspi"])
        .output()
        .is_ok_and(|o| o.status.success());
    if !pyatspi {
        missing.push("pyatspi (apt-get install python3-pyatspi)");
    }
    missing
}

/// Runs `scripts/atspi-check` with `check` (clicks and expected names) on the window opened
/// with `window` (its arguments after `window`), with a private home for its files; answers
/// the last dump of the tree, or `None` (said why) where the tools are missing. Fails with the
/// whole tree and log when a check fails.
fn atspi_check(check: &[&str], window: &[&str]) -> Option<String> {
    let _stack = ONE_STACK.lock().unwrap_or_else(|p| p.into_inner());
    // The window speaks and sounds on the machine's sink: not while a sound test listens.
    let _sink = crate::one_at_a_time();
    let missing = missing_tools();
    if !missing.is_empty() {
        eprintln!("skipped: the AT-SPI check needs {}", missing.join(", "));
        return None;
    }
    let home = std::env::temp_dir().join(format!("annabella-atspi-{}", std::process::id()));
    // How long the check waits for the app's tree: the tests' patience, not a guess at speed.
    let patience = crate::common::PATIENCE.as_secs().to_string();
    let output = Command::new("scripts/atspi-check")
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .args(["--app", "annabella", "--size", "1280x900"])
        .args(["--timeout", &patience])
        .args(check)
        .arg("--")
        .arg(env!("CARGO_BIN_EXE_annabella"))
        .arg("window")
        .args(window)
        .env("LIBGL_ALWAYS_SOFTWARE", "1")
        .env("XDG_DATA_HOME", home.join("data"))
        .env("XDG_CONFIG_HOME", home.join("config"))
        .output()
        .expect("scripts/atspi-check runs");
    let _ = std::fs::remove_dir_all(&home);
    let tree = String::from_utf8_lossy(&output.stdout);
    let log = String::from_utf8_lossy(&output.stderr);
    assert!(
        output.status.success(),
        "AT-SPI check failed ({}):\n{tree}\n{log}",
        output.status
    );
    Some(
        tree.rsplit("# AT-SPI tree")
            .next()
            .unwrap_or_default()
            .to_string(),
    )
}

#[test]
fn the_window_publishes_its_accessibility_tree() {
    let check = [
        "--click",
        "Brett wechseln",
        "--expect",
        "Dein Brett",
        "--expect",
        "Gustav eins, weißer Springer",
        "--expect",
        "Eva vier, leer",
        "--expect",
        "Uhr drücken",
        "--expect",
        "Zug:",
        "--expect",
        "Alles Gesagte",
        "--expect",
        "Das andere Brett.",
    ];
    let window = [
        "--mode",
        "tournament",
        "--time",
        "90+30",
        "--lang",
        "de",
        "--screen-reader",
        "--boards",
        "all",
    ];
    let Some(last_dump) = atspi_check(&check, &window) else {
        return;
    };
    // 64 squares on each of the three boards, each a table cell with its spoken name
    let cells = last_dump
        .lines()
        .filter(|l| l.contains("[table cell]"))
        .count();
    assert_eq!(cells, 3 * 64, "{last_dump}");
}

/// Opened with no game set up (as from the desktop menu), the window starts on the new-game
/// dialog: a screen reader finds each choice as a named combo box, the buttons, and the menu
/// bar.
#[test]
fn the_new_game_dialog_and_the_menu_bar_reach_the_screen_reader() {
    let check = [
        "--expect",
        "Neue Partie",
        "--expect",
        "Gegner",
        "--expect",
        "Bedenkzeit",
        "--expect",
        "Die Partie beginnen",
        "--expect",
        "Menüleiste",
    ];
    let Some(last_dump) = atspi_check(&check, &["--lang", "de", "--screen-reader"]) else {
        return;
    };
    // The choices are combo boxes named by their labels; the bar is a menu bar.
    for (role, name) in [
        ("[combo box]", "'Gegner: der Computer'"),
        ("[combo box]", "'Bedenkzeit: "),
        ("[menu bar]", "'Menüleiste'"),
    ] {
        assert!(
            last_dump
                .lines()
                .any(|l| l.contains(role) && l.contains(name)),
            "no {role} {name} in\n{last_dump}"
        );
    }
}
