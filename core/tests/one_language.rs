//! One language per sentence: the player's vocabulary gives the move words (files, ranks,
//! pieces, castling, capture, check, mate, promotion); everything else — events, results, times,
//! refusals, board comparisons, clock talk, help — is in the interface language. For every
//! (interface language × vocabulary) pair, every sentence token and whole sessions (a tournament
//! game with refusals, corrections, clock talk and a flag fall; a home game with draws) are
//! rendered, and each word is checked against the other interface languages' words: a word that
//! only another interface language has, and that is not one of the vocabulary's move words, is a
//! sentence in the wrong language.

use std::collections::HashSet;
use std::time::{Duration, Instant};

use annabella_core::{
    keymap::KeyChord,
    rules::{Claim, DrawReason},
    session::script::{Happened, InlineEngines, Script},
    ui_text::{UiLanguage, UiText},
    vocab::{VocabId, Vocabulary},
    words::{BoardName, BoardNote, Difference},
    words::{CastlingRefusal, NotationError},
    words::{Event, TimeWords, Token},
};
use shakmaty::{CastlingSide, Color, KnownOutcome, Piece, Role, Square};

fn ui_source(language: UiLanguage) -> &'static str {
    match language {
        UiLanguage::En => include_str!("../../locales/ui/en.ftl"),
        UiLanguage::De => include_str!("../../locales/ui/de.ftl"),
        UiLanguage::Nb => include_str!("../../locales/ui/nb.ftl"),
        UiLanguage::Is => include_str!("../../locales/ui/is.ftl"),
        UiLanguage::Vi => include_str!("../../locales/ui/vi.ftl"),
    }
}

fn vocab_source(id: VocabId) -> &'static str {
    match id {
        VocabId::Fide => include_str!("../../locales/announce/fide.ftl"),
        VocabId::Nb => include_str!("../../locales/announce/nb.ftl"),
        VocabId::En => include_str!("../../locales/announce/en.ftl"),
        VocabId::Is => include_str!("../../locales/announce/is.ftl"),
        VocabId::Vi => include_str!("../../locales/announce/vi.ftl"),
    }
}

/// The words of a text: runs of letters, lower-cased.
fn words(text: &str) -> impl Iterator<Item = String> + '_ {
    text.split(|c: char| !c.is_alphabetic())
        .filter(|w| !w.is_empty())
        .map(str::to_lowercase)
}

/// The text without key names ("Shift+Up, Alt+k: …"): keys are named the same in every
/// language.
fn without_keys(line: &str) -> String {
    line.split_whitespace()
        .filter(|token| {
            let bare = token.trim_end_matches([',', ':', '.', ';']);
            bare.parse::<KeyChord>().is_err()
        })
        .collect::<Vec<_>>()
        .join(" ")
}

/// The words a Fluent file says: message values, without comments, ids, placeables and
/// variant keys.
fn said_words(source: &str) -> HashSet<String> {
    let mut out = HashSet::new();
    for line in source.lines() {
        let line = line.trim();
        if line.starts_with('#') || line.is_empty() {
            continue;
        }
        let value = match line.split_once(" = ") {
            Some((id, value)) if !id.contains(' ') => value,
            _ => line,
        };
        // Drop `{ $x }`, `{ $x ->` and `*[key]` / `[key]`.
        let mut text = String::new();
        let mut depth = 0;
        let mut in_key = false;
        for c in value.chars() {
            match c {
                '{' => depth += 1,
                '}' => depth -= 1,
                '[' if depth == 0 => in_key = true,
                ']' if in_key => in_key = false,
                _ if depth == 0 && !in_key => text.push(c),
                _ => {}
            }
        }
        out.extend(words(&text));
    }
    out
}

