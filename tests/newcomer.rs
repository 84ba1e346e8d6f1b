//! The newcomer's transcript on a real terminal (issue 38): the built binary started bare, as
//! `annabella`, on a pseudo-terminal with no display, in a home of its own, walked as a blind
//! newcomer who knows neither chess nor the Appendix D words would: the first lesson, the first
//! two stages, a timed drill whose deadline comes, a puzzle solved with hints, a game between
//! friends to its end, then `annabella train mistakes` on that finished game. Each of the
//! issue's eleven points that a terminal shows is checked where it is met; the transcript and
//! its figures are printed.
//!
//! The screen is what a screen reader or a braille display reads: what the program printed to
//! its output and its errors alike, the prompts, and the lines typed as the terminal echoes
//! them. Every wait is for what the app prints, bounded by `common::PATIENCE`.

use std::{
    path::Path,
    process::Command,
    time::{SystemTime, UNIX_EPOCH},
};

use annabella_core::{
    keymap::Learn,
    training::{
        drills::DrillKind,
        progress::Progress,
        record::Record,
        repetition::{Exercise, Grade},
    },
};

use crate::common::{self, terminal::OnTerminal};

/// The most characters of a first answer: what a command says before the player may type
/// again, unless the player asked for a whole list (then each of its lines).
const FIRST_ANSWER: usize = 600;

/// The binary in a home of its own (`home`: its data, settings, caches and runtime files),
/// with no display, no sound server or session bus of this machine, in English.
fn annabella(home: &Path, args: &[&str]) -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_annabella"));
    command.args(args).current_dir(home);
    for variable in [
        "DISPLAY",
        "WAYLAND_DISPLAY",
        "LC_ALL",
        "LC_MESSAGES",
        "LANGUAGE",
        "PULSE_SERVER",
        "DBUS_SESSION_BUS_ADDRESS",
        "AT_SPI_BUS_ADDRESS",
        "SPEECHD_ADDRESS",
    ] {
        command.env_remove(variable);
    }
    command
        .env("LANG", "C")
        .env("TERM", "xterm")
        .env("HOME", home)
        .env("XDG_DATA_HOME", home.join("data"))
        .env("XDG_CONFIG_HOME", home.join("config"))
        .env("XDG_CACHE_HOME", home.join("cache"))
        .env("XDG_STATE_HOME", home.join("state"))
        .env("XDG_RUNTIME_DIR", home.join("run"));
    command
}

/// A training record in `home` whose Knight distance drill, missed a month ago, is due now.
fn a_drill_due(home: &Path) {
    let now = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .unwrap()
        .as_secs() as i64;
    let mut progress = Progress::default();
    progress.schedule.review(
        Exercise::Drill(DrillKind::KnightDistance),
        Grade::Again,
        now - 30 * 86_400,
    );
    let record = home.join("data").join("annabella").join("training.json");
    std::fs::create_dir_all(record.parent().unwrap()).unwrap();
    std::fs::write(record, Record::new(progress).write().unwrap()).unwrap();
    for folder in ["config", "cache", "state", "run"] {
        std::fs::create_dir_all(home.join(folder)).unwrap();
    }
}

/// A Learn choice's number, as `/learn N` takes it.
fn number(learn: Learn) -> String {
    (Learn::all().iter().position(|&l| l == learn).unwrap() + 1).to_string()
}

const FILES: [&str; 8] = [
    "Anna", "Bella", "Cäsar", "David", "Eva", "Felix", "Gustav", "Hector",
];
const RANKS: [&str; 8] = [
    "eins", "zwei", "drei", "vier", "fünf", "sechs", "sieben", "acht",
];

/// The last square named in `said` ("Look at the Turm on Anna fünf."), as its file and rank
/// from 0.
fn last_square(said: &str) -> (usize, usize) {
    let words: Vec<&str> = said
        .split_whitespace()
        .map(|w| w.trim_end_matches(['.', ',', '?', ';', ':']))
        .collect();
    words
        .windows(2)
        .filter_map(|pair| {
            let file = FILES.iter().position(|&f| f == pair[0])?;
            let rank = RANKS.iter().position(|&r| r == pair[1])?;
            Some((file, rank))
        })
        .next_back()
        .unwrap_or_else(|| panic!("no square in {said:?}"))
}

