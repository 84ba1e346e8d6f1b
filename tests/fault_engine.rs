//! The fault-injection suite for engines: fake UCI engines that flood their output (before
//! `uciok`, in one endless line, during a search, in millions of short lines) are given up on in
//! words, in bounded memory, for what they said and not for their time; one that floods while it
//! thinks still hears `stop`. How long each took is printed, not asserted: it is the machine's
//! speed. (One test in this file, run in a process of its own, so that the memory measured is
//! the floods' alone.)

use crate::common;

use std::{
    path::Path,
    sync::{atomic::AtomicBool, mpsc},
    thread,
    time::{Duration, Instant},
};

use annabella::devices::engine::uci::{HANDSHAKE_TIMEOUT, SEARCH_LINES, UciEngine};
use annabella_core::engine::{Engine, EngineError, Limits, Reply};
use annabella_core::rules::Game;
use common::{PATIENCE, data_dir, engines::fake};

/// This process's resident memory, in kilobytes.
fn rss_kb() -> u64 {
    let status = std::fs::read_to_string("/proc/self/status").unwrap();
    status
        .lines()
        .find_map(|l| l.strip_prefix("VmRSS:"))
        .and_then(|v| v.trim().trim_end_matches("kB").trim().parse().ok())
        .unwrap()
}

/// Starts `program` on a thread; its result and how long it took, or a failure after
/// `PATIENCE` (a handshake that never ends).
fn start(program: &Path) -> (Result<UciEngine, EngineError>, Duration) {
    let (sender, result) = mpsc::channel();
    let program = program.to_str().unwrap().to_string();
    thread::spawn(move || {
        let began = Instant::now();
        let engine = UciEngine::start(&program, &[], HANDSHAKE_TIMEOUT);
        let _ = sender.send((engine, began.elapsed()));
    });
    result
        .recv_timeout(PATIENCE)
        .expect("the handshake ended (it waited for ever before)")
}

/// A fake engine, started: it answers the handshake, and `go` as the shell command `go` says.
fn searching(dir: &Path, name: &str, go: &str) -> UciEngine {
    let program = fake(
        dir,
        name,
        &format!(
            r#"while read -r line; do
  case "$line" in
    uci) echo uciok ;;
    isready) echo readyok ;;
    go*) {go} ;;
  esac
done"#
        ),
    );
    start(&program).0.unwrap()
}

/// `engine` asked for a move from the start until `stop`: its answer, how long it took (a
/// figure to print), and how much this process's memory grew meanwhile — bounded, asserted.
fn think_bounded(
    engine: &mut UciEngine,
    limits: &Limits,
    stop: &AtomicBool,
) -> (Result<Reply, EngineError>, Duration, u64) {
    let before = rss_kb();
    let began = Instant::now();
    let result = engine.think(&Game::default(), limits, stop);
    let took = began.elapsed();
    let grown = rss_kb().saturating_sub(before);
    assert!(grown < 64 * 1024, "{grown} kB more");
    (result, took, grown)
}

/// A search with no bound but its depth: it runs until the engine stops or is given up on.
fn deep() -> Limits {
    Limits {
        depth: Some(30),
        ..Limits::default()
    }
}

/// Finding 7 of the third hardening round: an engine that floods before `uciok` was waited for
/// for ever. Now it is given up on in words as flooding (not as silent at the handshake's
/// time), in bounded memory; so is one that floods during a search.
#[test]
fn an_engine_that_floods_is_given_up_on_in_words_in_bounded_time_and_memory() {
    // The memory measured is the process's: in the test binary other tests run beside this one
    // and grow it too, so the floods run in a process of their own — this binary again, with
    // this test alone.
    const ALONE: &str = "ANNABELLA_FLOODS_ALONE";
    if std::env::var_os(ALONE).is_none() {
        let name = "fault_engine::an_engine_that_floods_is_given_up_on_in_words_in_bounded_time_and_memory";
        let alone = std::process::Command::new(std::env::current_exe().unwrap())
            .args([name, "--exact", "--nocapture", "--test-threads", "1"])
            .env(ALONE, "1")
            .output()
            .expect("the test binary runs");
        let said = String::from_utf8_lossy(&alone.stdout);
        assert!(
            alone.status.success() && said.contains("1 passed"),
            "the floods, alone: {said}{}",
            String::from_utf8_lossy(&alone.stderr)
        );
        println!("{said}");
        return;
    }
    let dir = data_dir("fault-flood");
    let floods = [
        (
            "lines",
            "read line\nexec yes 'info string flooding before uciok'",
        ),
        ("one-endless-line", "read line\nexec cat /dev/zero"),
    ];
    for (name, body) in floods {
        let program = fake(&dir, name, body);
        let before = rss_kb();
        let (engine, took) = start(&program);
        let error = engine.err().expect("refused");
        assert!(
            matches!(error, EngineError::Flooded { .. }),
            "{name}: {error}"
        );
        // Flooded, not timed out (`NoAnswer`): refused for what it said, whatever the
        // machine's speed; the time it took is printed below.
        let said = error.to_string();
        assert!(
            said.starts_with(&format!("The engine {} said too much", program.display())),
            "{said}"
        );
        let grown = rss_kb().saturating_sub(before);
        assert!(grown < 64 * 1024, "{name}: {grown} kB more");
        println!(
            "{name}: refused after {took:?} (handshake's time {HANDSHAKE_TIMEOUT:?}), {grown} kB more"
        );
    }
    let _ = std::fs::remove_dir_all(&dir);
    // One after the other: the memory measured is this process's.
    an_engine_that_floods_during_a_search_is_given_up_on_in_bounded_memory();
    an_engine_that_floods_short_lines_is_given_up_on_after_its_lines_not_its_time();
    an_engine_flooding_while_it_thinks_is_stopped_and_its_answer_heard();
}

