//! `annabella train` at the terminal, as a player uses it: a puzzle solved with a hint, one
//! failed, a lesson level and a drill finished — then a restart finds the progress and what is
//! due, said once.

use std::{
    io::Write,
    path::{Path, PathBuf},
    process::{Command, Stdio},
};

use annabella_core::training::{
    drills::{Answer, DrillKind, generate},
    only_move::mates,
    shipped,
};
use rand::{SeedableRng, rngs::StdRng};
use shakmaty::{CastlingMode, Position};

/// The session's start, and a day after it.
const START: i64 = 1_800_000_000;
const NEXT_DAY: i64 = START + 86_400;

/// Runs `annabella train ARGS` with `input` typed, the record at `record`; returns what it said.
fn train(record: &Path, now: i64, args: &[&str], input: &str) -> Vec<String> {
    let mut child = Command::new(env!("CARGO_BIN_EXE_annabella"))
        .args(["train", "--lang", "en", "--record"])
        .arg(record)
        .args(["--now", &now.to_string()])
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("annabella runs");
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all(input.as_bytes())
        .expect("typed");
    let output = child.wait_with_output().expect("finishes");
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    // Each answer is typed after the prompt "Answer> "; what follows it is on its line.
    String::from_utf8_lossy(&output.stdout)
        .lines()
        .map(|line| line.trim_start_matches("Answer> ").to_string())
        .filter(|line| !line.is_empty())
        .collect()
}