/// Whether the square named in `question` ("Is David vier light or dark?") is light: Anna
/// eins is dark, and the colours alternate along every file and rank.
fn light(question: &str) -> bool {
    let (file, rank) = last_square(question);
    (file + rank) % 2 == 1
}

/// "a5" for Anna fünf.
fn coordinates((file, rank): (usize, usize)) -> String {
    format!("{}{}", (b'a' + file as u8) as char, rank + 1)
}

/// What the player typed and what came back, for the checks at the end.
struct Transcript {
    terminal: OnTerminal,
    /// Each line typed, what it was answered, and whether each line of the answer is held to
    /// the bound rather than the whole.
    answers: Vec<(String, String, bool)>,
}

impl Transcript {
    /// Types `line`; the answer, up to the `prompt` after `expected`.
    fn ask(&mut self, line: &str, expected: &str, prompt: &str) -> String {
        let answer = self.terminal.answer(line, expected, prompt);
        self.answers.push((line.to_string(), answer.clone(), false));
        answer
    }

    /// As [`Transcript::ask`], for a list asked for as a whole (`/help`), or a move that may
    /// bring the next position: each of its lines is held to the bound, not their sum.
    fn list(&mut self, line: &str, expected: &str, prompt: &str) -> String {
        let answer = self.ask(line, expected, prompt);
        self.answers.last_mut().unwrap().2 = true;
        answer
    }
}

