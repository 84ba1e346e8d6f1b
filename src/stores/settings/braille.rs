//! The braille display's settings: whether to use one (`--braille`, `[braille] display`) and how
//! the move just made is written (`[braille] moves`).
//!
//! ```toml
//! [braille]
//! display = "auto"    # auto: use a display when BRLTTY has one; on: say when none is found; off
//! moves = "letters"   # letters: 12.Sf3 in the interface's letters; words: as announced
//! ```

use annabella_core::{braille::MoveForm, choice::Choice};

use crate::stores::settings::ValueProblem;

/// Whether to use a braille display.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Use {
    /// When BRLTTY has one; nothing is said when there is none.
    #[default]
    Auto,
    /// Look for one and say in words when there is none (the game goes on).
    On,
    Off,
}

impl Choice for Use {
    const ALL: &'static [Use] = &[Use::Auto, Use::On, Use::Off];

    fn as_str(self) -> &'static str {
        match self {
            Use::Auto => "auto",
            Use::On => "on",
            Use::Off => "off",
        }
    }
}

/// The `[braille]` settings.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct BrailleSettings {
    pub display: Use,
    pub moves: MoveForm,
}

impl BrailleSettings {
    /// One entry of the `[braille]` section; `Err` says what the value may be.
    pub fn set(&mut self, key: &str, value: &toml::Value) -> Result<(), ValueProblem> {
        let text = value.as_str().ok_or(ValueProblem::Word)?;
        let one_of = |names: Vec<&str>| ValueProblem::OneOf(names.join(", "));
        match key {
            "display" => self.display = Use::from_name(text).ok_or_else(|| one_of(Use::names()))?,
            "moves" => {
                self.moves = MoveForm::from_name(text).ok_or_else(|| one_of(MoveForm::names()))?
            }
            _ => return Err(ValueProblem::Unknown),
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_braille_section_sets_the_display_and_the_moves_form() {
        let mut settings = BrailleSettings::default();
        assert_eq!(settings.display, Use::Auto);
        settings.set("display", &"on".into()).unwrap();
        settings.set("moves", &"words".into()).unwrap();
        assert_eq!(
            settings,
            BrailleSettings {
                display: Use::On,
                moves: MoveForm::Words
            }
        );
        assert!(matches!(
            settings.set("display", &"yes".into()),
            Err(ValueProblem::OneOf(words)) if words == "auto, on, off"
        ));
        assert!(matches!(
            settings.set("cells", &"40".into()),
            Err(ValueProblem::Unknown)
        ));
        assert_eq!(Use::from_name("off"), Some(Use::Off));
    }
}