/// Everything a session says in this pair: a tournament game by keys (touch-move, refusals, a
/// correction, clock talk, a flag fall) and a home game (draw offer, claim, resignation).
fn session_lines(ui: UiLanguage, vocab: VocabId) -> Vec<String> {
    let settings = format!("lang {ui}\nvocab white {vocab}\nvocab black {vocab}\n");
    let tournament = format!(
        "{settings}mode tournament\ntime 5\ncues speak\n\
         key Space\nkey F1\nkey Up Up Enter a c Space\n\
         type Sg1-g3\ntype xyzzy\nkey t\nkey Shift+t\nkey w\nkey e\nkey Shift+d\nkey Ctrl+p\n\
         key Ctrl+k\nkey v\nkey Ctrl+Shift+Space\nwait 400\n"
    );
    let home = format!(
        "{settings}key Ctrl+d\nkey Ctrl+d\n\
         key h\nfocus entry\ntype e4\ntype e5\nkey Ctrl+Shift+d\nkey Ctrl+Shift+r\nkey Ctrl+Shift+r\n"
    );
    let clock_only =
        format!("{settings}clock-only white\ntime 1\nkey h\nkey Space\nkey t\nwait 70\n");
    [tournament, home, clock_only]
        .iter()
        .flat_map(|script| {
            let (_, happened) = Script::parse(script)
                .expect("script reads")
                .run(&mut InlineEngines::new(1, Instant::now))
                .expect("session starts");
            happened.into_iter().filter_map(|h| match h {
                Happened::Said { text, .. } => Some(text),
                _ => None,
            })
        })
        .collect()
}

/// Every sentence token, rendered.
fn token_lines(ui: &UiText, vocab: &Vocabulary) -> Vec<String> {
    let knight = vec![
        Token::Piece(Role::Knight),
        Token::File(shakmaty::File::F),
        Token::Rank(shakmaty::Rank::Third),
    ];
    let mut tokens: Vec<Token> = vec![
        Token::Color(Color::White),
        Token::Color(Color::Black),
        Token::MovesCompleted(1),
        Token::MovesCompleted(12),
        Token::Occupant(None),
        Token::Occupant(Some(Piece {
            color: Color::Black,
            role: Role::Queen,
        })),
        Token::Difference(Difference {
            board: BoardName::Tactile,
            square: Square::E4,
            on_board: Some(Piece {
                color: Color::White,
                role: Role::Knight,
            }),
            in_game: None,
        }),
    ];
    for (seconds, millis, tenths) in [
        (3790, 0, false),
        (61, 0, false),
        (0, 0, false),
        (8, 300, true),
    ] {
        let time = Duration::from_secs(seconds) + Duration::from_millis(millis);
        tokens.push(Token::Time(TimeWords::new(time, tenths)));
    }
    for board in [BoardName::Tactile, BoardName::Sighted] {
        tokens.push(Token::BoardNote(board, BoardNote::InStep));
        tokens.push(Token::BoardNote(
            board,
            BoardNote::MoveMissing(knight.clone()),
        ));
        tokens.push(Token::BoardNote(
            board,
            BoardNote::MoveAhead(knight.clone()),
        ));
    }
    let mut events = vec![Event::Stalemate, Event::BothFlagsFallen];
    for reason in [
        DrawReason::Agreement,
        DrawReason::InsufficientMaterial,
        DrawReason::Fivefold,
        DrawReason::SeventyFiveMoves,
        DrawReason::Threefold,
        DrawReason::FiftyMoves,
    ] {
        events.push(Event::Draw(reason));
    }
    events.push(Event::ClaimAvailable(Claim::ThreefoldRepetition));
    events.push(Event::ClaimAvailable(Claim::FiftyMoves));
    for color in [Color::White, Color::Black] {
        events.push(Event::DrawOffer(color));
        events.push(Event::Resignation(color));
        events.push(Event::FlagFall(color));
        events.push(Event::Result(KnownOutcome::Decisive { winner: color }));
    }
    events.push(Event::Result(KnownOutcome::Draw));
    tokens.extend(events.into_iter().map(Token::Event));
    use NotationError::*;
    let refusals = vec![
        Empty,
        NotUnderstood {
            word: "xyzzy".into(),
        },
        Incomplete,
        GameOver,
        NoPieceReaches {
            role: Role::Queen,
            to: Square::H5,
        },
        PieceCannotMove {
            role: Role::Knight,
            from: Square::G1,
            to: Square::G3,
        },
        NoOwnPieceOn { from: Square::E5 },
        WrongPieceOn {
            role: Role::Bishop,
            from: Square::E2,
        },
        OwnPieceOnTarget { to: Square::D2 },
        NothingToCapture { to: Square::E5 },
        Ambiguous {
            candidates: vec![knight.clone(), knight.clone()],
        },
        LeavesKingInCheck {
            attempted: knight.clone(),
        },
        DoesNotAnswerCheck {
            attempted: knight.clone(),
        },
        PromotionMissing { to: Square::E8 },
        PromotionInvalid { role: Role::King },
        NotAPromotion {
            attempted: knight.clone(),
        },
    ];
    tokens.extend(refusals.into_iter().map(|e| Token::Refusal(Box::new(e))));
    for reason in [
        CastlingRefusal::NoRight,
        CastlingRefusal::Blocked,
        CastlingRefusal::InCheck,
        CastlingRefusal::ThroughCheck,
        CastlingRefusal::IntoCheck,
    ] {
        tokens.push(Token::Refusal(Box::new(NotationError::CastlingRefused {
            side: CastlingSide::QueenSide,
            reason,
        })));
    }
    tokens
        .iter()
        .map(|t| vocab.render(std::slice::from_ref(t), ui))
        .collect()
}

