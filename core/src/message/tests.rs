//! Every refusal and failure of the core, said in every interface language: no message missing,
//! no argument dropped, and no language answering in English.

use std::time::Duration;

use shakmaty::Color;

use super::*;
use crate::{
    clock::{ClockError, TimeControl, TimeControlError},
    engine::{EngineError, spec::SpecError},
    keymap::BadChord,
    pgn::{PgnError, PgnErrorKind, PgnProblem},
    rules::{AutomaticEnd, FenProblem, Game, RulesError, StartPosition},
    session::{
        ArbiterLineError, SetupError,
        script::{Script, ScriptError, ScriptProblem, SettingError},
    },
    ui_text::{UiLanguage, UiText},
    vocab::{VocabError, VocabId, Vocabulary},
};

/// The samples of one error type, checked to hold every variant: `variant` gives each variant
/// its place (an exhaustive match: a new variant does not compile until it has one, and then
/// has no sample until one is added here).
fn every<E>(samples: Vec<E>, count: usize, variant: fn(&E) -> usize) -> Vec<E> {
    let mut seen: Vec<usize> = samples.iter().map(variant).collect();
    seen.sort_unstable();
    seen.dedup();
    assert_eq!(
        seen,
        (0..count).collect::<Vec<_>>(),
        "{}: a variant without a sample",
        std::any::type_name::<E>()
    );
    samples
}

fn rules_errors() -> Vec<RulesError> {
    every(
        vec![
            RulesError::BadFen {
                fen: "8/8/8/8/8/8/8/k7 w - - 0 1".into(),
                reason: FenProblem::MissingKing,
            },
            RulesError::BadChess960Number(960),
            RulesError::IllegalMove { uci: "e2e5".into() },
            RulesError::GameOver(AutomaticEnd::Stalemate),
        ],
        4,
        |e| match e {
            RulesError::BadFen { .. } => 0,
            RulesError::BadChess960Number(_) => 1,
            RulesError::IllegalMove { .. } => 2,
            RulesError::GameOver(_) => 3,
        },
    )
}

fn fen_problems() -> Vec<FenProblem> {
    use FenProblem::*;
    let all = vec![
        Unreadable,
        Board,
        Turn,
        Castling,
        EnPassantField,
        Counters,
        EmptyBoard,
        MissingKing,
        TooManyKings,
        PawnsOnBackRank,
        CastlingRights,
        EnPassantSquare,
        OppositeCheck,
        ImpossibleCheck,
        TooMuchMaterial,
    ];
    every(all, 15, |p| match p {
        Unreadable => 0,
        Board => 1,
        Turn => 2,
        Castling => 3,
        EnPassantField => 4,
        Counters => 5,
        EmptyBoard => 6,
        MissingKing => 7,
        TooManyKings => 8,
        PawnsOnBackRank => 9,
        CastlingRights => 10,
        EnPassantSquare => 11,
        OppositeCheck => 12,
        ImpossibleCheck => 13,
        TooMuchMaterial => 14,
    })
}

fn automatic_ends() -> Vec<AutomaticEnd> {
    every(
        vec![
            AutomaticEnd::Checkmate {
                winner: Color::White,
            },
            AutomaticEnd::Stalemate,
            AutomaticEnd::InsufficientMaterial,
            AutomaticEnd::DeadPosition,
            AutomaticEnd::FivefoldRepetition,
            AutomaticEnd::SeventyFiveMoves,
        ],
        6,
        |end| match end {
            AutomaticEnd::Checkmate { .. } => 0,
            AutomaticEnd::Stalemate => 1,
            AutomaticEnd::InsufficientMaterial => 2,
            AutomaticEnd::DeadPosition => 3,
            AutomaticEnd::FivefoldRepetition => 4,
            AutomaticEnd::SeventyFiveMoves => 5,
        },
    )
}

