//! The built binary, run as a user runs it.

use std::{
    io::Write,
    process::{Command, Output, Stdio},
};

/// The binary as the tests run it: interface messages in English, whatever the machine's
/// locale; games journaled into a folder of the tests', not the user's; and the user's
/// settings do not set the tests' games up.
fn binary() -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_annabella"));
    command
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env("LANG", "C")
        .env(
            "XDG_DATA_HOME",
            std::env::temp_dir().join("annabella-cli-tests"),
        )
        .env(
            "XDG_CONFIG_HOME",
            std::env::temp_dir().join("annabella-cli-tests-config"),
        );
    command
}

fn annabella(args: &[&str]) -> Output {
    binary().args(args).output().expect("the binary runs")
}

fn with_input(args: &[&str], input: &str) -> Output {
    let mut child = binary()
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_bytes())
        .unwrap();
    child.wait_with_output().unwrap()
}

/// A file of the tests' own, `name` in a folder for `test`, holding `text`.
fn written(test: &str, name: &str, text: impl AsRef<[u8]>) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("annabella-{test}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join(name);
    std::fs::write(&file, text).unwrap();
    file
}

/// Each line of the standard output, read as JSON.
fn json_lines(output: &Output) -> Vec<serde_json::Value> {
    stdout(output)
        .lines()
        .map(|l| serde_json::from_str(l).expect("every line is JSON"))
        .collect()
}

fn stdout(output: &Output) -> String {
    String::from_utf8(output.stdout.clone()).unwrap()
}

#[test]
fn replay_jsonl_gives_one_object_per_ply_then_the_result() {
    let output = annabella(&["replay", "tests/data/classics.pgn", "--jsonl"]);
    assert!(output.status.success());
    let lines = json_lines(&output);
    assert_eq!(lines.len(), 33 + 1 + 45 + 1);
    assert_eq!(
        lines[2],
        serde_json::json!({"game":1,"ply":3,"san":"Nf3","uci":"g1f3",
            "fen":"rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2",
            "say":"Springer Felix drei","claims":[],"end":null})
    );
    assert_eq!(lines[32]["say"], "Turm David acht Schachmatt");
    assert_eq!(lines[32]["end"], "checkmate");
    assert_eq!(
        lines[33],
        serde_json::json!({"game":1,"result":"1-0","termination":"checkmate"})
    );
}

#[test]
fn replay_reports_claims_and_automatic_ends() {
    let file = written(
        "cli",
        "repetition.pgn",
        "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 5. Nf3 Nf6 6. Ng1 Ng8 7. Nf3 Nf6 8. Ng1 Ng8 *\n",
    );
    let output = annabella(&["replay", file.to_str().unwrap(), "--jsonl", "--vocab", "en"]);
    let lines = json_lines(&output);
    assert_eq!(
        lines[7]["claims"],
        serde_json::json!(["threefold"]),
        "the start position for the third time"
    );
    assert_eq!(lines[6]["claims"], serde_json::json!([]));
    assert_eq!(lines[15]["end"], "fivefold");
    assert_eq!(
        lines[16],
        serde_json::json!({"game":1,"result":"1/2-1/2","termination":"fivefold"})
    );
}

#[test]
fn a_broken_game_is_named_and_the_others_are_still_replayed() {
    let file = written(
        "broken",
        "broken.pgn",
        "1. e4 e5 *\n\n1. e4 e5 2. Ke3 *\n\n[FEN \"nonsense\"]\n\n1. e4 *\n\n1. d4 d5 *\n",
    );
    let output = annabella(&["replay", file.to_str().unwrap(), "--jsonl"]);
    assert_eq!(output.status.code(), Some(2));
    let stderr = String::from_utf8(output.stderr.clone()).unwrap();
    assert!(
        stderr.contains("game 2: move 2. Ke3 is not a legal move in that position"),
        "{stderr}"
    );
    assert!(
        stderr.contains("game 3: the position \"nonsense\" cannot be used"),
        "{stderr}"
    );
    let games: Vec<u64> = json_lines(&output)
        .iter()
        .filter(|v| v.get("result").is_some())
        .map(|g| g["game"].as_u64().unwrap())
        .collect();
    assert_eq!(games, [1, 4]);
}

#[test]
fn parse_prints_uci_or_the_spoken_reason() {
    for (case, args, code, printed) in [
        (
            "a move in the default words",
            &["parse", "Springer", "Felix", "drei"][..],
            0,
            "g1f3\n",
        ),
        (
            "a move no piece can make, said why in German",
            &["parse", "--lang", "de", "Sg1-g3"],
            2,
            "Springer auf Gustav eins kann nicht nach Gustav drei\n",
        ),
        (
            // One language per sentence: an English interface with the FIDE move words.
            "the same in an English sentence with the FIDE words",
            &["parse", "--lang", "en", "Sg1-g3"],
            2,
            "Springer on Gustav eins cannot go to Gustav drei\n",
        ),
        (
            "two knights that can go there",
            &[
                "parse",
                "--vocab",
                "en",
                "--fen",
                "4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1",
                "Nd2",
            ],
            2,
            "Ambiguous: Knight Bella David two or Knight Felix David two\n",
        ),
    ] {
        let output = annabella(args);
        assert_eq!(output.status.code(), Some(code), "{case}");
        assert_eq!(stdout(&output), printed, "{case}");
    }
    let output = annabella(&["parse", "--fen", "garbage", "e4"]);
    assert_eq!(output.status.code(), Some(2));
    assert!(
        String::from_utf8(output.stderr)
            .unwrap()
            .contains("cannot be used")
    );
}

