//! Fuzzing the shells' readers of saved files: journals (a journal line, and whole journals
//! written to disk and read back) and the settings file. None may panic; a journal that cannot be
//! read says why; a settings value that cannot be used is told. Fixed seed, bounded cases; the
//! ignored twin takes `FUZZ_CASES` for a long run.

use annabella::{stores::journal::Saved, stores::settings::Settings};

use annabella_core::{
    session::journal::Entry,
    ui_text::{UiLanguage, UiText},
};
use proptest::{
    prelude::*,
    test_runner::{Config, RngSeed, TestRunner},
};

const PIECES: &[&str] = &[
    "{",
    "}",
    "[",
    "]",
    "\"",
    ":",
    ",",
    "\"at\"",
    "\"input\"",
    "\"Text\"",
    "\"Tick\"",
    "\"Key\"",
    "\"version\"",
    "1",
    "-1",
    "1e999",
    "null",
    "true",
    "\"setup\"",
    "\"mode\"",
    "\"Home\"",
    "[game]",
    "[white]",
    "[speech]",
    "[keys.board]",
    "mode",
    "=",
    "rate",
    "0.5",
    "\"fast\"",
    "vocab",
    "\"nb\"",
    "cues",
    "[\"speak\"]",
    "\"Ctrl+y\"",
    "{ Act = \"PressClock\" }",
    "\n",
    "\u{0}",
    "é",
];

fn text() -> impl Strategy<Value = String> {
    prop_oneof![
        ".{0,200}".prop_map(String::from),
        prop::collection::vec(prop::sample::select(PIECES), 0..40).prop_map(|p| p.join("")),
    ]
}

fn run(cases: u32) {
    let ui = UiText::get(UiLanguage::En);
    let dir = std::env::temp_dir().join(format!("annabella-fuzz-files-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("game.jsonl");
    let mut runner = TestRunner::new(Config {
        cases,
        rng_seed: RngSeed::Fixed(0x5a7ed),
        failure_persistence: None,
        ..Config::default()
    });
    runner
        .run(&(text(), text()), |(line, whole)| {
            let _ = serde_json::from_str::<Entry>(&line);
            std::fs::write(&path, &whole).unwrap();
            match Saved::read(&path) {
                Ok(saved) => {
                    let _ = saved.replay();
                }
                Err(reason) => prop_assert!(!reason.to_string().is_empty()),
            }
            let settings = Settings::parse(&whole, "settings.toml", ui);
            for problem in &settings.problems {
                prop_assert!(problem.contains("settings.toml"), "{problem}");
            }
            let _ = settings.defaults.build();
            Ok(())
        })
        .unwrap();
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn fuzz_journals_and_settings() {
    run(300);
}

#[test]
#[ignore = "the long run: FUZZ_CASES=… cargo test --release -- --ignored fuzz"]
fn fuzz_long_journals_and_settings() {
    run(std::env::var("FUZZ_CASES")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(100_000));
}