fn record(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("annabella-train-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    dir.join("training.json")
}

fn said(lines: &[String], text: &str) -> bool {
    lines.iter().any(|l| l.contains(text))
}

/// A blind player who has lost the position in the middle of a puzzle reads it again as in a
/// game: `/board`, `/square` on the puzzle's board (not the game's start), a place that cannot
/// be read refused with its reason, `/help` and `/repeat` answered — and the puzzle still waits
/// for its move.
#[test]
fn the_puzzles_position_is_read_with_the_games_readings_and_help_says_how() {
    let record = record("readings");
    let puzzle = &shipped::puzzles()[0];
    let setup = puzzle.setup();
    let vocab = annabella_core::vocab::Vocabulary::get(annabella_core::vocab::VocabId::Fide);
    // The square the opponent's last move reached holds its piece; a square full at the
    // game's start and empty in the puzzle is read empty.
    let reached = puzzle.opponent_move().to();
    let piece = setup
        .board()
        .piece_at(reached)
        .expect("the piece that moved");
    let emptied = shakmaty::Chess::default()
        .board()
        .occupied()
        .into_iter()
        .find(|&sq| setup.board().piece_at(sq).is_none())
        .expect("a square the puzzle emptied");
    let input = format!(
        "/board\n/square {reached}\n/square {emptied}\n/square xyz\n/help\n/repeat\n/quit\n"
    );
    let heard = train(&record, START, &["puzzle", "--id", &puzzle.id], &input);
    let start = heard
        .iter()
        .position(|l| l == "Your move.")
        .expect("the puzzle asked");
    let replies = &heard[start + 1..];
    let king = setup.board().king_of(puzzle.player()).expect("a king");
    assert!(
        replies[0].contains(&format!("König {}", vocab.square(king))),
        "the whole board read: {replies:#?}"
    );
    assert!(
        replies[1].starts_with(&format!("{}, ", vocab.square(reached)))
            && replies[1].contains(vocab.piece(piece.role)),
        "{replies:#?}"
    );
    assert_eq!(replies[2], format!("{}, empty", vocab.square(emptied)));
    assert_eq!(
        replies[3],
        "\"xyz\" is not a square. For example: /square e4"
    );
    assert!(
        replies[4].starts_with("Type your move: Springer Felix drei"),
        "{replies:#?}"
    );
    assert!(
        replies[5].starts_with("Read the position: /board"),
        "{replies:#?}"
    );
    assert!(
        replies[6].starts_with("Puzzle rated"),
        "the start again: {replies:#?}"
    );
    // Nothing of it was an answer: the puzzle was left unsolved, not missed.
    assert!(!said(&heard, "is not the move"), "{heard:#?}");
    assert!(!said(&heard, "Your puzzle rating"), "{heard:#?}");
}

#[test]
fn a_hint_a_solve_a_miss_a_lesson_and_a_drill_are_there_after_a_restart() {
    let record = record("story");
    let puzzles = shipped::puzzles();
    let (solved, missed) = (&puzzles[0], &puzzles[1]);

    // Solved with a hint: the piece is named, then the moves typed in coordinates.
    let mut input = String::from("/hint\n");
    for m in crate::common::solution_uci(solved) {
        input.push_str(&format!("{m}\n"));
    }
    let heard = train(&record, START, &["puzzle", "--id", &solved.id], &input);
    assert_eq!(heard[0], "No exercise is due.");
    assert!(heard[1].starts_with("Puzzle rated"), "{heard:#?}");
    assert!(said(&heard, "Look at the"), "{heard:#?}");
    assert!(said(&heard, "Solved!"), "{heard:#?}");
    assert!(said(&heard, "Your puzzle rating"), "{heard:#?}");

    // Failed: a legal move that is not the solution, then the solution shown.
    let setup = missed.setup();
    let wrong = setup
        .legal_moves()
        .into_iter()
        .find(|&m| m != missed.moves()[1] && !mates(&setup, m))
        .expect("another move");
    let input = format!("{}\n/solution\n", wrong.to_uci(CastlingMode::Standard));
    let heard = train(&record, START + 60, &["puzzle", "--id", &missed.id], &input);
    assert!(said(&heard, "is not the move"), "{heard:#?}");
    assert!(said(&heard, "The move is"), "{heard:#?}");
    assert!(said(&heard, "Your puzzle rating falls by"), "{heard:#?}");

    // A lesson level: the rook to Anna fünf at par.
    let heard = train(
        &record,
        START + 120,
        &["learn", "rook", "--level", "1"],
        "Turm Anna fünf\n/quit\n",
    );
    assert!(said(&heard, "Go to Anna fünf."), "{heard:#?}");
    assert!(said(&heard, "Done in one move: 3 stars."), "{heard:#?}");

    // A drill of three, every answer right (the same seed draws the same squares).
    let mut rng = StdRng::seed_from_u64(5);
    let answers: String = (0..3)
        .map(
            |_| match generate(DrillKind::SquareColour, &mut rng).answer {
                Answer::Light(true) => "light\n",
                _ => "dark\n",
            },
        )
        .collect();
    let heard = train(
        &record,
        START + 180,
        &["drill", "square-colour", "--items", "3", "--seed", "5"],
        &answers,
    );
    assert!(said(&heard, "3 of 3 right."), "{heard:#?}");
    assert!(
        said(&heard, "Colour of a square, the last scores first: 3/3."),
        "{heard:#?}"
    );

    // The next day both puzzles are due (a hint counts as "hard"), said once; the missed one,
    // due the sooner, comes first.
    let heard = train(&record, NEXT_DAY, &["puzzle"], "/quit\n");
    assert_eq!(
        heard.iter().filter(|l| l.contains("due")).count(),
        1,
        "{heard:#?}"
    );
    // Named, the missed one first: a count alone leaves the player to guess.
    assert!(
        heard[0].starts_with("2 exercises are due: puzzle "),
        "{heard:#?}"
    );
    let replay = annabella_core::training::say::Voice {
        vocab: annabella_core::vocab::Vocabulary::get(annabella_core::vocab::VocabId::Fide),
        ui: annabella_core::ui_text::UiText::get(annabella_core::ui_text::UiLanguage::En),
        style: annabella_core::words::Style {
            form: annabella_core::words::Form::Short,
            say_pawn: true,
        },
    }
    .puzzle_start(missed);
    assert_eq!(
        heard[1..1 + replay.len()],
        replay[..],
        "the missed puzzle comes back"
    );

    let heard = train(&record, NEXT_DAY, &["progress"], "");
    assert_eq!(heard[0], "Lessons: 3 of 177 stars, 1 of 59 levels done.");
    assert!(
        heard[1].starts_with("Puzzles: 1 solved, 1 missed."),
        "{heard:#?}"
    );
    assert_eq!(heard[2], "Colour of a square, the last scores first: 3/3.");
    assert_eq!(heard[3], "2 exercises are due.");
    let _ = std::fs::remove_dir_all(record.parent().expect("dir"));
}

/// The driver hosts training for both shells: a puzzle solved with a hint through the driver
/// (as the window does it) is told in the very sentences the terminal prints, to every output,
/// and the record is saved.
#[test]
fn a_puzzle_solved_with_a_hint_through_the_driver_is_told_as_at_the_terminal_and_saved() {
    use annabella_core::{
        session::Setup,
        training::{choose::Filter, coach::Exercise},
        ui_text::UiLanguage,
        vocab::VocabId,
        words::{Form, Style},
    };

    let puzzle = &shipped::puzzles()[2];
    let mut lines = vec!["/hint".to_string()];
    lines.extend(crate::common::solution_uci(puzzle));
    let at_the_terminal = train(
        &record("terminal"),
        START,
        &["puzzle", "--id", &puzzle.id],
        &(lines.join("\n") + "\n"),
    );

    let mut setup = Setup {
        ui: UiLanguage::En,
        ..Setup::default()
    };
    for color in shakmaty::Color::ALL {
        let player = setup.players.get_mut(color);
        player.vocab = VocabId::Fide;
        player.style = Style {
            form: Form::Short,
            say_pawn: true,
        };
    }
    let (mut driver, recorder) = crate::common::driving::recorded(setup);
    let saved = record("driver");
    driver.open_training(&saved, Some(START)).unwrap();
    driver.say_due();
    driver.start_exercise(Exercise::Puzzles {
        filter: Filter::default(),
        id: Some(puzzle.id.clone()),
        count: 1,
        seed: 1,
    });
    for line in &lines {
        assert!(driver.exercising());
        driver.answer_exercise(line);
    }
    assert!(!driver.exercising(), "one puzzle, and it is over");
    assert_eq!(recorder.texts(), at_the_terminal);
    assert!(
        said(&at_the_terminal, "Look at the"),
        "{at_the_terminal:#?}"
    );
    assert!(said(&at_the_terminal, "Solved!"), "{at_the_terminal:#?}");

    let kept: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&saved).expect("saved")).unwrap();
    assert!(
        kept["puzzles_solved"]
            .as_array()
            .unwrap()
            .iter()
            .any(|id| id == puzzle.id.as_str()),
        "{kept}"
    );
    for path in [saved, record("terminal")] {
        let _ = std::fs::remove_dir_all(path.parent().expect("dir"));
    }
}