#[test]
fn parse_never_panics_on_odd_input() {
    for text in [
        "-",
        "x",
        "O-O-O-O",
        "e9",
        "ÄÖÜ",
        "0-0-0-0-0",
        "=Q",
        "e8=",
        "1.",
        "--",
        "Springer Springer Springer",
    ] {
        let output = annabella(&["parse", text]);
        assert!(
            matches!(output.status.code(), Some(0 | 2)),
            "{text}: {output:?}"
        );
    }
}

#[test]
fn announce_reads_moves_end_and_result() {
    let output = annabella(&["announce", "tests/data/classics.pgn", "--vocab", "en"]);
    assert!(output.status.success());
    let text = stdout(&output);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines[0], "Eva four");
    assert_eq!(lines[32], "Rook David eight checkmate");
    assert_eq!(lines[33], "White wins, one to nothing");
}

/// `annabella ARGS` with `typed` typed through to its end: it succeeds, and each of `said` is
/// among what it says (a failure names the one missing). What it printed.
fn says(args: &[&str], typed: &str, said: &[&str]) -> String {
    let output = with_input(args, typed);
    let text = stdout(&output);
    assert!(output.status.success(), "{text}");
    for expected in said {
        assert!(text.contains(expected), "missing {expected:?} in:\n{text}");
    }
    text
}

#[test]
fn play_at_the_terminal_announces_and_refuses() {
    says(
        &["play", "--lang", "de"],
        "e4\nSpringer Felix sechs\nSg1-g3\nKurze Rochade\n/moves\n/resign\n/resign\n",
        &[
            "Bauer Eva vier",
            "Springer Felix sechs",
            "Springer auf Gustav eins kann nicht nach Gustav drei",
            "Kurze Rochade geht nicht: zwischen König und Turm steht eine Figur",
            "e4 Nf6",
            "Weiß gibt auf",
            "Schwarz gewinnt, null zu eins",
        ],
    );
}

#[test]
fn the_arbiter_and_the_claims_work_at_the_terminal() {
    says(
        &[
            "play",
            "--mode",
            "tournament",
            "--vocab",
            "en",
            "--time",
            "90+30",
        ],
        "/clock\nNf3\n/clock\n/confirm\nNf6\n/confirm\n/clock\n/claim Ng1\n\
         /arbiter\n/arbiter\nnote a phone rang\nadd white 1:00\n/close\n/log\n/quit\n",
        &[
            "No draw can be claimed now",
            "The move written with the claim is played.",
            "Arbiter's panel open",
            "Noted in the incident log.",
            "arbiter's note: a phone rang",
            "White claimed a draw with the move Ng1: claim refused",
        ],
    );
}

#[test]
fn play_ends_with_mate_and_says_the_result() {
    says(
        &["play", "--vocab", "en"],
        "f3\ne5\ng4\nQh4\n",
        &["Queen Hector four checkmate", "Black wins, nothing to one"],
    );
}

#[test]
fn play_help_gives_examples_in_the_players_vocabulary() {
    // The essentials first, then every form and command; the prompt names the side to move.
    says(
        &["play", "--vocab", "vi", "--lang", "vi"],
        "/help\n/help all\n/quit\n",
        &["Nhập nước đi: Mã Felix ba", "nhập thành ngắn", "Trắng> "],
    );
}

/// One table of `/commands` (`commands::COMMANDS`) for the game, the shell's own lines and the
/// coach: the coach's words without their slash work in a game too, a shell line asks for
/// what it lacks, and a name is read without regard to case.
#[test]
fn play_reads_every_line_by_the_one_table_of_commands() {
    let text = says(
        &["play", "--vocab", "en", "--lang", "en"],
        "e4\nboard\nrepeat\n/save\n/TURN\n/fen\n/moves\n/nonsense\nlearn\n\n/quit\n",
        &[
            "King Eva one",
            "Type the folder to save the game in.",
            "Black to move",
            "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq",
            "Black> e4\n",
            "/nonsense is not a command",
            "Learn: 1, lessons by doing",
        ],
    );
    assert!(!text.contains("Not understood"), "{text}");
}

