//! Naming an engine on the command line or in settings: `builtin:LEVEL` or
//! `uci:PATH[:OPTION=VALUE…]` (for example `uci:/usr/games/stockfish:UCI_LimitStrength=true:UCI_Elo=1500`).
//! A Windows path keeps its drive letter: `uci:C:\Engines\stockfish.exe:Hash=64` names the
//! program `C:\Engines\stockfish.exe`.

use std::fmt;
use std::str::FromStr;

use super::builtin::Level;
use crate::message::{Arg, LINE, Message, WORD, shown};

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EngineSpec {
    Builtin(Level),
    Uci {
        program: String,
        options: Vec<(String, String)>,
    },
}

/// Why a text names no engine, with the text shown back. Said through `SpecError::message`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SpecError {
    /// `builtin:` with no level from `Level::MIN` to `Level::MAX`.
    Level(String),
    /// `uci:` with nothing after it.
    NoProgram,
    /// An option that is not `NAME=VALUE`.
    Option(String),
    /// Neither `builtin:` nor `uci:`.
    NotAnEngine(String),
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
                .ok_or_else(|| SpecError::Level(level.to_string()))?;
            return Ok(EngineSpec::Builtin(level));
        }
        if let Some(rest) = text.strip_prefix("uci:") {
            let mut parts = rest.split(':').peekable();
            let mut program = parts.next().unwrap_or_default().to_string();
            // A drive letter (`C:\…`, `C:/…`): its colon is the path's, not an option's.
            if program.len() == 1
                && program.chars().all(|c| c.is_ascii_alphabetic())
                && let Some(path) = parts.next_if(|part| part.starts_with(['\\', '/']))
            {
                program = format!("{program}:{path}");
            }
            if program.is_empty() {
                return Err(SpecError::NoProgram);
            }
            let options = parts
                .map(|part| {
                    part.split_once('=')
                        .map(|(n, v)| (n.trim().to_string(), v.trim().to_string()))
                        .ok_or_else(|| SpecError::Option(part.to_string()))
                })
                .collect::<Result<_, _>>()?;
            return Ok(EngineSpec::Uci { program, options });
        }
        Err(SpecError::NotAnEngine(text.to_string()))
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

crate::vocab::displayed_in_english!(SpecError);

impl SpecError {
    pub fn message(&self) -> Message {
        match self {
            SpecError::Level(text) => Message::Ui(
                "error-engine-level",
                vec![
                    ("min", Arg::Number(u64::from(Level::MIN))),
                    ("max", Arg::Number(u64::from(Level::MAX))),
                    ("text", shown(text, WORD)),
                ],
            ),
            SpecError::NoProgram => Message::ui("error-engine-no-program"),
            SpecError::Option(text) => {
                Message::Ui("error-engine-option", vec![("text", shown(text, WORD))])
            }
            SpecError::NotAnEngine(text) => {
                Message::Ui("error-engine-spec", vec![("text", shown(text, LINE))])
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
            "uci:C:\\Program Files\\Stockfish\\stockfish.exe:Hash=64",
        ] {
            let spec: EngineSpec = text.parse().unwrap();
            assert_eq!(spec.to_string(), text);
        }
    }

    #[test]
    fn a_windows_path_keeps_its_drive_letter() {
        let uci = |program: &str, options: &[(&str, &str)]| EngineSpec::Uci {
            program: program.to_string(),
            options: options
                .iter()
                .map(|(n, v)| (n.to_string(), v.to_string()))
                .collect(),
        };
        assert_eq!(
            "uci:C:\\Engines\\sf.exe".parse(),
            Ok(uci("C:\\Engines\\sf.exe", &[]))
        );
        assert_eq!(
            "uci:d:/engines/sf.exe:Hash=64".parse(),
            Ok(uci("d:/engines/sf.exe", &[("Hash", "64")]))
        );
        // A letter with no path after it is no drive: `sf.exe` is then an option, and no option.
        assert_eq!(
            "uci:C:sf.exe".parse::<EngineSpec>(),
            Err(SpecError::Option("sf.exe".into()))
        );
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
            assert!(error.to_string().contains(expected), "{text}: {error}");
        }
    }
}
