//! `annabella clock`: the audible chess clock at the terminal, for a game on a real (tactile)
//! board. Enter presses the clock; the cues sound as a tactile clock is felt (D.2.6.2); `t` tells
//! both times and the moves in words (D.2.6.1).
//!
//! A thin shell: the clock and the cue schedule are the pure `clock` module; this file reads lines,
//! keeps a ticker thread that looks at the clock every 50 ms, and plays what it says.

use std::{
    io::{self, BufRead, Write},
    sync::{
        Arc, Mutex,
        atomic::{AtomicBool, Ordering},
    },
    thread,
    time::{Duration, Instant},
};

use fluent_bundle::FluentValue;
use shakmaty::Color;

use super::choice::choice;
use crate::{
    announce::{Event, TimeWords, Token},
    audio::{self, CpalEarcons, Earcons},
    clock::{
        Clock, ClockError, TimeControl,
        cues::{Audience, CueSettings, CueWatch},
    },
    ui_text::UiText,
    vocab::{VocabId, Vocabulary},
};

/// How often the ticker looks at the clock: cues come within this of their mark.
const TICK: Duration = Duration::from_millis(50);

#[derive(clap::Args, Debug, Clone)]
pub(super) struct ClockArgs {
    /// The time control, in minutes: "90+30" (increment in seconds), "40/90, 30, +30s"
    /// (40 moves in 90 minutes, then 30 minutes, 30 s a move from move 1), "5 d3" (simple delay),
    /// "5 b3" (Bronstein delay), "-" (none: the clock only measures).
    #[arg(long, short, default_value = "90+30", value_parser = parse_control)]
    time: TimeControl,
    /// Whose clock starts at the first Enter.
    #[arg(long, value_enum, default_value_t = Side::White)]
    first: Side,
    /// The player the cues are for when only one clock is heard.
    #[arg(long, value_enum, default_value_t = Side::White)]
    player: Side,
    /// Whose clock is heard: own (the player's, as a tactile clock), both (the opponent's more
    /// quietly), assistant (both, for the assistant's ear).
    #[arg(long, value_parser = choice::<Audience>(), default_value_t = Audience::Own)]
    cues: Audience,
    /// No 5-minute and quarter-hour dots.
    #[arg(long)]
    no_dots: bool,
    /// No rising-flag cues in the last five minutes.
    #[arg(long)]
    no_flag_approach: bool,
    /// Also say (print) the remaining time with each cue.
    #[arg(long)]
    speak: bool,
    /// Cue volume, 0 to 1.
    #[arg(long, default_value_t = 0.7)]
    volume: f32,
    /// With --cues assistant: play the cues on this output device (e.g. the assistant's
    /// headphones) instead of the main one.
    #[arg(long, value_name = "NAME")]
    assistant_device: Option<String>,
    /// Vocabulary for times and events.
    #[arg(long, value_parser = choice::<VocabId>(), default_value_t = VocabId::Fide)]
    vocab: VocabId,
    #[command(flatten)]
    output: super::Output,
}

#[derive(clap::ValueEnum, Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Side {
    White,
    Black,
}

impl From<Side> for Color {
    fn from(side: Side) -> Color {
        match side {
            Side::White => Color::White,
            Side::Black => Color::Black,
        }
    }
}

pub(super) fn parse_control(text: &str) -> Result<TimeControl, String> {
    text.parse()
        .map_err(|e: crate::clock::TimeControlError| e.to_string())
}

/// What the ticker and the keyboard share.
struct Shared {
    clock: Clock,
    watch: CueWatch,
}

pub(super) fn run(args: ClockArgs, input: &mut impl BufRead) -> Result<(), String> {
    let ui = UiText::get(args.output.language());
    let vocab = Vocabulary::get(args.vocab);
    let epoch = Instant::now();
    let first = Color::from(args.first);
    let shared = Arc::new(Mutex::new(Shared {
        clock: Clock::new(args.time.clone()),
        watch: CueWatch::new(),
    }));
    say(&ready_text(ui, &args.time, first));

    let stop = Arc::new(AtomicBool::new(false));
    let ticker = {
        let (shared, stop) = (shared.clone(), stop.clone());
        let settings = CueSettings {
            dots: !args.no_dots,
            flag_approach: !args.no_flag_approach,
            flag_fall: true,
            audience: args.cues,
            volume: args.volume.clamp(0.0, 1.0),
            speak: args.speak,
        };
        let ticker = Ticker {
            shared,
            stop,
            epoch,
            settings,
            player: Color::from(args.player),
            vocab,
            ui,
            outputs: Outputs {
                main: args.output.audio_device.clone(),
                assistant: args.assistant_device.clone(),
            },
        };
        thread::spawn(move || ticker.run())
    };

    let mut line = String::new();
    loop {
        line.clear();
        if input.read_line(&mut line).map_err(|e| e.to_string())? == 0 {
            break;
        }
        let now = epoch.elapsed();
        let mut state = shared.lock().expect("the ticker does not panic");
        let clock = &mut state.clock;
        let reply = match line.trim() {
            "" if !clock.is_started() => clock.start(now, first).map(|()| running(ui, first)),
            "" => clock
                .press(now)
                .map(|()| running(ui, clock.active().unwrap_or(first))),
            "t" => Ok(report(vocab, clock, now)),
            "p" if clock.is_paused() => clock.resume(now).map(|()| ui.text("clock-resumed")),
            "p" => clock.pause(now).map(|()| ui.text("clock-paused")),
            "h" | "?" => Ok(ui.text("clock-help")),
            "q" => break,
            key => Ok(ui.text_with("clock-unknown-key", &[("key", key.to_string().into())])),
        };
        drop(state);
        say(&reply.unwrap_or_else(|e| refusal(ui, e)));
    }
    stop.store(true, Ordering::Relaxed);
    ticker
        .join()
        .map_err(|_| "the clock ticker failed".to_string())
}

