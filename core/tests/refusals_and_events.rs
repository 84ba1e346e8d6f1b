//! Every refusal and every game event, as words, in the FIDE and English vocabularies; and every
//! event renders in every vocabulary without a missing word.

use annabella_core::{
    rules::{Claim, DrawReason},
    vocab::{VocabId, Vocabulary},
    words::{CastlingRefusal, NotationError},
    words::{Event, TimeWords, Token},
};
use shakmaty::{CastlingSide, Color, File, KnownOutcome, Rank, Role, Square};

fn knight_to(file: File, rank: Rank) -> Vec<Token> {
    vec![
        Token::Piece(Role::Knight),
        Token::File(file),
        Token::Rank(rank),
    ]
}

#[test]
fn every_refusal_in_fide_and_english() {
    use NotationError::*;
    let cases: Vec<(NotationError, &str, &str)> = vec![
        (Empty, "Kein Zug eingegeben", "No move entered"),
        (
            NotUnderstood {
                word: "zwölf".into(),
            },
            "Nicht verstanden: zwölf",
            "Not understood: zwölf",
        ),
        (
            Incomplete,
            "Unvollständiger Zug: welches Feld?",
            "Incomplete move: which square?",
        ),
        (GameOver, "Die Partie ist beendet", "The game is over"),
        (
            NoPieceReaches {
                role: Role::Knight,
                to: Square::F5,
            },
            "Kein Springer kann nach Felix fünf",
            "No Knight can go to Felix five",
        ),
        (
            NoPieceReaches {
                role: Role::Queen,
                to: Square::H5,
            },
            "Keine Dame kann nach Hector fünf",
            "No Queen can go to Hector five",
        ),
        (
            PieceCannotMove {
                role: Role::Knight,
                from: Square::G1,
                to: Square::G3,
            },
            "Springer auf Gustav eins kann nicht nach Gustav drei",
            "Knight on Gustav one cannot go to Gustav three",
        ),
        (
            NoOwnPieceOn { from: Square::E3 },
            "Auf Eva drei steht keine eigene Figur",
            "There is no piece of yours on Eva three",
        ),
        (
            WrongPieceOn {
                role: Role::Bishop,
                from: Square::G1,
            },
            "Auf Gustav eins steht kein Läufer",
            "There is no Bishop on Gustav one",
        ),
        (
            WrongPieceOn {
                role: Role::Queen,
                from: Square::G1,
            },
            "Auf Gustav eins steht keine Dame",
            "There is no Queen on Gustav one",
        ),
        (
            OwnPieceOnTarget { to: Square::D2 },
            "Auf David zwei steht eine eigene Figur",
            "Your own piece stands on David two",
        ),
        (
            NothingToCapture { to: Square::F3 },
            "Auf Felix drei gibt es nichts zu schlagen",
            "There is nothing to capture on Felix three",
        ),
        (
            Ambiguous {
                candidates: vec![
                    vec![
                        Token::Piece(Role::Knight),
                        Token::File(File::B),
                        Token::File(File::D),
                        Token::Rank(Rank::Second),
                    ],
                    vec![
                        Token::Piece(Role::Knight),
                        Token::File(File::F),
                        Token::File(File::D),
                        Token::Rank(Rank::Second),
                    ],
                ],
            },
            "Mehrdeutig: Springer Bella David zwei oder Springer Felix David zwei",
            "Ambiguous: Knight Bella David two or Knight Felix David two",
        ),
        (
            LeavesKingInCheck {
                attempted: knight_to(File::F, Rank::Third),
            },
            "Springer Felix drei geht nicht: der König stünde im Schach",
            "Knight Felix three is not possible: it would leave the king in check",
        ),
        (
            DoesNotAnswerCheck {
                attempted: knight_to(File::F, Rank::Third),
            },
            "Springer Felix drei geht nicht: der König steht im Schach",
            "Knight Felix three is not possible: the king is in check",
        ),
        (
            CastlingRefused {
                side: CastlingSide::KingSide,
                reason: CastlingRefusal::NoRight,
            },
            "Kurze Rochade geht nicht: das Rochaderecht ist verloren",
            "short castle is not possible: the right to castle is lost",
        ),
        (
            CastlingRefused {
                side: CastlingSide::QueenSide,
                reason: CastlingRefusal::Blocked,
            },
            "Lange Rochade geht nicht: zwischen König und Turm steht eine Figur",
            "long castle is not possible: a piece stands between king and rook",
        ),
        (
            CastlingRefused {
                side: CastlingSide::KingSide,
                reason: CastlingRefusal::InCheck,
            },
            "Kurze Rochade geht nicht: der König steht im Schach",
            "short castle is not possible: the king is in check",
        ),
        (
            CastlingRefused {
                side: CastlingSide::KingSide,
                reason: CastlingRefusal::ThroughCheck,
            },
            "Kurze Rochade geht nicht: der König müsste über ein angegriffenes Feld ziehen",
            "short castle is not possible: the king would cross an attacked square",
        ),
        (
            CastlingRefused {
                side: CastlingSide::KingSide,
                reason: CastlingRefusal::IntoCheck,
            },
            "Kurze Rochade geht nicht: der König stünde im Schach",
            "short castle is not possible: the king would be in check",
        ),
        (
            PromotionMissing { to: Square::E8 },
            "Umwandlung fehlt: welche Figur auf Eva acht?",
            "Promotion missing: which piece on Eva eight?",
        ),
        (
            PromotionInvalid { role: Role::King },
            "Umwandlung in König ist nicht erlaubt",
            "Promotion to King is not allowed",
        ),
        (
            NotAPromotion {
                attempted: vec![Token::File(File::E), Token::Rank(Rank::Fourth)],
            },
            "Eva vier ist keine Umwandlung",
            "Eva four is not a promotion",
        ),
    ];
    for (error, fide, en) in cases {
        assert_eq!(
            Vocabulary::get(VocabId::Fide)
                .refusal_text(&error, Vocabulary::get(VocabId::Fide).native_ui()),
            fide
        );
        assert_eq!(
            Vocabulary::get(VocabId::En)
                .refusal_text(&error, Vocabulary::get(VocabId::En).native_ui()),
            en
        );
    }
}

