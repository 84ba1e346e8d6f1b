//! PGN read → write → read keeps everything: tags, start position, moves, comments, clock times.

use annabella_core::{
    pgn::{PgnGame, read_games, write_game},
    rules::{Game, StartPosition},
};
use rand::{RngExt, SeedableRng, rngs::StdRng};
use shakmaty::Position;

fn assert_same(a: &PgnGame, b: &PgnGame) {
    assert_eq!(a.tags, b.tags);
    assert_eq!(a.game.start(), b.game.start());
    assert_eq!(a.game.plies(), b.game.plies());
    assert_eq!(a.comments, b.comments);
    assert_eq!(a.clocks, b.clocks);
    assert_eq!(a.result, b.result);
}

#[test]
fn real_games_with_comments_and_clocks_survive_a_round_trip() {
    let text = include_str!("../../tests/data/classics.pgn");
    let games: Vec<PgnGame> = read_games(text).into_iter().map(Result::unwrap).collect();
    assert_eq!(games.len(), 2);
    assert_eq!(games[0].game.plies().len(), 33);
    assert_eq!(
        games[0].comments[0],
        ["The Opera Game, played during a performance of The Barber of Seville."]
    );
    assert_eq!(games[0].comments[6], ["A weak move; 3...exd4 was better."]);
    assert_eq!(
        games[1].clocks[2],
        Some(std::time::Duration::from_secs(3570))
    );
    assert_eq!(games[1].comments[3], ["The King's Gambit."]);
    for game in &games {
        let written = write_game(game);
        let again = read_games(&written).into_iter().next().unwrap().unwrap();
        assert_same(game, &again);
        assert_eq!(write_game(&again), written, "writing is stable");
    }
    assert!(write_game(&games[1]).contains("1. e4 {[%clk 0:59:50]} 1... e5 {[%clk 0:59:40]}"));
    let written = write_game(&games[1])
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ");
    assert!(
        written.contains("2. f4 {[%clk 0:59:30] The King's Gambit.} 2... exf4"),
        "{written}"
    );
    assert!(write_game(&games[1]).lines().all(|line| line.len() <= 80));
}

#[test]
fn chess960_games_keep_variant_start_and_castling() {
    // Random Chess960 games until one castles, so the round trip covers Chess960 castling.
    let mut rng = StdRng::seed_from_u64(960);
    let mut castled = 0;
    for _ in 0..200 {
        let number = rng.random_range(0..960);
        let mut game = Game::new(StartPosition::Chess960(number)).unwrap();
        for _ in 0..rng.random_range(10..80) {
            let moves = game.position().legal_moves();
            if moves.is_empty() || game.automatic_end().is_some() {
                break;
            }
            let castle = moves.iter().find(|m| m.is_castle()).copied();
            game.play(castle.unwrap_or_else(|| moves[rng.random_range(0..moves.len())]))
                .unwrap();
        }
        castled += usize::from(game.plies().iter().any(|p| p.mv.is_castle()));
        let mut pgn = PgnGame::new(game);
        pgn.tags.push(("White".into(), "Random".into()));
        let written = write_game(&pgn);
        assert!(written.contains("[Variant \"Chess960\"]"), "{written}");
        assert!(written.contains("[SetUp \"1\"]"));
        let again = read_games(&written).into_iter().next().unwrap().unwrap();
        assert!(again.game.is_chess960());
        assert_eq!(again.game.plies(), pgn.game.plies(), "{written}");
        assert_eq!(again.game.initial_position(), pgn.game.initial_position());
    }
    assert!(castled > 20, "only {castled} games castled");
}

