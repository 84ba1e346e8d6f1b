//! `annabella clock`: the audible chess clock at the terminal, for a game on a real (tactile)
//! board. Enter presses the clock; the cues sound as a tactile clock is felt (D.2.6.2); `t` tells
//! both times and the moves in words (D.2.6.1).
//!
//! A thin shell: the options become a clock-only setup, and the session does the rest — the
//! clock, its cues and the flag fall are the same as in a game (`terminal` reads the keys, plays
//! the sounds and prints what is said).

use std::process::ExitCode;

use shakmaty::Color;

use super::choice::choice;
use crate::shells::terminal::{self, Kind, Outputs};
use annabella_core::{
    clock::{TimeControl, cues::Audience},
    session::{CueChange, Impaired, SetupBuilder},
    vocab::VocabId,
};

#[derive(clap::Args, Debug, Clone)]
pub(super) struct ClockArgs {
    /// The time control, in minutes: "90+30" (increment in seconds), "40/90, 30, +30s"
    /// (40 moves in 90 minutes, then 30 minutes, 30 s a move from move 1), "5 d3" (simple delay),
    /// "5 b3" (Bronstein delay), "-" (none: the clock only measures).
    #[arg(long, short, default_value = "90+30", value_parser = parse_control)]
    time: TimeControl,
    /// Whose clock starts at the first Enter: white or black.
    #[arg(long, value_parser = super::choice::color, default_value = "white")]
    first: Color,
    /// The player the cues are for when only one clock is heard: white or black.
    #[arg(long, value_parser = super::choice::color, default_value = "white")]
    player: Color,
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

pub(super) fn parse_control(
    text: &str,
) -> Result<TimeControl, annabella_core::clock::TimeControlError> {
    text.parse()
}

impl ClockArgs {
    /// A session that is only the clock, with these cues.
    fn setup(&self) -> Result<annabella_core::session::Setup, crate::error::Error> {
        let mut setup = SetupBuilder::new();
        setup.clock_only(self.first)?;
        setup.time_control(self.time.clone())?;
        setup.impaired(Impaired::only(self.player))?;
        setup.ui(self.output.language())?;
        for color in [Color::White, Color::Black] {
            setup.vocab(color, self.vocab)?;
        }
        let audience = match self.cues {
            Audience::Own => None,
            Audience::Both => Some(CueChange::Both),
            Audience::Assistant => Some(CueChange::Assistant),
        };
        let changes = [
            audience,
            self.no_dots.then_some(CueChange::NoDots),
            self.no_flag_approach.then_some(CueChange::NoFlagApproach),
            self.speak.then_some(CueChange::Speak),
        ];
        for change in changes.into_iter().flatten() {
            setup.cues(change)?;
        }
        setup.volume(self.volume)?;
        Ok(setup.build()?)
    }
}

pub(super) fn run(args: ClockArgs) -> Result<ExitCode, crate::error::Error> {
    let setup = args.setup()?;
    let outputs = Outputs {
        main: args.output.audio_device.as_deref(),
        assistant: args.assistant_device.as_deref(),
        more: Vec::new(),
        training: Default::default(),
        remote: None,
        new_game: None,
    };
    let mut out = std::io::stdout().lock();
    Ok(terminal::run(
        crate::driver::Begin::new(setup)?,
        Kind::Clock,
        std::io::BufReader::new(std::io::stdin()),
        &mut out,
        outputs,
    )?)
}
