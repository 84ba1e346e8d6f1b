//! The core's closed sets of values (`annabella_core::choice::Choice`) as command-line options:
//! the core knows nothing of clap, so the shell says how clap reads them, with the names listed
//! in `--help` and in the error for a wrong one.

use std::{ffi::OsStr, marker::PhantomData};

use annabella_core::{choice::Choice, engine::builtin::Level};
use clap::builder::{PossibleValue, PossibleValuesParser, TypedValueParser};

/// Reads a `T` by its name: `#[arg(value_parser = choice::<VocabId>())]`.
pub fn choice<T: Choice + Send + Sync>() -> ChoiceParser<T> {
    ChoiceParser(PhantomData)
}

#[derive(Clone, Debug)]
pub struct ChoiceParser<T>(PhantomData<T>);

impl<T: Choice + Send + Sync> TypedValueParser for ChoiceParser<T> {
    type Value = T;

    fn parse_ref(
        &self,
        cmd: &clap::Command,
        arg: Option<&clap::Arg>,
        value: &OsStr,
    ) -> Result<T, clap::Error> {
        // clap's own parser checks the name and words the error; the name then finds the value.
        let name = PossibleValuesParser::new(T::names()).parse_ref(cmd, arg, value)?;
        T::from_name(&name).ok_or_else(|| clap::Error::new(clap::error::ErrorKind::InvalidValue))
    }

    fn possible_values(&self) -> Option<Box<dyn Iterator<Item = PossibleValue> + '_>> {
        Some(Box::new(T::names().into_iter().map(PossibleValue::new)))
    }
}

/// Why a value on the command line cannot be used. clap prints it after its own words, in
/// English like the rest of `--help`.
#[derive(Debug, thiserror::Error)]
pub enum ArgError {
    #[error("a zoom in percent, not {0:?}")]
    Zoom(String),
    #[error("a zoom from 100 to 400 percent")]
    ZoomRange,
    #[error("a level from {} to {}", Level::MIN, Level::MAX)]
    Level,
    #[error("a number from 0 to 959, or random, not {0:?}")]
    Chess960(String),
    /// As a script reads the value (a colour, on or off).
    #[error("{0}")]
    Script(annabella_core::session::script::SettingError),
}

/// A colour by its name: white or black (as scripts read it).
pub fn color(text: &str) -> Result<shakmaty::Color, ArgError> {
    annabella_core::session::script::parse_color(text).map_err(ArgError::Script)
}
