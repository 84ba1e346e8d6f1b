use shakmaty::Color;

use super::*;
use crate::{
    message::Message,
    session::Session,
    ui_text::{UiLanguage, UiText},
    vocab::Vocabulary,
};

fn words(message: &Message, language: UiLanguage) -> String {
    message.render(Vocabulary::get(VocabId::Fide), UiText::get(language))
}

fn said(message: &Message) -> String {
    words(message, UiLanguage::En)
}

/// No file can be read in these tests (the dialog's shell reads them).
fn no_file(path: &str) -> Result<crate::pgn::PgnGame, Message> {
    Err(Message::Ui(
        "pgn-file-unreadable",
        vec![
            ("file", crate::session::Arg::Key(path.to_string())),
            ("reason", crate::session::Arg::Key("gone".to_string())),
        ],
    ))
}

/// Steps `field` until its value reads `wanted` (at most once round).
fn choose(form: &mut NewGame, field: Field, wanted: &str) {
    for _ in 0..20 {
        if said(&form.value(field)) == wanted {
            return;
        }
        form.step(field, 1);
    }
    panic!("{field:?} never reads {wanted:?}");
}

#[test]
fn each_field_says_its_label_value_and_place() {
    let form = NewGame::default();
    assert_eq!(
        said(&form.focused(Field::Opponent)),
        "Opponent: the computer, 1 of 5"
    );
    assert_eq!(
        said(&form.focused(Field::Level)),
        "Level: level 5, club player, about 1400 Elo, 5 of 10"
    );
    assert_eq!(
        said(&form.focused(Field::Name(Color::Black))),
        "Black's name, text, empty"
    );
    assert_eq!(
        said(&form.focused(Field::Time)),
        "Time control: no clock, 1 of 9"
    );
}

#[test]
fn stepping_changes_the_value_wraps_and_says_it() {
    let mut form = NewGame::default();
    assert_eq!(said(&form.step(Field::Time, 1)), "90+30, standard, 2 of 9");
    assert_eq!(form.time.text, "90+30");
    assert_eq!(said(&form.step(Field::Time, 5)), "5+3, blitz, 7 of 9");
    // Back past the first value to the last: another time control, typed.
    let mut form = NewGame::default();
    assert_eq!(
        said(&form.step(Field::Time, -1)),
        "another time control, typed, 9 of 9"
    );
    assert!(form.fields().contains(&Field::TimeText));
    assert_eq!(said(&form.step(Field::Time, 1)), "no clock, 1 of 9");
    assert!(!form.fields().contains(&Field::TimeText));
}

#[test]
fn the_fields_follow_the_choices() {
    let mut form = NewGame::default();
    let computer = form.fields();
    assert!(computer.contains(&Field::Level) && computer.contains(&Field::Side));
    assert!(!computer.contains(&Field::Impaired));
    form.step(Field::Opponent, 1);
    assert_eq!(form.opponent, Opponent::Friend);
    let friend = form.fields();
    assert!(!friend.contains(&Field::Level) && !friend.contains(&Field::Engine));
    assert!(friend.contains(&Field::Impaired));
    // An engine found on this system has no level; another program is typed.
    let mut form = NewGame {
        engine: EngineChoice {
            found: vec!["/usr/games/stockfish".into()],
            ..EngineChoice::default()
        },
        ..NewGame::default()
    };
    assert_eq!(
        said(&form.step(Field::Engine, 1)),
        "stockfish, found on this computer, 2 of 3"
    );
    assert!(!form.fields().contains(&Field::Level));
    form.step(Field::Engine, 1);
    assert!(form.fields().contains(&Field::EnginePath));
    form.step(Field::Start, 2);
    assert_eq!(
        said(&form.label(Field::StartText)),
        "The Chess960 number, 0 to 959"
    );
}

#[test]
fn the_default_choices_make_a_game_against_the_computer() {
    let setup = NewGame::default()
        .setup(UiLanguage::De, 0, &no_file)
        .unwrap();
    assert_eq!(setup.mode, Mode::Home);
    assert_eq!(setup.ui, UiLanguage::De);
    let computer = setup.computer.as_ref().unwrap();
    assert_eq!(computer.color, Color::Black);
    assert_eq!(
        computer.engine,
        EngineSpec::Builtin(Level::DEFAULT_OPPONENT)
    );
    assert!(setup.players.white.visually_impaired && !setup.players.black.visually_impaired);
    assert!(!setup.players.white.keeps_board);
    assert!(!setup.time_control.is_timed());
    Session::new(setup).unwrap();
}

