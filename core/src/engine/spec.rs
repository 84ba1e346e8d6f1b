//! Naming an engine on the command line or in settings: `builtin:LEVEL` or
//! `uci:PATH[:OPTION=VALUE…]` (for example `uci:/usr/games/stockfish:UCI_LimitStrength=true:UCI_Elo=1500`).

use std::fmt;
use std::str::FromStr;

use super::builtin::Level;

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EngineSpec {
    Builtin(Level),
    Uci {
        program: String,
        options: Vec<(String, String)>,
    },
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SpecError(pub String);

impl fmt::Display for SpecError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for SpecError {}

impl FromStr for EngineSpec {
    type Err = SpecError;

    fn from_str(text: &str) -> Result<EngineSpec, SpecError> {
        if let Some(level) = text.strip_prefix("builtin:") {
            let level = level
                .parse::<u8>()
                .ok()
                .and_then(Level::new)
                .ok_or_else(|| {
                    SpecError(format!(
                        "the built-in engine's levels are {} to {}, not \"{level}\"",
                        Level::MIN,
                        Level::MAX
                    ))
                })?;
            return Ok(EngineSpec::Builtin(level));
        }
        if let Some(rest) = text.strip_prefix("uci:") {
            let mut parts = rest.split(':');
            let program = parts.next().unwrap_or_default().to_string();
            if program.is_empty() {
                return Err(SpecError("uci: needs the engine program's path".into()));
            }
            let options = parts
                .map(|part| {
                    part.split_once('=')
                        .map(|(n, v)| (n.trim().to_string(), v.trim().to_string()))
                        .ok_or_else(|| {
                            SpecError(format!("engine options are NAME=VALUE, not \"{part}\""))
                        })
                })
                .collect::<Result<_, _>>()?;
            return Ok(EngineSpec::Uci { program, options });
        }
        Err(SpecError(format!(
            "an engine is builtin:LEVEL or uci:PATH[:OPTION=VALUE…], not \"{text}\""
        )))
    }
}

impl fmt::Display for EngineSpec {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            EngineSpec::Builtin(level) => write!(f, "builtin:{}", level.number()),
            EngineSpec::Uci { program, options } => {
                write!(f, "uci:{program}")?;
                for (name, value) in options {
                    write!(f, ":{name}={value}")?;
                }
                Ok(())
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn specs_read_and_write_back() {
        for text in [
            "builtin:1",
            "builtin:10",
            "uci:/usr/games/stockfish",
            "uci:/usr/games/stockfish:UCI_LimitStrength=true:UCI_Elo=1500:Skill Level=3",
        ] {
            let spec: EngineSpec = text.parse().unwrap();
            assert_eq!(spec.to_string(), text);
        }
    }

    #[test]
    fn bad_specs_say_what_is_wrong() {
        for (text, expected) in [
            ("builtin:0", "levels are 1 to 10"),
            ("builtin:eleven", "levels are 1 to 10"),
            ("uci:", "path"),
            ("uci:/bin/sf:Hash", "NAME=VALUE"),
            ("stockfish", "builtin:LEVEL or uci:PATH"),
        ] {
            let error = text.parse::<EngineSpec>().unwrap_err();
            assert!(error.0.contains(expected), "{text}: {error}");
        }
    }
}