#[test]
fn every_sentence_is_in_the_interface_language_with_only_the_move_words_from_the_vocabulary() {
    let known: Vec<(UiLanguage, HashSet<String>)> = UiLanguage::ALL
        .into_iter()
        .map(|l| (l, said_words(ui_source(l))))
        .collect();
    let mut failures = Vec::new();
    for ui in UiLanguage::ALL {
        let own = &known.iter().find(|(l, _)| *l == ui).expect("listed").1;
        for vocab in VocabId::ALL {
            let move_words = said_words(vocab_source(vocab));
            let foreign: HashSet<&String> = known
                .iter()
                .filter(|(l, _)| *l != ui)
                .flat_map(|(_, words)| words)
                .filter(|w| !own.contains(*w) && !move_words.contains(*w))
                .collect();
            let mut lines = token_lines(UiText::get(ui), Vocabulary::get(vocab));
            lines.extend(session_lines(ui, vocab));
            assert!(lines.len() > 80, "{ui} × {vocab}: {} lines", lines.len());
            for line in &lines {
                let stray: Vec<String> = words(&without_keys(line))
                    .filter(|w| foreign.contains(w))
                    .collect();
                if !stray.is_empty() {
                    failures.push(format!("{ui} × {vocab}: {stray:?} in {line:?}"));
                }
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{} sentences mix languages:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

/// The check itself finds a sentence in the wrong language (the German result in an English
/// interface, as the app said before sentences moved to the interface language).
#[test]
fn a_german_sentence_in_an_english_interface_is_found() {
    let english = said_words(ui_source(UiLanguage::En));
    let german = said_words(ui_source(UiLanguage::De));
    let fide = said_words(vocab_source(VocabId::Fide));
    let stray: Vec<String> = words("Weiß hat die Zeit überschritten")
        .filter(|w| german.contains(w) && !english.contains(w) && !fide.contains(w))
        .collect();
    assert!(stray.contains(&"zeit".to_string()), "{stray:?}");
    let fine: Vec<String> = words("Knight Felix three: White has run out of time")
        .filter(|w| german.contains(w) && !english.contains(w))
        .collect();
    assert!(fine.is_empty(), "{fine:?}");
}