/// Learning from one's own games: Stockfish goes over a game with three planted mistakes, the
/// three moments are kept and due; the next session retries them — the game's move again, a
/// hint and the best move, the solution shown — and the one shown comes back the next day.
#[test]
fn the_mistakes_of_a_game_are_retried_and_the_one_shown_comes_back() {
    if crate::common::engines::stockfish().is_none() {
        return;
    }
    let record = record("mistakes");
    let heard = train(
        &record,
        START,
        &[
            "mistakes",
            "tests/data/three_mistakes.pgn",
            "--side",
            "white",
        ],
        "",
    );
    assert_eq!(heard[0], "No exercise is due.", "{heard:#?}");
    assert!(
        heard[1].starts_with("Going over Player – Stockfish, giving back with the engine")
            && heard[1].contains("White's moves"),
        "{heard:#?}"
    );
    assert_eq!(heard[2], "3 moments to retry.", "{heard:#?}");
    assert!(heard[3].starts_with("Move 6, White to move"), "{heard:#?}");
    assert!(said(&heard, "Black played Läufer"), "{heard:#?}");
    assert!(said(&heard, "In the game: Dame David zwei."), "{heard:#?}");

    // The moments as kept: the game's move and the engine's best of each.
    let kept: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&record).unwrap()).unwrap();
    let retries = kept["retries"].as_object().unwrap();
    assert_eq!(retries.len(), 3);
    let mut moments: Vec<&serde_json::Value> = retries.values().collect();
    moments.sort_by_key(|m| m["ply"].as_u64());
    let played = |i: usize| moments[i]["played"].as_str().unwrap().to_string();
    let best = |i: usize| moments[i]["answers"][0][0].as_str().unwrap().to_string();

    // The next session: all three are due and come in the game's order. The first is found
    // at once; the second after the game's move again and a hint; the third is shown.
    let input = format!(
        "{}\n{}\n/hint\n{}\n/solution\n",
        best(0),
        played(1),
        best(1)
    );
    let heard = train(&record, START + 60, &["mistakes"], &input);
    assert_eq!(
        heard[0],
        "3 exercises are due: your move 6 as White in one of your games; your move 11 as \
         White in one of your games; your move 16 as White in one of your games.",
        "{heard:#?}"
    );
    assert!(heard[1].starts_with("Move 6, White"), "{heard:#?}");
    assert!(said(&heard, "Move 11, White"), "{heard:#?}");
    assert!(
        said(&heard, "is the move of the game. Try another."),
        "{heard:#?}"
    );
    assert_eq!(
        heard
            .iter()
            .filter(|l| l.starts_with("Good:") && l.contains("as well as the engine's best"))
            .count(),
        2,
        "{heard:#?}"
    );
    assert!(said(&heard, "Look at the"), "{heard:#?}");
    assert!(said(&heard, "Move 16, White"), "{heard:#?}");
    assert!(said(&heard, "The move is"), "{heard:#?}");
    assert!(said(&heard, "That was the last retry."), "{heard:#?}");

    // The day after, the two that needed help are due, the one shown first; the one found at
    // once is not repeated.
    let heard = train(&record, NEXT_DAY + 60, &["progress"], "");
    assert!(
        said(&heard, "Moments from your games: 3 kept, 2 due."),
        "{heard:#?}"
    );
    let heard = train(&record, NEXT_DAY + 60, &["mistakes"], "/quit\n");
    assert_eq!(
        heard[0],
        "2 exercises are due: your move 16 as White in one of your games; your move 11 as \
         White in one of your games.",
        "{heard:#?}"
    );
    assert!(heard[1].starts_with("Move 16, White"), "{heard:#?}");
    let _ = std::fs::remove_dir_all(record.parent().expect("dir"));
}

