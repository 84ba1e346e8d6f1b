//! The real window under a private X server (Xvfb) with the accessibility bus: what a screen
//! reader such as Orca sees through AT-SPI. `scripts/atspi-check` starts the stack, waits for the
//! app's tree, clicks by name, checks names, and stops everything it started.
//!
//! Skipped, saying why, where Xvfb or the AT-SPI Python client is missing; `scripts/test`
//! installs both, so CI runs it.

use std::{path::Path, process::Command};

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

#[test]
fn the_window_publishes_its_accessibility_tree() {
    let missing = missing_tools();
    if !missing.is_empty() {
        eprintln!("skipped: the AT-SPI check needs {}", missing.join(", "));
        return;
    }
    let output = Command::new("scripts/atspi-check")
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .args([
            "--app",
            "annabella",
            "--size",
            "1280x900",
            "--timeout",
            "60",
        ])
        .args(["--click", "Brett wechseln"])
        .args(["--expect", "Dein Brett"])
        .args(["--expect", "Gustav eins, weißer Springer"])
        .args(["--expect", "Eva vier, leer"])
        .args(["--expect", "Uhr drücken"])
        .args(["--expect", "Zug:"])
        .args(["--expect", "Alles Gesagte"])
        .args(["--expect", "Das andere Brett."])
        .arg("--")
        .arg(env!("CARGO_BIN_EXE_annabella"))
        .args(["window", "--mode", "tournament", "--time", "90+30"])
        .args(["--lang", "de", "--screen-reader", "--boards", "all"])
        .env("LIBGL_ALWAYS_SOFTWARE", "1")
        .output()
        .expect("scripts/atspi-check runs");
    let tree = String::from_utf8_lossy(&output.stdout);
    let log = String::from_utf8_lossy(&output.stderr);
    assert!(
        output.status.success(),
        "AT-SPI check failed ({}):\n{tree}\n{log}",
        output.status
    );
    // 64 squares on each of the three boards, each a table cell with its spoken name
    let last_dump = tree.rsplit("# AT-SPI tree").next().unwrap_or_default();
    let cells = last_dump
        .lines()
        .filter(|l| l.contains("[table cell]"))
        .count();
    assert_eq!(cells, 3 * 64, "{tree}");
}