/// A search with no time limit (`go depth`), engine output of short lines ("info", five
/// bytes): they were read until the 256 MB of a search were said, 50 million lines, for most
/// of the minute a search may last. Now a search is bounded in lines too: given up on in
/// words after a million, in bounded memory.
fn an_engine_that_floods_short_lines_is_given_up_on_after_its_lines_not_its_time() {
    let dir = data_dir("fault-flood-short");
    let mut engine = searching(&dir, "flood-short", "exec yes info");
    let (result, took, grown) = think_bounded(&mut engine, &deep(), &AtomicBool::new(false));
    let Err(EngineError::Flooded { lines, .. }) = result else {
        panic!("given up on as flooding: {result:?}");
    };
    assert_eq!(lines, SEARCH_LINES + 1, "given up on after its lines");
    println!("short lines: given up after {lines} lines, {took:?}, {grown} kB more");
    drop(engine);
    let _ = std::fs::remove_dir_all(&dir);
}

/// An engine that floods `info` lines while it thinks and answers `stop` at once: the stop
/// reaches it through the flood, and its move is heard after it (it answers nothing else, so
/// the move proves the stop came through; how long it took is printed); an engine that says
/// much but less than the bound is heard too.
fn an_engine_flooding_while_it_thinks_is_stopped_and_its_answer_heard() {
    let dir = data_dir("fault-flood-stop");
    // It answers nothing but `stop`.
    let mut engine = searching(
        &dir,
        "flood-until-stop",
        "yes 'info depth 1 score cp 1 nodes 1 pv e2e4' & flood=$! ;;\n    \
         stop) kill \"$flood\"; wait \"$flood\"; echo; echo bestmove d2d4",
    );
    let stop = std::sync::Arc::new(AtomicBool::new(false));
    let stopper = {
        let stop = std::sync::Arc::clone(&stop);
        thread::spawn(move || {
            thread::sleep(Duration::from_millis(300));
            stop.store(true, std::sync::atomic::Ordering::Relaxed);
        })
    };
    let (reply, took, grown) = think_bounded(&mut engine, &deep(), &stop);
    stopper.join().unwrap();
    let reply = reply.expect("the move said after stop");
    assert_eq!(
        reply
            .mv
            .to_uci(shakmaty::CastlingMode::Standard)
            .to_string(),
        "d2d4"
    );
    println!("flood until stop: answered after {took:?}, {grown} kB more");
    drop(engine);
    let reply = searching(
        &dir,
        "talkative",
        "yes 'info depth 1 nodes 1' | head -n 300000; echo bestmove g1f3",
    )
    .think(&Game::default(), &deep(), &AtomicBool::new(false))
    .expect("a talkative engine's move");
    assert_eq!(
        reply
            .mv
            .to_uci(shakmaty::CastlingMode::Standard)
            .to_string(),
        "g1f3"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// An engine that floods during a search is stopped after its time and given up on, and what
/// it says meanwhile costs bounded memory (it waits on its pipe). How long after its 200 ms it
/// was given up on is printed.
fn an_engine_that_floods_during_a_search_is_given_up_on_in_bounded_memory() {
    let dir = data_dir("fault-flood-search");
    let mut engine = searching(
        &dir,
        "flood-search",
        "exec yes 'info depth 1 score cp 1 nodes 1 pv e2e4'",
    );
    let limits = Limits::movetime(Duration::from_millis(200));
    let (result, took, grown) = think_bounded(&mut engine, &limits, &AtomicBool::new(false));
    assert!(
        matches!(
            result,
            Err(EngineError::NoAnswer { .. } | EngineError::Flooded { .. })
        ),
        "{result:?}"
    );
    println!("flooded search: given up after {took:?}, {grown} kB more");
    drop(engine);
    let _ = std::fs::remove_dir_all(&dir);
}