fn every_event() -> Vec<Event> {
    let mut events = vec![
        Event::Stalemate,
        Event::ClaimAvailable(Claim::ThreefoldRepetition),
        Event::ClaimAvailable(Claim::FiftyMoves),
        Event::Result(KnownOutcome::Decisive {
            winner: Color::White,
        }),
        Event::Result(KnownOutcome::Decisive {
            winner: Color::Black,
        }),
        Event::Result(KnownOutcome::Draw),
        Event::DrawOffer(Color::White),
        Event::Resignation(Color::Black),
        Event::FlagFall(Color::White),
        Event::BothFlagsFallen,
    ];
    events.extend(
        [
            DrawReason::InsufficientMaterial,
            DrawReason::Fivefold,
            DrawReason::SeventyFiveMoves,
            DrawReason::Threefold,
            DrawReason::FiftyMoves,
            DrawReason::Agreement,
        ]
        .map(Event::Draw),
    );
    events
}

#[test]
fn events_in_fide() {
    let fide = Vocabulary::get(VocabId::Fide);
    let say = |e: Event| fide.render(&[Token::Event(e)], fide.native_ui());
    assert_eq!(say(Event::Stalemate), "Patt, Remis");
    assert_eq!(
        say(Event::Draw(DrawReason::Fivefold)),
        "Remis: fünfmalige Stellungswiederholung"
    );
    assert_eq!(
        say(Event::ClaimAvailable(Claim::FiftyMoves)),
        "Remis kann reklamiert werden: 50 Züge ohne Bauernzug und ohne Schlagen"
    );
    assert_eq!(say(Event::DrawOffer(Color::White)), "Weiß bietet Remis an");
    assert_eq!(say(Event::Resignation(Color::Black)), "Schwarz gibt auf");
    assert_eq!(
        say(Event::FlagFall(Color::White)),
        "Weiß hat die Zeit überschritten"
    );
    assert_eq!(
        say(Event::Result(KnownOutcome::Decisive {
            winner: Color::White
        })),
        "Weiß gewinnt, eins zu null"
    );
}

#[test]
fn every_event_is_worded_in_every_vocabulary() {
    for id in VocabId::ALL {
        let vocab = Vocabulary::get(id);
        let mut seen = std::collections::HashSet::new();
        for event in every_event() {
            let text = vocab.render(&[Token::Event(event.clone())], vocab.native_ui());
            assert!(
                !text.is_empty() && !text.starts_with("event-") && !text.contains('{'),
                "{id}: {event:?} → {text}"
            );
            assert!(
                seen.insert(text.clone()),
                "{id}: \"{text}\" is said for two different events"
            );
        }
    }
}

fn time(seconds: u64, millis: u64, tenths: bool) -> Token {
    Token::Time(TimeWords::new(
        std::time::Duration::from_millis(seconds * 1000 + millis),
        tenths,
    ))
}

#[test]
fn time_is_said_in_words_never_as_a_clock_face() {
    let fide = Vocabulary::get(VocabId::Fide);
    let en = Vocabulary::get(VocabId::En);
    assert_eq!(
        fide.render(&[time(3790, 0, false)], fide.native_ui()),
        "eine Stunde, 3 Minuten, 10 Sekunden"
    );
    assert_eq!(
        en.render(&[time(3790, 0, false)], en.native_ui()),
        "one hour, 3 minutes, 10 seconds"
    );
    assert_eq!(
        fide.render(&[time(7200, 0, false)], fide.native_ui()),
        "2 Stunden"
    );
    assert_eq!(
        fide.render(&[time(61, 0, false)], fide.native_ui()),
        "eine Minute, eine Sekunde"
    );
    assert_eq!(
        fide.render(&[time(0, 0, false)], fide.native_ui()),
        "0 Sekunden"
    );
    assert_eq!(
        fide.render(&[time(8, 370, true)], fide.native_ui()),
        "8,3 Sekunden"
    );
    assert_eq!(
        en.render(&[time(8, 370, true)], en.native_ui()),
        "8.3 seconds"
    );
    assert_eq!(
        fide.render(&[time(8, 370, false)], fide.native_ui()),
        "8 Sekunden"
    );
    assert_eq!(
        fide.render(&[time(12, 370, true)], fide.native_ui()),
        "12 Sekunden",
        "tenths only under ten seconds"
    );
    assert_eq!(
        fide.render(
            &[Token::Color(Color::Black), time(300, 0, false)],
            fide.native_ui()
        ),
        "Schwarz 5 Minuten"
    );
    for id in VocabId::ALL {
        let vocab = Vocabulary::get(id);
        for t in [time(3790, 0, false), time(1, 0, false), time(5, 400, true)] {
            let text = vocab.render(&[t], vocab.native_ui());
            assert!(
                !text.contains(':') && !text.contains("time-") && !text.contains('{'),
                "{id}: {text}"
            );
        }
    }
}

