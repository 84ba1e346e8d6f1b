//! The audible tactile clock over whole games: a two-hour game ticked every 100 ms gives each
//! mark exactly once, within one tick of its time; a late tick never gives a burst.

use std::time::Duration;

use annabella_core::{
    clock::{
        Clock,
        cues::{Cue, CueWatch},
    },
    earcon::Earcon,
};
use rand::{RngExt, SeedableRng, rngs::StdRng};
use shakmaty::Color;

const TICK: Duration = Duration::from_millis(100);

/// Every mark a clock passes going from `from` down to zero, highest first, with its sound.
fn marks_down_from(from: Duration) -> Vec<(Earcon, Duration)> {
    let secs = Duration::from_secs;
    let mut marks = Vec::new();
    for m in (10..=from.as_secs() / 60).rev().filter(|m| m % 5 == 0) {
        let earcon = if m % 15 == 0 {
            Earcon::DoubleDot
        } else {
            Earcon::Dot
        };
        marks.push((earcon, secs(m * 60)));
    }
    marks.extend((1..=5).rev().map(|m| (Earcon::FlagMinute, secs(m * 60))));
    marks.extend(
        (1..=5)
            .rev()
            .map(|t| (Earcon::FlagTenSeconds, secs(t * 10))),
    );
    marks.extend((1..=9).rev().map(|s| (Earcon::FlagSecond, secs(s))));
    marks.push((Earcon::FlagFall, Duration::ZERO));
    marks.retain(|(_, mark)| *mark < from);
    marks
}

#[test]
fn a_two_hour_game_ticked_every_100ms_cues_every_mark_once_within_a_tick() {
    // One hour each, no increment: a game of at most two hours. The players think for irregular
    // times; White's flag falls in the end.
    let mut clock = Clock::new("60".parse().unwrap());
    let mut watch = CueWatch::new();
    let mut rng = StdRng::seed_from_u64(7);
    let mut now = Duration::ZERO;
    clock.start(now, Color::White).unwrap();
    watch.observe(&clock, now);
    let mut heard: Vec<(Cue, Duration)> = Vec::new();
    let mut think_left = TICK * rng.random_range(5..900);
    let mut flag = None;
    while flag.is_none() && now < Duration::from_secs(3 * 3600) {
        now += TICK;
        flag = clock.tick(now);
        for cue in watch.observe(&clock, now).into_iter().flatten() {
            heard.push((cue, clock.remaining(cue.color, now)));
        }
        think_left = think_left.saturating_sub(TICK);
        if think_left.is_zero() {
            clock.press(now).unwrap();
            // White thinks longer, so White's flag falls first.
            let range = if clock.active() == Some(Color::White) {
                20..1200
            } else {
                5..300
            };
            think_left = TICK * rng.random_range(range);
        }
    }
    let flag = flag.expect("White's flag fell");
    assert_eq!(flag.color, Color::White);

    for color in [Color::White, Color::Black] {
        let got: Vec<(Earcon, Duration)> = heard
            .iter()
            .filter(|(cue, _)| cue.color == color)
            .map(|(cue, _)| (cue.earcon, cue.mark))
            .collect();
        let mut expected = marks_down_from(Duration::from_secs(3600));
        let left = clock.remaining(color, now);
        expected.retain(|(_, mark)| *mark >= left);
        assert_eq!(got, expected, "{color:?}");
    }
    let white = heard.iter().filter(|(c, _)| c.color == Color::White);
    assert_eq!(
        white.count(),
        10 + 5 + 5 + 9 + 1,
        "55 … 10 minutes, flag zone, flag fall"
    );
    for (cue, remaining_then) in &heard {
        assert!(
            *remaining_then <= cue.mark && cue.mark < *remaining_then + TICK,
            "{cue:?} heard at {remaining_then:?}: more than one tick off"
        );
    }
}