/// The first tournament's last lesson at the terminal: the move is made and announced, so a
/// move is refused with what to do, and `/clock` — the terminal game's own line — completes it.
#[test]
fn the_tournament_lesson_ends_with_the_clock_pressed() {
    let record = record("clock-lesson");
    let heard = train(
        &record,
        START,
        &["learn", "tournament", "--level", "5"],
        "e4\n/clock\n/quit\n",
    );
    assert!(said(&heard, "Now press your clock"), "{heard:#?}");
    assert!(
        said(
            &heard,
            "Your move is made already: now press your clock, with /clock."
        ),
        "{heard:#?}"
    );
    assert!(said(&heard, "Done in one move: 3 stars."), "{heard:#?}");
}

/// A newcomer who knows neither chess nor its words starts the lessons (issue 38): the words
/// are taught and asked back, the king's first move is typed as the square alone, a wrong try
/// names the rule it broke, and the coach's own words are understood without the slash.
#[test]
fn a_newcomer_is_taught_the_words_then_moves_by_the_square_alone() {
    let record = record("newcomer");
    let heard = train(
        &record,
        START,
        &["learn"],
        "Zebra\nCäsar\nvier\nEva vier\nlight\nTurm\nSpringer\nrepeat\nhelp\nboard\nEva zwei\n",
    );
    let before_the_first_answer: usize = heard[..4].iter().map(|l| l.chars().count()).sum();
    assert_eq!(heard[1], "The board's words, level 1 of 6.", "{heard:#?}");
    assert!(
        heard[2].ends_with("they are named Anna, Bella, Cäsar, David, Eva, Felix, Gustav, Hector.")
    );
    assert_eq!(heard[3], "Which file is number 3 from White's left?");
    assert!(before_the_first_answer <= 600, "{before_the_first_answer}");
    assert_eq!(
        heard[4],
        "Not understood: Zebra. /help says what you can type."
    );
    assert_eq!(heard[5], "Right: 3 stars.");
    assert!(said(&heard, "Turm a rook (there are two)"), "{heard:#?}");
    let board = heard
        .iter()
        .position(|l| l == "The board: the king walks, level 1 of 3.")
        .unwrap_or_else(|| panic!("the board stage: {heard:#?}"));
    let after = &heard[board..];
    // Repeat, help and board without the slash: the level again, what to type, the board read.
    let repeated = after[1..]
        .iter()
        .position(|l| l == "The board: the king walks, level 1 of 3.")
        .expect("repeat says the level again");
    assert!(
        said(&after[repeated..], "Type a move: Springer Felix drei"),
        "{after:#?}"
    );
    assert!(said(&after[repeated..], "König Eva eins"), "{after:#?}");
    assert!(said(after, "Done in one move: 3 stars."), "{after:#?}");
    let _ = std::fs::remove_file(&record);

    let heard = train(
        &record,
        START,
        &["learn", "rook"],
        "Turm Bella zwei\nDavid eins\n",
    );
    assert!(said(
        &heard,
        "Turm is the rook. It moves along its rank or its file"
    ));
    assert!(said(
        &heard,
        "A Turm moves along its rank or its file: Bella zwei is on neither."
    ));
    assert!(said(
        &heard,
        "Which piece? König Eva eins, Turm Anna eins can go to David eins"
    ));
}