/// Numbers out of range are refused with a reason, never met with a panic (issue: hardening).
#[test]
fn out_of_range_times_are_refused_not_panicked_on() {
    use annabella_core::{clock::TimeControl, pgn::read_games, session::script::Script};
    for control in [
        "1e300",
        "inf",
        "90+1e300",
        "40/1e30, 30",
        "99999999999999999999",
    ] {
        assert!(control.parse::<TimeControl>().is_err(), "{control}");
    }
    assert!(TimeControl::from_pgn("18446744073709551615+18446744073709551615").is_err());
    // A clock comment that is no clock time is not one: the move stays, the clock is unknown.
    for clock in ["inf", "1e300", "NaN", "-5"] {
        let pgn = format!("1. e4 {{[%clk {clock}]}} e5 *");
        let game = read_games(&pgn).remove(0).expect("the game reads");
        assert_eq!(game.clocks[0], None, "{clock}");
        assert_eq!(game.game.plies().len(), 2);
    }
    for line in [
        "wait 1e300",
        "at inf",
        "wait 5000:00:00",
        "clock white 1e300",
    ] {
        let error = Script::parse(&format!("key Space\n{line}\n")).unwrap_err();
        assert_eq!(error.line, 2, "{line}: {error}");
    }
}

/// What comes in is shown back safely; a finished start position refuses moves with its reason;
/// a script saved with a byte-order mark reads; a bonus with no time is no time control.
#[test]
fn bad_input_is_shown_back_safely_and_never_silently_taken() {
    use annabella_core::{clock::TimeControl, session::script::Script};
    let said = |script: &str| -> Vec<String> {
        let (_, happened) = Script::parse(script)
            .unwrap()
            .run(&mut annabella_core::session::script::InlineEngines::new(
                1,
                std::time::Instant::now,
            ))
            .unwrap();
        happened
            .into_iter()
            .filter_map(|h| match h {
                annabella_core::session::script::Happened::Said { text, .. } => Some(text),
                _ => None,
            })
            .collect()
    };
    let lines = said("lang en\nvocab white en\ntype zwölf\u{1b}[2J\n");
    assert_eq!(lines.last().unwrap(), "Not understood: zwölf␛[2J");
    // Bare kings: the game is over before it starts; a legal-looking move is refused, no clock.
    let (session, happened) = Script::parse(
        "lang en\nvocab white en\ntime 5\nfen 4k3/8/8/8/8/8/8/4K3 w - - 0 1\ntype Ke2\n",
    )
    .unwrap()
    .run(&mut annabella_core::session::script::InlineEngines::new(
        1,
        std::time::Instant::now,
    ))
    .unwrap();
    assert!(session.result().is_some());
    assert!(!session.clock().is_started());
    assert!(matches!(
        happened.last(),
        Some(annabella_core::session::script::Happened::Said { text, .. }) if text == "The game is over"
    ));
    assert!(Script::parse("\u{feff}mode tournament\nkey Space\n").is_ok());
    assert!("+30".parse::<TimeControl>().is_err());
    let error = annabella_core::rules::Game::new(annabella_core::rules::StartPosition::Fen {
        fen: "x".repeat(100_000),
        chess960: false,
    })
    .unwrap_err()
    .to_string();
    assert!(error.len() < 300, "{} characters", error.len());
}

/// A player's name from a script, a journal or a PGN tag is cut to what can be heard out: a
/// 10 MB name was read out whole in the greeting.
#[test]
fn a_ten_megabyte_name_is_cut_to_what_can_be_heard_out() {
    use annabella_core::session::{Session, Setup};
    let mut setup = Setup::default();
    setup.players[Color::White].name = "A".repeat(10_000_000);
    let mut session = Session::new(setup).unwrap();
    let greeting = session.greeting();
    let said: String = greeting
        .iter()
        .filter_map(|e| session.words_of(e))
        .collect();
    assert!(said.len() < 1_000, "{} characters said", said.len());
    assert!(said.contains(&format!("{}…", "A".repeat(100))), "{said}");
    assert_eq!(
        session.setup().players[Color::White].name.chars().count(),
        101
    );
}