#[test]
fn a_tick_after_a_seven_minute_gap_gives_at_most_one_cue() {
    let mut clock = Clock::new("16".parse().unwrap());
    let mut watch = CueWatch::new();
    clock.start(Duration::ZERO, Color::White).unwrap();
    watch.observe(&clock, Duration::ZERO);
    // The laptop slept from 16:00 to 9:00 left: the 15-minute and 10-minute marks both passed.
    let cues: Vec<Cue> = watch
        .observe(&clock, Duration::from_secs(7 * 60))
        .into_iter()
        .flatten()
        .collect();
    assert_eq!(
        cues,
        vec![Cue {
            color: Color::White,
            earcon: Earcon::Dot,
            mark: Duration::from_secs(600),
        }]
    );
    // And again through the flag zone: 9:00 to 0:03 left gives only the 3-second cue.
    let cues: Vec<Cue> = watch
        .observe(&clock, Duration::from_secs(16 * 60 - 3))
        .into_iter()
        .flatten()
        .collect();
    assert_eq!(cues.len(), 1);
    assert_eq!(
        (cues[0].earcon, cues[0].mark),
        (Earcon::FlagSecond, Duration::from_secs(3))
    );
}

#[test]
fn increments_raise_the_time_past_a_mark_and_it_is_cued_again_on_the_way_down() {
    let mut clock = Clock::new("5+30".parse().unwrap());
    let mut watch = CueWatch::new();
    let secs = Duration::from_secs;
    clock.start(secs(0), Color::White).unwrap();
    watch.observe(&clock, secs(0));
    // White starts at 5:00 exactly, which is no crossing, and uses 20 s.
    assert_eq!(watch.observe(&clock, secs(20)), [None, None]);
    clock.press(secs(20)).unwrap(); // +30 s: 5:10 left, back above the 5-minute mark
    assert_eq!(watch.observe(&clock, secs(20)), [None, None]);
    clock.press(secs(21)).unwrap(); // Black moves at once
    watch.observe(&clock, secs(21));
    let down = watch.observe(&clock, secs(32)); // White at 4:59
    assert_eq!(
        down[0].map(|c| (c.earcon, c.mark)),
        Some((Earcon::FlagMinute, secs(300)))
    );
}

/// A script's `wait` goes straight from event to event: a two-hour wait is as many steps as it
/// has cues, and gives the same cues and flag, at their marks, as the session ticked every
/// 100 ms over the same time.
#[test]
fn a_wait_of_any_length_jumps_to_each_cue_and_gives_what_ticking_gives() {
    use annabella_core::session::{
        Input, Session,
        script::{Happened, InlineEngines, Script},
    };
    let script =
        Script::parse("mode home\ntime 90+30\ncues both\nkey Space\nwait 1:35:00\n").unwrap();
    let mut ticks = 0usize;
    let (jumped, happened) = script
        .run_observed(
            &mut InlineEngines::new(1, std::time::Instant::now),
            &mut |_, input, _| ticks += usize::from(*input == Input::Tick),
        )
        .unwrap();
    let jumped_cues: Vec<(Earcon, Duration)> = happened
        .iter()
        .filter_map(|h| match h {
            Happened::Cue { at, earcon, .. } => Some((earcon_of(earcon), *at)),
            _ => None,
        })
        .collect();
    // The same game ticked the old way.
    let mut ticked = Session::new(script.setup.clone()).unwrap();
    let _ = ticked.greeting();
    let mut ticked_cues = Vec::new();
    let mut collect = |effects: Vec<annabella_core::session::Effect>, at: Duration| {
        for effect in effects {
            if let annabella_core::session::Effect::Cue(heard) = effect {
                ticked_cues.push((heard.cue.earcon, at));
            }
        }
    };
    let space = Input::Key("Space".parse().unwrap());
    collect(ticked.handle(space, Duration::ZERO), Duration::ZERO);
    let mut now = Duration::ZERO;
    while now < Duration::from_secs(95 * 60) {
        now += TICK;
        collect(ticked.handle(Input::Tick, now), now);
    }
    assert_eq!(
        jumped_cues.iter().map(|(e, _)| *e).collect::<Vec<_>>(),
        ticked_cues.iter().map(|(e, _)| *e).collect::<Vec<_>>()
    );
    for ((_, jumped_at), (_, ticked_at)) in jumped_cues.iter().zip(&ticked_cues) {
        assert!(
            ticked_at.saturating_sub(*jumped_at) <= TICK,
            "{jumped_at:?} {ticked_at:?}"
        );
    }
    assert_eq!(jumped.result(), ticked.result());
    assert!(jumped.result().is_some(), "the flag fell");
    // One step a cue (and the last), where ticking took 57,000.
    assert!(ticks <= jumped_cues.len() + 2, "{ticks} ticks");
}

fn earcon_of(name: &str) -> Earcon {
    Earcon::ALL
        .into_iter()
        .find(|e| e.as_str() == name)
        .unwrap_or_else(|| panic!("no earcon {name}"))
}
