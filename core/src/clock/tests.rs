//! The clock's behaviour, law by law.

use std::time::Duration;

use shakmaty::{Chess, Color};

use super::*;

fn secs(s: u64) -> Duration {
    Duration::from_secs(s)
}

fn mins(m: u64) -> Duration {
    Duration::from_secs(m * 60)
}

fn clock(control: &str) -> Clock {
    Clock::new(control.parse().unwrap())
}

/// A clock under `control` with White's time running from zero.
fn running(control: &str) -> Clock {
    let mut c = clock(control);
    c.start(secs(0), Color::White).unwrap();
    c
}

/// The flag `tick` reports at `now`, and the instant it fell.
fn fallen(c: &mut Clock, now: Duration) -> Option<(Color, Duration)> {
    c.tick(now).map(|f| (f.color, f.at))
}

use crate::rules::test_position as position;

/// Plays `moves` full moves, each player thinking `think` per move, from `start`; returns the
/// time after the last press.
fn play(clock: &mut Clock, start: Duration, moves: u32, think: Duration) -> Duration {
    let mut now = start;
    for _ in 0..moves * 2 {
        now += think;
        clock.press(now).unwrap();
    }
    now
}

#[test]
fn sudden_death_counts_down_only_the_running_clock() {
    let mut c = clock("5");
    assert_eq!(c.remaining(Color::White, secs(100)), mins(5), "not started");
    c.start(secs(100), Color::White).unwrap();
    assert_eq!(c.remaining(Color::White, secs(110)), secs(290));
    assert_eq!(c.remaining(Color::Black, secs(110)), mins(5));
    c.press(secs(110)).unwrap();
    assert_eq!(c.active(), Some(Color::Black));
    assert_eq!(c.remaining(Color::White, secs(200)), secs(290));
    assert_eq!(c.remaining(Color::Black, secs(200)), secs(210));
    assert_eq!(c.time_used(Color::White, secs(200)), secs(10));
    assert_eq!(c.time_used(Color::Black, secs(200)), secs(90));
    assert_eq!((c.moves(Color::White), c.moves(Color::Black)), (1, 0));
}

#[test]
fn increment_is_added_after_every_move_from_move_one() {
    let mut c = running("3+2");
    let now = play(&mut c, secs(0), 10, secs(5));
    // Each player: 180 - 10 × 5 + 10 × 2.
    assert_eq!(c.remaining(Color::White, now), secs(150));
    assert_eq!(c.remaining(Color::Black, now), secs(150));
    assert_eq!(c.time_used(Color::White, now), secs(50));
}

#[test]
fn multi_period_control_adds_the_next_period_at_the_move_count_and_keeps_left_over_time() {
    let mut c = running("40/90, 30, +30s");
    let mut now = play(&mut c, secs(0), 39, secs(60));
    assert_eq!(c.period(Color::White), 0);
    // Move 40: White completes the first period with 90 - 40 + 40 × 0.5 minutes left, then the
    // second period's 30 minutes are added.
    now += secs(60);
    c.press(now).unwrap();
    assert_eq!(c.period(Color::White), 1);
    assert_eq!(c.remaining(Color::White, now), mins(100));
    assert_eq!(
        c.period(Color::Black),
        0,
        "Black has not completed move 40 yet"
    );
    assert_eq!(c.remaining(Color::Black, now), mins(70) + secs(30));
    now += secs(60);
    c.press(now).unwrap();
    assert_eq!(c.period(Color::Black), 1);
    assert_eq!(c.remaining(Color::Black, now), mins(100));
}

#[test]
fn repeating_control_gives_the_time_again_every_forty_moves() {
    let mut c = running("40/120");
    let now = play(&mut c, secs(0), 80, secs(60));
    assert_eq!(c.period(Color::White), 2);
    assert_eq!(c.remaining(Color::White, now), mins(240 + 120 - 80));
}

#[test]
fn simple_delay_and_bronstein_leave_the_same_time_after_a_move() {
    for think in [3, 5, 8, 20] {
        let mut simple = clock("1 d5");
        let mut bronstein = clock("1 b5");
        for c in [&mut simple, &mut bronstein] {
            c.start(secs(0), Color::White).unwrap();
            c.press(secs(think)).unwrap();
        }
        let expected = secs(60) - secs(think.saturating_sub(5));
        assert_eq!(simple.remaining(Color::White, secs(think)), expected);
        assert_eq!(bronstein.remaining(Color::White, secs(think)), expected);
    }
}

#[test]
fn simple_delay_and_bronstein_differ_during_the_move() {
    let mut simple = clock("1 d5");
    let mut bronstein = clock("1 b5");
    simple.start(secs(0), Color::White).unwrap();
    bronstein.start(secs(0), Color::White).unwrap();
    // Three seconds in: the simple-delay clock has not moved yet; Bronstein counts down at once.
    assert_eq!(simple.remaining(Color::White, secs(3)), secs(60));
    assert_eq!(simple.delay_left(Color::White, secs(3)), Some(secs(2)));
    assert_eq!(bronstein.remaining(Color::White, secs(3)), secs(57));
    assert_eq!(bronstein.delay_left(Color::White, secs(3)), None);
}

