//! Every scenario script in `tests/scripts/` (the `annabella script` format) plays, and every
//! `expect` / `expect-none` line in it holds. Each script must check something.

use std::time::Instant;

use annabella_core::session::script::{Happened, InlineEngines, Script};

#[test]
fn every_scenario_script_holds_what_it_expects() {
    let folder = concat!(env!("CARGO_MANIFEST_DIR"), "/../tests/scripts");
    let mut files: Vec<_> = std::fs::read_dir(folder)
        .expect("tests/scripts is there")
        .map(|entry| entry.expect("a readable entry").path())
        .filter(|path| path.extension().is_some_and(|e| e == "txt"))
        .collect();
    files.sort();
    assert!(files.len() >= 7, "only {} scripts found", files.len());
    let mut failures = Vec::new();
    for path in &files {
        let name = path.file_name().unwrap().to_string_lossy().to_string();
        let text = std::fs::read_to_string(path).expect("a readable script");
        assert!(
            text.lines().any(|l| l.starts_with("expect")),
            "{name} checks nothing: give it expect lines"
        );
        let script = Script::parse(&text).unwrap_or_else(|e| panic!("{name}: {e}"));
        let (_, happened) = script
            .run(&mut InlineEngines::new(1, Instant::now))
            .unwrap_or_else(|e| panic!("{name}: {e}"));
        for h in &happened {
            if let Happened::Unmet {
                line,
                text,
                present,
                ..
            } = h
            {
                let how = if *present { "not said" } else { "said" };
                failures.push(format!("{name}:{line}: {text:?} was {how}"));
            }
        }
        if !failures.is_empty() {
            let said: Vec<&str> = happened
                .iter()
                .filter_map(|h| match h {
                    Happened::Said { text, .. } => Some(text.as_str()),
                    _ => None,
                })
                .collect();
            failures.push(format!("{name} said:\n  {}", said.join("\n  ")));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn an_expectation_that_does_not_hold_is_reported_with_its_line() {
    let script = Script::parse(
        "lang en\nvocab white en\nvocab black en\ntype e4\nexpect Eva four\nexpect Felix three\nexpect-none Eva four\n",
    )
    .unwrap();
    let (_, happened) = script
        .run(&mut InlineEngines::new(1, Instant::now))
        .unwrap();
    let unmet: Vec<(usize, bool)> = happened
        .iter()
        .filter_map(|h| match h {
            Happened::Unmet { line, present, .. } => Some((*line, *present)),
            _ => None,
        })
        .collect();
    assert_eq!(unmet, [(6, true), (7, false)]);
}
