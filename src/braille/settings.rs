//! The braille display's settings: whether to use one (`--braille`, `[braille] display`) and how
//! the move just made is written (`[braille] moves`).
//!
//! ```toml
//! [braille]
//! display = "auto"    # auto: use a display when BRLTTY has one; on: say when none is found; off
//! moves = "letters"   # letters: 12.Sf3 in the interface's letters; words: as announced
//! ```

use annabella_core::{braille::MoveForm, choice::Choice};

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

impl std::str::FromStr for Use {
    type Err = String;

    /// For the command line's `--braille auto|on|off`.
    fn from_str(name: &str) -> Result<Use, String> {
        Use::from_name(name).ok_or_else(|| Use::names().join(", "))
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
    pub fn set(&mut self, key: &str, value: &toml::Value) -> Result<(), String> {
        let text = value.as_str().ok_or("a word in quotes")?;
        match key {
            "display" => self.display = Use::from_name(text).ok_or("auto, on or off")?,
            "moves" => self.moves = MoveForm::from_name(text).ok_or("letters or words")?,
            _ => return Err("not a setting".into()),
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
        assert_eq!(
            settings.set("display", &"yes".into()),
            Err("auto, on or off".to_string())
        );
        assert_eq!(
            settings.set("cells", &"40".into()),
            Err("not a setting".to_string())
        );
        assert_eq!("off".parse::<Use>(), Ok(Use::Off));
    }
}