#[test]
fn with_less_time_than_the_delay_bronstein_flags_first() {
    let mut simple = clock("1 d5");
    let mut bronstein = clock("1 b5");
    for c in [&mut simple, &mut bronstein] {
        c.start(secs(0), Color::White).unwrap();
        c.set_remaining(Color::White, secs(3), secs(0));
    }
    assert_eq!(simple.flag_due(), Some(secs(8)));
    assert_eq!(bronstein.flag_due(), Some(secs(3)));
    // A move taking four seconds: the Bronstein flag has fallen, the simple-delay flag has not.
    assert!(simple.tick(secs(4)).is_none());
    assert_eq!(bronstein.tick(secs(4)).map(|f| f.at), Some(secs(3)));
    simple.press(secs(4)).unwrap();
    assert_eq!(simple.remaining(Color::White, secs(4)), secs(3));
}

#[test]
fn a_flag_is_reported_once_at_its_exact_instant_even_when_noticed_late() {
    let mut c = running("1");
    assert_eq!(c.flag_due(), Some(secs(60)));
    assert_eq!(c.tick(secs(59)), None);
    let fall = c.tick(secs(75)).expect("the flag fell at 60 s");
    assert_eq!(fall.color, Color::White);
    assert_eq!(fall.at, secs(60));
    assert!(fall.last_period && !fall.both);
    assert_eq!(c.tick(secs(76)), None, "reported once");
    assert_eq!(c.remaining(Color::White, secs(76)), Duration::ZERO);
    assert_eq!(c.flag_due(), None);
}

#[test]
fn a_press_after_the_flag_fell_still_reports_the_flag() {
    let mut c = running("1");
    c.press(secs(61)).unwrap();
    assert_eq!(fallen(&mut c, secs(61)), Some((Color::White, secs(60))));
}

#[test]
fn s6_9_flag_fall_loses_unless_the_opponent_cannot_mate() {
    let mut c = running("1");
    let fall = c.tick(secs(60)).unwrap();
    let black_has_rook = position("4k3/8/8/8/8/8/8/r3K3 w - - 0 1");
    assert_eq!(
        fall.verdict(&black_has_rook, false),
        FlagVerdict::Loss(Color::White)
    );
    let black_has_bishop = position("4k3/8/8/8/8/8/8/b3K2Q w - - 0 1");
    assert_eq!(fall.verdict(&black_has_bishop, false), FlagVerdict::Draw);
    let black_has_king_only = position("4k3/8/8/8/8/8/PPP5/4K3 w - - 0 1");
    assert_eq!(fall.verdict(&black_has_king_only, false), FlagVerdict::Draw);
    // Beyond material: behind a locked pawn wall no series of legal moves mates.
    let locked_wall = position("8/8/1k6/p1p1p1p1/P1P1P1P1/8/5K2/8 w - - 0 1");
    assert_eq!(fall.verdict(&locked_wall, false), FlagVerdict::Draw);
    let black_has_a_pawn = position("4k3/p7/8/8/8/8/8/4K3 w - - 0 1");
    assert_eq!(
        fall.verdict(&black_has_a_pawn, false),
        FlagVerdict::Loss(Color::White)
    );
}

#[test]
fn guideline_iii_3_both_flags_draw_in_the_last_period_and_play_on_before_it() {
    for (control, expected) in [("1", FlagVerdict::Draw), ("40/1, 1", FlagVerdict::Continue)] {
        let mut c = clock(control);
        c.start(secs(0), Color::White).unwrap();
        let first = c.tick(secs(60)).unwrap();
        assert!(!first.both);
        c.press(secs(70)).unwrap();
        let second = c.tick(secs(200)).unwrap();
        assert_eq!((second.color, second.at), (Color::Black, secs(130)));
        assert!(second.both);
        assert_eq!(
            second.verdict(&Chess::default(), true),
            expected,
            "{control}"
        );
        // Without Guideline III the clock shows that White's flag fell first.
        assert_eq!(
            second.verdict(&Chess::default(), false),
            FlagVerdict::Loss(Color::White),
            "{control}"
        );
    }
}

#[test]
fn s6_11_pause_stops_time_and_refuses_presses() {
    let mut c = running("5");
    c.pause(secs(10)).unwrap();
    assert!(c.is_paused());
    assert_eq!(c.press(secs(20)), Err(ClockError::Paused));
    assert_eq!(c.pause(secs(20)), Err(ClockError::Paused));
    assert_eq!(c.remaining(Color::White, secs(500)), secs(290));
    assert_eq!(c.flag_due(), None);
    c.resume(secs(500)).unwrap();
    assert_eq!(c.resume(secs(500)), Err(ClockError::NotPaused));
    assert_eq!(c.remaining(Color::White, secs(505)), secs(285));
    assert_eq!(c.time_used(Color::White, secs(505)), secs(15));
}