/// `train mistakes` without a game goes over the newest FINISHED game (issue 38, point 8): a
/// newer game still in progress is passed over, and with none finished it says so rather
/// than going over a game of one move.
#[test]
fn mistakes_go_over_the_newest_finished_game_not_a_newer_unfinished_one() {
    let play = |data: &Path, input: &str| {
        let mut child = crate::common::annabella(data)
            .args(["play", "--vocab", "en", "--lang", "en"])
            .stdin(Stdio::piped())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("annabella plays");
        child
            .stdin
            .take()
            .expect("stdin")
            .write_all(input.as_bytes())
            .expect("typed");
        assert!(child.wait().expect("finishes").success());
    };
    // No Stockfish is asked for: what is gone over is said before the engine starts.
    let mistakes = |data: &Path| {
        let output = crate::common::annabella(data)
            .args(["train", "--lang", "en", "--record"])
            .arg(data.join("training.json"))
            .args(["--now", &START.to_string()])
            .args(["mistakes", "--engine", "/nonexistent/stockfish"])
            .output()
            .expect("annabella runs");
        String::from_utf8_lossy(&output.stdout).into_owned()
            + &String::from_utf8_lossy(&output.stderr)
    };

    let unfinished_only = crate::common::data_dir("mistakes-unfinished");
    play(&unfinished_only, "e4\n/quit\n");
    let said = mistakes(&unfinished_only);
    assert!(
        said.contains("No finished game to go over: finish a game first.")
            && !said.contains("Going over"),
        "{said}"
    );

    let both = crate::common::data_dir("mistakes-finished");
    play(&both, "f3\ne5\ng4\nQh4\n");
    play(&both, "e4\n/quit\n");
    assert_eq!(crate::common::journals(&both).len(), 2);
    let said = mistakes(&both);
    assert!(
        said.contains("No retry is due; going over your newest finished game.\nGoing over "),
        "{said}"
    );
    let _ = std::fs::remove_dir_all(unfinished_only);
    let _ = std::fs::remove_dir_all(both);
}

#[test]
fn a_bare_train_says_what_there_is_in_a_line_and_drill_lists_its_kinds() {
    let data = crate::common::data_dir("train-bare");
    let run = |args: &[&str]| {
        let output = crate::common::annabella(&data).args(args).output().unwrap();
        assert!(output.status.success(), "{args:?}: {output:?}");
        String::from_utf8(output.stdout).unwrap()
    };
    let bare = run(&["train"]);
    assert_eq!(bare.lines().count(), 1, "{bare}");
    assert!(bare.len() <= 600, "{} characters: {bare}", bare.len());
    assert!(
        bare.starts_with("What to train: annabella train learn"),
        "{bare}"
    );
    let kinds = run(&["train", "drill"]);
    let lines: Vec<&str> = kinds.lines().collect();
    assert_eq!(lines.len(), 1 + DrillKind::ALL.len(), "{kinds}");
    assert!(
        lines.contains(&"knight-distance: Knight distance"),
        "{kinds}"
    );
    // Nothing was trained: no record written.
    assert!(!data.join("annabella").join("training.json").exists());
}

/// Ctrl+C, SIGTERM and a closed terminal (SIGHUP) at a drill's prompt end the round as the end
/// of input does: the answers given are kept, said and saved (they killed the app, and the
/// round in hand was lost).
#[test]
fn a_stop_signal_at_the_prompt_keeps_the_round_as_the_end_of_input_does() {
    use std::io::{BufRead, BufReader};
    for (signal, name) in [
        (libc::SIGINT, "int"),
        (libc::SIGTERM, "term"),
        (libc::SIGHUP, "hup"),
    ] {
        let record = record(&format!("signal-{name}"));
        let mut child = Command::new(env!("CARGO_BIN_EXE_annabella"))
            .args(["train", "--lang", "en", "--record"])
            .arg(&record)
            .args(["--now", &START.to_string()])
            .args(["drill", "square-colour", "--items", "3", "--seed", "5"])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("annabella runs");
        let mut stdin = child.stdin.take().expect("stdin");
        stdin.write_all(b"light\n").expect("typed");
        // The first answer is taken when the second question is asked.
        let mut out = BufReader::new(child.stdout.take().expect("stdout"));
        let mut heard = String::new();
        while heard.matches("light or dark?").count() < 2 {
            let mut line = String::new();
            assert!(out.read_line(&mut line).expect("read") > 0, "{heard}");
            heard.push_str(&line);
        }
        // SAFETY: kill(2) on the child's own pid.
        let sent = unsafe { libc::kill(child.id() as libc::pid_t, signal) };
        assert_eq!(sent, 0);
        let mut rest = String::new();
        std::io::Read::read_to_string(&mut out, &mut rest).expect("the rest");
        let status = child.wait().expect("ends");
        drop(stdin);
        assert!(status.success(), "{name}: {status:?}\n{heard}{rest}");
        assert!(rest.contains("of 1 right."), "{name}: {rest}");
        let kept: serde_json::Value =
            serde_json::from_str(&std::fs::read_to_string(&record).unwrap()).unwrap();
        assert_eq!(
            kept["drills"]["SquareColour"][0]["asked"], 1,
            "{name}: {kept}"
        );
        let _ = std::fs::remove_dir_all(record.parent().unwrap());
    }
}