#[test]
fn a_tournament_game_keeps_its_boards_and_clock() {
    let mut form = NewGame::default();
    choose(
        &mut form,
        Field::Opponent,
        "a sighted opponent at a tournament",
    );
    assert!(form.tactile, "Appendix D: a tactile board by default");
    choose(&mut form, Field::Impaired, "Black");
    choose(&mut form, Field::Time, "40/90, 30, +30s, standard");
    choose(&mut form, Field::Vocab(Color::Black), "Norwegian");
    choose(&mut form, Field::Cues, "those, and the time said");
    form.set_text(Field::Name(Color::White), "  Anna Muster ");
    let setup = form
        .setup(UiLanguage::En, 0, &no_file)
        .map_err(|r| said(&r.message))
        .unwrap();
    assert_eq!(setup.mode, Mode::Tournament { assistant: false });
    assert!(setup.players.black.visually_impaired && !setup.players.white.visually_impaired);
    assert!(setup.players.black.keeps_board && setup.players.white.keeps_board);
    assert_eq!(setup.players.black.vocab, VocabId::Nb);
    assert_eq!(setup.players.white.name, "Anna Muster");
    assert_eq!(setup.time_control.to_string(), "40/90, 30, +30s");
    assert!(setup.cues.speak);
    assert!(setup.computer.is_none());
    // Without the tactile board the visually impaired player's board is the game.
    choose(&mut form, Field::Tactile, "no");
    let setup = form.setup(UiLanguage::En, 0, &no_file).unwrap();
    assert!(!setup.players.black.keeps_board && setup.players.white.keeps_board);
}

#[test]
fn contradictions_are_refused_with_the_field_and_the_reason() {
    let refused = |form: &NewGame| {
        let refusal = form.setup(UiLanguage::En, 0, &no_file).unwrap_err();
        (refusal.field, said(&refusal.message))
    };
    let mut form = NewGame::default();
    choose(&mut form, Field::Time, "another time control, typed");
    form.set_text(Field::TimeText, "ninety");
    assert_eq!(
        refused(&form),
        (
            Field::TimeText,
            "Not a time control: ninety. Write it like 90+30, 40/90, 30, +30s or 5d3.".into()
        )
    );
    form.set_text(Field::TimeText, "60+15");
    assert_eq!(
        form.setup(UiLanguage::En, 0, &no_file)
            .unwrap()
            .time_control
            .to_string(),
        "60+15"
    );

    choose(&mut form, Field::Start, "Chess960, by its number");
    form.set_text(Field::StartText, "960");
    assert_eq!(
        refused(&form),
        (
            Field::StartText,
            "Not a Chess960 number: 960. Type a number from 0 to 959.".into()
        )
    );
    form.set_text(Field::StartText, "518");
    let setup = form.setup(UiLanguage::En, 0, &no_file).unwrap();
    assert_eq!(setup.start, StartPosition::Chess960(518));

    choose(&mut form, Field::Start, "a position in FEN");
    form.set_text(Field::StartText, "8/8/8/8 w - -");
    assert_eq!(refused(&form).0, Field::StartText);
    form.set_text(Field::StartText, "4k3/8/8/8/8/8/8/4K2R w K - 0 1");
    form.setup(UiLanguage::En, 0, &no_file).unwrap();

    choose(&mut form, Field::Engine, "another program, typed");
    assert_eq!(refused(&form).0, Field::EnginePath);
    form.set_text(Field::EnginePath, "/usr/games/stockfish");
    let setup = form.setup(UiLanguage::En, 0, &no_file).unwrap();
    assert!(matches!(
        setup.computer.unwrap().engine,
        EngineSpec::Uci { ref program, .. } if program == "/usr/games/stockfish"
    ));

    let mut form = NewGame::default();
    choose(
        &mut form,
        Field::Opponent,
        "a tournament game with an assistant",
    );
    choose(&mut form, Field::Impaired, "neither player");
    assert_eq!(
        refused(&form),
        (
            Field::Impaired,
            "A game under Appendix D has a visually impaired player: choose who.".into()
        )
    );
    // At home two sighted friends may play.
    choose(&mut form, Field::Opponent, "a friend at this computer");
    form.setup(UiLanguage::En, 0, &no_file).unwrap();
}

