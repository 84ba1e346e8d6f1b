//! The built-in engine: its move generation against published perft counts, mates found at
//! every level from 5 up, a legal move within budget in a thousand random positions, and the
//! awkward cases (one legal move, in check, Chess960, stopped at once).

use std::cell::Cell;
use std::sync::{OnceLock, atomic::AtomicBool};
use std::time::{Duration, Instant};

use annabella_core::engine::builtin::{Builtin, Level};
use annabella_core::engine::perft::perft;
use annabella_core::engine::{Engine, Limits, Score};
use annabella_core::rules::{Game, StartPosition};
use rand::{RngExt, SeedableRng, rngs::StdRng};
use shakmaty::{CastlingMode, Chess, Position, fen::Fen};

thread_local! {
    /// How many times this thread read the [`ticking`] clock.
    static READINGS: Cell<u64> = const { Cell::new(0) };
}

/// A clock for the engine that moves on one millisecond each time it is read: the engine's
/// time is then its own work (it reads the clock every 1024 nodes and after each depth), the
/// same on a busy machine as on an idle one, and what it does with its time can be asserted.
fn ticking() -> Instant {
    static START: OnceLock<Instant> = OnceLock::new();
    let start = *START.get_or_init(Instant::now);
    READINGS.with(|readings| {
        let n = readings.get();
        readings.set(n + 1);
        start + Duration::from_millis(n)
    })
}

/// How many times this thread has read the [`ticking`] clock.
fn readings() -> u64 {
    READINGS.with(Cell::get)
}

fn position(fen: &str, mode: CastlingMode) -> Chess {
    fen.parse::<Fen>().unwrap().into_position(mode).unwrap()
}

fn game(fen: &str) -> Game {
    Game::new(StartPosition::Fen {
        fen: fen.to_string(),
        chess960: false,
    })
    .unwrap()
}

/// The standard perft suite (chessprogramming.org "Perft Results"), to the depth a test run
/// affords, and a Chess960 position (castling with the rook's file, "HFhf").
#[test]
fn perft_matches_the_published_counts() {
    let standard = [
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            &[20, 400, 8_902, 197_281][..],
        ),
        (
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            &[48, 2_039, 97_862],
        ),
        (
            "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
            &[14, 191, 2_812, 43_238, 674_624],
        ),
        (
            "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
            &[6, 264, 9_467, 422_333],
        ),
        (
            "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
            &[44, 1_486, 62_379],
        ),
        (
            "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
            &[46, 2_079, 89_890],
        ),
    ];
    for (fen, counts) in standard {
        let pos = position(fen, CastlingMode::Standard);
        for (depth, &expected) in counts.iter().enumerate() {
            assert_eq!(
                perft(&pos, depth as u32 + 1),
                expected,
                "{fen} depth {}",
                depth + 1
            );
        }
    }
    let chess960 = position(
        "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9",
        CastlingMode::Chess960,
    );
    for (depth, expected) in [(1, 21), (2, 528), (3, 12_189), (4, 326_672)] {
        assert_eq!(perft(&chess960, depth), expected, "Chess960 depth {depth}");
    }
}

/// Is there a forced mate for the side to move within `moves` of its own moves?
fn mates_within(pos: &Chess, moves: u32) -> bool {
    moves > 0
        && pos.legal_moves().iter().any(|&m| {
            let mut after = pos.clone();
            after.play_unchecked(m);
            after.is_checkmate()
                || (moves > 1
                    && !after.legal_moves().is_empty()
                    && after.legal_moves().iter().all(|&reply| {
                        let mut next = after.clone();
                        next.play_unchecked(reply);
                        mates_within(&next, moves - 1)
                    }))
        })
}

#[test]
fn every_level_from_five_finds_mate_in_one_and_in_two() {
    let mate_in_one = [
        "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1",
        "r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/5Q2/PPPP1PPP/RNB1K1NR w KQkq - 2 3",
        "k7/8/1K6/8/8/8/8/6Q1 w - - 0 1",
        "rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2",
    ];
    let mate_in_two = [
        "k7/8/2K5/8/8/8/8/7Q w - - 0 1",
        "7q/8/8/8/8/2k5/8/K7 b - - 0 1",
        "r5k1/5ppp/8/8/8/8/1Q3PPP/1R4K1 w - - 0 1",
    ];
    for fen in mate_in_one {
        assert!(
            mates_within(&position(fen, CastlingMode::Standard), 1),
            "{fen} is a mate in 1"
        );
    }
    for fen in mate_in_two {
        let pos = position(fen, CastlingMode::Standard);
        assert!(
            mates_within(&pos, 2) && !mates_within(&pos, 1),
            "{fen} is a mate in 2"
        );
    }
    for number in 5..=Level::MAX {
        let level = Level::new(number).unwrap();
        for (fen, moves) in mate_in_one
            .iter()
            .map(|f| (f, 1))
            .chain(mate_in_two.iter().map(|f| (f, 2)))
        {
            // On the ticking clock: 5 s are the same number of nodes on any machine.
            let mut engine = Builtin::new(level, u64::from(number), ticking);
            let game = game(fen);
            let reply = engine
                .think(
                    &game,
                    &Limits::movetime(Duration::from_secs(5)),
                    &AtomicBool::new(false),
                )
                .unwrap();
            let mut after = game.position().clone();
            after.play_unchecked(reply.mv);
            let forced = after.is_checkmate()
                || (moves == 2
                    && after.legal_moves().iter().all(|&r| {
                        let mut next = after.clone();
                        next.play_unchecked(r);
                        mates_within(&next, 1)
                    }));
            assert!(forced, "level {number} in {fen} played {:?}", reply.mv);
            assert_eq!(
                reply.score,
                Some(Score::Mate(moves)),
                "level {number} in {fen}"
            );
        }
    }
}