/// The scoresheet of a played tournament game: its PGN, read back, has the moves, the mover's
/// clock after every move, the tags and the incidents where they happened.
#[test]
fn a_played_game_is_written_as_pgn_with_clocks_offers_and_incidents() {
    use annabella_core::session::script::{InlineEngines, Script};
    let text = include_str!("../../tests/scripts/arbiter_scoresheets.txt");
    let (session, _) = Script::parse(text)
        .unwrap()
        .run(&mut InlineEngines::new(1, std::time::Instant::now))
        .unwrap();
    let pgn = session.to_pgn(Some("2026-11-23"));
    let written = write_game(&pgn);
    let back = read_games(&written).remove(0).expect("our PGN reads back");
    assert_eq!(write_game(&back), written);
    assert_eq!(back.game.plies(), pgn.game.plies());
    assert_eq!(back.clocks, pgn.clocks);
    assert_eq!(back.comments, pgn.comments);
    assert_eq!(back.tag("Date"), Some("2026.11.23"));
    assert_eq!(back.tag("TimeControl"), Some("5400+30"));
    assert_eq!(back.tag("Termination"), Some("unterminated"));
    assert_eq!(
        back.game.plies().len(),
        2,
        "D.2.9 took the game back to e4 e5"
    );
    // Each press wrote the mover's time after the move: e4 at once (1:30:30 with the bonus).
    assert_eq!(back.clocks[0], Some(std::time::Duration::from_secs(5430)));
    // White offered with e4, before pressing (§9.1.2.1): the offer stands after e4; the
    // arbiter's entries after the moves that stand.
    assert!(
        back.comments[1]
            .iter()
            .any(|c| c == "White offered a draw (=)"),
        "{written}"
    );
    assert!(
        back.comments[2]
            .iter()
            .any(|c| c.starts_with("Scoresheets compared: they differ")),
        "{written}"
    );
}

/// What pgn-reader passes over in silence is reported: tokens that are no moves (a move cut
/// off too), with the game and the move before them; a game going on after its automatic end
/// keeps its moves up to the end. Real games report nothing.
#[test]
fn unknown_tokens_and_moves_after_the_end_are_reported_and_the_other_games_go_on() {
    use annabella_core::pgn::PgnProblem;
    for text in [
        include_str!("../../tests/data/classics.pgn"),
        "1.e4 e5!? 2.Nf3?! {a {comment} Nc6 $1 (2...d6 3.d4) 3.Bb5 a6 1/2-1/2",
        "[Event \"x\"]\n\n1. e4 e5 2. O-O-O?? *\n",
    ] {
        for game in read_games(text) {
            assert!(
                game.map(|g| g.problems).unwrap_or_default().is_empty(),
                "{text}"
            );
        }
    }
    let text = "[Event \"a\"]\n\n1. e4 hello e5 2. Nf *\n\n[Event \"b\"]\n\n1. d4 \u{7}x d5 *\n";
    let games: Vec<PgnGame> = read_games(text).into_iter().map(Result::unwrap).collect();
    assert_eq!(games[0].game.plies().len(), 2);
    let said: Vec<String> = games[0].problems.iter().map(|p| p.to_string()).collect();
    assert_eq!(
        said,
        [
            "after 1.: \"hello\" is not a move",
            "after 2.: \"Nf\" is not a move"
        ]
    );
    // A control character is shown, not sent to the terminal.
    assert_eq!(
        games[1].problems[0].to_string(),
        "after 1.: \"␇x\" is not a move"
    );
    assert_eq!(games[1].game.plies().len(), 2);
    // Fivefold repetition ends the game by itself; the move after it is reported, not lost.
    let shuffle = "Nf3 Nf6 Ng1 Ng8 ".repeat(4);
    let text = format!("1. {shuffle} e4 *");
    let game = read_games(&text).remove(0).unwrap();
    assert_eq!(game.game.plies().len(), 16);
    assert!(matches!(
        &game.problems[..],
        [PgnProblem::AfterTheEnd { san, .. }] if san == "e4"
    ));
    assert!(
        game.problems[0].to_string().contains("fivefold"),
        "{}",
        game.problems[0]
    );
}

/// Found by the fuzzer: a stray closing brace once held the token scan in place for ever.
#[test]
fn a_stray_closing_brace_is_one_unknown_token() {
    let game = read_games("1. e4 } e5 *").remove(0).unwrap();
    assert_eq!(game.problems.len(), 1);
    assert_eq!(
        game.problems[0].to_string(),
        "after 1.: \"}\" is not a move"
    );
}