#[test]
fn random_choices_are_drawn_from_the_seed() {
    let mut form = NewGame::default();
    choose(&mut form, Field::Side, "White or Black, drawn");
    choose(
        &mut form,
        Field::Start,
        "Chess960, a position drawn at random",
    );
    let mut colours = std::collections::HashSet::new();
    let mut positions = std::collections::HashSet::new();
    for seed in 0..16 {
        let setup = form.setup(UiLanguage::En, seed, &no_file).unwrap();
        let computer = setup.computer.unwrap().color;
        // The player is the visually impaired one, the computer the other side.
        assert!(setup.players[!computer].visually_impaired);
        assert!(!setup.players[computer].visually_impaired);
        colours.insert(computer);
        let StartPosition::Chess960(number) = setup.start else {
            panic!("{:?}", setup.start)
        };
        positions.insert(number);
    }
    assert_eq!(colours.len(), 2);
    assert!(positions.len() > 4, "{positions:?}");
}

#[test]
fn every_field_speaks_in_every_language() {
    let mut form = NewGame {
        engine: EngineChoice {
            found: vec!["/usr/games/stockfish".into()],
            ..EngineChoice::default()
        },
        ..NewGame::default()
    };
    let mut heard = 0;
    for opponent in 0..Opponent::ALL.len() {
        for language in UiLanguage::ALL {
            for field in form.fields() {
                let Kind::Choice { count, .. } = form.kind(field) else {
                    let text = words(&form.focused(field), language);
                    assert!(!text.contains('{') && !text.contains("newgame"), "{text}");
                    continue;
                };
                for _ in 0..count {
                    let text = words(&form.step(field, 1), language);
                    assert!(!text.contains('{') && !text.contains("newgame"), "{text}");
                    heard += 1;
                }
            }
            let opened = words(&form.opened(true), language);
            assert!(
                !opened.contains('{') && !opened.contains("newgame"),
                "{opened}"
            );
        }
        form.set_index(Field::Opponent, (opponent + 1) % Opponent::ALL.len());
    }
    assert!(heard > 200, "{heard}");
}

#[test]
fn a_game_from_a_pgn_file_is_continued_where_it_stopped() {
    let mut form = NewGame::default();
    choose(&mut form, Field::Opponent, "a friend at this computer");
    choose(
        &mut form,
        Field::Start,
        "where a game in a PGN file stopped",
    );
    assert_eq!(
        said(&form.label(Field::StartText)),
        "The PGN file whose game is played on"
    );
    let refused = |form: &NewGame, read: &dyn Fn(&str) -> Result<crate::pgn::PgnGame, Message>| {
        let refusal = form.setup(UiLanguage::En, 0, read).unwrap_err();
        assert_eq!(refusal.field, Field::StartText);
        said(&refusal.message)
    };
    assert_eq!(refused(&form, &no_file), "Type the path of the PGN file.");
    form.set_text(Field::StartText, "/games/anna.pgn");
    assert_eq!(
        refused(&form, &no_file),
        "That game cannot be played on: cannot read /games/anna.pgn: gone"
    );
    let game = |text: &'static str| {
        move |_: &str| {
            crate::pgn::read_games(text)
                .remove(0)
                .map_err(|e| e.message())
        }
    };
    let over = game("[White \"Anna\"]\n\n1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n");
    assert_eq!(
        refused(&form, &over),
        "That game is over (1-0): review it with Ctrl+O instead."
    );
    let open = game("[White \"Anna\"]\n[Black \"Bo\"]\n\n1. e4 e5 2. Nf3 *\n");
    form.set_text(Field::Name(Color::Black), "Bodil");
    let setup = form.setup(UiLanguage::En, 0, &open).unwrap();
    let session = crate::session::Session::new(setup.clone()).unwrap();
    assert_eq!(
        session.game().fen(),
        "rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2"
    );
    assert_eq!(setup.players.white.name, "Anna", "from the file");
    assert_eq!(setup.players.black.name, "Bodil", "typed names stand");
}