fn setup_errors() -> Vec<SetupError> {
    every(
        vec![
            SetupError::Twice("vocab white".into()),
            SetupError::StartTwice,
            SetupError::ComputerInTournament,
            SetupError::ComputerPlaysTheReader(Color::Black),
            SetupError::ComputerPlaysTheReader(Color::White),
            SetupError::ComputerWithoutGame,
            SetupError::Volume("1.5".into()),
            SetupError::NameNotPrintable {
                color: Color::White,
                shown: "Anna␊Mallory".into(),
            },
            SetupError::OnlineNotAlone,
        ],
        8,
        |e| match e {
            SetupError::Twice(_) => 0,
            SetupError::StartTwice => 1,
            SetupError::ComputerInTournament => 2,
            SetupError::ComputerPlaysTheReader(_) => 3,
            SetupError::ComputerWithoutGame => 4,
            SetupError::Volume(_) => 5,
            SetupError::NameNotPrintable { .. } => 6,
            SetupError::OnlineNotAlone => 7,
        },
    )
}

fn online_errors() -> Vec<Message> {
    use crate::online::{RequestError, game::GameError, lobby_line, sync::SyncError};
    let requests = every(
        vec![
            RequestError::Refused {
                reason: "Not your turn".into(),
            },
            RequestError::Unauthorized,
            RequestError::NotFound,
            RequestError::RateLimited,
            RequestError::Network {
                reason: "timed out".into(),
            },
            RequestError::NotConnected,
        ],
        6,
        |e| match e {
            RequestError::Refused { .. } => 0,
            RequestError::Unauthorized => 1,
            RequestError::NotFound => 2,
            RequestError::RateLimited => 3,
            RequestError::Network { .. } => 4,
            RequestError::NotConnected => 5,
        },
    );
    let syncs = every(
        vec![
            SyncError::NotUci {
                number: 3,
                word: "zz".into(),
            },
            SyncError::Illegal {
                number: 2,
                word: "e2e4".into(),
            },
        ],
        2,
        |e| match e {
            SyncError::NotUci { .. } => 0,
            SyncError::Illegal { .. } => 1,
        },
    );
    let games = every(
        vec![
            GameError::NotYours { id: "abc".into() },
            GameError::Variant {
                name: "Crazyhouse".into(),
            },
        ],
        2,
        |e| match e {
            GameError::NotYours { .. } => 0,
            GameError::Variant { .. } => 1,
        },
    );
    let lines = every(
        vec![
            lobby_line::LineError::Unknown("jump".into()),
            lobby_line::LineError::Usage("ai LEVEL"),
            lobby_line::LineError::Level("9".into()),
            lobby_line::LineError::Control(crate::online::control::ControlError::NotUnderstood(
                "soon".into(),
            )),
        ],
        4,
        |e| match e {
            lobby_line::LineError::Unknown(_) => 0,
            lobby_line::LineError::Usage(_) => 1,
            lobby_line::LineError::Level(_) => 2,
            lobby_line::LineError::Control(_) => 3,
        },
    );
    let mut all: Vec<Message> = requests.iter().map(RequestError::message).collect();
    all.extend(lines.iter().map(lobby_line::LineError::message));
    all.extend(syncs.iter().map(SyncError::message));
    all.extend(games.iter().map(GameError::message));
    all
}

fn time_control_errors() -> Vec<TimeControlError> {
    every(
        vec![
            TimeControlError::Unknown,
            TimeControlError::Hourglass,
            TimeControlError::NotUnderstood("90 minutes".into()),
            TimeControlError::Empty("0".into()),
            TimeControlError::UnreachablePeriod("90".into()),
        ],
        5,
        |e| match e {
            TimeControlError::Unknown => 0,
            TimeControlError::Hourglass => 1,
            TimeControlError::NotUnderstood(_) => 2,
            TimeControlError::Empty(_) => 3,
            TimeControlError::UnreachablePeriod(_) => 4,
        },
    )
}

fn clock_errors() -> Vec<ClockError> {
    every(
        vec![
            ClockError::NotStarted,
            ClockError::AlreadyStarted,
            ClockError::Paused,
            ClockError::NotPaused,
        ],
        4,
        |e| match e {
            ClockError::NotStarted => 0,
            ClockError::AlreadyStarted => 1,
            ClockError::Paused => 2,
            ClockError::NotPaused => 3,
        },
    )
}

fn pgn_problems() -> Vec<PgnProblem> {
    let samples = vec![
        PgnProblem::UnknownToken {
            after: String::new(),
            token: "hello".into(),
        },
        PgnProblem::UnknownToken {
            after: "12.".into(),
            token: "Zz9".into(),
        },
        PgnProblem::AfterTheEnd {
            number: "80.".into(),
            san: "Kg2".into(),
            end: AutomaticEnd::FivefoldRepetition,
        },
    ];
    every(samples, 2, |p| match p {
        PgnProblem::UnknownToken { .. } => 0,
        PgnProblem::AfterTheEnd { .. } => 1,
    })
}

