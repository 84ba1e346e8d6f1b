//! The app's short non-speech sounds, by meaning. The core emits these; `audio` plays them from the
//! files in `audio/`, which `audio::synth` makes.

/// A sound with one meaning. Each is distinct in pitch and rhythm so none can be mistaken for
/// another.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Earcon {
    /// A raised dot of the tactile clock: a 5-minute mark of remaining time.
    Dot,
    /// Two raised dots: a quarter-hour mark.
    DoubleDot,
    /// The flag is rising: each minute of the last five.
    FlagMinute,
    /// Each ten seconds of the last minute.
    FlagTenSeconds,
    /// Each second of the last ten.
    FlagSecond,
    /// The flag has fallen.
    FlagFall,
}

impl Earcon {
    pub const ALL: [Earcon; 6] = [
        Earcon::Dot,
        Earcon::DoubleDot,
        Earcon::FlagMinute,
        Earcon::FlagTenSeconds,
        Earcon::FlagSecond,
        Earcon::FlagFall,
    ];

    /// The name used for its file (`audio/<name>.wav`) and on the command line.
    pub fn as_str(self) -> &'static str {
        match self {
            Earcon::Dot => "dot",
            Earcon::DoubleDot => "double-dot",
            Earcon::FlagMinute => "flag-minute",
            Earcon::FlagTenSeconds => "flag-ten-seconds",
            Earcon::FlagSecond => "flag-second",
            Earcon::FlagFall => "flag-fall",
        }
    }
}