/// One line for the screen reader (and, later, the speech layer).
fn say(text: &str) {
    let mut out = io::stdout().lock();
    let _ = writeln!(out, "{text}");
    let _ = out.flush();
}

fn ready_text(ui: &UiText, control: &TimeControl, first: Color) -> String {
    let color = color_name(ui, first);
    match control.class() {
        Some(class) => ui.text_with(
            "clock-ready",
            &[
                ("control", control.to_string().into()),
                ("class", class.as_str().into()),
                ("color", color),
            ],
        ),
        None => ui.text_with("clock-untimed", &[("color", color)]),
    }
}

fn color_name(ui: &UiText, color: Color) -> FluentValue<'static> {
    ui.text(color.fold_wb("color-white", "color-black")).into()
}

fn running(ui: &UiText, color: Color) -> String {
    ui.text_with("clock-running", &[("color", color_name(ui, color))])
}

fn refusal(ui: &UiText, error: ClockError) -> String {
    match error {
        ClockError::Paused => ui.text("clock-error-paused"),
        ClockError::NotStarted | ClockError::AlreadyStarted | ClockError::NotPaused => {
            ui.text("clock-error-not-started")
        }
    }
}

/// "Weiß eine Stunde, 3 Minuten; Schwarz 58 Minuten; 12 Züge gespielt" (D.2.6.1).
fn report(vocab: &Vocabulary, clock: &Clock, now: Duration) -> String {
    let time = |color: Color| {
        let left = if clock.control().is_timed() {
            clock.remaining(color, now)
        } else {
            clock.time_used(color, now)
        };
        vocab.render(&[Token::Color(color), Token::Time(TimeWords::new(left, true))])
    };
    let moves = clock.moves(Color::White).min(clock.moves(Color::Black));
    format!(
        "{}; {}; {}",
        time(Color::White),
        time(Color::Black),
        vocab.render(&[Token::MovesCompleted(moves)])
    )
}

/// The output devices asked for: the main one, and one for the assistant's ear.
struct Outputs {
    main: Option<String>,
    assistant: Option<String>,
}

/// The ticker: every `TICK`, reports a fallen flag and plays the cues the clock has passed.
struct Ticker {
    shared: Arc<Mutex<Shared>>,
    stop: Arc<AtomicBool>,
    epoch: Instant,
    settings: CueSettings,
    player: Color,
    vocab: &'static Vocabulary,
    ui: &'static UiText,
    outputs: Outputs,
}

impl Ticker {
    fn run(self) {
        let Ticker {
            shared,
            stop,
            epoch,
            settings,
            player,
            vocab,
            ui,
            outputs,
        } = self;
        let mut earcons = audio::open(outputs.main.as_deref());
        // Without the assistant's device, the assistant's cues go to the main output.
        let mut assistant = outputs.assistant.as_deref().and_then(|name| {
            CpalEarcons::open(Some(name))
                .map_err(|reason| {
                    let reason = reason.into();
                    say(&ui.text_with("audio-assistant-device-missing", &[("reason", reason)]))
                })
                .ok()
        });
        while !stop.load(Ordering::Relaxed) {
            thread::sleep(TICK);
            let now = epoch.elapsed();
            let (flag, cues) = {
                let mut state = shared.lock().expect("the keyboard does not panic");
                let flag = state.clock.tick(now);
                let Shared { clock, watch } = &mut *state;
                (flag, watch.observe(clock, now))
            };
            for heard in cues
                .into_iter()
                .flatten()
                .filter_map(|c| settings.present(c, player))
            {
                match assistant.as_mut().filter(|_| heard.for_assistant) {
                    Some(ear) => ear.play(heard.cue.earcon, heard.volume),
                    None => earcons.play(heard.cue.earcon, heard.volume),
                }
                if let Some(words) = heard.say {
                    say(&vocab.render(&words));
                }
            }
            if let Some(flag) = flag {
                let event = if flag.both {
                    Event::BothFlagsFallen
                } else {
                    Event::FlagFall(flag.color)
                };
                say(&vocab.render(&[Token::Event(event)]));
            }
            let assistant_notice = assistant.as_mut().and_then(|a| a.take_notice());
            for notice in earcons.take_notice().into_iter().chain(assistant_notice) {
                say(&notice.text(ui));
            }
        }
    }
}