fn pgn_errors() -> Vec<PgnError> {
    let kinds = every(
        vec![
            PgnErrorKind::Start(RulesError::BadFen {
                fen: "nonsense".into(),
                reason: FenProblem::Unreadable,
            }),
            PgnErrorKind::UnsupportedVariant("Atomic".into()),
            PgnErrorKind::IllegalMove {
                number: "14.".into(),
                san: "Nf3".into(),
            },
            PgnErrorKind::Io("stream did not contain valid UTF-8".into()),
        ],
        4,
        |kind| match kind {
            PgnErrorKind::Start(_) => 0,
            PgnErrorKind::UnsupportedVariant(_) => 1,
            PgnErrorKind::IllegalMove { .. } => 2,
            PgnErrorKind::Io(_) => 3,
        },
    );
    kinds
        .into_iter()
        .map(|kind| PgnError { game: 3, kind })
        .collect()
}

fn spec_errors() -> Vec<SpecError> {
    every(
        vec![
            SpecError::Level("eleven".into()),
            SpecError::NoProgram,
            SpecError::Option("Hash".into()),
            SpecError::NotAnEngine("stockfish".into()),
        ],
        4,
        |e| match e {
            SpecError::Level(_) => 0,
            SpecError::NoProgram => 1,
            SpecError::Option(_) => 2,
            SpecError::NotAnEngine(_) => 3,
        },
    )
}

fn engine_errors() -> Vec<EngineError> {
    let program = || "/usr/games/stockfish".to_string();
    every(
        vec![
            EngineError::NotStarted {
                program: program(),
                reason: "No such file or directory (os error 2)".into(),
            },
            EngineError::NoAnswer {
                program: program(),
                waiting_for: "uciok".into(),
            },
            EngineError::IllegalMove {
                program: program(),
                text: "e2e5".into(),
            },
            EngineError::Unreadable {
                program: program(),
                line: "bestmove banana".into(),
            },
            EngineError::Died { program: program() },
            EngineError::NoLegalMove,
            EngineError::Flooded {
                program: program(),
                waiting_for: "uciok".into(),
                lines: 10_001,
            },
            EngineError::NoLines { program: program() },
        ],
        8,
        |e| match e {
            EngineError::NotStarted { .. } => 0,
            EngineError::NoAnswer { .. } => 1,
            EngineError::IllegalMove { .. } => 2,
            EngineError::Unreadable { .. } => 3,
            EngineError::Died { .. } => 4,
            EngineError::NoLegalMove => 5,
            EngineError::Flooded { .. } => 6,
            EngineError::NoLines { .. } => 7,
        },
    )
}

fn vocab_errors() -> Vec<VocabError> {
    every(
        vec![
            VocabError::Syntax("E0003 at line 4".into()),
            VocabError::MissingMessage("takes"),
            VocabError::Collision {
                phrase: "e".into(),
                first: "File(E)".into(),
                second: "Filler".into(),
            },
        ],
        3,
        |e| match e {
            VocabError::Syntax(_) => 0,
            VocabError::MissingMessage(_) => 1,
            VocabError::Collision { .. } => 2,
        },
    )
}

fn arbiter_line_errors() -> Vec<ArbiterLineError> {
    every(
        vec![
            ArbiterLineError::Unknown("dance".into()),
            ArbiterLineError::Usage("add COLOUR TIME"),
        ],
        2,
        |e| match e {
            ArbiterLineError::Unknown(_) => 0,
            ArbiterLineError::Usage(_) => 1,
        },
    )
}