/// Random positions from seeded random games (standard and Chess960), many in check, some with
/// a single legal move: the engine always names a legal move, and keeps to its node budget.
#[test]
fn a_legal_move_within_budget_in_a_thousand_random_positions() {
    const NODES: u64 = 3_000;
    let mut rng = StdRng::seed_from_u64(2026);
    let mut engine = Builtin::new(Level::strongest(), 1, Instant::now);
    let (mut checks, mut single) = (0, 0);
    let mut tested = 0;
    while tested < 1_000 {
        let start = if tested % 5 == 0 {
            StartPosition::Chess960(rng.random_range(0..960))
        } else {
            StartPosition::Standard
        };
        let mut game = Game::new(start).unwrap();
        let plies = rng.random_range(0..120);
        for _ in 0..plies {
            let moves = game.position().legal_moves();
            if moves.is_empty() || game.automatic_end().is_some() {
                break;
            }
            game.play(moves[rng.random_range(0..moves.len())]).unwrap();
        }
        if game.position().legal_moves().is_empty() {
            continue;
        }
        checks += usize::from(game.position().is_check());
        single += usize::from(game.position().legal_moves().len() == 1);
        let limits = Limits {
            nodes: Some(NODES),
            ..Limits::default()
        };
        let reply = engine
            .think(&game, &limits, &AtomicBool::new(false))
            .unwrap();
        assert!(
            game.position().is_legal(reply.mv),
            "{} {:?}",
            game.fen(),
            reply.mv
        );
        assert!(
            reply.nodes <= NODES + 1024,
            "{} nodes in {}",
            reply.nodes,
            game.fen()
        );
        tested += 1;
    }
    assert!(
        checks > 20 && single > 3,
        "{checks} in check, {single} with one move"
    );
}

/// Stopped before it begins, a search answers at its first look at the stop flag, with a legal
/// move: it searched no more than the nodes between two looks and read its clock a handful of
/// times (to begin, at that look, at the end of the depth it cut short), not the 30,000 of
/// the 30 s it had. (The wall time it took is printed: it is the machine's speed.)
#[test]
fn a_stopped_search_answers_at_once_with_a_legal_move() {
    let mut engine = Builtin::new(Level::strongest(), 1, ticking);
    let game = Game::default();
    let (started, read) = (Instant::now(), readings());
    let reply = engine
        .think(
            &game,
            &Limits::movetime(Duration::from_secs(30)),
            &AtomicBool::new(true),
        )
        .unwrap();
    let read = readings() - read;
    println!(
        "stopped search: {} nodes, {read} clock readings, {:?}",
        reply.nodes,
        started.elapsed()
    );
    assert!(reply.nodes <= 1024, "{} nodes after the stop", reply.nodes);
    assert!(
        read <= 8,
        "{read} readings of its clock: it went on thinking"
    );
    assert!(game.position().is_legal(reply.mv));
}

/// A fixed time per move is kept: on the [`ticking`] clock (a millisecond a reading) the 300 ms
/// end at the 300th reading, and the engine stops within a reading or two of it — it looks at
/// the deadline every 1024 nodes — having searched at least four plies deep. On the system's
/// clock the same depends on the machine's load; the wall time is printed.
#[test]
fn the_engine_keeps_to_its_movetime() {
    let mut engine = Builtin::new(Level::strongest(), 1, ticking);
    let game = game("r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4");
    let (started, read) = (Instant::now(), readings());
    let reply = engine
        .think(
            &game,
            &Limits::movetime(Duration::from_millis(300)),
            &AtomicBool::new(false),
        )
        .unwrap();
    let read = readings() - read;
    println!(
        "300 ms of movetime: {read} clock readings, depth {}, {} nodes, {:?} on this machine",
        reply.depth,
        reply.nodes,
        started.elapsed()
    );
    assert!(
        (300..=303).contains(&read),
        "{read} readings of a clock that moves 1 ms a reading, for 300 ms"
    );
    assert!(reply.depth >= 4, "depth {}", reply.depth);
}

#[test]
fn a_free_queen_is_taken_and_a_hanging_one_saved() {
    let mut engine = Builtin::new(Level::strongest(), 1, Instant::now);
    let limits = Limits::depth(5);
    let stop = AtomicBool::new(false);
    let free = game("4k3/8/8/3q4/8/8/3R4/4K3 w - - 0 1");
    let reply = engine.think(&free, &limits, &stop).unwrap();
    assert_eq!(reply.mv.to_uci(CastlingMode::Standard).to_string(), "d2d5");
    let attacked = game("4k3/8/8/8/8/2n5/8/Q3K3 w - - 0 1");
    let reply = engine.think(&attacked, &limits, &stop).unwrap();
    let mut after = attacked.position().clone();
    after.play_unchecked(reply.mv);
    let queen_safe = after.board().queens().into_iter().all(|sq| {
        after
            .board()
            .attacks_to(sq, after.turn(), after.board().occupied())
            .is_empty()
    });
    assert!(queen_safe, "played {:?}", reply.mv);
}
