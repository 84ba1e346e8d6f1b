//! The ten levels of the built-in engine. Low levels see less far and, some of the time, choose
//! among the moves that are nearly as good as the best one (a human's mistake, not a random
//! blunder): `margin` says how much worse a move may be, `temperature` how readily a worse one
//! is taken. The Elo figures are measured with `annabella match` against Stockfish (see the
//! calibration table in docs/manual.md), not guessed.

/// How strongly the built-in engine plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Level {
    number: u8,
}

/// What a level does.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Style {
    /// The deepest iteration (plies, before extensions).
    pub max_depth: u32,
    /// Nodes per move at most, so a level is as strong on a fast machine as on a slow one.
    pub max_nodes: Option<u64>,
    /// How often (0–1) the level does not simply play its best move but chooses among the
    /// candidates: a player who usually sees the right move and sometimes does not.
    pub mistake_rate: f64,
    /// Moves up to this many centipawns worse than the best are candidates.
    pub margin: i32,
    /// How far the choice leans to the best candidate: weight e^(−loss / temperature).
    pub temperature: i32,
}

const STYLES: [Style; 10] = [
    style(1, Some(2_000), 0.6, 400, 200),
    style(1, Some(4_000), 0.4, 300, 150),
    style(2, Some(8_000), 0.4, 300, 150),
    style(2, Some(16_000), 0.3, 200, 100),
    style(3, Some(40_000), 0.3, 200, 100),
    style(3, Some(50_000), 0.25, 160, 80),
    style(5, Some(80_000), 0.35, 120, 60),
    style(6, Some(200_000), 0.12, 60, 30),
    style(64, Some(200_000), 0.05, 40, 20),
    style(64, None, 0.0, 0, 1),
];

const fn style(
    max_depth: u32,
    max_nodes: Option<u64>,
    mistake_rate: f64,
    margin: i32,
    temperature: i32,
) -> Style {
    Style {
        max_depth,
        max_nodes,
        mistake_rate,
        margin,
        temperature,
    }
}

impl Level {
    pub const MIN: u8 = 1;
    pub const MAX: u8 = 10;
    /// The computer opponent's level when none is chosen: a club player.
    pub const DEFAULT_OPPONENT: Level = Level { number: 5 };

    pub fn new(number: u8) -> Option<Level> {
        (Level::MIN..=Level::MAX)
            .contains(&number)
            .then_some(Level { number })
    }

    pub fn strongest() -> Level {
        Level { number: Level::MAX }
    }

    pub fn number(self) -> u8 {
        self.number
    }

    pub fn style(self) -> Style {
        STYLES[usize::from(self.number - 1)]
    }

    /// The level's name in the interface's words: `engine-level-name` selects on this.
    pub fn name_key(self) -> &'static str {
        match self.number {
            1 => "beginner",
            2 => "novice",
            3 => "casual",
            4 => "improving",
            5 => "club",
            6 => "good-club",
            7 => "strong-club",
            8 => "expert",
            9 => "candidate-master",
            _ => "master",
        }
    }

    /// The playing strength measured for this level (Elo, approximate; see docs/manual.md).
    pub fn elo(self) -> u32 {
        MEASURED_ELO[usize::from(self.number - 1)]
    }
}

/// Measured by `annabella match` (docs/manual.md, calibration), rounded to 50: levels 5–10 against
/// Stockfish 15.1 with `UCI_LimitStrength` at a fixed `UCI_Elo`, levels 1–4 below level 5 by
/// matches between neighbouring levels (Stockfish goes no lower than 1350). Levels 1–9 at 300 ms
/// a move (a depth or a node budget bounds each, so time does not change them); level 10 at 1 s,
/// because it uses all the time it is given and the window gives it 2 s.
const MEASURED_ELO: [u32; 10] = [500, 750, 900, 1150, 1400, 1450, 1650, 1850, 2000, 2200];