#[test]
fn play_stays_after_the_game_for_a_rematch_with_the_colours_changed() {
    let text = says(
        &["play", "--vocab", "en", "--lang", "en"],
        "f3\ne5\ng4\nQh4\nrematch\n/turn\nquit\n",
        &[
            "Black wins, nothing to one",
            "What now? Type review",
            "White to move",
        ],
    );
    // The rematch is greeted as a new game, at the terminal's lines.
    assert_eq!(text.matches("/help for the commands").count(), 2, "{text}");
}

#[test]
fn the_help_is_one_line_a_command_and_play_leaves_out_the_windows_options() {
    let text = stdout(&annabella(&["--help"]));
    let commands: Vec<&str> = text
        .lines()
        .skip_while(|l| !l.starts_with("Commands:"))
        .skip(1)
        .take_while(|l| !l.is_empty())
        .collect();
    assert!(commands.len() >= 14, "{text}");
    for line in &commands {
        assert!(line.len() <= 100, "one short line a command: {line:?}");
    }
    let play = stdout(&annabella(&["play", "--help"]));
    for window_only in [
        "--theme",
        "--zoom",
        "--boards",
        "--screen-reader",
        "--speech",
    ] {
        assert!(!play.contains(window_only), "{window_only} in play --help");
    }
    assert!(
        play.contains("--press") && play.contains("--verbosity"),
        "{play}"
    );
    // The details are in `help COMMAND`.
    let details = stdout(&annabella(&["help", "clock"]));
    assert!(
        details.contains("one soft bell at every 5-minute mark"),
        "{details}"
    );
}

#[test]
fn the_clock_command_presses_tells_the_time_and_reports_the_flag() {
    // 0.02 minutes: 1.2 seconds each, so the flag falls quickly.
    let mut command = binary();
    command.args([
        "clock", "--time", "0.02", "--lang", "en", "--vocab", "en", "--speak", "--cues", "both",
    ]);
    let mut clock = crate::common::Running::start(command);
    // An unknown key, start White's clock, White presses; Black's clock is paused, a press is
    // refused while it is, and it runs again — until its flag falls; then the time is asked
    // and the clock left.
    for key in ["x", "", "", "p", "", "p"] {
        clock.line(key);
    }
    assert!(
        clock.wait_for("Black has run out of time", 1),
        "the flag never fell: {}",
        clock.said()
    );
    clock.line("t");
    clock.line("q");
    let (status, text) = clock.end_printed();
    // A missing sound card is told when the sound thread finds it, before or after the first
    // line (without a sound server, as in a bare `cargo test`); it is not the clock's to check.
    let lines: Vec<&str> = text
        .lines()
        .filter(|l| !l.starts_with("No sound: "))
        .collect();
    assert!(
        lines[0].starts_with("Time control 0.02 (blitz). Press Enter to start White's clock"),
        "{text}"
    );
    for expected in [
        "Unknown key x. h for help.",
        "White's clock is running.",
        "Black's clock is running.",
        "Clock paused.",
        "The clock is paused: p resumes it.",
        "Clock running again.",
        "Black one second",
        "Black has run out of time",
        "; Black 0.0 seconds; 0 moves played",
    ] {
        assert!(text.contains(expected), "missing {expected:?} in:\n{text}");
    }
    assert!(!text.contains("White has run out of time"), "{text}");
    assert!(status.success());
}

#[test]
fn sounds_lists_every_sound_with_its_meaning() {
    let output = annabella(&["sounds", "--lang", "en"]);
    let text = stdout(&output);
    assert_eq!(text.lines().count(), 6, "{text}");
    assert!(text.contains("double-dot: Two bells: a quarter hour (two raised dots)."));
    assert!(text.contains("flag-fall: A falling alarm and a low buzz: the flag has fallen."));
}

#[test]
fn a_bad_time_control_is_refused_with_the_reason() {
    let output = annabella(&["clock", "--time", "90 minutes"]);
    assert_eq!(output.status.code(), Some(2));
    let error = String::from_utf8_lossy(&output.stderr);
    assert!(error.contains("\"90 minutes\" is not a period"), "{error}");
}

#[test]
fn script_prints_every_effect_with_its_time_then_the_final_state() {
    let output = annabella(&["script", "tests/scripts/tournament_scholars_mate.txt"]);
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    let lines = json_lines(&output);
    assert_eq!(lines[0]["at"], 0.0);
    assert_eq!(
        lines[0]["say"],
        "Turnierpartie, 10. Du spielst Weiß. F1 oder h für die Tasten."
    );
    assert!(
        lines
            .iter()
            .any(|l| l["say"] == "Bauer Eva vier" && l["priority"] == "announcement")
    );
    assert!(
        lines
            .iter()
            .any(|l| l["cue"] == "flag-minute" && l["color"] == "white" && l["at"] == 304.0)
    );
    let last = lines.last().unwrap();
    assert_eq!(last["result"], "1-0");
    assert_eq!(last["moves"].as_array().unwrap().len(), 7);
    assert_eq!(last["white_clock"], 600.0 - 3.0 - 330.0 - 1.0);
    assert_eq!(
        last["fen"],
        "r1bqkb1r/pppp1Qpp/2n2n2/4p3/2B1P3/8/PPPP1PPP/RNB1K1NR b KQkq - 0 4"
    );
}