fn setting_errors() -> Vec<SettingError> {
    every(
        vec![
            SettingError::NotASetting("colour".into()),
            SettingError::Usage("board COLOUR on|off"),
            SettingError::NotOnOff {
                setting: "pawn".into(),
                text: "yes".into(),
            },
            SettingError::NotOneOf {
                setting: "mode".into(),
                names: vec!["home", "tournament", "assistant"],
                text: "club".into(),
            },
            SettingError::NotAColor("purple".into()),
            SettingError::NotATime("soon".into()),
            SettingError::TimeTooLong("5000:00:00".into()),
            SettingError::NoLanguage("klingon".into()),
            SettingError::NotAChess960Number("x".into()),
            SettingError::Engine(SpecError::NoProgram),
            SettingError::TimeControl(TimeControlError::Hourglass),
            SettingError::Setup(SetupError::ComputerWithoutGame),
        ],
        12,
        |e| match e {
            SettingError::NotASetting(_) => 0,
            SettingError::Usage(_) => 1,
            SettingError::NotOnOff { .. } => 2,
            SettingError::NotOneOf { .. } => 3,
            SettingError::NotAColor(_) => 4,
            SettingError::NotATime(_) => 5,
            SettingError::TimeTooLong(_) => 6,
            SettingError::NoLanguage(_) => 7,
            SettingError::NotAChess960Number(_) => 8,
            SettingError::Engine(_) => 9,
            SettingError::TimeControl(_) => 10,
            SettingError::Setup(_) => 11,
        },
    )
}

fn script_errors() -> Vec<ScriptError> {
    let problems = every(
        vec![
            ScriptProblem::Setting(SettingError::NotATime("soon".into())),
            ScriptProblem::TimeGoesBack {
                from: Duration::from_secs(90),
                to: Duration::from_millis(12_500),
            },
            ScriptProblem::Key(BadChord("Hyper+x".into())),
            ScriptProblem::Focus("clock".into()),
            ScriptProblem::Arbiter(ArbiterLineError::Unknown("dance".into())),
            ScriptProblem::SettingAfterInput("mode".into()),
            ScriptProblem::UnknownLine("jump e4".into()),
        ],
        7,
        |p| match p {
            ScriptProblem::Setting(_) => 0,
            ScriptProblem::TimeGoesBack { .. } => 1,
            ScriptProblem::Key(_) => 2,
            ScriptProblem::Focus(_) => 3,
            ScriptProblem::Arbiter(_) => 4,
            ScriptProblem::SettingAfterInput(_) => 5,
            ScriptProblem::UnknownLine(_) => 6,
        },
    );
    problems
        .into_iter()
        .map(|problem| ScriptError { line: 7, problem })
        .collect()
}

/// Every variant of every error type of the core, as it is said.
fn every_message() -> Vec<Message> {
    let mut all: Vec<Message> = Vec::new();
    all.extend(rules_errors().iter().map(RulesError::message));
    all.extend(fen_problems().iter().map(FenProblem::message));
    all.extend(automatic_ends().into_iter().map(AutomaticEnd::message));
    all.extend(setup_errors().iter().map(SetupError::message));
    all.extend(online_errors());
    all.extend(time_control_errors().iter().map(TimeControlError::message));
    all.extend(clock_errors().iter().map(ClockError::message));
    all.extend(pgn_problems().iter().map(PgnProblem::message));
    all.extend(pgn_errors().iter().map(PgnError::message));
    all.extend(spec_errors().iter().map(SpecError::message));
    all.extend(engine_errors().iter().map(EngineError::message));
    all.push(BadChord("Hyper+x".into()).message());
    all.extend(vocab_errors().iter().map(VocabError::message));
    all.extend(arbiter_line_errors().iter().map(ArbiterLineError::message));
    all.extend(setting_errors().iter().map(SettingError::message));
    all.extend(script_errors().iter().map(ScriptError::message));
    all
}

fn render(message: &Message, language: UiLanguage) -> String {
    message.render(Vocabulary::get(VocabId::En), UiText::get(language))
}

/// The interface messages in `message`, the outer one first.
fn parts(message: &Message) -> Vec<&Message> {
    let mut found = vec![message];
    if let Message::Ui(_, args) = message {
        for (_, arg) in args {
            if let Arg::Message(inner) = arg {
                found.extend(parts(inner));
            }
        }
    }
    found
}