/// Issue 38's "Done when", at a real terminal: a newcomer from a bare `annabella` through the
/// first two stages, a drill, a puzzle with hints and `train mistakes` on a finished game.
#[test]
fn a_newcomer_at_a_real_terminal_goes_from_a_bare_annabella_to_their_own_mistakes() {
    let home = common::data_dir("newcomer-terminal");
    a_drill_due(&home);
    let terminal = OnTerminal::start(annabella(&home, &[]));
    // 11 and 7: the first screen says that lessons exist and names what is due; 3: it asks
    // with a prompt.
    assert!(terminal.wait_for(0, "New game> "), "{}", terminal.screen());
    let due = "One exercise is due: the drill Knight distance.";
    assert!(terminal.wait_for(0, due), "{}", terminal.screen());
    let opening = terminal.screen();
    assert!(
        opening.contains("/learn 1 starts the first lesson"),
        "{opening}"
    );
    let opening_said = opening.replace("New game> ", "");
    assert!(
        opening_said.chars().count() <= FIRST_ANSWER,
        "{opening_said}"
    );
    let mut t = Transcript {
        terminal,
        answers: vec![(String::new(), opening_said, false)],
    };

    // 1: the first lesson teaches the words before it asks them: one line typed.
    let first = t.ask("/learn 1", "Which file is number 3", "Answer> ");
    assert!(first.contains("named Anna, Bella, Cäsar"), "{first}");
    assert!(
        first.contains("/quit goes back to the new game's questions"),
        "{first}"
    );
    // 7: what is due, named on the first screen, is not said again as training opens.
    assert!(!first.contains(due), "{first}");
    let before_the_first_answer: usize = t
        .answers
        .iter()
        .map(|(_, said, _)| said.chars().count())
        .sum();
    let stars = t.ask("Cäsar", "Which rank", "Answer> ");
    assert!(stars.contains("Stars say how it went"), "{stars}");
    for (answer, next) in [
        ("vier", "Name the square"),
        ("Eva vier", "Is Cäsar zwei"),
        ("light", "What is the rook called"),
        ("Turm", "What is the knight called"),
    ] {
        t.ask(answer, next, "Answer> ");
    }
    // The second stage: how the king moves, and par explained when first met; 2: the square
    // alone is taken as the move of the one piece that can go there.
    let board = t.ask("Springer", "Go to Eva zwei", "Answer> ");
    assert!(board.contains("or the square alone"), "{board}");
    assert!(board.contains("Par is the fewest moves"), "{board}");
    let done = t.ask("Eva zwei", "Done in one move", "Answer> ");
    assert!(!done.contains("No "), "{done}");
    for (answer, next) in [
        ("David zwei", "Now go to David drei"),
        ("David drei", "Done in 2 moves"),
        ("Felix zwei", "Now go to Gustav drei"),
        ("Gustav drei", "Now go to Gustav vier"),
    ] {
        t.ask(answer, next, "Answer> ");
    }
    // The third stage opens with how the rook moves; 4: the coach's words without a slash;
    // 1: a wrong try names the rule it broke.
    let rook = t.ask("Gustav vier", "Go to Anna fünf", "Answer> ");
    assert!(rook.contains("Turm is the rook"), "{rook}");
    t.ask("hint", "Look at the", "Answer> ");
    let rule = t.ask("Bella zwei", "Bella zwei is on neither", "Answer> ");
    assert!(rule.contains("along its rank or its file"), "{rule}");
    t.ask("repeat", "Go to Anna fünf", "Answer> ");
    t.ask("board", "White", "Answer> ");
    t.ask("give up", "The move is", "Answer> ");
    // 3: back at the questions; /help lists the values a line each, /cancel has no game.
    t.ask("/quit", "New game.", "New game> ");
    let values = t.list("/help", "Type a number", "New game> ");
    assert!(
        values.contains("\n2. a friend at this computer\n"),
        "{values}"
    );
    let cancelled = t.ask("/cancel", "There is no game", "New game> ");
    assert!(!cancelled.contains("Back to the game"), "{cancelled}");

    // 9: /learn answers short, every choice a line each on /help.
    let learn = t.ask("/learn", "Type a number", "Learn> ");
    assert!(learn.starts_with("Learn: 1, lessons by doing"), "{learn}");
    // With no game begun yet, an empty line goes back to the questions, and the list says so.
    assert!(
        learn.contains("an empty line goes back to the new game's questions"),
        "{learn}"
    );
    let all = t.list("/help", "20. my progress", "Learn> ");
    assert_eq!(all.lines().count(), 21, "{all}");
    assert!(!all.contains("back to the game"), "{all}");
    // 6: a timed drill says its deadline when it comes, and a prompt follows it; a right
    // answer after it counts as a miss, and says so.
    let drill = number(Learn::TimedDrill(DrillKind::SquareColour));
    let question = t.ask(&drill, "light or dark?", "Answer> ");
    let asked = question
        .lines()
        .find(|l| l.ends_with("light or dark?"))
        .unwrap()
        .to_string();
    let from = t.terminal.screen().chars().count();
    let deadline = "Time is up: 30 seconds. Answer all the same; it counts as a miss.";
    assert!(
        t.terminal.wait_for(from, &format!("{deadline}\nAnswer> ")),
        "no deadline said: {}",
        t.terminal.screen()
    );
    let colour = if light(&asked) { "light" } else { "dark" };
    t.ask(colour, "Right, but late: it counts as a miss.", "Answer> ");
    let score = t.ask("/quit", "New game.", "New game> ");
    assert!(score.contains("0 of 1 right."), "{score}");

    // A puzzle with hints: each move found through two hints (the piece, then where it
    // goes), typed as its squares; 5: the rating's change says why.
    let puzzles = number(Learn::Puzzles);
    t.list(&format!("/learn {puzzles}"), "Your move.", "Answer> ");
    let mut solved = String::new();
    for _ in 0..10 {
        let piece = t.ask("hint", "Look at the", "Answer> ");
        let square = t.ask("/hint", "It goes to", "Answer> ");
        let mut answer = coordinates(last_square(&piece)) + &coordinates(last_square(&square));
        // A pawn to the last rank needs the piece it becomes: the third hint says the move.
        if piece.contains("Bauer") && matches!(last_square(&square).1, 0 | 7) {
            let third = t.ask("hint", "The move is ", "Answer> ");
            let said = third.split("The move is ").nth(1).unwrap();
            answer = said.split_once(".\n").map_or(said, |(m, _)| m).to_string();
        }
        let after = t.list(&answer, "Your move.", "Answer> ");
        if after.contains("Solved!") {
            solved = after;
            break;
        }
    }
    assert!(
        solved.contains("For the rating only") || solved.contains("The solution was shown"),
        "{solved}"
    );
    assert!(solved.contains("Your puzzle rating"), "{solved}");
    // The next one given up (4: the coach's words, no slash); 10: the solution with the
    // opponent's reply between the player's moves.
    let shown = t.list("give up", "The solution was shown", "Answer> ");
    let (solution, _) = shown.split_once("The solution was shown").unwrap();
    assert_eq!(
        solution.matches("The move is ").count(),
        solution.matches(" answers ").count() + 1,
        "{shown}"
    );
    t.ask("/quit", "New game.", "New game> ");

    // A game between friends, mated in four moves: 10, a prompt after its end.
    t.ask("friend", "A friend at this computer", "New game> ");
    t.ask("", "Game on", "White> ");
    t.ask("f3", "Bauer Felix drei", "Black> ");
    t.ask("e5", "Bauer Eva fünf", "White> ");
    t.ask("g4", "Bauer Gustav vier", "Black> ");
    let mate = t.ask("Qh4", "Black wins", "What now> ");
    assert!(mate.contains("Schachmatt"), "{mate}");
    // Then a game begun and left after one move: newer, and not finished.
    t.ask("new", "New game, no clock", "White> ");
    t.ask("e4", "Bauer Eva vier", "Black> ");
    t.ask("/quit", "Leave the game?", "Black> ");
    t.terminal.line("/quit");
    let Transcript { terminal, answers } = t;
    let (status, screen) = terminal.end();
    assert!(status.success(), "{screen}");

    // 8: `train mistakes` goes over the newest finished game, not the one left after e4.
    let mut retries = None;
    if common::engines::stockfish().is_some() {
        let mut train = OnTerminal::start(annabella(&home, &["train", "mistakes"]));
        assert!(train.wait_for(0, "Answer> "), "{}", train.screen());
        let over = train.screen();
        assert!(over.contains("your newest finished game"), "{over}");
        assert!(over.contains("moments to retry"), "{over}");
        assert!(over.contains("In the game: Bauer"), "{over}");
        assert!(!over.contains("nothing to retry"), "{over}");
        train.line("/quit");
        let (status, over) = train.end();
        assert!(status.success(), "{over}");
        retries = Some(over);
    }

    // 9: `annabella train` and `train drill` answer short; 10: `train learn` waits at a
    // prompt.
    let usage = {
        let bare = OnTerminal::start(annabella(&home, &["train"]));
        let (status, said) = bare.end();
        assert!(status.success(), "{said}");
        said
    };
    let kinds = {
        let drills = OnTerminal::start(annabella(&home, &["train", "drill"]));
        drills.end().1
    };
    assert!(kinds.contains("square-colour"), "{kinds}");
    let mut lesson = OnTerminal::start(annabella(&home, &["train", "learn"]));
    assert!(lesson.wait_for(0, "Answer> "), "{}", lesson.screen());
    lesson.line("/quit");
    let lesson = lesson.end().1;

    // Every screen: nothing from the sound library, the missing card said at most once in
    // the app's words, nothing misunderstood.
    let screens = [
        Some(&screen),
        retries.as_ref(),
        Some(&usage),
        Some(&kinds),
        Some(&lesson),
    ];
    for screen in screens.into_iter().flatten() {
        assert!(!screen.contains("ALSA lib"), "{screen}");
        assert!(screen.matches("No sound").count() <= 1, "{screen}");
        assert!(!screen.contains("Not understood"), "{screen}");
        assert!(!screen.contains("is not one of the values"), "{screen}");
        assert!(!screen.contains("Escape"), "{screen}");
    }
    // 9: every first answer at most 600 characters, every line of a list too.
    for (typed, said, listed) in &answers {
        if *listed {
            for line in said.lines() {
                assert!(line.chars().count() <= FIRST_ANSWER, "{typed:?}: {line}");
            }
        } else {
            assert!(said.chars().count() <= FIRST_ANSWER, "{typed:?}: {said}");
        }
    }
    for said in [&usage, &kinds] {
        assert!(said.chars().count() <= FIRST_ANSWER, "{said}");
    }
    let (longest_typed, longest) = answers
        .iter()
        .filter(|(_, _, listed)| !listed)
        .map(|(typed, said, _)| (typed.as_str(), said.chars().count()))
        .max_by_key(|&(_, n)| n)
        .unwrap();
    let longest_line = answers
        .iter()
        .flat_map(|(_, said, _)| said.lines())
        .map(|l| l.chars().count())
        .max()
        .unwrap();
    eprintln!("{screen}");
    if let Some(retries) = &retries {
        eprintln!("{retries}");
    }
    eprintln!(
        "newcomer at a terminal: {before_the_first_answer} characters before the first \
         lesson's first answer; the longest first answer {longest} (to {longest_typed:?}); \
         the longest line {longest_line}; `annabella train` {}, `train drill` {}",
        usage.chars().count(),
        kinds.chars().count()
    );
    let _ = std::fs::remove_dir_all(&home);
}