#[test]
fn a_broken_script_names_the_line_and_why() {
    let dir = std::env::temp_dir().join(format!("annabella-script-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("broken.txt");
    std::fs::write(&file, "mode tournament\nkey Up\nwait soon\n").unwrap();
    let output = annabella(&["script", file.to_str().unwrap()]);
    assert_eq!(output.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(stderr.contains("line 3: not a time: \"soon\""), "{stderr}");
    std::fs::write(&file, "key Up\nmode home\n").unwrap();
    let stderr =
        String::from_utf8_lossy(&annabella(&["script", file.to_str().unwrap()]).stderr).to_string();
    assert!(
        stderr.contains("line 2: the setting mode must come before the first input"),
        "{stderr}"
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn announce_speak_without_a_speech_service_says_why_once_and_keeps_the_text() {
    // The system's speech chosen in the settings, and no Speech Dispatcher to answer.
    let config =
        std::env::temp_dir().join(format!("annabella-cli-system-voice-{}", std::process::id()));
    std::fs::create_dir_all(config.join("annabella")).unwrap();
    std::fs::write(
        config.join("annabella/settings.toml"),
        "[speech]\nengine = \"system\"\n",
    )
    .unwrap();
    let output = Command::new(env!("CARGO_BIN_EXE_annabella"))
        .env(
            "XDG_DATA_HOME",
            std::env::temp_dir().join("annabella-cli-tests"),
        )
        .env("XDG_CONFIG_HOME", &config)
        .args([
            "announce",
            "--speak",
            "--lang",
            "en",
            "tests/data/classics.pgn",
        ])
        .env(
            "SPEECHD_ADDRESS",
            "unix_socket:/nonexistent/annabella/speechd.sock",
        )
        .output()
        .unwrap();
    std::fs::remove_dir_all(&config).unwrap();
    assert!(output.status.success());
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(stderr.matches("No speech:").count(), 1, "{stderr}");
    assert!(
        stderr.contains("sudo apt-get install speech-dispatcher"),
        "{stderr}"
    );
    let quiet = annabella(&["announce", "tests/data/classics.pgn"]);
    assert_eq!(stdout(&output), stdout(&quiet));
}

#[test]
fn play_against_the_computer_at_the_terminal() {
    let text = says(
        &[
            "play",
            "--computer",
            "black",
            "--level",
            "2",
            "--movetime",
            "50",
            "--lang",
            "en",
        ],
        "e4\n/moves\n/quit\n",
        &["The computer plays Black: level 2, novice, about"],
    );
    // The player's move, the computer's answer, then the two moves listed.
    let moves = text
        .lines()
        .find_map(|l| l.strip_prefix("White> e4 "))
        .unwrap_or_else(|| panic!("the moves are listed: {text}"));
    assert_eq!(moves.split_whitespace().count(), 1, "{moves}");

    // An engine that cannot start is reported, and the built-in engine plays on.
    says(
        &[
            "play",
            "--computer",
            "black",
            "--engine",
            "uci:/nonexistent/engine",
        ],
        "e4\n/quit\n",
        &[
            "The engine /nonexistent/engine could not be started",
            "The built-in engine, level 10, plays on instead.",
        ],
    );
}

#[test]
fn the_scoresheet_is_saved_from_the_game_in_every_format() {
    let output = with_input(
        &["play", "--vocab", "en", "--lang", "en"],
        "e4\ne5\n/draw\n/export\n/quit\n",
    );
    let text = stdout(&output);
    let saved = text
        .lines()
        .find_map(|l| l.split_once("The scoresheet is saved in "))
        .map(|(_, rest)| rest.to_string())
        .unwrap_or_else(|| panic!("{text}"));
    // One line: the folder and the name once, then the kinds of file.
    assert!(saved.chars().count() < 200, "{saved}");
    let (dir, rest) = saved.split_once(" as ").unwrap();
    let (name, kinds) = rest.split_once(": ").unwrap();
    let files: Vec<String> = kinds
        .trim_end_matches('.')
        .split(", ")
        .map(|kind| format!("{name}.{kind}"))
        .collect();
    assert_eq!(files.len(), 5, "{saved}");
    let folder = std::path::Path::new(dir);
    let pgn = std::fs::read_to_string(folder.join(&files[0])).unwrap();
    assert!(pgn.contains("1. e4 e5"), "{pgn}");
    let print = std::fs::read_to_string(folder.join(&files[1])).unwrap();
    assert!(print.contains("1. e4 e5 (=)"), "{print}");
    assert!(files.iter().any(|f| f.ends_with(".brf")), "{files:?}");
}

#[test]
fn an_adjourned_game_writes_its_envelope_and_never_says_the_sealed_move() {
    let text = says(
        &["play", "--vocab", "en", "--lang", "en"],
        "e4\ne5\n/adjourn\nNf3\n/quit\n",
        &["White has sealed a move"],
    );
    assert!(!text.contains("Knight Felix three"), "{text}");
    let written = text
        .lines()
        .find_map(|l| l.split_once("The envelope is written to "))
        .map(|(_, rest)| rest.split(" and ").next().unwrap().to_string())
        .unwrap_or_else(|| panic!("{text}"));
    let envelope = std::fs::read_to_string(written).unwrap();
    assert!(envelope.contains("Sealed move: Nf3"), "{envelope}");
}

#[test]
fn saved_settings_set_new_games_up_and_a_bad_value_is_told() {
    let config =
        std::env::temp_dir().join(format!("annabella-settings-cli-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&config);
    let run = |args: &[&str], input: &str| {
        let mut child = Command::new(env!("CARGO_BIN_EXE_annabella"))
            .args(args)
            .env("LANG", "C")
            .env_remove("LC_ALL")
            .env("XDG_CONFIG_HOME", &config)
            .env("XDG_DATA_HOME", config.join("data"))
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .unwrap();
        child
            .stdin
            .take()
            .unwrap()
            .write_all(input.as_bytes())
            .unwrap();
        child.wait_with_output().unwrap()
    };
    let saved = run(
        &[
            "settings",
            "--save",
            "--mode",
            "tournament",
            "--vocab",
            "en",
            "--time",
            "25+10",
        ],
        "",
    );
    assert!(saved.status.success(), "{}", stdout(&saved));
    let played = run(&["play"], "/time\n/quit\n");
    let text = stdout(&played);
    assert!(text.starts_with("Tournament game, 25+10."), "{text}");
    // The command line wins over the file.
    let played = run(&["play", "--mode", "home"], "/quit\n");
    assert!(
        stdout(&played).starts_with("New game, 25+10."),
        "{}",
        stdout(&played)
    );
    // A bad value: told with its key, the rest kept, the file left as it is.
    let file = config.join("annabella/settings.toml");
    let before = std::fs::read_to_string(&file).unwrap() + "\n[speech]\nrate = \"fast\"\n";
    std::fs::write(&file, &before).unwrap();
    let played = run(&["play"], "/quit\n");
    let text = stdout(&played);
    assert!(
        text.contains("speech.rate = \"fast\" is not used (a number)"),
        "{text}"
    );
    assert!(text.contains("Tournament game, 25+10."), "{text}");
    assert_eq!(std::fs::read_to_string(&file).unwrap(), before);
    let _ = std::fs::remove_dir_all(&config);
}

#[test]
fn annabella_uci_skips_a_line_that_is_not_text_and_answers_no_refused_position() {
    use std::io::{BufRead, BufReader};
    let mut child = Command::new(env!("CARGO_BIN_EXE_annabella"))
        .arg("uci")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    let mut lines = BufReader::new(child.stdout.take().unwrap()).lines();
    let mut until = |wanted: &str| -> Vec<String> {
        let mut seen = Vec::new();
        for line in lines.by_ref() {
            let line = line.unwrap();
            let done = line.starts_with(wanted);
            seen.push(line);
            if done {
                break;
            }
        }
        seen
    };
    stdin.write_all(b"uci\n\xe9\xff\nisready\n").unwrap();
    let seen = until("readyok");
    assert!(
        seen.iter().any(|l| l.starts_with("info string not UTF-8")),
        "{seen:?}"
    );
    stdin
        .write_all(b"position fen nonsense\ngo movetime 50\n")
        .unwrap();
    let seen = until("bestmove");
    assert_eq!(seen.last().unwrap(), "bestmove 0000", "{seen:?}");
    stdin
        .write_all(b"position startpos moves e2e4\ngo movetime 50\n")
        .unwrap();
    let seen = until("bestmove");
    let reply = seen.last().unwrap();
    assert!(
        reply.starts_with("bestmove ") && reply != "bestmove 0000",
        "{seen:?}"
    );
    stdin.write_all(b"quit\n").unwrap();
    let _ = child.wait();
}

#[test]
fn replay_refuses_endless_and_binary_input_and_reports_what_is_no_move() {
    let zero = annabella(&["replay", "/dev/zero"]);
    assert_eq!(zero.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&zero.stderr).contains("larger than 64 MB"));
    let dir = std::env::temp_dir().join(format!("annabella-replay-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let binary = dir.join("binary.pgn");
    std::fs::write(&binary, b"\x7fELF\x02\x01\x01\x00\x00\x00").unwrap();
    let output = annabella(&["replay", binary.to_str().unwrap()]);
    assert_eq!(output.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&output.stderr).contains("not a PGN text file"));
    let words = dir.join("words.pgn");
    std::fs::write(&words, "1. e4 hello world e5 *\n").unwrap();
    let output = annabella(&["replay", words.to_str().unwrap()]);
    assert_eq!(output.status.code(), Some(2));
    let errors = String::from_utf8_lossy(&output.stderr);
    assert!(
        errors.contains("game 1: after 1.: \"hello\" is not a move"),
        "{errors}"
    );
    assert!(
        stdout(&output).contains("e5"),
        "the moves around it are kept"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn the_desktop_entry_is_valid_and_names_a_command_the_binary_has() {
    let entry = concat!(env!("CARGO_MANIFEST_DIR"), "/assets/annabella.desktop");
    match Command::new("desktop-file-validate").arg(entry).output() {
        Ok(checked) => assert!(
            checked.status.success(),
            "{}",
            String::from_utf8_lossy(&checked.stdout)
        ),
        Err(_) => {
            eprintln!("skipped: desktop-file-validate is not installed (scripts/test installs it)")
        }
    }
    let text = std::fs::read_to_string(entry).unwrap();
    let exec = text.lines().find_map(|l| l.strip_prefix("Exec=")).unwrap();
    let mut words = exec.split_whitespace();
    assert_eq!(words.next(), Some("annabella"));
    let words: Vec<&str> = words.collect();
    let args: Vec<&str> = words
        .iter()
        .copied()
        .filter(|w| !w.starts_with('%'))
        .chain(["--help"])
        .collect();
    assert!(annabella(&args).status.success(), "{exec}");
    // A PGN file opened with the app (its MIME type) is reviewed: %f is the file. Without a
    // display the window's command plays at the terminal.
    assert!(text.contains("MimeType=application/x-chess-pgn;"));
    let file = std::env::temp_dir().join(format!("annabella-open-{}.pgn", std::process::id()));
    std::fs::write(&file, "[White \"Anna\"]\n[Black \"Bo\"]\n\n1. e4 e5 1-0\n").unwrap();
    let path = file.to_str().unwrap();
    let args: Vec<&str> = words
        .iter()
        .map(|w| if *w == "%f" { path } else { w })
        .chain(["--lang", "en"])
        .collect();
    let opened = Command::new(env!("CARGO_BIN_EXE_annabella"))
        .args(&args)
        .env_remove("DISPLAY")
        .env_remove("WAYLAND_DISPLAY")
        .env(
            "XDG_DATA_HOME",
            std::env::temp_dir().join("annabella-cli-tests"),
        )
        .stdin(std::process::Stdio::null())
        .output()
        .unwrap();
    let said = String::from_utf8_lossy(&opened.stdout);
    assert!(
        said.contains("Reviewing Anna – Bo: 2 half-moves, 1-0."),
        "{said}"
    );
    let _ = std::fs::remove_file(file);
    let icon =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/assets/annabella.svg"))
            .unwrap();
    assert!(icon.contains("<svg") && icon.trim_end().ends_with("</svg>"));
}

#[test]
fn a_pgn_game_is_gone_over_at_the_terminal() {
    let file = written(
        "review",
        "game.pgn",
        "[White \"Anna\"]\n[Black \"Bo\"]\n\n1. e4 {[%clk 0:05:00]} e5 {[%clk 0:04:58]} 1-0\n",
    );
    let dir = file.parent().unwrap().to_path_buf();
    let output = with_input(
        &[
            "play",
            "--review",
            file.to_str().unwrap(),
            "--vocab",
            "en",
            "--lang",
            "en",
        ],
        "/back\n/back\n/back\n/quit\n",
    );
    let text = stdout(&output);
    assert!(
        text.starts_with("Reviewing Anna – Bo: 2 half-moves, 1-0."),
        "{text}"
    );
    assert!(
        text.contains("1. Black: Eva five; 4 minutes, 58 seconds left"),
        "{text}"
    );
    assert!(
        text.contains("1. White: Eva four; 5 minutes left"),
        "{text}"
    );
    assert!(text.contains("Start of the game."), "{text}");
    let missing = with_input(
        &["play", "--review", file.to_str().unwrap(), "--game", "3"],
        "",
    );
    assert_eq!(missing.status.code(), Some(2));
    let _ = std::fs::remove_dir_all(&dir);
}

/// The speech mode follows the screen reader: under a private session bus with the
/// accessibility bus, `ScreenReaderEnabled` set (as Orca sets it) makes the app step back to the
/// events; cleared, the app says everything; a mode in the settings file wins.
#[test]
fn the_speech_mode_follows_a_running_screen_reader() {
    let launcher = "/usr/libexec/at-spi-bus-launcher";
    if !std::path::Path::new(launcher).exists()
        || Command::new("dbus-run-session")
            .arg("--version")
            .output()
            .is_err()
    {
        eprintln!(
            "skipped: needs dbus-run-session and at-spi-bus-launcher (scripts/test installs them)"
        );
        return;
    }
    let config = std::env::temp_dir().join(format!("annabella-sr-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&config);
    let settings_with = |enabled: bool| {
        // The launcher is up once the bus's name answers on the session bus: waited for
        // (every 0.1 s, two minutes at most — then the Set below fails and says so).
        let script = format!(
            "{launcher} & \
             for _ in $(seq 1200); do \
               dbus-send --session --print-reply --dest=org.a11y.Bus /org/a11y/bus \
               org.a11y.Bus.GetAddress >/dev/null 2>&1 && break; sleep 0.1; \
             done; \
             dbus-send --session --print-reply --dest=org.a11y.Bus /org/a11y/bus \
             org.freedesktop.DBus.Properties.Set string:org.a11y.Status \
             string:ScreenReaderEnabled variant:boolean:{enabled} >/dev/null; \
             \"$0\" settings --lang en; kill %1"
        );
        let output = Command::new("dbus-run-session")
            .args(["--", "sh", "-c", &script, env!("CARGO_BIN_EXE_annabella")])
            .env("XDG_CONFIG_HOME", &config)
            .output()
            .unwrap();
        String::from_utf8_lossy(&output.stdout).to_string()
    };
    let found = settings_with(true);
    assert!(
        found.contains(
            "Speech: the screen reader reads the focus, the app says the moves and events. \
             A screen reader is running"
        ),
        "{found}"
    );
    let none = settings_with(false);
    assert!(
        none.contains("Speech: the app says everything. No screen reader is running"),
        "{none}"
    );
    let dir = config.join("annabella");
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(
        dir.join("settings.toml"),
        "[speech]\nmode = \"screen-reader\"\n",
    )
    .unwrap();
    let chosen = settings_with(true);
    assert!(
        chosen.contains("Speech: the screen reader says everything. Speech as chosen."),
        "{chosen}"
    );
    let _ = std::fs::remove_dir_all(&config);
}

/// `annabella voices`: the system's voices by language, as the settings file names them. Skips,
/// saying why, where no speech service answers.
#[test]
fn the_systems_voices_are_listed_by_language() {
    let all = Command::new(env!("CARGO_BIN_EXE_annabella"))
        .args(["voices"])
        .env("LANG", "C")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .output()
        .expect("the binary runs");
    if !all.status.success() {
        eprintln!(
            "skipped: no speech service ({})",
            String::from_utf8_lossy(&all.stderr).trim()
        );
        return;
    }
    let listed = String::from_utf8_lossy(&all.stdout);
    // One line a language, with how many voices it has and the first of them.
    let german = listed
        .lines()
        .find(|line| line.starts_with("de: "))
        .unwrap_or_else(|| panic!("no German voices in {listed}"));
    assert!(german.contains(" voices, the first "), "{german}");
    let de = annabella(&["voices", "--lang", "de-DE"]);
    assert!(de.status.success());
    let names = String::from_utf8_lossy(&de.stdout);
    let count: usize = german
        .trim_start_matches("de: ")
        .split(' ')
        .next()
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("no count in {german}"));
    assert_eq!(names.lines().count(), count, "{names}");
    // A language with no voice is told, not listed empty.
    let none = annabella(&["voices", "--lang", "xx"]);
    assert_eq!(none.status.code(), Some(2));
    assert!(
        String::from_utf8_lossy(&none.stderr).contains("no voice for xx"),
        "{:?}",
        none
    );
}

#[test]
fn quitting_with_moves_the_disk_refused_warns_and_saves_them_elsewhere() {
    let base = std::env::temp_dir().join(format!("annabella-cli-unsaved-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&base);
    std::fs::create_dir_all(&base).unwrap();
    // The data folder is a file: no game can be written there.
    let blocked = base.join("data");
    std::fs::write(&blocked, "not a folder").unwrap();
    let stick = base.join("stick");
    let input = format!("e4\ne5\n/quit\n/save {}\n/quit\n/quit\n", stick.display());
    let mut child = Command::new(env!("CARGO_BIN_EXE_annabella"))
        .args(["play", "--lang", "en", "--vocab", "en"])
        .env("XDG_DATA_HOME", &blocked)
        .env("XDG_CONFIG_HOME", base.join("config"))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_bytes())
        .unwrap();
    let output = child.wait_with_output().unwrap();
    let text = stdout(&output);
    assert!(text.contains("The game cannot be saved"), "{text}");
    assert!(
        text.contains(
            "entries are not saved: the game cannot be written where it is. /save FOLDER"
        ),
        "{text}"
    );
    assert!(text.contains("The game is saved in "), "{text}");
    let journal = std::fs::read_dir(&stick)
        .unwrap()
        .next()
        .unwrap()
        .unwrap()
        .path();
    let saved = annabella::stores::journal::Saved::read(&journal).unwrap();
    let moves: Vec<String> = saved
        .replay()
        .unwrap()
        .game()
        .plies()
        .iter()
        .map(|p| p.san.to_string())
        .collect();
    assert_eq!(moves, ["e4", "e5"]);
    let _ = std::fs::remove_dir_all(&base);
}

/// Finding 10: a journal's header is not the command line, and its player names were never
/// checked: a name with a line break split the text scoresheet's head and the HTML page's title,
/// and an escape sequence reached the terminal raw. Exported, each stays on its line, harmless.
#[test]
fn names_from_a_journal_header_are_exported_on_one_line_without_control_characters() {
    let dir = std::env::temp_dir().join(format!("annabella-cli-names-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let player = |name: &str| {
        serde_json::json!({"name": name, "visually_impaired": true, "vocab": "en",
            "style": {"form": "Short", "say_pawn": false}, "keeps_board": false})
    };
    let header = serde_json::json!({
        "version": 1,
        "started": "\u{1b}[2J2026-11-25 17:49:44 UTC",
        "setup": {"mode": "Home",
            "players": {"white": player("Bo\nBlack \"x\""), "black": player("\u{1b}[2J\u{1b}]0;title\u{7}Al")},
            "time_control": {"periods": []}, "start": "Standard",
            "cues": {"dots": true, "flag_approach": true, "flag_fall": true, "audience": "Own",
                "volume": 0.7, "speak": false},
            "ui": "En", "computer": null, "clock_only": null, "hearing_impaired": null,
            "guideline_iii": false, "press": "ForThePlayer", "verbosity": "Normal"}
    });
    let journal = dir.join("names.jsonl");
    std::fs::write(
        &journal,
        format!("{header}\n{{\"at\":1,\"input\":{{\"Text\":\"e4\"}}}}\n"),
    )
    .unwrap();
    let path = journal.to_str().unwrap();
    let text = stdout(&annabella(&["export", path, "--format", "text"]));
    assert!(
        !text.chars().any(|c| c.is_control() && c != '\n'),
        "{text:?}"
    );
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(
        lines[..2],
        ["Bo Black \"x\" - ␛[2J␛]0;title␇Al", "␛[2J2026-1"],
        "{text:?}"
    );
    let html = stdout(&annabella(&["export", path, "--format", "html"]));
    assert!(
        !html.chars().any(|c| c.is_control() && c != '\n'),
        "{html:?}"
    );
    let title = html
        .split_once("<title>")
        .and_then(|(_, rest)| rest.split_once("</title>"))
        .map(|(title, _)| title)
        .unwrap_or_else(|| panic!("{html}"));
    assert_eq!(title, "Bo Black \"x\" - ␛[2J␛]0;title␇Al", "{html}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_new_game_against_the_computer_at_level_two_is_chosen_in_four_lines_at_the_terminal() {
    // The last choices of an earlier run would start the questions elsewhere.
    let remembered =
        std::env::temp_dir().join("annabella-cli-tests-config/annabella/new-game.toml");
    let _ = std::fs::remove_file(&remembered);
    let said = says(
        &["play", "--vocab", "en", "--lang", "en"],
        "/new\n/next\nnine\n2\n\ne4\n/quit\n/quit\n",
        &[
            "Two players at this computer",
            "New game.",
            "Opponent: the computer, 1 of 5",
            "Type a number or the first word of a value",
            "Level: ",
            "\"nine\" is not one of the values: type a number from 1 to 10",
            "2 of 10",
            "Level 2, novice",
            "New game> ",
            "The computer plays",
        ],
    );
    assert!(!said.contains("Escape") && !said.contains("Tab"), "{said}");
    let kept = std::fs::read_to_string(&remembered).unwrap();
    assert!(kept.contains("level = 2"), "{kept}");
}

#[test]
fn a_missing_sound_card_is_said_once_in_the_apps_words_and_never_by_alsa() {
    let data = crate::common::data_dir("cli-no-alsa");
    let mut game = crate::common::Running::start({
        let mut command = crate::common::annabella(&data);
        command.args(["play", "--time", "5+3", "--vocab", "en", "--lang", "en"]);
        command
    });
    game.line("e4");
    assert!(game.wait_for("Eva four", 1), "{}", game.said());
    // Where no card is (no ALSA devices, no sound server), the app's notice comes: by then
    // libasound has been asked for the default device.
    let pulse = std::env::var_os("XDG_RUNTIME_DIR")
        .is_some_and(|dir| std::path::Path::new(&dir).join("pulse/native").exists());
    let no_card = !std::path::Path::new("/dev/snd").exists()
        && std::env::var_os("PULSE_SERVER").is_none()
        && !pulse;
    if no_card {
        assert!(game.wait_for("No sound", 1), "{}", game.said());
    }
    game.line("/quit");
    game.line("/quit");
    let (status, said) = game.end();
    assert!(status.success(), "{said}");
    // Without a card (this machine's case when the app says so), libasound's eight lines of
    // "ALSA lib confmisc.c:855:(parse_card) cannot find card '0'" are silenced.
    assert!(!said.contains("ALSA lib"), "{said}");
    assert!(said.matches("No sound").count() <= 1, "{said}");
}