#[test]
fn every_error_is_said_in_every_language_with_its_own_words() {
    let messages = every_message();
    assert!(messages.len() > 80, "{} messages", messages.len());
    for language in UiLanguage::ALL {
        let text = UiText::get(language);
        for message in &messages {
            for part in parts(message) {
                let Message::Ui(id, args) = part else {
                    panic!("an error said as tokens: {part:?}");
                };
                assert!(text.has(id), "locales/ui/{language}.ftl lacks {id}");
                let said = render(part, language);
                // Fluent writes a placeable it cannot fill as `{$name}`.
                assert!(!said.contains('{'), "{language} {id}: {said}");
                for (name, arg) in args {
                    let shown = match arg {
                        Arg::Key(text) => text.clone(),
                        Arg::Number(n) => n.to_string(),
                        _ => continue,
                    };
                    assert!(
                        said.contains(&shown),
                        "{language} {id} drops ${name} ({shown:?}): {said}"
                    );
                }
                if language != UiLanguage::En {
                    assert_ne!(
                        said,
                        render(part, UiLanguage::En),
                        "{language} {id} is said in English"
                    );
                }
            }
        }
    }
}

#[test]
fn display_is_the_english_message() {
    for message in every_message() {
        let english = render(&message, UiLanguage::En);
        assert!(!english.is_empty());
        assert!(!english.contains("error-"), "{english}");
    }
    let error = "90 minutes".parse::<TimeControl>().unwrap_err();
    assert_eq!(
        error.to_string(),
        "\"90 minutes\" is not a period (like 90, 40/90 or 5+3) or a bonus (+30s, d5s, b5s)"
    );
    let refused = Script::parse("mode home\nat 1:00\nat soon\n").unwrap_err();
    assert_eq!(refused.to_string(), "line 3: not a time: \"soon\"");
    assert_eq!(
        SetupError::ComputerPlaysTheReader(Color::Black).to_string(),
        "the computer cannot play black: that is the visually impaired player the app serves \
         (choose the other colour, or --vi)"
    );
}

#[test]
fn a_german_player_hears_why_the_position_cannot_be_used_in_german() {
    let fen = "4k3/8/8/8/8/8/8/8 w - - 0 1";
    let refused = Game::new(StartPosition::Fen {
        fen: fen.into(),
        chess960: false,
    })
    .unwrap_err();
    assert_eq!(
        refused,
        RulesError::BadFen {
            fen: fen.into(),
            reason: FenProblem::MissingKing
        }
    );
    assert_eq!(
        render(&refused.message(), UiLanguage::De),
        format!("die Stellung „{fen}“ ist nicht verwendbar: ein König fehlt")
    );
    assert_eq!(
        refused.to_string(),
        format!("the position \"{fen}\" cannot be used: a king is missing")
    );
}

#[test]
fn a_fen_is_refused_for_the_part_that_cannot_be_read() {
    let problem = |fen: &str| match Game::new(StartPosition::Fen {
        fen: fen.into(),
        chess960: false,
    }) {
        Err(RulesError::BadFen { reason, .. }) => reason,
        other => panic!("{fen}: {other:?}"),
    };
    assert_eq!(problem("nonsense"), FenProblem::Board);
    assert_eq!(problem("4k3/8/8/8/8/8/8/4K3 x - - 0 1"), FenProblem::Turn);
    assert_eq!(problem("8/8/8/8/8/8/8/8 w - - 0 1"), FenProblem::EmptyBoard);
    assert_eq!(
        problem("4k3/8/8/8/8/8/8/4KK2 w - - 0 1"),
        FenProblem::TooManyKings
    );
    assert_eq!(
        problem("P3k3/8/8/8/8/8/8/4K3 w - - 0 1"),
        FenProblem::PawnsOnBackRank
    );
    assert_eq!(
        problem("4k3/8/8/8/8/8/4R3/4K3 w - - 0 1"),
        FenProblem::OppositeCheck
    );
}

#[test]
fn input_shown_back_has_its_control_characters_pictured() {
    let refused = "Ctrl+\u{1b}[2J"
        .parse::<crate::keymap::KeyChord>()
        .unwrap_err();
    assert_eq!(refused.to_string(), "not a key: \"Ctrl+␛[2J\"");
}

#[test]
fn a_script_with_two_starts_is_refused_with_the_line_and_the_reason() {
    let refused = Script::parse("fen 8/8/8/8/8/8/8/K6k w - - 0 1\nchess960 5\n").unwrap_err();
    assert_eq!(
        refused,
        ScriptError {
            line: 2,
            problem: ScriptProblem::Setting(SettingError::Setup(SetupError::StartTwice)),
        }
    );
    assert_eq!(
        render(&refused.message(), UiLanguage::Nb),
        "linje 2: startstillingen (fen, chess960) er oppgitt to ganger"
    );
}
