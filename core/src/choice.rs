//! Settings with a fixed set of values (a vocabulary, an interface language, whose clock is
//! heard): each value has one name, used on the command line, in scripts and in settings files.

/// A closed set of named values.
pub trait Choice: Copy + Sized + 'static {
    /// Every value, in the order they are offered.
    const ALL: &'static [Self];

    /// The value's one name (`fide`, `en`, `own`).
    fn as_str(self) -> &'static str;

    /// The value with this name.
    fn from_name(name: &str) -> Option<Self> {
        Self::ALL.iter().copied().find(|v| v.as_str() == name)
    }

    /// All the names, for help and error messages.
    fn names() -> Vec<&'static str> {
        Self::ALL.iter().map(|v| v.as_str()).collect()
    }
}