/// A move made while the clocks stand stopped (a game taken up again, the computer answering
/// before they are started) passed no turn: started again, the mover's clock ran and its flag
/// fell while the opponent was to move. Now the turn passes, with its bonus, and the clocks stay
/// stopped until they are started — then the opponent's runs.
#[test]
fn a_move_while_the_clocks_stand_stopped_passes_the_turn_and_they_stay_stopped() {
    let mut c = running("5+2");
    c.pause(secs(10)).unwrap();
    assert_eq!(c.pass_stopped(secs(20)), Ok(()));
    assert!(c.is_paused());
    assert_eq!(c.active(), Some(Color::Black));
    // White's ten seconds counted, and the increment given, at the move.
    assert_eq!(c.remaining(Color::White, secs(60)), secs(292));
    assert_eq!(c.remaining(Color::Black, secs(60)), secs(300));
    assert_eq!(c.flag_due(), None);
    c.resume(secs(100)).unwrap();
    assert_eq!(c.remaining(Color::White, secs(105)), secs(292));
    assert_eq!(c.remaining(Color::Black, secs(105)), secs(295));
    // A running clock is pressed, not passed.
    assert_eq!(c.pass_stopped(secs(106)), Err(ClockError::NotPaused));
    assert_eq!(
        running("5").pass_stopped(secs(1)),
        Err(ClockError::NotPaused)
    );
    assert_eq!(
        clock("5").pass_stopped(secs(1)),
        Err(ClockError::NotStarted)
    );
}

#[test]
fn a_pause_inside_a_simple_delay_keeps_the_rest_of_the_delay() {
    let mut c = running("1 d5");
    c.pause(secs(2)).unwrap();
    c.resume(secs(100)).unwrap();
    assert_eq!(c.delay_left(Color::White, secs(101)), Some(secs(2)));
    assert_eq!(c.remaining(Color::White, secs(104)), secs(59));
}

#[test]
fn penalties_add_and_deduct_time() {
    let mut c = running("5");
    // §7.5.3 with B.3: White's illegal move in blitz gives Black one minute.
    let bonus = c.control().class().unwrap().penalty_bonus();
    assert_eq!(bonus, mins(1), "five minutes is blitz");
    c.add_time(Color::Black, bonus, secs(10));
    assert_eq!(c.remaining(Color::Black, secs(10)), mins(6));
    // §12.9.3: the arbiter deducts time from the running player.
    c.deduct_time(Color::White, mins(1), secs(10));
    assert_eq!(c.remaining(Color::White, secs(10)), secs(230));
    c.deduct_time(Color::White, mins(10), secs(20));
    assert_eq!(fallen(&mut c, secs(20)), Some((Color::White, secs(20))));
}

#[test]
fn deducting_all_of_the_waiting_players_time_drops_their_flag() {
    let mut c = running("5");
    c.deduct_time(Color::Black, mins(6), secs(10));
    assert_eq!(fallen(&mut c, secs(11)), Some((Color::Black, secs(10))));
}

#[test]
fn s6_10_2_the_arbiter_sets_time_and_move_counter() {
    let mut c = running("40/90, 30");
    let fall = c.tick(mins(91)).unwrap();
    assert_eq!(fall.at, mins(90));
    // A clock malfunction: the arbiter gives White 20 minutes and records 40 moves.
    c.set_remaining(Color::White, mins(20), mins(91));
    c.set_moves(Color::White, 40);
    assert_eq!(c.period(Color::White), 1);
    assert_eq!(c.remaining(Color::White, mins(91)), mins(20));
    assert_eq!(c.flag(Color::White), None, "the flag is raised again");
    assert_eq!(c.tick(mins(111)).map(|f| f.at), Some(mins(111)));
}

#[test]
fn without_a_time_control_no_flag_falls_but_time_used_counts() {
    let mut c = running("-");
    assert_eq!(c.flag_due(), None);
    assert_eq!(c.tick(mins(600)), None);
    c.press(mins(600)).unwrap();
    assert_eq!(c.time_used(Color::White, mins(600)), mins(600));
    c.deduct_time(Color::Black, mins(1), mins(600));
    assert_eq!(c.tick(mins(700)), None);
}

#[test]
fn requests_out_of_order_are_refused() {
    let mut c = clock("5");
    assert_eq!(c.press(secs(0)), Err(ClockError::NotStarted));
    assert_eq!(c.pause(secs(0)), Err(ClockError::NotStarted));
    assert_eq!(c.resume(secs(0)), Err(ClockError::NotStarted));
    c.start(secs(0), Color::Black).unwrap();
    assert_eq!(
        c.active(),
        Some(Color::Black),
        "a game from a position with Black to move"
    );
    assert_eq!(
        c.start(secs(1), Color::White),
        Err(ClockError::AlreadyStarted)
    );
}
